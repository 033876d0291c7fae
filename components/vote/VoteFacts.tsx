import Link from 'next/link';
import type { ReactNode } from 'react';
import { DanishDate } from '@/components/ui/DanishDate';
import type { VoteDetail } from '@/lib/data/types';
import { casePath, meetingPath } from '@/lib/routes';

const TEXT = {
  case: 'Sag',
  noCase: 'Ikke knyttet til en sag',
  step: 'Behandling',
  date: 'Dato',
  meeting: 'Møde',
  meetingFallback: (id: number) => `Møde ${id}`,
  period: 'Samling',
  type: 'Afstemningstype',
  comment: 'Kommentar',
} as const;

const LINK = 'font-medium text-red-800 underline underline-offset-2';

/** Case, step, date, meeting, session and type of a vote as a description list, linking case and meeting. */
export function VoteFacts({ vote }: { vote: VoteDetail }) {
  const step = vote.step
    ? [vote.step.title, vote.step.type].filter((t, i, all) => t && all.indexOf(t) === i)
    : [];
  const rows: [string, ReactNode][] = [
    [
      TEXT.case,
      vote.case ? (
        <Link key="case" href={casePath(vote.case.id)} prefetch={false} className={LINK}>
          {[vote.case.number, vote.case.shortTitle ?? vote.case.title].filter(Boolean).join(': ') ||
            `${TEXT.case} ${vote.case.id}`}
        </Link>
      ) : (
        TEXT.noCase
      ),
    ],
    ...(step.length > 0 ? [[TEXT.step, step.join(' · ')] as [string, ReactNode]] : []),
    [TEXT.date, <DanishDate key="date" value={vote.date} />],
    [
      TEXT.meeting,
      <Link key="meeting" href={meetingPath(vote.meeting.id)} prefetch={false} className={LINK}>
        {vote.meeting.title ?? TEXT.meetingFallback(vote.meeting.id)}
      </Link>,
    ],
    ...(vote.period?.title ? [[TEXT.period, vote.period.title] as [string, ReactNode]] : []),
    ...(vote.voteType ? [[TEXT.type, vote.voteType] as [string, ReactNode]] : []),
    ...(vote.comment ? [[TEXT.comment, vote.comment] as [string, ReactNode]] : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-stone-700 sm:text-base">{term}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
