import { VoteListItem } from '@/components/vote/VoteListItem';
import { getMeetingVoteList } from '@/lib/data/votes/votes';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    title: 'Afstemninger på mødet',
    empty: 'Der er ingen afstemninger fra dette møde i dataene.',
  },
  en: {
    title: 'Votes in this meeting',
    empty: 'The data holds no votes from this meeting.',
  },
});

/**
 * The votes taken in the meeting in the order they were taken, each a {@link VoteListItem}: what was voted on,
 * the counts and the outcome, linking to its vote page. Reads the store.
 */
export async function MeetingVotes({ meetingId }: { meetingId: number }) {
  const [votes, locale] = await Promise.all([getMeetingVoteList(meetingId), getLocale()]);
  const t = messages[locale];
  return (
    <section id="afstemninger" aria-labelledby="afstemninger-titel" className="scroll-mt-4 space-y-3">
      <h2 id="afstemninger-titel" className="text-2xl font-bold tracking-tight">
        {t.title}{' '}
        {votes.length > 0 ? (
          <span className="text-base font-normal text-stone-700">({votes.length})</span>
        ) : null}
      </h2>
      {votes.length === 0 ? (
        <p className="rounded border border-dashed border-stone-400 p-6 text-center text-stone-700">
          {t.empty}
        </p>
      ) : (
        <ol aria-label={t.title} className="rows">
          {votes.map((vote) => (
            <li key={vote.id}>
              <VoteListItem vote={vote} locale={locale} headingLevel={3} context="meeting" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
