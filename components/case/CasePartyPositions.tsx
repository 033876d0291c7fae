import { positionChangeText } from '@/components/party/position-change-text';
import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { PartyCode } from '@/components/ui/PartyCodes';
import {
  partySideLabel,
  partySideShort,
  partySideSwatch,
  partySideSwatchStyle,
} from '@/components/vote/party-side';
import { outcomeMessages } from '@/components/vote/vote-outcome-messages';
import type {
  PartyCasePosition,
  CasePartyPositions as Positions,
} from '@/lib/data/analyses/case-party-positions';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { stepTitleName, voteTypeName } from '@/lib/i18n/oda-terms';
import { votePath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Partiernes holdning undervejs',
    lead: 'Hvordan hvert parti stemte ved sagens {n} afstemninger, i den rækkefølge de fandt sted.',
    changedTitle: 'Skiftede side',
    amendmentTitle: 'Stemte forskelligt om et ændringsforslag og om forslaget: {parties}',
    amendmentLead:
      'Det er almindeligt: et ændringsforslag ændrer en del af forslaget, og et parti kan være imod ændringen og for forslaget, eller omvendt.',
    motionTitle: 'Stemte for ét forslag til vedtagelse og imod et andet: {parties}',
    motionLead:
      'Det er ikke et skift: en forespørgsel ender ofte med flere forslag til vedtagelse, forskellige tekster, og partierne stemmer for deres eget og imod de andres.',
    noChange: 'Intet parti stemte for ved én af sagens afstemninger og imod ved en anden.',
    noSideChange:
      'Intet parti skiftede side mellem sagens afstemninger, når man ser bort fra ændringsforslag og forslag til vedtagelse (se nedenfor).',
    party: 'Parti',
    vote: 'nr. {n}',
    result: 'Resultat',
    changedMark: 'skiftede side',
    table: 'Partiernes side ved hver af sagens afstemninger',
    scroll: 'Rul vandret for at se alle afstemninger.',
    how: 'Et partis side ved en afstemning er det, flest af dets tilstedeværende medlemmer stemte (For, Imod eller Hverken for eller imod); står to lige, er partiet "Delt", og var ingen til stede, "Fravær". Medlemmerne hører til det parti, de var medlem af på afstemningens dag. Et parti skiftede side, når det stemte for ved én af sagens afstemninger og imod ved en anden; at stemme hverken for eller imod, være delt eller fraværende tæller ikke som et skift. Når forskellen kun er mellem et ændringsforslag og sagens øvrige afstemninger, eller mellem to forslag til vedtagelse (forskellige tekster), står partiet for sig: det er et skift efter reglen, men et almindeligt et. Sætningen nævner partiets seneste side ved en afstemning, der ikke er et ændringsforslag, og den seneste afstemning før eller efter med den modsatte side.',
  },
  en: {
    title: 'How the parties voted along the way',
    lead: 'How each party voted at the case’s {n} votes, in the order they took place.',
    changedTitle: 'Changed sides',
    amendmentTitle: 'Voted differently on an amendment and on the proposal: {parties}',
    amendmentLead:
      'This is common: an amendment changes part of the proposal, and a party may oppose the change and support the proposal, or the other way round.',
    motionTitle: 'Voted for one motion for a resolution and against another: {parties}',
    motionLead:
      'This is no change: an interpellation often ends with several motions for a resolution, different texts, and the parties vote for their own and against the others’.',
    noChange: 'No party voted for at one of the case’s votes and against at another.',
    noSideChange:
      'No party changed sides between the case’s votes, leaving amendments and motions for a resolution aside (see below).',
    party: 'Party',
    vote: 'no. {n}',
    result: 'Result',
    changedMark: 'changed sides',
    table: 'Each party’s side at each of the case’s votes',
    scroll: 'Scroll sideways to see every vote.',
    how: 'A party’s side at a vote is what most of its members present voted (For, Against or Abstained); when two tie the party is "Split", and when none was present, "Absent". Members count for the party they belonged to on the day of the vote. A party changed sides when it voted for at one of the case’s votes and against at another; abstaining, being split or absent is not a change. When the difference is only between an amendment and the case’s other votes, or between two motions for a resolution (different texts), the party is listed apart: it is a change by the rule, but an ordinary one. The sentence names the party’s latest side at a vote other than an amendment, and the latest vote before or after it with the opposite side.',
  },
});

/** The section's id, for the page's in-page links. */
export const CASE_POSITIONS_SECTION = 'holdninger';

/** Whether the section has something to show: two or more votes with ballots by party. */
export const showsPartyPositions = (positions: Positions): boolean =>
  positions.votes.length > 1 && positions.parties.length > 0;

/**
 * The parties' sides along a case with two or more votes: first, in words, the parties that changed sides (apart:
 * those whose only difference is an amendment), then a table of parties × votes — the party column stays put while
 * the votes scroll sideways on a phone. Each vote's column links to its vote page. Nothing for fewer than two votes.
 */
export async function CasePartyPositions({ positions, locale }: { positions: Positions; locale: Locale }) {
  const { votes, parties } = positions;
  if (!showsPartyPositions(positions)) return null;
  const t = messages[locale];
  const outcome = outcomeMessages[locale];
  const changed = parties.filter((p) => p.change?.kind === 'votes');
  const amendmentOnly = parties.filter((p) => p.change?.kind === 'amendment');
  const motions = parties.filter((p) => p.change?.kind === 'motion');
  return (
    <section
      id={CASE_POSITIONS_SECTION}
      aria-labelledby="holdninger-titel"
      className="scroll-mt-4 space-y-3"
      data-testid="case-party-positions"
    >
      <h2 id="holdninger-titel" className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="max-w-prose text-sm text-stone-700">{format(t.lead, { n: votes.length })}</p>
      {changed.length > 0 ? (
        <div className="max-w-prose rounded-md border-l-4 border-amber-600 bg-amber-50 p-3">
          <h3 className="font-semibold">{t.changedTitle}</h3>
          <ChangeList parties={changed} locale={locale} />
        </div>
      ) : null}
      {changed.length === 0 && amendmentOnly.length > 0 ? (
        <p className="max-w-prose text-sm">{t.noSideChange}</p>
      ) : null}
      {changed.length + amendmentOnly.length + motions.length === 0 ? (
        <p className="text-sm">{t.noChange}</p>
      ) : null}
      {votes.length > 3 ? <p className="text-xs text-stone-600 sm:hidden">{t.scroll}</p> : null}
      <div className="overflow-x-auto rounded-md border border-stone-300" data-choice-figure="">
        <table className="min-w-full border-collapse text-sm">
          <caption className="sr-only">{t.table}</caption>
          <thead>
            <tr className="align-bottom">
              <th scope="col" className="sticky left-0 z-10 bg-stone-100 px-2 py-2 text-left">
                {t.party}
              </th>
              {votes.map((v) => (
                <th key={v.id} scope="col" className="min-w-28 bg-stone-100 px-2 py-2 text-left font-normal">
                  <LocaleLink href={votePath(v.id)} className="target text-link block">
                    <span className="block font-semibold">{stepTitleName(v.step, locale)}</span>
                    <span className="block">
                      {voteTypeName(v.typeId, v.type, locale)} {format(t.vote, { n: v.nummer })}
                    </span>
                  </LocaleLink>
                  <span className="block text-xs text-stone-600">
                    <LocalDateTime value={v.date} locale={locale} format="short-date" fallback="" />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {parties.map((p) => (
              <PartyRow key={p.party} party={p} voteIds={votes.map((v) => v.id)} locale={locale} />
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-stone-300">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-2 py-2 text-left font-normal text-stone-700"
              >
                {t.result}
              </th>
              {votes.map((v) => (
                <td key={v.id} className="px-2 py-2">
                  {v.adopted ? outcome.adopted : outcome.rejected}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <ChangeFold parties={amendmentOnly} title={t.amendmentTitle} lead={t.amendmentLead} locale={locale} />
      <ChangeFold parties={motions} title={t.motionTitle} lead={t.motionLead} locale={locale} />
      <HowWeCount text={t.how} locale={locale} />
    </section>
  );
}

/** Ordinary differences (amendments, motions), folded: '{n} partier …', the sentences inside. */
function ChangeFold({
  parties,
  title,
  lead,
  locale,
}: {
  parties: readonly PartyCasePosition[];
  title: string;
  lead: string;
  locale: Locale;
}) {
  if (parties.length === 0) return null;
  return (
    <details className="max-w-prose rounded-md border-l-4 border-stone-400 bg-stone-50 p-3">
      <summary className="target cursor-pointer font-semibold">
        {format(title, { n: parties.length, parties: parties.map((p) => p.party).join(', ') })}
      </summary>
      <p className="pt-1 text-sm text-stone-700">{lead}</p>
      <ChangeList parties={parties} locale={locale} />
    </details>
  );
}

function ChangeList({ parties, locale }: { parties: readonly PartyCasePosition[]; locale: Locale }) {
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5">
      {parties.map((p) =>
        p.change ? <li key={p.party}>{positionChangeText(p.party, p.change, locale)}</li> : null,
      )}
    </ul>
  );
}

function PartyRow({
  party,
  voteIds,
  locale,
}: {
  party: PartyCasePosition;
  voteIds: readonly number[];
  locale: Locale;
}) {
  const t = messages[locale];
  const { change } = party;
  const marked = new Set(change ? [change.first.id, change.later.id] : []);
  const rowTone = change?.kind === 'votes' ? 'bg-amber-50' : 'bg-white';
  return (
    <tr className={`border-t border-stone-200 ${rowTone}`}>
      <th scope="row" className={`sticky left-0 z-10 px-2 py-1.5 text-left ${rowTone}`}>
        <span className="flex items-center gap-1.5">
          <PartyCode party={{ party: party.party, partyName: null }} />
          {change?.kind === 'votes' ? (
            <span className="text-amber-800" title={t.changedMark}>
              <span aria-hidden="true">⇄</span>
              <span className="sr-only">{t.changedMark}</span>
            </span>
          ) : null}
        </span>
      </th>
      {party.sides.map((side, i) => {
        const voteId = voteIds[i] ?? i;
        return (
          <td
            key={voteId}
            className={`px-2 py-1.5 ${change?.kind === 'votes' && marked.has(voteId) ? 'font-semibold outline-2 -outline-offset-2 outline-amber-600' : ''}`}
            title={partySideLabel(side, locale)}
          >
            <span className="flex items-center gap-1.5 whitespace-nowrap">
              <span
                aria-hidden="true"
                data-choice={side}
                className={`inline-block size-3 shrink-0 rounded-sm ${partySideSwatch(side)}`}
                style={partySideSwatchStyle(side)}
              />
              {partySideShort(side, locale)}
            </span>
          </td>
        );
      })}
    </tr>
  );
}
