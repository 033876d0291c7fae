import { Formatted } from '@/components/ui/Formatted';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { DocumentActor } from '@/lib/data/documents/types';
import type { Locale } from '@/lib/i18n/locale';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { actorPath } from '@/lib/routes';
import type { DocumentPageTexts } from './document-page-messages';

/**
 * Who a document is from and to (`DokumentAktør`), grouped by role in ODA's order — asker, addressee, who answered —
 * each linked to their page; a person with their party on the document's date, a minister title with its holder.
 */
export function DocumentActors({
  actors,
  t,
  locale,
}: {
  actors: readonly DocumentActor[];
  t: DocumentPageTexts;
  locale: Locale;
}) {
  const roles = new Map<number, DocumentActor[]>();
  for (const actor of actors) roles.set(actor.roleId, [...(roles.get(actor.roleId) ?? []), actor]);
  return (
    <dl className="space-y-3">
      {[...roles.values()].map((group) => {
        const role = group[0]?.role ?? null;
        return (
          <div key={group[0]?.roleId}>
            <dt className="font-semibold text-stone-800">
              {role ? <TermText locale={locale} term={odaTerm('recordRole', role, locale)} /> : t.unknownRole}
            </dt>
            <dd>
              <ul className="space-y-0.5">
                {group.map((actor) => (
                  <li key={actor.id} className="break-words">
                    <LocaleLink href={actorPath(actor.id)} prefetch={false} className="text-link" lang="da">
                      {actor.name ?? `#${actor.id}`}
                    </LocaleLink>
                    {actor.party?.code ? <span className="text-stone-700"> ({actor.party.code})</span> : null}
                    {actor.holder ? (
                      <span className="text-stone-700">
                        {' – '}
                        <Formatted
                          template={t.holder}
                          values={{
                            name: (
                              <LocaleLink
                                href={actorPath(actor.holder.id)}
                                prefetch={false}
                                className="text-link"
                                lang="da"
                              >
                                {actor.holder.name ?? `#${actor.holder.id}`}
                              </LocaleLink>
                            ),
                          }}
                        />
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
