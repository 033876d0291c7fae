import { getMeetingVoteList } from '@/lib/data/votes/votes';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    votes: '{n} afstemninger',
    voteOne: '1 afstemning',
    adopted: '{n} vedtaget',
    rejected: '{n} forkastet',
  },
  en: {
    votes: '{n} votes',
    voteOne: '1 vote',
    adopted: '{n} adopted',
    rejected: '{n} rejected',
  },
});

/**
 * What the meeting decided, in one line under its heading: how many votes it took and how many were adopted and
 * rejected (`Afstemning.vedtaget`), linking to the votes section (`#afstemninger`, components/meeting/MeetingVotes.tsx).
 * Nothing when the meeting took no votes: the votes section says so.
 */
export async function MeetingOutcome({ meetingId }: { meetingId: number }) {
  const [votes, locale] = await Promise.all([getMeetingVoteList(meetingId), getLocale()]);
  if (votes.length === 0) return null;
  const t = messages[locale];
  const adopted = votes.filter((v) => v.adopted).length;
  return (
    <p className="text-lg">
      <a href="#afstemninger" className="target text-link font-semibold">
        {votes.length === 1 ? t.voteOne : format(t.votes, { n: votes.length })}
      </a>
      {': '}
      <span className="whitespace-nowrap">
        <span aria-hidden="true">✓ </span>
        {format(t.adopted, { n: adopted })}
      </span>
      {', '}
      <span className="whitespace-nowrap">
        <span aria-hidden="true">✗ </span>
        {format(t.rejected, { n: votes.length - adopted })}
      </span>
    </p>
  );
}
