import { EmptyNote } from '@/components/actor/EmptyNote';
import { NewerWithoutBallots } from '@/components/vote/NewerWithoutBallots';
import { getNewerVotesWithoutBallots, getRecentVotes } from '@/lib/data/actors/actor-votes';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ActorVoteList } from './ActorVoteList';

const messages = defineMessages({
  da: { label: 'Seneste afstemninger', none: 'Dataene har ingen afstemninger med personen.' },
  en: { label: 'Latest votes', none: 'The data has no votes by this person.' },
});

/**
 * The member's latest votes, newest first, after a line saying how many newer votes have no ballots from the
 * members yet (while the member sits). Rendered in the page (a few milliseconds at full scale).
 */
export async function RecentVotesPanel({ actorId, limit = 15 }: { actorId: number; limit?: number }) {
  const [votes, newer, locale] = await Promise.all([
    getRecentVotes(actorId, limit),
    getNewerVotesWithoutBallots(actorId),
    getLocale(),
  ]);
  const t = messages[locale];
  if (votes.length === 0) return <EmptyNote>{t.none}</EmptyNote>;
  return (
    <>
      <NewerWithoutBallots count={newer} locale={locale} />
      <ActorVoteList votes={votes} label={t.label} />
    </>
  );
}
