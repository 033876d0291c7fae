import { EmptyNote } from '@/components/actor/EmptyNote';
import { getRecentVotes } from '@/lib/data/actor-votes';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import { ActorVoteList } from './ActorVoteList';

const messages = defineMessages({
  da: { label: 'Seneste afstemninger', none: 'Dataene har ingen afstemninger med personen.' },
  en: { label: 'Latest votes', none: 'The data has no votes by this person.' },
});

/** The member's latest votes, newest first. Rendered in the page (a few milliseconds at full scale). */
export async function RecentVotesPanel({ actorId, limit = 15 }: { actorId: number; limit?: number }) {
  const [votes, t] = await Promise.all([getRecentVotes(actorId, limit), getMessages(messages)]);
  if (votes.length === 0) return <EmptyNote>{t.none}</EmptyNote>;
  return <ActorVoteList votes={votes} label={t.label} />;
}
