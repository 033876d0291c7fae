import 'server-only';
import { type LatestVoteRow, selectLatestVotes } from '@/lib/store/latest-votes';
import { getStore } from '@/lib/store/open-store';
import type { VoteSummary } from './types';

/** The most votes one call to {@link getLatestVotes} returns. */
export const MAX_LATEST_VOTES = 200;

/**
 * The newest votes first (see lib/store/latest-votes.ts for the order). Callers render at request time
 * (`await connection()`): the store file is only known then.
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getLatestVotes(limit = 20): Promise<VoteSummary[]> {
  const bounded = Math.min(Math.max(Math.trunc(limit), 1), MAX_LATEST_VOTES);
  return selectLatestVotes(getStore(), bounded).map(toVoteSummary);
}

export function toVoteSummary(row: LatestVoteRow): VoteSummary {
  return {
    id: row.afstemning_id,
    nummer: row.afstemning_nummer,
    date: toIsoLocalDateTime(row.afstemning_dato),
    adopted: row.vedtaget === 1,
    voteType: nonBlank(row.afstemningstype),
    caseId: row.sag_id,
    caseNumber: nonBlank(row.sag_nummer),
    caseTitle: nonBlank(row.sag_titelkort) ?? nonBlank(row.sag_titel),
    meetingId: row.moede_id,
    meetingTitle: nonBlank(row.moede_titel),
  };
}

function nonBlank(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const ODA_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?/;

/** ODA DateTime text ('2014-09-22T15:44:12', maybe with fractions or a space) → '2014-09-22T15:44:12'. */
function toIsoLocalDateTime(value: string | null): string | null {
  const match = value ? ODA_DATE_TIME.exec(value) : null;
  if (!match) return null;
  const time = match[2] ?? '00:00:00';
  return `${match[1]}T${time.length === 5 ? `${time}:00` : time}`;
}
