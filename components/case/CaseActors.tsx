import { DanishText } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { CaseActor } from '@/lib/data/cases/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { actorPath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    heading: 'Aktører',
    none: 'Ingen aktører er knyttet til sagen i datasættet.',
    unknownRole: 'Anden rolle',
    unknownActor: 'Aktør {id} (findes ikke i datasættet)',
  },
  en: {
    heading: 'Actors',
    none: 'No actors are linked to the case in the dataset.',
    unknownRole: 'Other role',
    unknownActor: 'Actor {id} (missing from the dataset)',
  },
});

/** The case's actors grouped by their role on it (proposer, ministry, committee, …). */
export function CaseActors({ actors, locale }: { actors: readonly CaseActor[]; locale: Locale }) {
  const t = messages[locale];
  // Grouped by ODA's role text; each group is headed by the role in the page's language.
  const roles = new Map<string, CaseActor[]>();
  for (const actor of actors) {
    const role = actor.role ?? '';
    roles.set(role, [...(roles.get(role) ?? []), actor]);
  }
  return (
    <section aria-labelledby="aktoerer" className="space-y-3">
      <h2 id="aktoerer" className="text-2xl font-semibold">
        {t.heading}
      </h2>
      {actors.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <dl className="space-y-3">
          {[...roles].map(([role, list]) => (
            <div key={role}>
              <dt className="font-semibold text-stone-800">
                {role ? (
                  <TermText locale={locale} term={odaTerm('recordRole', role, locale)} />
                ) : (
                  t.unknownRole
                )}
              </dt>
              <dd>
                <ul className="space-y-0.5">
                  {list.map((actor) => (
                    <li key={`${actor.roleId}:${actor.id}`} className="break-words">
                      {actor.name ? (
                        <LocaleLink
                          href={actorPath(actor.id)}
                          prefetch={false}
                          className="target text-red-800 underline underline-offset-2 hover:text-red-900"
                        >
                          <DanishText locale={locale}>{actor.name}</DanishText>
                        </LocaleLink>
                      ) : (
                        <span className="text-stone-700">{format(t.unknownActor, { id: actor.id })}</span>
                      )}
                      {actor.type ? (
                        <span className="text-sm text-stone-700">
                          {' · '}
                          <TermText locale={locale} term={odaTerm('actorType', actor.type, locale)} />
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
