import { partyColour } from '@/components/charts/party-colour';
import { danishLang } from '@/components/ui/DanishText';
import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { PartyAgreement, PartyOverview } from '@/lib/data/parties/types';
import type { PartyRef } from '@/lib/data/types';
import { formatCount, formatShare } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { partyPath } from '@/lib/routes';
import { MatrixDefaultNote } from './MatrixDefaultNote';
import { partyMethodMessages } from './party-method';
import { AGREEMENT_STEPS, agreementColours, agreementOf, MIN_SHARED_VOTES } from './party-numbers';

const messages = defineMessages({
  da: {
    title: 'Hvor ofte stemmer partierne ens?',
    sub: '{period}: {n} afstemninger med stemmer.',
    pairs:
      'Mest enige var {a1} og {b1} ({share1} af {n1} afstemninger), mindst enige {a2} og {b2} ({share2} af {n2} afstemninger).',
    read: 'Læs en række: hvor ofte partiet stemte som partiet i kolonnen. Tallet under procenten er antallet af afstemninger, hvor begge tog en side.',
    caption:
      'Enighed mellem partierne i {period}: andel af afstemninger, hvor begge tog en side, hvor de tog den samme',
    cellText: '{a} og {b}: {share} af {n} afstemninger',
    fewText: '{a} og {b}: kun {n} fælles afstemninger',
    noneText: '{a} og {b}: ingen fælles afstemninger',
    of: 'af {n}',
    legend: 'Farverne',
    from: '{from} og derover',
    below: 'under {to}',
    few: `under ${MIN_SHARED_VOTES} fælles afst.`,
    noPeriod: 'Samlingen {code} har ingen afstemninger med stemmer i dataene. Vælg en anden samling.',
    noVotes: 'Der er ingen afstemninger med stemmer i dataene.',
    party: 'Parti',
  },
  en: {
    title: 'How often do the parties vote alike?',
    sub: '{period}: {n} votes with ballots.',
    pairs:
      'Most in agreement were {a1} and {b1} ({share1} of {n1} votes), least {a2} and {b2} ({share2} of {n2} votes).',
    read: 'Read a row: how often the party voted like the party in the column. The number under the percentage is the number of votes where both took a side.',
    caption:
      'Agreement between the parties in {period}: share of the votes where both took a side on which they took the same one',
    cellText: '{a} and {b}: {share} of {n} votes',
    fewText: '{a} and {b}: only {n} shared votes',
    noneText: '{a} and {b}: no shared votes',
    of: 'of {n}',
    legend: 'The colours',
    from: '{from} and above',
    below: 'below {to}',
    few: `under ${MIN_SHARED_VOTES} shared votes`,
    noPeriod: 'The session {code} has no votes with ballots in the data. Choose another session.',
    noVotes: 'There are no votes with ballots in the data.',
    party: 'Party',
  },
});

/**
 * The agreement of every pair of parties in one samling as a table: each cell coloured by the share and with the
 * share and its count written in it (colour never alone); the first column stays in view while the table scrolls
 * sideways on a phone. A sentence names the most and least agreeing pairs.
 */
export async function AgreementMatrix({
  overview,
  asked,
}: {
  overview: PartyOverview;
  asked: string | null;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const n = (v: number) => formatCount(locale, v);
  const pct = (v: number | null) => formatShare(locale, v);
  const { parties, cells, period } = overview;
  if (!period || parties.length === 0) {
    return (
      <p className="text-stone-700">
        {asked !== null && !period ? format(t.noPeriod, { code: asked }) : t.noVotes}
      </p>
    );
  }
  const pairs: { a: PartyRef; b: PartyRef; agreement: PartyAgreement; share: number }[] = [];
  parties.forEach((a, i) => {
    parties.forEach((b, j) => {
      const agreement = cells[i]?.[j] ?? null;
      const share = agreementOf(agreement);
      if (j > i && agreement && share !== null) pairs.push({ a, b, agreement, share });
    });
  });
  pairs.sort((x, y) => y.share - x.share || y.agreement.both - x.agreement.both);
  const most = pairs[0];
  const least = pairs.at(-1);
  return (
    <section aria-labelledby="matrix-titel" className="space-y-3">
      <div className="space-y-1">
        <h2 id="matrix-titel" className="text-2xl font-bold tracking-tight">
          {t.title}
        </h2>
        <p className="text-sm text-stone-700">
          {format(t.sub, { period: periodTitle(period.title, locale) ?? '', n: n(overview.votes) })}
        </p>
        <MatrixDefaultNote byDefault={overview.byDefault} locale={locale} />
        {most && least && most !== least ? (
          <p className="max-w-prose">
            {format(t.pairs, {
              a1: most.a.code,
              b1: most.b.code,
              share1: pct(most.share),
              n1: n(most.agreement.both),
              a2: least.a.code,
              b2: least.b.code,
              share2: pct(least.share),
              n2: n(least.agreement.both),
            })}
          </p>
        ) : null}
        <p className="max-w-prose text-sm text-stone-700">{t.read}</p>
      </div>
      <ul aria-label={t.legend} className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {AGREEMENT_STEPS.map((step, i) => (
          <li key={step.from} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-sm border border-stone-300"
              style={{ backgroundColor: step.fill }}
            />
            {step.from > 0
              ? format(t.from, { from: pct(step.from) })
              : format(t.below, { to: pct(AGREEMENT_STEPS[i - 1]?.from ?? 1) })}
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-4 rounded-sm border border-stone-300"
            style={{ backgroundColor: agreementColours(null).fill }}
          />
          {t.few}
        </li>
      </ul>
      <div className="relative overflow-x-auto rounded border border-stone-300">
        <table
          aria-label={format(t.caption, { period: periodTitle(period.title, locale) ?? '' })}
          className="border-collapse text-center text-sm tabular-nums"
        >
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-white px-2 py-1 text-left font-semibold">
                {t.party}
              </th>
              {parties.map((p) => (
                <th key={p.code} scope="col" className="min-w-14 px-1 py-1 font-semibold">
                  <abbr lang={danishLang(locale)} title={p.name} className="no-underline">
                    {p.code}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {parties.map((a, i) => (
              <tr key={a.code} className="border-t border-stone-200">
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-r border-stone-300 bg-white px-2 py-1 text-left font-semibold"
                >
                  <LocaleLink
                    href={partyPath(a.code)}
                    prefetch={false}
                    lang={danishLang(locale)}
                    title={a.name}
                    className="inline-flex min-h-11 items-center gap-1.5 text-stone-950 underline decoration-stone-400 underline-offset-4"
                  >
                    <span
                      aria-hidden="true"
                      className="inline-block size-2.5 rounded-full"
                      style={{ backgroundColor: partyColour(a.code) }}
                    />
                    {a.code}
                  </LocaleLink>
                </th>
                {parties.map((b, j) => {
                  if (i === j)
                    return (
                      <td key={b.code} className="bg-stone-200 px-1 py-1 text-stone-500">
                        <span aria-hidden="true">·</span>
                      </td>
                    );
                  const agreement = cells[i]?.[j] ?? null;
                  const share = agreementOf(agreement);
                  const colours = agreementColours(share);
                  const label = !agreement
                    ? format(t.noneText, { a: a.code, b: b.code })
                    : share === null
                      ? format(t.fewText, { a: a.code, b: b.code, n: n(agreement.both) })
                      : format(t.cellText, { a: a.code, b: b.code, share: pct(share), n: n(agreement.both) });
                  return (
                    <td
                      key={b.code}
                      title={label}
                      className="px-1 py-1 leading-tight"
                      style={{ backgroundColor: colours.fill, color: colours.text }}
                    >
                      <span className="sr-only">{label}</span>
                      <span aria-hidden="true">
                        {share !== null ? <span className="block font-semibold">{pct(share)}</span> : null}
                        <span className="block text-xs">
                          {agreement
                            ? share !== null
                              ? format(t.of, { n: n(agreement.both) })
                              : n(agreement.both)
                            : '–'}
                        </span>
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HowWeCount
        text={`${partyMethodMessages[locale].party} ${partyMethodMessages[locale].agreement}`}
        locale={locale}
      />
    </section>
  );
}
