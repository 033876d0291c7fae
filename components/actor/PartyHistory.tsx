import { EmptyNote } from '@/components/actor/EmptyNote';
import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { PartySpell } from '@/lib/data/actors/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import { partyPath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    label: 'Partihistorik',
    none: 'Dataene har ingen medlemskaber af folketingsgrupper for personen.',
    now: 'nu',
    unknown: 'ukendt',
    independent: 'Løsgænger',
    note: 'Medlemskaber af folketingsgrupper, samling for samling; sammenhængende perioder i samme parti er lagt sammen.',
  },
  en: {
    label: 'Party history',
    none: 'The data has no parliamentary group memberships for this person.',
    now: 'now',
    unknown: 'unknown',
    independent: 'Independent',
    note: 'Parliamentary group memberships, session by session; unbroken spells in the same party are joined.',
  },
});

/** A person's party spells, oldest first, as a timeline: party, code and dates. */
export async function PartyHistory({
  spells,
  headingId,
}: {
  spells: readonly PartySpell[];
  headingId: string;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  if (spells.length === 0) return <EmptyNote>{t.none}</EmptyNote>;
  return (
    <div className="space-y-2">
      <ol aria-labelledby={headingId} className="space-y-0 border-l-2 border-stone-300">
        {spells.map((s) => (
          <li key={`${s.groupIds[0]}-${s.from ?? ''}`} className="relative pb-4 pl-5 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[7px] size-3 rounded-full ${s.to === null ? 'bg-red-800' : 'bg-stone-400'}`}
            />
            <p className="font-semibold">
              {s.party && s.party !== INDEPENDENTS ? (
                <LocaleLink href={partyPath(s.party)} prefetch={false} className="target name-link">
                  <DanishText locale={locale}>{s.partyName ?? s.party}</DanishText>
                </LocaleLink>
              ) : s.partyName || s.party ? (
                <DanishText locale={locale}>{s.partyName ?? s.party}</DanishText>
              ) : (
                t.unknown
              )}
              {s.party ? <span className="ml-1 font-mono text-sm text-stone-700">({s.party})</span> : null}
              {s.party === INDEPENDENTS ? (
                <span className="ml-1 text-sm font-normal">– {t.independent}</span>
              ) : null}
            </p>
            <p className="text-sm text-stone-700">
              <LocalDateTime value={s.from} locale={locale} fallback={t.unknown} /> –{' '}
              {s.to ? <LocalDateTime value={s.to} locale={locale} /> : t.now}
            </p>
          </li>
        ))}
      </ol>
      <p className="text-xs text-stone-700">{t.note}</p>
    </div>
  );
}
