import type { AlertsDb } from './alerts-db';
import { alertsMetrics } from './alerts-metrics';
import { deleteAbandonedSubscribers, deleteExpiredFollows, pruneAddressEvents } from './subscription-rows';
import { CONFIRM_TTL_SECONDS } from './types';

const DAY_MS = 24 * 3600 * 1000;

/** What one clean-up deleted. */
export interface ExpiryCounts {
  /** Follow requests not confirmed within CONFIRM_TTL_SECONDS. */
  readonly follows: number;
  /** Addresses that never confirmed anything and are left with no follow. */
  readonly subscribers: number;
  /** Per-address records older than a day (the confirmation-mail limit's window). */
  readonly addressEvents: number;
}

/**
 * Deletes what the privacy page promises not to keep (app/privatliv): follow requests unconfirmed after
 * CONFIRM_TTL_SECONDS, then the addresses that never consented and follow nothing, and the per-address limit's
 * records once they are a day old. An address that consented once and still follows something stays.
 */
export function expireUnconfirmed(db: AlertsDb, now: Date): ExpiryCounts {
  const counts = db
    .transaction(
      (): ExpiryCounts => ({
        follows: deleteExpiredFollows(db, new Date(now.getTime() - CONFIRM_TTL_SECONDS * 1000).toISOString()),
        subscribers: deleteAbandonedSubscribers(db),
        addressEvents: pruneAddressEvents(db, new Date(now.getTime() - DAY_MS).toISOString()),
      }),
    )
    .immediate();
  if (counts.follows > 0) alertsMetrics().unsubscribes.inc({ how: 'expired' }, counts.follows);
  return counts;
}
