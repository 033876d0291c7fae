import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { KonklusionCounts } from '@/lib/data/types';
import type { VoteSummary } from '@/lib/data/votes/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { stepTitleName, voteTypeName } from '@/lib/i18n/oda-terms';
import { casePath, meetingPath, VOTE_REBELS_FRAGMENT, votePath } from '@/lib/routes';
import { meetingTitleText } from '@/lib/wording/meeting-title';
import { statedCountsText } from '@/lib/wording/no-ballots';
import { countsText } from '@/lib/wording/vote-counts';
import { NoBallotsNote } from './NoBallotsNote';
import { VoteOutcomeBadge } from './VoteOutcomeBadge';
import { VoteResultBar } from './VoteResultBar';

const messages = defineMessages({
  da: {
    vote: 'Afstemning nr. {n}',
    position: '{type} {index} af {of}',
    noCase: '{type} uden tilknyttet sag',
    noDate: 'Dato ukendt',
    votedFor: 'Stemte for ifølge konklusionen:',
    comment: 'Bemærkning:',
    disagree: 'Konklusionen siger „{stated}“, men afstemningen er registreret som „{recorded}“.',
    adopted: 'vedtaget',
    rejected: 'forkastet',
    case: 'Sagen {number}',
    caseNoNumber: 'Sagen',
    rebelsOne: '1 medlem brød med partiet',
    rebels: '{n} medlemmer brød med partiet',
  },
  en: {
    vote: 'Vote no. {n}',
    position: '{type} {index} of {of}',
    noCase: '{type}, no case linked',
    noDate: 'Date unknown',
    votedFor: 'Voted for, per the conclusion:',
    comment: 'Note:',
    disagree: 'The conclusion says “{stated}”, but the vote is recorded as “{recorded}”.',
    adopted: 'adopted',
    rejected: 'rejected',
    case: 'The case {number}',
    caseNoNumber: 'The case',
    rebelsOne: '1 member broke with their party',
    rebels: '{n} members broke with their party',
  },
});

/** Motions for a resolution and amendments: the types where the list says who voted for. */
const SAYS_WHO_VOTED_FOR: ReadonlySet<number> = new Set([3, 4]);

/** Where the list stands: its page already names the meeting or the case, so the row leaves that out. */
export type VoteListContext = 'list' | 'meeting' | 'case';

/**
 * A vote as a line in a list, identifiable on its own: its type (and which of the step's votes of that type it
 * is), the step and the date; the case number and title linking to the vote; for motions and amendments who voted
 * for as the konklusion lists them, and the vote's kommentar; the counts from the members' ballots with a small
 * result bar (or, without ballots, the konklusion's counts and that the ballots are not in the data yet); the
 * outcome; and the meeting, vote number and case. Only what ODA holds — nothing is inferred.
 */
export function VoteListItem({
  vote,
  locale,
  headingLevel = 2,
  context = 'list',
}: {
  vote: VoteSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
  context?: VoteListContext;
}) {
  const t = messages[locale];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const type = voteTypeName(vote.voteTypeId, vote.voteType, locale);
  const step = stepTitleName(vote.stepTitle, locale);
  const position = vote.stepPosition;
  const typeText =
    type && position && position.of > 1
      ? format(t.position, { type, index: position.index, of: position.of })
      : type;
  const what = [typeText, step].filter(Boolean).join(' · ');
  const caseTitle =
    vote.caseTitle ?? (type ? format(t.noCase, { type }) : format(t.vote, { n: vote.nummer }));
  const votedFor = SAYS_WHO_VOTED_FOR.has(vote.voteTypeId) ? vote.votedFor : [];
  const disagrees = vote.statedOutcome !== null && (vote.statedOutcome === 'vedtaget') !== vote.adopted;
  // On a case's page the case goes without saying: the title is what was voted on.
  const onCase = context === 'case';
  return (
    <article className="min-w-0 space-y-1.5 py-3" data-testid="vote-row">
      <p className="row-meta">
        {!onCase && what ? `${what} · ` : ''}
        <LocalDateTime value={vote.date} locale={locale} fallback={t.noDate} />
      </p>
      <Heading className="text-lg font-semibold leading-snug text-pretty break-words">
        {/* No viewport prefetch: a list of 50 per-request pages would cost 50 store reads per visit. */}
        <LocaleLink href={votePath(vote.id)} prefetch={false} className="title-link">
          {onCase ? (
            what || format(t.vote, { n: vote.nummer })
          ) : (
            <>
              {vote.caseNumber ? <span className="case-number">{vote.caseNumber}</span> : null}
              {vote.caseTitle ? <DanishText locale={locale}>{caseTitle}</DanishText> : caseTitle}
            </>
          )}
        </LocaleLink>
      </Heading>
      {votedFor.length > 0 ? (
        <p className="text-sm text-stone-800">
          <span className="font-medium">{t.votedFor}</span>{' '}
          <DanishText locale={locale}>{votedFor.join(', ')}</DanishText>
        </p>
      ) : null}
      {vote.comment ? (
        <p className="text-sm text-stone-800">
          <span className="font-medium">{t.comment}</span>{' '}
          <DanishText locale={locale}>{vote.comment}</DanishText>
        </p>
      ) : null}
      <VoteCountsLine vote={vote} locale={locale} />
      {vote.rebelCount ? (
        <p className="text-sm">
          <LocaleLink
            href={`${votePath(vote.id)}#${VOTE_REBELS_FRAGMENT}`}
            prefetch={false}
            className="target text-link"
            data-testid="vote-rebels"
          >
            {vote.rebelCount === 1 ? t.rebelsOne : format(t.rebels, { n: vote.rebelCount })}
          </LocaleLink>
        </p>
      ) : null}
      {disagrees ? (
        <p className="text-sm font-medium text-amber-950">
          {format(t.disagree, {
            stated: vote.statedOutcome === 'vedtaget' ? t.adopted : t.rejected,
            recorded: vote.adopted ? t.adopted : t.rejected,
          })}
        </p>
      ) : null}
      <p className="row-meta">
        {context !== 'meeting' && vote.meetingTitle ? (
          <>
            <LocaleLink href={meetingPath(vote.meetingId)} prefetch={false} className="text-link">
              <TermText locale={locale} term={meetingTitleText(vote.meetingTitle, locale)} />
            </LocaleLink>
            {', '}
          </>
        ) : null}
        {format(t.vote, { n: vote.nummer })}
        {!onCase && vote.caseId !== null ? (
          <>
            {' · '}
            <LocaleLink href={casePath(vote.caseId)} prefetch={false} className="text-link">
              {vote.caseNumber ? format(t.case, { number: vote.caseNumber }) : t.caseNoNumber}
            </LocaleLink>
          </>
        ) : null}
      </p>
    </article>
  );
}

/**
 * The outcome, the bar and the counts as text: the ballots' when there are any, else the konklusion's and the one
 * sentence saying the result rests on them and the members' ballots are not in the data yet (NoBallotsNote). Also
 * the compact vote lines of /kommende.
 */
export function VoteCountsLine({ vote, locale }: { vote: VoteSummary; locale: Locale }) {
  const ballots = vote.ballotCounts;
  if (ballots) {
    return (
      <div className="space-y-1">
        <p className="flex items-center gap-3">
          <VoteOutcomeBadge adopted={vote.adopted} />
          <VoteResultBar counts={ballots} />
        </p>
        <p className="text-sm tabular-nums text-stone-800" data-testid="vote-counts">
          {countsText(ballots, locale)}
        </p>
      </div>
    );
  }
  const stated = vote.statedCounts;
  const text = statedCountsText(stated, locale);
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-3">
        <VoteOutcomeBadge adopted={vote.adopted} />
        {stated && isComplete(stated) ? <VoteResultBar counts={stated} /> : null}
      </p>
      {text ? (
        <p className="text-sm tabular-nums text-stone-800" data-testid="vote-counts">
          {text}
        </p>
      ) : null}
      <NoBallotsNote statesCounts={text !== null} locale={locale} />
    </div>
  );
}

function isComplete(c: KonklusionCounts): c is Readonly<Record<'for' | 'against' | 'abstain', number>> {
  return c.for !== null && c.against !== null && c.abstain !== null;
}
