import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { VoteCountsLine } from '@/components/vote/VoteListItem';
import type { UpcomingEarlierVote } from '@/lib/data/votes/upcoming-votes';
import { format, type Locale } from '@/lib/i18n/locale';
import { stepTitleName, voteTypeName } from '@/lib/i18n/oda-terms';
import { votePath } from '@/lib/routes';
import { PartySideList } from './PartySideList';
import { upcomingMessages } from './upcoming-messages';

/**
 * One of a case's votes so far, compactly: what was voted on (linking to the vote) and the day, then the vote
 * row's own outcome and counts (VoteCountsLine) without its case and meeting, which the page already names, and
 * the parties by side — or, for a vote without ballots, who voted for as its konklusion says.
 */
export function EarlierVoteLine({ earlier, locale }: { earlier: UpcomingEarlierVote; locale: Locale }) {
  const t = upcomingMessages[locale];
  const { vote, sides } = earlier;
  const type = voteTypeName(vote.voteTypeId, vote.voteType, locale);
  const position = vote.stepPosition;
  const what = [
    type && position && position.of > 1 ? `${type} ${position.index}/${position.of}` : type,
    stepTitleName(vote.stepTitle, locale),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="space-y-1 py-2" data-testid="earlier-vote">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <LocaleLink href={votePath(vote.id)} prefetch={false} className="target text-link font-medium">
          {what || format(t.vote, { n: vote.nummer })}
        </LocaleLink>
        <span className="text-stone-700">
          <LocalDateTime value={vote.date} locale={locale} fallback="" />
        </span>
      </p>
      <VoteCountsLine vote={vote} locale={locale} />
      {vote.ballotCounts ? (
        <PartySideList sides={sides} locale={locale} />
      ) : vote.votedFor.length > 0 ? (
        <p className="text-sm text-stone-800">
          <span className="font-medium">{t.votedFor}</span>{' '}
          <DanishText locale={locale}>{vote.votedFor.join(', ')}</DanishText>
        </p>
      ) : null}
    </div>
  );
}
