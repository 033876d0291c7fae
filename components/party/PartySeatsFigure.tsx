import { partyColour } from '@/components/charts/party-colour';
import { HowWeCount } from '@/components/ui/HowWeCount';
import type { PartyProfile } from '@/lib/data/parties/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { partyMethodMessages } from './party-method';

const messages = defineMessages({
  da: {
    title: 'Medlemmer over tid',
    summary: 'Partiet havde flest medlemmer i {high} ({highSeats}) og færrest i {low} ({lowSeats}).',
    one: 'Partiet havde {seats} medlemmer i {period}.',
    none: 'Partiet har ingen stemmer i dataenes afstemninger, så vi kan ikke tælle dets medlemmer pr. samling.',
    table: 'Vis tallene pr. samling',
    caption: 'Medlemmer og afstemninger pr. samling',
    period: 'Samling',
    seats: 'Medlemmer',
    votes: 'Afstemninger',
    unknownPeriod: 'Ukendt samling',
  },
  en: {
    title: 'Members over time',
    summary: 'The party had the most members in {high} ({highSeats}) and the fewest in {low} ({lowSeats}).',
    one: 'The party had {seats} members in {period}.',
    none: 'The party has no ballots on the votes in the data, so we cannot count its members per session.',
    table: 'Show the figures per session',
    caption: 'Members and votes per session',
    period: 'Session',
    seats: 'Members',
    votes: 'Votes',
    unknownPeriod: 'Unknown session',
  },
});

/** A full bar (the most seats) takes this share of the row's width; the rest holds the value. */
const SCALE = 0.85;

/**
 * Seats per samling, oldest first: one bar per samling in the party's colour drawn on the server (SVG, no script),
 * each value written beside its bar; the sentence says the extremes, the table behind the disclosure has every
 * number (the bars are hidden from screen readers).
 */
export async function PartySeatsFigure({ profile }: { profile: PartyProfile }) {
  const locale = await getLocale();
  const t = messages[locale];
  const n = (v: number) => formatCount(locale, v);
  const rows = profile.periods;
  const title = (r: (typeof rows)[number]) => periodTitle(r.period.title, locale) ?? t.unknownPeriod;
  const most = Math.max(1, ...rows.map((r) => r.seats));
  const high = rows.reduce<(typeof rows)[number] | undefined>(
    (a, r) => (!a || r.seats >= a.seats ? r : a),
    undefined,
  );
  const low = rows.reduce<(typeof rows)[number] | undefined>(
    (a, r) => (!a || r.seats <= a.seats ? r : a),
    undefined,
  );
  const fill = partyColour(profile.party.code);
  return (
    <section id="over-tid" aria-labelledby="over-tid-titel" className="scroll-mt-4 space-y-3">
      <h2 id="over-tid-titel" className="text-2xl font-bold tracking-tight">
        {t.title}
      </h2>
      {!high || !low ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <figure className="space-y-3">
          <figcaption className="max-w-prose text-sm text-stone-800">
            {rows.length === 1
              ? format(t.one, { seats: n(high.seats), period: title(high) })
              : format(t.summary, {
                  high: title(high),
                  highSeats: n(high.seats),
                  low: title(low),
                  lowSeats: n(low.seats),
                })}
          </figcaption>
          <div aria-hidden="true" className="border-y border-stone-200 py-1">
            {rows.map((r) => {
              const width = (r.seats / most) * SCALE * 100;
              return (
                <div key={r.period.id} className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-2">
                  <span className="text-sm tabular-nums">{title(r)}</span>
                  <svg width="100%" height="20" role="presentation" className="block overflow-visible">
                    <rect x="0" y="3" width={`${width}%`} height="14" fill={fill} />
                    <text x={`${width + 1.5}%`} y="15" fontSize="12" fill="#1c1917">
                      {n(r.seats)}
                    </text>
                  </svg>
                </div>
              );
            })}
          </div>
          <details className="text-sm">
            <summary className="table-toggle">{t.table}</summary>
            <table aria-label={t.caption} className="mt-2 border-collapse text-right tabular-nums">
              <thead>
                <tr className="border-b-2 border-stone-400">
                  <th scope="col" className="py-1 pr-4 text-left font-semibold">
                    {t.period}
                  </th>
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    {t.seats}
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    {t.votes}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.period.id} className="border-b border-stone-200">
                    <th scope="row" className="py-1 pr-4 text-left font-medium">
                      {title(r)}
                    </th>
                    <td className="py-1 pr-4">{n(r.seats)}</td>
                    <td className="py-1">{n(r.votes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      )}
      <HowWeCount text={partyMethodMessages[locale].seats} locale={locale} />
    </section>
  );
}
