import { Term } from '@/components/glossary/Term';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { TermText } from '@/components/ui/TermText';
import { NoBallotsNote } from '@/components/vote/NoBallotsNote';
import { PartySides } from '@/components/vote/PartySides';
import type { ResultVote } from '@/lib/data/cases/types';
import type { VoteDetail } from '@/lib/data/votes/types';
import { format, type Locale } from '@/lib/i18n/locale';
import { stepTitleTerm, voteTypeName } from '@/lib/i18n/oda-terms';
import { countsText } from '@/lib/wording/vote-counts';
import { resultBoxMessages } from './result-messages';

/**
 * The vote a case's result rests on: where and when it was taken ('ved 3. behandling · Endelig vedtagelse ·
 * afstemning nr. 45 · 12. marts 2025'), its counts — the members' ballots, else the konklusion's with the sentence
 * every vote without ballots carries (lib/wording/no-ballots.ts) — and, with ballots, who voted on each side party by party.
 */
export function ResultVoteFacts({
  vote,
  detail,
  locale,
}: {
  vote: ResultVote;
  /** The vote's record, for its full counts and parties; null when not read. */
  detail: VoteDetail | null;
  locale: Locale;
}) {
  const t = resultBoxMessages[locale];
  const ballots = detail?.stemmeCounts ?? null;
  return (
    <>
      <p>
        {vote.stepTitle ? (
          <>
            {t.at}{' '}
            <Term text={vote.stepTitle} locale={locale}>
              <TermText locale={locale} term={stepTitleTerm(vote.stepTitle, locale)} />
            </Term>
            {' · '}
          </>
        ) : null}
        {vote.type ? (
          <>
            <Term text={vote.type} locale={locale}>
              {voteTypeName(vote.typeId, vote.type, locale)}
            </Term>
            {' · '}
          </>
        ) : null}
        {format(t.vote, { n: vote.nummer })}
        {vote.date ? (
          <>
            {' · '}
            <LocalDateTime value={vote.date} locale={locale} fallback="" />
          </>
        ) : null}
      </p>
      {ballots ? (
        <p className="font-semibold tabular-nums">{countsText(ballots, locale, ' · ')}</p>
      ) : (
        <>
          {vote.counts ? (
            <p className="font-semibold tabular-nums">{countsText(vote.counts, locale, ' · ')}</p>
          ) : null}
          <NoBallotsNote statesCounts={vote.countsFrom === 'konklusion'} locale={locale} />
        </>
      )}
      {detail && detail.ballots.length > 0 ? <PartySides parties={detail.parties} /> : null}
      {vote.countsDisagree ? <p className="text-sm text-amber-900">{t.countsDisagree}</p> : null}
    </>
  );
}
