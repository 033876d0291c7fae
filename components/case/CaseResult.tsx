import { Term } from '@/components/glossary/Term';
import { LocaleLink } from '@/components/site/LocaleLink';
import { Formatted } from '@/components/ui/Formatted';
import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { TermText } from '@/components/ui/TermText';
import { NoBallotsNote } from '@/components/vote/NoBallotsNote';
import { PartySides } from '@/components/vote/PartySides';
import { VoteOutcomeBadge } from '@/components/vote/VoteOutcomeBadge';
import type { CaseVoteAt } from '@/lib/data/case-final-vote';
import type { CaseTimeline, VoteDetail } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { statedCountsText } from '@/lib/i18n/no-ballots';
import { odaTerm, stepTitleTerm, voteTypeName } from '@/lib/i18n/oda-terms';
import { countsText } from '@/lib/i18n/vote-counts';
import { AFSTEMNINGSTYPE } from '@/lib/model/oda-ids';
import { votePath } from '@/lib/routes';
import { CASE_VOTES_SECTION } from './CaseVotes';

const messages = defineMessages({
  da: {
    title: 'Resultat',
    at: 'ved',
    vote: 'afstemning nr. {n}',
    disagree:
      'Afstemningens egne oplysninger er uenige om resultatet eller tallene; afstemningens side viser dem alle.',
    amendments: 'Ændringsforslag: {adopted} vedtaget, {rejected} forkastet.',
    open: 'Se afstemningen',
    all: 'Alle sagens afstemninger ({n})',
    notVoted: 'Der er ikke stemt om sagen i datasættet.',
    status: 'Status: {status}.',
    how: 'Resultatet er sagens seneste endelige vedtagelse; har sagen ingen, dens seneste afstemning. Udfaldet er ODA’s vedtaget-felt, tallene er optalt fra medlemmernes stemmer.',
  },
  en: {
    title: 'Result',
    at: 'at',
    vote: 'vote no. {n}',
    disagree: 'The vote’s own records disagree on the outcome or the counts; the vote’s page shows them all.',
    amendments: 'Amendments: {adopted} adopted, {rejected} rejected.',
    open: 'See the vote',
    all: 'All the case’s votes ({n})',
    notVoted: 'The case has not been voted on in the dataset.',
    status: 'Status: {status}.',
    how: 'The result is the case’s latest final vote (final adoption); without one, its latest vote. The outcome is ODA’s field for whether the proposal was adopted; the counts are the members’ ballots.',
  },
});

interface Props {
  readonly timeline: CaseTimeline;
  /** The vote the result is read from (lib/data/case-final-vote.ts), null when the case has none. */
  readonly final: CaseVoteAt | null;
  /** That vote in full, for its party breakdown. */
  readonly finalDetail: VoteDetail | null;
  readonly status: string | null;
  readonly locale: Locale;
}

/**
 * The answer at the top of a case page: how the case ended — the deciding vote's outcome, step, day and counts, who
 * voted on each side party by party, and how its amendments went — with links to the vote and to all the votes.
 */
export async function CaseResult({ timeline, final, finalDetail, status, locale }: Props) {
  const t = messages[locale];
  const votes = timeline.steps.flatMap((s) => s.votes);
  const amendments = votes.filter((v) => v.voteTypeId === AFSTEMNINGSTYPE.aendringsforslag);
  const adopted = amendments.filter((v) => v.adopted).length;
  const stepName = final ? (final.step.title ?? final.step.type) : null;
  const stated = final ? statedCountsText(final.vote.konklusionCounts, locale) : null;
  return (
    <section
      aria-labelledby="resultat-titel"
      className="space-y-3 rounded-lg border border-stone-300 bg-white p-4"
    >
      <h2 id="resultat-titel" className="text-lg font-semibold">
        {t.title}
      </h2>
      {final ? (
        <>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-lg">
              <VoteOutcomeBadge adopted={final.vote.adopted} />
            </span>
            <span>
              {stepName ? (
                <>
                  {t.at}{' '}
                  <Term text={stepName} locale={locale}>
                    <TermText term={stepTitleTerm(stepName, locale)} />
                  </Term>
                  {' · '}
                </>
              ) : null}
              {final.vote.voteType ? (
                <>
                  <Term text={final.vote.voteType} locale={locale}>
                    {voteTypeName(final.vote.voteTypeId, final.vote.voteType, locale)}
                  </Term>
                  {' · '}
                </>
              ) : null}
              {format(t.vote, { n: final.vote.nummer })}
              {final.step.date ? (
                <>
                  {' · '}
                  <LocalDateTime value={final.step.date} locale={locale} fallback="" />
                </>
              ) : null}
            </span>
          </p>
          {final.vote.stemmeCounts ? (
            <p className="font-semibold tabular-nums">{countsText(final.vote.stemmeCounts, locale, ' · ')}</p>
          ) : (
            <>
              {stated ? <p className="font-semibold tabular-nums">{stated}</p> : null}
              <NoBallotsNote statesCounts={stated !== null} locale={locale} />
            </>
          )}
          {finalDetail && finalDetail.ballots.length > 0 ? (
            <PartySides parties={finalDetail.parties} />
          ) : null}
          {final.vote.outcomesDisagree || final.vote.countsDisagree ? (
            <p className="text-sm text-amber-900">{t.disagree}</p>
          ) : null}
          {amendments.length > 0 ? (
            <p className="text-sm">
              {format(t.amendments, { adopted, rejected: amendments.length - adopted })}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <LocaleLink href={votePath(final.vote.id)} className="target text-link inline-block py-2">
              {t.open}
            </LocaleLink>
            {votes.length > 1 ? (
              <a href={`#${CASE_VOTES_SECTION}`} className="target text-link inline-block py-2">
                {format(t.all, { n: votes.length })}
              </a>
            ) : null}
          </p>
          <HowWeCount text={t.how} locale={locale} />
        </>
      ) : (
        <p>
          {t.notVoted}{' '}
          {status ? (
            <Formatted
              template={t.status}
              values={{ status: <TermText term={odaTerm('status', status, locale)} /> }}
            />
          ) : null}
        </p>
      )}
    </section>
  );
}
