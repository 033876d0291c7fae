import { ExploreLauncher } from '@/components/charts/ExploreLauncher';
import { partyColour } from '@/components/charts/party-colour';
import { DanishText, danishLang } from '@/components/ui/DanishText';
import { Formatted } from '@/components/ui/Formatted';
import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { PartyAgreement, PartyProfile } from '@/lib/data/parties/types';
import type { PartyRef } from '@/lib/data/types';
import { formatCount, formatShare } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { partyPath } from '@/lib/routes';
import { agreementExploreData } from './agreement-series';
import { partyMethodMessages } from './party-method';
import { agreementOf, MIN_SHARED_VOTES, rankAgreement } from './party-numbers';

const messages = defineMessages({
  da: {
    title: 'Enighed med de andre partier',
    most: 'I {period} stemte {party} oftest som {best} ({bestShare} af {bestN} afstemninger) og sjældnest som {worst} ({worstShare} af {worstN} afstemninger).',
    only: 'I {period} havde kun {other} mindst {min} afstemninger, hvor både {party} og partiet tog en side; de stemte ens i {share} af {n}.',
    even: 'I {period} stemte {party} lige ofte som hvert af de andre partier ({share}).',
    noneLatest:
      'I {period} havde {party} ikke mindst {min} afstemninger, hvor både partiet og et andet parti tog en side.',
    chart:
      'Hvert lille diagram viser, hvor ofte {party} og det andet parti stemte ens, pr. samling fra {first} til {last}: øverst 100 %, den stiplede linje 50 %, nederst 0 %. Samlinger med under {min} afstemninger er kun med i tabellen.',
    latest: '{period}: {share} af {n}',
    fewLatest: 'under {min} fælles afst.',
    noLatest: 'ingen fælles afst. i {period}',
    table: 'Vis tallene pr. samling',
    caption: 'Enighed med hvert andet parti pr. samling: andel og antal afstemninger, hvor begge tog en side',
    other: 'Parti',
    cell: '{share} af {n}',
    fewCell: '{n} afst.',
    none: 'Partiet har ikke stemt ved de samme afstemninger som andre partier i dataene.',
    explore: 'Enighed mellem {party} og de andre partier pr. samling',
    point: '{share} af {n} afstemninger',
    fewPoint: 'under {min} fælles afst. ({n})',
    nonePoint: 'ingen fælles afst.',
  },
  en: {
    title: 'Agreement with the other parties',
    most: 'In {period} {party} voted most often like {best} ({bestShare} of {bestN} votes) and least often like {worst} ({worstShare} of {worstN} votes).',
    only: 'In {period} only {other} had at least {min} votes where both it and {party} took a side; they voted alike in {share} of {n}.',
    even: 'In {period} {party} voted like each of the other parties equally often ({share}).',
    noneLatest: 'In {period} {party} had fewer than {min} votes where both it and another party took a side.',
    chart:
      'Each small chart shows how often {party} and the other party voted alike, per session from {first} to {last}: 100% at the top, the dashed line 50%, 0% at the bottom. Sessions with fewer than {min} votes are in the table only.',
    latest: '{period}: {share} of {n}',
    fewLatest: 'under {min} shared votes',
    noLatest: 'no shared votes in {period}',
    table: 'Show the figures per session',
    caption: 'Agreement with each other party per session: share and number of votes where both took a side',
    other: 'Party',
    cell: '{share} of {n}',
    fewCell: '{n} votes',
    none: 'The party has voted on no vote together with other parties in the data.',
    explore: 'Agreement between {party} and the other parties per session',
    point: '{share} of {n} votes',
    fewPoint: 'under {min} shared votes ({n})',
    nonePoint: 'no shared votes',
  },
});

/** The small charts' drawing box: x across the samlinger, y from 100 % (top) to 0 %. */
const W = 200;
const H = 72;
const PAD = 6;

/**
 * How often the party took the same side as each other party, per samling: a sentence naming the parties it
 * agreed with most and least in its latest samling, a small line chart per other party drawn on the server (SVG, no
 * script; points under the minimum of shared votes left out), and every figure with its count in a table behind
 * the disclosure.
 */
export async function PartyAgreementFigure({ profile }: { profile: PartyProfile }) {
  const locale = await getLocale();
  const t = messages[locale];
  const n = (v: number) => formatCount(locale, v);
  const pct = (v: number | null) => formatShare(locale, v);
  const { party, periods } = profile;
  // The headline samling (lib/data/parties/party-load.ts): the newest with enough votes to say something.
  const last = profile.headline;
  const latestPeriod = periodTitle(periods[last]?.period.title ?? null, locale) ?? '';
  const latest = (a: { byPeriod: readonly (PartyAgreement | null)[] }) => a.byPeriod[last] ?? null;
  // Parties tied at the top (or the bottom) are named together: 'oftest som EL, M og SF (91 % af 11 afstemninger)'.
  const { order: others, most: best, least: worst } = rankAgreement(profile.agreement, last);
  const shareOf = (o: (typeof others)[number]) => agreementOf(latest(o));
  // ODA's names of the parties are Danish data, marked as such inside the sentence.
  const names = (group: typeof others) => (
    <DanishText locale={locale}>
      {new Intl.ListFormat(locale, { type: 'conjunction' }).format(group.map((o) => o.party.name))}
    </DanishText>
  );
  const counts = (group: typeof others) => {
    const ns = group.map((o) => latest(o)?.both ?? 0);
    const [lo, hi] = [Math.min(...ns), Math.max(...ns)];
    return lo === hi ? n(lo) : `${n(lo)}–${n(hi)}`;
  };
  // The charts' samlinger: those with at least the minimum of the party's votes (a samling of one or two votes
  // would only break every line); the table has them all.
  const axis = periods.flatMap((p, i) => (p.votes >= MIN_SHARED_VOTES ? [i] : []));
  const charted = others.filter((o) => axis.some((i) => agreementOf(o.byPeriod[i] ?? null) !== null));
  const x = (k: number) => (axis.length === 1 ? W / 2 : PAD + (k * (W - 2 * PAD)) / (axis.length - 1));
  const y = (share: number) => PAD + (1 - share) * (H - 2 * PAD);
  return (
    <section id="enighed" aria-labelledby="enighed-titel" className="scroll-mt-4 space-y-3">
      <h2 id="enighed-titel" className="text-2xl font-bold tracking-tight">
        {t.title}
      </h2>
      {others.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <figure className="space-y-3">
          <figcaption className="max-w-prose space-y-1 text-sm text-stone-800">
            <p className="text-base">
              {best[0] && best.length === 1 && best[0] === worst[0] ? (
                <Formatted
                  template={t.only}
                  values={{
                    period: latestPeriod,
                    party: party.code,
                    other: names(best),
                    share: pct(shareOf(best[0])),
                    n: counts(best),
                    min: MIN_SHARED_VOTES,
                  }}
                />
              ) : best[0] && best[0] === worst[0] ? (
                format(t.even, { period: latestPeriod, party: party.code, share: pct(shareOf(best[0])) })
              ) : best[0] && worst[0] ? (
                <Formatted
                  template={t.most}
                  values={{
                    period: latestPeriod,
                    party: party.code,
                    best: names(best),
                    bestShare: pct(shareOf(best[0])),
                    bestN: counts(best),
                    worst: names(worst),
                    worstShare: pct(shareOf(worst[0])),
                    worstN: counts(worst),
                  }}
                />
              ) : (
                format(t.noneLatest, {
                  period: latestPeriod,
                  party: party.code,
                  min: MIN_SHARED_VOTES,
                })
              )}
            </p>
            {charted.length > 0 ? (
              <p>
                {format(t.chart, {
                  party: party.code,
                  first: periodTitle(periods[axis[0] ?? 0]?.period.title ?? null, locale) ?? '',
                  last: periodTitle(periods[axis.at(-1) ?? last]?.period.title ?? null, locale) ?? '',
                  min: MIN_SHARED_VOTES,
                })}
              </p>
            ) : null}
          </figcaption>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3 lg:grid-cols-4">
            {charted.map((o) => {
              const now = latest(o);
              const share = agreementOf(now);
              const points = axis.map((i, k) => {
                const v = agreementOf(o.byPeriod[i] ?? null);
                return v === null ? null : { k, v, last: i === last };
              });
              const path = points.reduce((d, p, k) => {
                if (!p) return d;
                const move = k === 0 || !points[k - 1] ? 'M' : 'L';
                return `${d}${move}${x(p.k).toFixed(1)},${y(p.v).toFixed(1)}`;
              }, '');
              const dots = points.filter((p) => p !== null);
              return (
                <li key={o.party.code} className="min-w-0">
                  <PartyLabel party={o.party} locale={locale} />
                  <p className="text-sm tabular-nums text-stone-800">
                    {share !== null
                      ? format(t.latest, { period: latestPeriod, share: pct(share), n: n(now?.both ?? 0) })
                      : now
                        ? format(t.fewLatest, { min: MIN_SHARED_VOTES })
                        : format(t.noLatest, { period: latestPeriod })}
                  </p>
                  <svg
                    viewBox={`0 0 ${W} ${H}`}
                    width="100%"
                    role="presentation"
                    aria-hidden="true"
                    className="mt-1 block"
                  >
                    <rect x="0" y="0" width={W} height={H} fill="#fafaf9" />
                    {[0, 0.5, 1].map((g) => (
                      <line
                        key={g}
                        x1="0"
                        x2={W}
                        y1={y(g)}
                        y2={y(g)}
                        stroke="#d6d3d1"
                        strokeWidth="1"
                        strokeDasharray={g === 0.5 ? '3 3' : undefined}
                      />
                    ))}
                    <path
                      d={path}
                      fill="none"
                      stroke={partyColour(o.party.code)}
                      strokeWidth="2.5"
                      strokeLinejoin="round"
                    />
                    {dots.map((p) => (
                      <circle
                        key={p.k}
                        cx={x(p.k)}
                        cy={y(p.v)}
                        r={p.last ? 4 : 2.5}
                        fill={partyColour(o.party.code)}
                      />
                    ))}
                  </svg>
                </li>
              );
            })}
          </ul>
          <ExploreLauncher
            name={format(t.explore, { party: party.code })}
            data={agreementExploreData(profile, others, {
              period: (title) => periodTitle(title, locale) ?? '',
              point: (a, share) =>
                !a
                  ? t.nonePoint
                  : share === null
                    ? format(t.fewPoint, { min: MIN_SHARED_VOTES, n: n(a.both) })
                    : format(t.point, { share: pct(share), n: n(a.both) }),
            })}
          />
          <AgreementTable profile={profile} others={others} t={t} locale={locale} />
        </figure>
      )}
      <HowWeCount text={partyMethodMessages[locale].agreement} locale={locale} />
    </section>
  );
}

/** A party's colour swatch, code and name, linking to its page. */
function PartyLabel({ party, locale }: { party: PartyRef; locale: Locale }) {
  return (
    <LocaleLink
      href={partyPath(party.code)}
      prefetch={false}
      className="flex min-h-11 items-center gap-1.5 font-semibold text-stone-950 underline decoration-stone-400 underline-offset-4 hover:decoration-red-800"
    >
      <span
        aria-hidden="true"
        className="inline-block size-3 shrink-0 rounded-full"
        style={{ backgroundColor: partyColour(party.code) }}
      />
      {/* The code and ODA's Danish name of the party. */}
      <span lang={danishLang(locale)} className="truncate" title={party.name}>
        {party.code} <span className="font-normal text-stone-700">{party.name}</span>
      </span>
    </LocaleLink>
  );
}

function AgreementTable({
  profile,
  others,
  t,
  locale,
}: {
  profile: PartyProfile;
  others: PartyProfile['agreement'];
  t: (typeof messages)['da'];
  locale: 'da' | 'en';
}) {
  const n = (v: number) => formatCount(locale, v);
  const columns = profile.periods.map((p, i) => ({ p, i })).reverse();
  const cell = 'data-cell';
  return (
    <details className="text-sm">
      <summary className="table-toggle">{t.table}</summary>
      <section
        aria-label={t.caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls here; keyboard users must reach it
        tabIndex={0}
        className="relative mt-2 max-h-[70vh] overflow-auto focus-visible:outline-2 focus-visible:outline-red-800"
      >
        <table aria-label={t.caption} className="border-collapse text-right tabular-nums">
          <thead>
            <tr className="border-b-2 border-stone-400">
              <th scope="col" className={`${cell} sticky left-0 bg-white text-left font-semibold`}>
                {t.other}
              </th>
              {columns.map(({ p }) => (
                <th key={p.period.id} scope="col" className={`${cell} font-semibold`}>
                  {periodTitle(p.period.title, locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {others.map((o) => (
              <tr key={o.party.code} className="border-b border-stone-200">
                <th scope="row" className={`${cell} sticky left-0 bg-white text-left font-medium`}>
                  {o.party.code}
                </th>
                {columns.map(({ p, i }) => {
                  const a = o.byPeriod[i] ?? null;
                  const share = agreementOf(a);
                  return (
                    <td key={p.period.id} className={cell}>
                      {!a
                        ? '–'
                        : share === null
                          ? format(t.fewCell, { n: n(a.both) })
                          : format(t.cell, { share: formatShare(locale, share), n: n(a.both) })}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
