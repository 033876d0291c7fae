import type { VoteSummary } from '@/lib/data/votes/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { NoVotes } from './NoVotes';
import { VoteListItem } from './VoteListItem';

const messages = defineMessages({
  da: { label: 'Afstemninger' },
  en: { label: 'Votes' },
});

/** Votes as a list, in the order given, each a {@link VoteListItem}; `headingLevel` is that of each vote's title. */
export async function LatestVotesList({
  votes,
  headingLevel = 2,
}: {
  votes: readonly VoteSummary[];
  headingLevel?: 2 | 3;
}) {
  if (votes.length === 0) return <NoVotes />;
  const locale = await getLocale();
  return (
    <ol aria-label={messages[locale].label} className="rows">
      {votes.map((vote) => (
        <li key={vote.id}>
          <VoteListItem vote={vote} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}
