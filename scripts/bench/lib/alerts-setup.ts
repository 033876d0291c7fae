import type { AlertsDb } from '@/lib/alerts/alerts-db';
import { addFollow, addSubscriber } from '@/lib/alerts/alerts-rows.fixture';
import type { Cadence } from '@/lib/alerts/types';
import type { Locale } from '@/lib/i18n/locale';

/** A confirmed follow as subscribe + confirm leave it (lib/alerts/alerts-rows.fixture.ts). */
export function confirmedFollow(
  db: AlertsDb,
  follow: { address: string; locale: Locale; feedPath: string; title: string; cadence?: Cadence },
  now: Date = new Date(),
): { subscriberId: number; followId: number } {
  const subscriberId = addSubscriber(db, follow.address, follow.locale, now);
  const followId = addFollow(db, subscriberId, follow, now);
  return { subscriberId, followId };
}

/** Milliseconds as text with one decimal. */
export const ms = (value: number): string => `${value.toFixed(1)} ms`;

export const mib = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MiB`;

/** min / median / max of some numbers. */
export function spread(values: readonly number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0] ?? 0,
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
  };
}
