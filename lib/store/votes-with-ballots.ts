import type { Store } from './open-store';
import { idList, prepared } from './prepared';

/**
 * Which of the given votes have Stemme rows (the members' ballots). The real service publishes them some time
 * after a vote (docs/oda.md#missing-ballots), so the newest votes often have none yet. Plan: one probe of
 * `ix_Stemme_afstemningid` per id.
 */
export const VOTES_WITH_BALLOTS_SQL = `
SELECT j.value AS afstemning_id
FROM json_each(?) AS j
WHERE EXISTS (SELECT 1 FROM "Stemme" AS s WHERE s."afstemningid" = j.value)`;

const withBallotsStatement = prepared<[string], number>(VOTES_WITH_BALLOTS_SQL);

/** The ids among `ids` of votes with at least one Stemme row. */
export function selectVotesWithBallots(db: Store, ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  return new Set(withBallotsStatement(db).pluck().all(idList(ids)));
}
