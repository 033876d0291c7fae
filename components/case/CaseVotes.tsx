import Link from 'next/link';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { VoteOutcomeBadge } from '@/components/vote/VoteOutcomeBadge';
import { choiceCountMessages } from '@/components/vote/vote-choice';
import type { CaseTimeline } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { votePath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Afstemninger',
    lead: 'Sagens afstemninger i den rækkefølge, de fandt sted; detaljerne står ved hvert trin i forløbet nedenfor.',
    vote: 'Afstemning nr. {n}',
    noCounts: 'Ingen stemmer registreret',
    open: 'Se afstemningen',
  },
  en: {
    title: 'Votes',
    lead: 'The case’s votes in the order they took place; each step in the passage below has the details.',
    vote: 'Vote no. {n}',
    noCounts: 'No ballots recorded',
    open: 'See the vote',
  },
});

/** The section's id, for the page's in-page links. */
export const CASE_VOTES_SECTION = 'afstemninger';

/**
 * Every vote on the case near the top of its page: step, vote number and type, outcome, the counts from the
 * ballots and the day, each linking to its vote page — so a reader sees how the case went without scrolling through
 * the passage. Nothing when the case has no votes.
 */
export async function CaseVotes({ timeline, locale }: { timeline: CaseTimeline; locale: Locale }) {
  const votes = timeline.steps.flatMap((step) => step.votes.map((vote) => ({ step, vote })));
  if (votes.length === 0) return null;
  const t = messages[locale];
  const counts = choiceCountMessages[locale];
  return (
    <section id={CASE_VOTES_SECTION} aria-labelledby="afstemninger-titel" className="scroll-mt-4 space-y-3">
      <h2 id="afstemninger-titel" className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="max-w-prose text-sm text-stone-700">{t.lead}</p>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {votes.map(({ step, vote }) => (
          <li key={vote.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
            <VoteOutcomeBadge adopted={vote.adopted} />
            <span className="font-medium">{step.title ?? step.type}</span>
            <span className="text-sm text-stone-700">
              {[format(t.vote, { n: vote.nummer }), vote.voteType].filter(Boolean).join(' · ')}
            </span>
            <span className="text-sm tabular-nums text-stone-800">
              {vote.stemmeCounts
                ? (['for', 'against', 'abstain'] as const)
                    .map((c) => format(counts[c], { n: vote.stemmeCounts?.[c] ?? 0 }))
                    .join(', ')
                : t.noCounts}
            </span>
            {step.date ? (
              <span className="text-sm text-stone-700">
                <LocalDateTime value={step.date} locale={locale} fallback="" />
              </span>
            ) : null}
            <Link
              href={votePath(vote.id)}
              prefetch={false}
              className="ml-auto inline-flex min-h-11 items-center font-medium text-red-800 underline underline-offset-2 sm:min-h-0"
            >
              {t.open}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
