import { VoteListItem } from '@/components/vote/VoteListItem';
import type { VoteSummary } from '@/lib/data/votes/types';
import { defineMessages, type Locale } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: {
    title: 'Afstemninger',
    lead: 'Sagens afstemninger i den rækkefølge, de fandt sted; detaljerne står ved hvert trin i forløbet nedenfor.',
  },
  en: {
    title: 'Votes',
    lead: 'The case’s votes in the order they took place; each step in the passage below has the details.',
  },
});

/** The section's id, for the page's in-page links. */
export const CASE_VOTES_SECTION = 'afstemninger';

/**
 * Every vote on the case near the top of its page, in the order of its steps and then a debate's motions for a
 * resolution (lib/data/cases/case-result.ts caseVoteIds), each a {@link VoteListItem}: what was voted on (type, which of
 * the step's votes, step; a motion's own number and title), the day, the counts from the ballots and the outcome,
 * linking to its vote page — so a reader sees how the case went without scrolling through the passage. `votes`:
 * getVoteList of caseVoteIds, read by the page beside its other reads. Nothing when the case has no votes.
 */
export function CaseVotes({
  caseId,
  votes,
  locale,
}: {
  caseId: number;
  votes: readonly VoteSummary[];
  locale: Locale;
}) {
  if (votes.length === 0) return null;
  const t = messages[locale];
  return (
    <section id={CASE_VOTES_SECTION} aria-labelledby="afstemninger-titel" className="scroll-mt-4 space-y-3">
      <h2 id="afstemninger-titel" className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="max-w-prose text-sm text-stone-700">{t.lead}</p>
      <ol aria-label={t.title} className="rows">
        {votes.map((vote) => (
          <li key={vote.id}>
            <VoteListItem
              vote={vote}
              locale={locale}
              headingLevel={3}
              context={vote.caseId === caseId ? 'case' : 'list'}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
