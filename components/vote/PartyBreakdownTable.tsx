import { danishLang } from '@/components/ui/DanishText';
import { VOTE_CHOICES } from '@/lib/data/types';
import type { PartyVotes } from '@/lib/data/votes/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { choiceLabelMessages, choiceShortMessages } from './vote-choice';

const messages = defineMessages({
  da: {
    caption:
      'Stemmer pr. parti, optalt fra medlemmernes stemmer. Hvert medlem tæller i det parti, medlemmet tilhørte på afstemningsdagen.',
    party: 'Parti',
    unknown: 'Ukendt',
    unknownLong: 'Stemme uden kendt type',
    total: 'I alt',
    sum: 'Alle partier',
    noParty: 'Uden registreret parti',
    region: 'Tabel: stemmer pr. parti',
  },
  en: {
    caption:
      'Ballots by party, counted from the members’ ballots. Each member counts in the party they belonged to on the day of the vote.',
    party: 'Party',
    unknown: 'Unknown',
    unknownLong: 'Ballot of unknown type',
    total: 'Total',
    sum: 'All parties',
    noParty: 'No recorded party',
    region: 'Table: ballots by party',
  },
});

/** The per-party breakdown from the Stemme rows: one row per party, a column per choice, totals at the foot. */
export async function PartyBreakdownTable({ parties }: { parties: readonly PartyVotes[] }) {
  const locale = await getLocale();
  const t = messages[locale];
  const labels = choiceLabelMessages[locale];
  const shortLabels = choiceShortMessages[locale];
  const showUnknown = parties.some((p) => p.unknown > 0);
  const sum = (pick: (p: PartyVotes) => number) => parties.reduce((n, p) => n + pick(p), 0);
  const cell = 'count-cell';
  return (
    <section
      aria-label={t.region}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls here; keyboard users must reach it
      tabIndex={0}
      className="overflow-x-auto rounded border border-stone-300 bg-white focus-visible:outline-2 focus-visible:outline-red-800"
    >
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption className="px-3 py-2 text-left text-sm text-stone-700">{t.caption}</caption>
        <thead className="bg-stone-100">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-left sm:px-3">
              {t.party}
            </th>
            {VOTE_CHOICES.map((c) => (
              <th key={c} scope="col" className={cell}>
                <abbr title={labels[c]} className="no-underline">
                  {shortLabels[c]}
                </abbr>
              </th>
            ))}
            {showUnknown ? (
              <th scope="col" className={cell}>
                <abbr title={t.unknownLong} className="no-underline">
                  {t.unknown}
                </abbr>
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {t.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {parties.map((p) => (
            <tr key={p.party ?? ''} className="border-t border-stone-200">
              <th scope="row" className="px-2 py-1.5 text-left font-normal sm:px-3">
                <span className="font-semibold">{p.party ?? t.noParty}</span>
                {p.partyName && p.partyName !== p.party ? (
                  <span lang={danishLang(locale)} className="hidden text-stone-700 sm:inline">
                    {' '}
                    · {p.partyName}
                  </span>
                ) : null}
              </th>
              {VOTE_CHOICES.map((c) => (
                <td key={c} className={cell}>
                  {p.counts[c]}
                </td>
              ))}
              {showUnknown ? <td className={cell}>{p.unknown}</td> : null}
              <td className={`${cell} font-semibold`}>{p.members}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-stone-400 font-semibold">
          <tr>
            <th scope="row" className="px-2 py-1.5 text-left sm:px-3">
              {t.sum}
            </th>
            {VOTE_CHOICES.map((c) => (
              <td key={c} className={cell}>
                {sum((p) => p.counts[c])}
              </td>
            ))}
            {showUnknown ? <td className={cell}>{sum((p) => p.unknown)}</td> : null}
            <td className={cell}>{sum((p) => p.members)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
