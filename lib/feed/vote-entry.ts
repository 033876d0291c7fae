import type { KonklusionCounts, VoteCounts } from '@/lib/data/types';
import type { VoteSummary } from '@/lib/data/votes/types';
import { danishInstant } from '@/lib/format/danish-instant';
import { dateInWords } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { stepTitleName, voteTypeName } from '@/lib/i18n/oda-terms';
import { votePath } from '@/lib/routes';
import { noBallotsSentence } from '@/lib/wording/no-ballots';
import { countsText } from '@/lib/wording/vote-counts';
import type { AtomEntry } from './atom';
import { absoluteUrl, type FeedContext } from './feed-context';
import { FEED_IDS, tagUri } from './feed-ids';

export const voteEntryMessages = defineMessages({
  da: {
    adopted: 'Vedtaget',
    rejected: 'Forkastet',
    vote: 'Afstemning nr. {n}',
    votedFor: 'For stemte: {names}.',
    comment: 'Bemærkning: {text}.',
    position: '{type} {index} af {of}',
  },
  en: {
    adopted: 'Adopted',
    rejected: 'Rejected',
    vote: 'Vote no. {n}',
    votedFor: 'Voted for: {names}.',
    comment: 'Note: {text}.',
    position: '{type} {index} of {of}',
  },
});

/** The counts in words: the ballots' when there are ballots, else the konklusion text's; null without either. */
export function countsInWords(
  ballots: VoteCounts | null,
  stated: KonklusionCounts | null,
  locale: Locale,
): string | null {
  if (ballots) return countsText(ballots, locale);
  if (stated && stated.for !== null && stated.against !== null)
    return countsText({ for: stated.for, against: stated.against, abstain: stated.abstain ?? 0 }, locale);
  return null;
}

/** 'L 12 Forslag til lov om …', or 'Afstemning nr. 45' for a vote without a case. */
export function voteSubject(
  vote: Pick<VoteSummary, 'caseNumber' | 'caseTitle' | 'nummer'>,
  locale: Locale,
): string {
  return (
    [vote.caseNumber, vote.caseTitle].filter(Boolean).join(' ') ||
    format(voteEntryMessages[locale].vote, { n: vote.nummer })
  );
}

/**
 * A vote as a feed entry: 'L 12 Forslag til lov om … (3. behandling): Vedtaget' ('F 9 … (Forhandling, Forslag til
 * vedtagelse 2 af 3): Forkastet' for one of several), with the vote's number, type, day,
 * counts and who voted for in the summary, linking to the vote's page. `updated` is the vote's date
 * (`Sagstrin.dato`, else `Møde.dato`: when it was taken); a vote without one is left out (null) — a feed cannot
 * place it.
 */
export function voteEntry(vote: VoteSummary, context: FeedContext): AtomEntry | null {
  const updated = danishInstant(vote.date);
  if (!updated) return null;
  const { locale } = context;
  const t = voteEntryMessages[locale];
  const type = voteTypeName(vote.voteTypeId, vote.voteType, locale);
  const position = vote.stepPosition;
  // One of several votes of a type on the step (motions in a debate): which one, so their titles differ.
  const which =
    type && position && position.of > 1
      ? format(t.position, { type, index: position.index, of: position.of })
      : null;
  const step = [stepTitleName(vote.stepTitle, locale), which].filter(Boolean).join(', ');
  const outcome = vote.adopted ? t.adopted : t.rejected;
  const head = [format(t.vote, { n: vote.nummer }), type, dateInWords(vote.date, locale)].filter(Boolean);
  const counts = countsInWords(vote.ballotCounts, vote.statedCounts, locale);
  const summary = [
    `${head.join(', ')}: ${outcome}${counts ? `, ${counts}` : ''}.`,
    ...(vote.ballotCounts ? [] : [noBallotsSentence(counts !== null, locale)]),
    ...(vote.votedFor.length > 0 ? [format(t.votedFor, { names: vote.votedFor.join(', ') })] : []),
    ...(vote.comment ? [format(t.comment, { text: vote.comment })] : []),
  ].join(' ');
  return {
    id: tagUri(context.tagDomain, FEED_IDS.vote(vote.id)),
    title: `${voteSubject(vote, locale)}${step ? ` (${step})` : ''}: ${outcome}`,
    link: absoluteUrl(context, votePath(vote.id)),
    updated,
    summary,
  };
}
