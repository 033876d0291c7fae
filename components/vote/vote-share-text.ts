import type { VoteDetail } from '@/lib/data/types';
import type { VoteTally } from '@/lib/data/vote-tally';
import { formatDanishDate } from '@/lib/format/danish-date';

/** The words used when a vote is shared (page title, description, share image), in one place. */
export const SHARE_TEXT = {
  adopted: 'Vedtaget',
  rejected: 'Forkastet',
  vote: (nummer: number) => `Afstemning nr. ${nummer}`,
  counts: (t: VoteTally) =>
    `${t.counts.for} for, ${t.counts.against} imod, ${t.counts.abstain} hverken for eller imod og ${t.counts.absent} fraværende`,
  synthetic: 'Syntetiske demodata – ikke en rigtig afstemning.',
  notFound: 'Afstemningen findes ikke',
} as const;

/** 'L 123 Ændring af fiskeriloven', or 'Afstemning nr. 45' for a vote without a case. */
export function voteSubject(vote: VoteDetail): string {
  const title = vote.case?.shortTitle ?? vote.case?.title;
  return [vote.case?.number, title].filter(Boolean).join(' ') || SHARE_TEXT.vote(vote.nummer);
}

/** 'L 123 Ændring af fiskeriloven: Vedtaget' */
export function voteShareTitle(vote: VoteDetail): string {
  return `${voteSubject(vote)}: ${vote.adopted ? SHARE_TEXT.adopted : SHARE_TEXT.rejected}`;
}

/** 'Vedtaget 12. marts 2025 ved endelig vedtagelse: 89 for, 24 imod, … Syntetiske demodata …' */
export function voteShareDescription(vote: VoteDetail, tally: VoteTally | null, synthetic: boolean): string {
  const date = vote.date ? formatDanishDate(vote.date) : null;
  const head = [vote.adopted ? SHARE_TEXT.adopted : SHARE_TEXT.rejected, date].filter(Boolean).join(' ');
  const type = vote.voteType ? ` (${vote.voteType.toLowerCase()})` : '';
  const counts = tally ? `: ${SHARE_TEXT.counts(tally)}.` : '.';
  return `${head}${type}${counts}${synthetic ? ` ${SHARE_TEXT.synthetic}` : ''}`;
}
