import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Pager } from '@/components/ui/Pager';
import type { PositionChangeKind } from '@/lib/data/analyses/case-party-positions';
import { getPartyChangedPositions } from '@/lib/data/analyses/party-changed-positions';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { casePath, votePath } from '@/lib/routes';
import { PARTY_CHANGES_SECTION, type PartyRecordState } from '@/lib/url-state/party-record';
import { positionChangeText } from './position-change-text';

const messages = defineMessages({
  da: {
    title: 'Skiftede holdning',
    lead: 'Sager, hvor {party} stemte for ved én af sagens afstemninger og imod ved en anden, nyeste først.',
    kinds: 'Hvilke skift',
    votes: 'Skiftede side ({n})',
    amendment: 'Ændringsforslag og forslaget ({n})',
    motion: 'Forslag til vedtagelse ({n})',
    votesNote:
      'For ved én afstemning og imod ved en anden, ændringsforslag og forslag til vedtagelse fraregnet.',
    amendmentNote:
      'Forskellen er kun mellem et ændringsforslag og sagens øvrige afstemninger: et almindeligt skift, fordi et ændringsforslag ændrer en del af forslaget.',
    motionNote:
      'For ét forslag til vedtagelse og imod et andet: ikke et holdningsskift, for forslagene er forskellige tekster ved samme forespørgsel.',
    count: '{n} sager',
    noneVotes:
      'Ingen sager i datasættet, hvor {party} stemte for ved én afstemning og imod ved en anden, ændringsforslag og forslag til vedtagelse fraregnet.',
    none: 'Ingen sager af denne slags.',
    see: 'Afstemning nr. {n}',
    pages: 'skiftede holdninger',
    how: 'Et partis side ved en afstemning er det, flest af dets tilstedeværende medlemmer stemte. Et parti skiftede holdning på en sag, når det stemte for ved én af sagens afstemninger og imod ved en anden; at stemme hverken for eller imod, være delt eller fraværende tæller ikke. Vi deler skiftene i tre: mellem to afstemninger, der hverken er ændringsforslag eller forslag til vedtagelse (fx udvalgsindstilling og endelig vedtagelse, eller to endelige vedtagelser); kun mellem et ændringsforslag og sagens øvrige afstemninger; og mellem forslag til vedtagelse (forskellige tekster). De to afstemninger, der nævnes, er partiets seneste side ved en afstemning af den første slags og den seneste afstemning med den modsatte side. Nyeste først efter den seneste af de to.',
  },
  en: {
    title: 'Changed positions',
    lead: 'Cases where {party} voted for at one of the case’s votes and against at another, newest first.',
    kinds: 'Which changes',
    votes: 'Changed sides ({n})',
    amendment: 'Amendment and proposal ({n})',
    motion: 'Motions for a resolution ({n})',
    votesNote: 'For at one vote and against at another, amendments and motions for a resolution aside.',
    amendmentNote:
      'The difference is only between an amendment and the case’s other votes: an ordinary change, as an amendment changes part of the proposal.',
    motionNote:
      'For one motion for a resolution and against another: no change of position, as the motions are different texts in the same interpellation.',
    count: '{n} cases',
    noneVotes:
      'No cases in the dataset where {party} voted for at one vote and against at another, amendments and motions for a resolution aside.',
    none: 'No cases of this kind.',
    see: 'Vote no. {n}',
    pages: 'changed positions',
    how: 'A party’s side at a vote is what most of its members present voted. A party changed position on a case when it voted for at one of the case’s votes and against at another; abstaining, being split or absent does not count. We split the changes in three: between two votes that are neither amendments nor motions for a resolution (e.g. a committee recommendation and the final vote, or two final votes); only between an amendment and the case’s other votes; and between motions for a resolution (different texts). The two votes named are the party’s latest side at a vote of the first kind and the latest vote with the opposite side. Newest first by the later of the two.',
  },
});

const KINDS: readonly PositionChangeKind[] = ['votes', 'amendment', 'motion'];

/**
 * "Skiftede holdning": the cases where a party changed position (lib/data/analyses/case-party-positions-shape.ts), one kind
 * at a time (changed sides, amendment and proposal, motions for a resolution — each counted), newest first, paged,
 * each with the sentence naming the two votes and links to them.
 */
export async function PartyChangedPositions({ state }: { state: PartyRecordState }) {
  const locale = await getLocale();
  const t = messages[locale];
  const result = await getPartyChangedPositions(state.party, state.changeKind, state.page);
  const shown = state.withPage(result.page);
  const note = { votes: t.votesNote, amendment: t.amendmentNote, motion: t.motionNote }[state.changeKind];
  return (
    <section
      id={PARTY_CHANGES_SECTION}
      aria-labelledby="skiftede-titel"
      className="scroll-mt-4 space-y-4"
      data-testid="party-changed-positions"
    >
      <h2 id="skiftede-titel" className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="max-w-prose text-sm text-stone-700">{format(t.lead, { party: state.party })}</p>
      <nav aria-label={t.kinds}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {KINDS.map((kind) => {
            const current = kind === state.changeKind;
            return (
              <li key={kind}>
                <LocaleLink
                  href={state.withChangeKind(kind).toUrl()}
                  aria-current={current ? 'page' : undefined}
                  className={`target inline-flex items-center rounded border px-3 py-2 ${current ? 'border-stone-800 bg-stone-800 font-semibold text-white' : 'border-stone-400 bg-white text-red-800'}`}
                >
                  {format(t[kind], { n: formatCount(locale, result.byKind[kind]) })}
                </LocaleLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {result.total > 0 ? <p className="max-w-prose text-sm text-stone-700">{note}</p> : null}
      {result.total === 0 ? (
        <p>{state.changeKind === 'votes' ? format(t.noneVotes, { party: state.party }) : t.none}</p>
      ) : (
        <>
          <p className="text-sm font-semibold">{format(t.count, { n: formatCount(locale, result.total) })}</p>
          <ol className="divide-y divide-stone-200 border-y border-stone-200">
            {result.items.map(({ caseId, caseNumber, caseTitle, change }) => (
              <li key={caseId} className="space-y-1 py-3">
                <h3>
                  <LocaleLink href={casePath(caseId)} className="target text-link font-semibold">
                    {[caseNumber, caseTitle].filter(Boolean).join(' ') || caseId}
                  </LocaleLink>
                </h3>
                <p className="text-sm">
                  {positionChangeText(state.party, change, locale)}{' '}
                  <span className="text-stone-700">
                    <LocalDateTime value={change.later.date} locale={locale} fallback="" />
                  </span>
                </p>
                <ul className="flex flex-wrap gap-x-4 text-sm">
                  {[change.first, change.later].map((vote) => (
                    <li key={vote.id}>
                      <LocaleLink href={votePath(vote.id)} className="target text-link inline-block py-1">
                        {format(t.see, { n: vote.nummer })}
                      </LocaleLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <Pager state={shown} pageCount={result.pageCount} locale={locale} what={t.pages} />
        </>
      )}
      <HowWeCount text={t.how} locale={locale} />
    </section>
  );
}
