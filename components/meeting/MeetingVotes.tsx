import Link from 'next/link';
import { getMeetingVotes } from '@/lib/data/meeting';
import type { MeetingVote } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { casePath, votePath } from '@/lib/routes';
import { MeetingVoteOutcome } from './MeetingVoteOutcome';

const messages = defineMessages({
  da: {
    title: 'Afstemninger på mødet',
    empty: 'Der er ingen afstemninger fra dette møde i dataene.',
    vote: 'Afstemning nr. {n}',
    counts: '{for} for, {against} imod, {abstain} hverken for eller imod',
    noCounts: 'Konklusionen angiver ingen stemmetal.',
    unknownCount: '?',
    case: 'Sagen',
    disagree:
      'Konklusionsteksten siger „{stated}“, men afstemningen er registreret som „{recorded}“. Vi viser begge.',
    adopted: 'vedtaget',
    rejected: 'forkastet',
  },
  en: {
    title: 'Votes in this meeting',
    empty: 'The data holds no votes from this meeting.',
    vote: 'Vote no. {n}',
    counts: '{for} for, {against} against, {abstain} abstaining',
    noCounts: 'The conclusion gives no numbers.',
    unknownCount: '?',
    case: 'The case',
    disagree: 'The conclusion text says “{stated}”, but the vote is recorded as “{recorded}”. We show both.',
    adopted: 'adopted',
    rejected: 'rejected',
  },
});

type Texts = (typeof messages)[Locale];

/** The votes taken in the meeting with outcome and counts, each linking to its vote page. Reads the store. */
export async function MeetingVotes({ meetingId }: { meetingId: number }) {
  const [votes, locale] = await Promise.all([getMeetingVotes(meetingId), getLocale()]);
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
              <VoteLine vote={vote} locale={locale} t={t} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function VoteLine({ vote, locale, t }: { vote: MeetingVote; locale: Locale; t: Texts }) {
  const count = (n: number | null) => (n === null ? t.unknownCount : String(n));
  const disagrees = vote.statedOutcome !== null && (vote.statedOutcome === 'vedtaget') !== vote.adopted;
  return (
    <article className="row-split">
      <div className="min-w-0 space-y-1">
        <p className="row-meta">
          {format(t.vote, { n: vote.nummer })}
          {vote.voteType ? ` · ${vote.voteType}` : ''}
        </p>
        <h3 className="font-semibold leading-snug text-pretty break-words">
          <Link href={votePath(vote.id)} prefetch={false} className="title-link">
            {vote.caseNumber ? <span className="case-number">{vote.caseNumber}</span> : null}
            {vote.caseTitle ?? format(t.vote, { n: vote.nummer })}
          </Link>
        </h3>
        <p className="text-sm text-stone-800">
          {vote.counts
            ? format(t.counts, {
                for: count(vote.counts.for),
                against: count(vote.counts.against),
                abstain: count(vote.counts.abstain),
              })
            : t.noCounts}
          {vote.caseId !== null ? (
            <>
              {' · '}
              <Link href={casePath(vote.caseId)} prefetch={false} className="text-link">
                {t.case}
                {vote.caseNumber ? ` ${vote.caseNumber}` : ''}
              </Link>
            </>
          ) : null}
        </p>
        {disagrees ? (
          <p className="text-sm font-medium text-amber-950">
            {format(t.disagree, {
              stated: vote.statedOutcome === 'vedtaget' ? t.adopted : t.rejected,
              recorded: vote.adopted ? t.adopted : t.rejected,
            })}
          </p>
        ) : null}
      </div>
      <div className="shrink-0">
        <MeetingVoteOutcome adopted={vote.adopted} locale={locale} />
      </div>
    </article>
  );
}
