import type { VoteDetail } from '@/lib/data/votes/types';
import type { VoteTally } from '@/lib/data/votes/vote-tally';
import { formatDate, parseLocalDateTime } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';

/**
 * The words used when a vote is shared (page title, description, share image), in one place. Share images and
 * link previews are fetched without the reader's language cookie, so they use Danish; the page's own title follows
 * the reader's language.
 */
export const shareMessages = defineMessages({
  da: {
    adopted: 'Vedtaget',
    rejected: 'Forkastet',
    vote: 'Afstemning nr. {n}',
    counts: '{for} for, {against} imod, {abstain} hverken for eller imod og {absent} fraværende',
  },
  en: {
    adopted: 'Adopted',
    rejected: 'Rejected',
    vote: 'Vote no. {n}',
    counts: '{for} for, {against} against, {abstain} abstained and {absent} absent',
  },
});

/** The Danish share words (share image, link previews). */
export const SHARE_TEXT = shareMessages.da;

/** 'L 123 Ændring af fiskeriloven', or 'Afstemning nr. 45' for a vote without a case. */
export function voteSubject(vote: VoteDetail, locale: Locale = 'da'): string {
  const title = vote.case?.shortTitle ?? vote.case?.title;
  return (
    [vote.case?.number, title].filter(Boolean).join(' ') ||
    format(shareMessages[locale].vote, { n: vote.nummer })
  );
}

/** 'L 123 Ændring af fiskeriloven: Vedtaget' */
export function voteShareTitle(vote: VoteDetail, locale: Locale = 'da'): string {
  const t = shareMessages[locale];
  return `${voteSubject(vote, locale)}: ${vote.adopted ? t.adopted : t.rejected}`;
}

/**
 * 'Vedtaget 12. marts 2025 (endelig vedtagelse): 89 for, 24 imod, …' (the demo-data note, on a synthetic store, is
 * added by lib/share/page-metadata.ts as on every shared page).
 */
export function voteShareDescription(
  vote: VoteDetail,
  tally: VoteTally | null,
  locale: Locale = 'da',
): string {
  const t = shareMessages[locale];
  const parsed = parseLocalDateTime(vote.date);
  const date = parsed ? formatDate(parsed, locale) : null;
  const head = [vote.adopted ? t.adopted : t.rejected, date].filter(Boolean).join(' ');
  const type = vote.voteType ? ` (${vote.voteType.toLowerCase()})` : '';
  const counts = tally ? `: ${format(t.counts, { ...tally.counts })}.` : '.';
  return `${head}${type}${counts}`;
}
