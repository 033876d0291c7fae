import { nextDay } from '@/lib/data/oda-values';
import { danishToday } from '@/lib/format/danish-clock';
import { readStoreMeta } from '@/lib/store/meta';
import type { Store } from '@/lib/store/open-store';

/*
 * The data's "today", for the store reads that need one. Plain functions of a connection (no 'server-only'), so the
 * pages' query pool's threads can run them (lib/data/store-read-source.ts).
 */

/**
 * The data's "today", for every read that needs one (upcoming meetings, recent changes, step deadlines): the
 * store's recorded `as_of` — a synthetic dataset is a snapshot, so the wall clock would be wrong for it — and for a
 * store that records none (a mirror of the live service), today's date in Denmark.
 */
export function datasetToday(db: Store, now: Date = new Date()): string {
  const asOf = readStoreMeta(db).asOf;
  return asOf && /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : danishToday(now);
}

/**
 * The exclusive upper bound for "recent" stamps: the day after {@link datasetToday} (stamps from later days are
 * from the data's future: the generator writes a few, and the live service holds some too).
 */
export function updatedBefore(db: Store): string {
  return nextDay(datasetToday(db)) ?? '9999';
}
