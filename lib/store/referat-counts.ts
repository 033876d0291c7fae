import type { Store } from './open-store';
import { prepared } from './prepared';

/** The debates in the store, counted (what `/metrics` shows after each transcript cycle). */
export interface ReferatCounts {
  readonly filesImported: number;
  readonly filesRejected: number;
  readonly sittings: number;
  readonly speeches: number;
  /** Speeches whose speaker was not linked to a person. */
  readonly unlinkedSpeakers: number;
  /** Agenda items naming a case (type and number) that was not found in the samling. */
  readonly unlinkedCases: number;
}

const counts = prepared<[], ReferatCounts>(
  `SELECT
     (SELECT count(*) FROM "_referat_fil" WHERE status = 'imported') AS filesImported,
     (SELECT count(*) FROM "_referat_fil" WHERE status = 'rejected') AS filesRejected,
     (SELECT count(*) FROM "_referat_moede") AS sittings,
     (SELECT count(*) FROM "_tale") AS speeches,
     (SELECT count(*) FROM "_tale" WHERE aktoerid IS NULL) AS unlinkedSpeakers,
     (SELECT count(*) FROM "_referat_punkt" WHERE sagsnummer IS NOT NULL AND sagid IS NULL) AS unlinkedCases`,
);

/** One pass over the debates' tables (a full scan of the speeches: read once per transcript cycle, not per page). */
export function countReferat(db: Store): ReferatCounts {
  const r = counts(db).get();
  if (!r) throw new Error('counting the debates returned no row');
  return r;
}
