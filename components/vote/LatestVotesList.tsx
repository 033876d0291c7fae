import Link from 'next/link';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { VoteSummary } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { NoVotes } from './NoVotes';
import { VoteOutcomeBadge } from './VoteOutcomeBadge';

const messages = defineMessages({
  da: {
    label: 'Afstemninger',
    vote: 'Afstemning nr. {n}',
    inMeeting: '{meeting}, afstemning nr. {n}',
    noDate: 'Dato ukendt',
  },
  en: {
    label: 'Votes',
    vote: 'Vote no. {n}',
    inMeeting: '{meeting}, vote no. {n}',
    noDate: 'Date unknown',
  },
});

type Text = (typeof messages)['da'];

/** Votes as a list, newest first: case number and title (linking to the vote), date, outcome and vote type. */
export async function LatestVotesList({ votes }: { votes: readonly VoteSummary[] }) {
  if (votes.length === 0) return <NoVotes />;
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <ol aria-label={t.label} className="divide-y divide-stone-300 border-y border-stone-300">
      {votes.map((vote) => (
        <li key={vote.id}>
          <LatestVoteItem vote={vote} t={t} locale={locale} />
        </li>
      ))}
    </ol>
  );
}

function LatestVoteItem({ vote, t, locale }: { vote: VoteSummary; t: Text; locale: Locale }) {
  return (
    <article className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 space-y-1">
        <p className="text-sm text-stone-700">
          <LocalDateTime value={vote.date} locale={locale} fallback={t.noDate} />
          {vote.voteType ? <span> · {vote.voteType}</span> : null}
        </p>
        <h2 className="text-lg font-semibold leading-snug text-pretty break-words">
          {/* No viewport prefetch: a list of 20 per-request pages would cost 20 store reads per visit. */}
          <Link
            href={`/afstemning/${vote.id}`}
            prefetch={false}
            className="text-stone-950 underline decoration-stone-400 underline-offset-4 hover:decoration-red-800 focus-visible:decoration-red-800"
          >
            {vote.caseNumber ? <span className="mr-2 font-mono text-red-800">{vote.caseNumber}</span> : null}
            {vote.caseTitle ?? format(t.vote, { n: vote.nummer })}
          </Link>
        </h2>
        <p className="text-sm text-stone-700">
          {vote.meetingTitle
            ? format(t.inMeeting, { meeting: vote.meetingTitle, n: vote.nummer })
            : format(t.vote, { n: vote.nummer })}
        </p>
      </div>
      <div className="shrink-0">
        <VoteOutcomeBadge adopted={vote.adopted} />
      </div>
    </article>
  );
}
