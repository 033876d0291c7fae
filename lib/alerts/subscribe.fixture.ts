import type { Locale } from '@/lib/i18n/locale';
import { createRateLimit } from '@/lib/rate-limit/rate-limit';
import type { AlertsDb } from './alerts-db';
import type { SubscribeDeps, SubscribeInput } from './subscribe';
import type { FeedRead } from './types';

/*
 * Follow requests for the service's tests: a form's fields, and the service's dependencies with a feed lookup that
 * answers as our feeds do (a title for a feed, 404 with the feed's sentence for `/aktoer/404…`).
 */

export const FEED = '/aktoer/12/feed.xml';
export const NOW = new Date('2026-11-29T08:00:00.000Z');

export const request = (fields: Partial<SubscribeInput> = {}): SubscribeInput => ({
  address: 'mette@example.dk',
  feedPath: FEED,
  cadence: 'immediate',
  locale: 'da',
  client: '192.0.2.1',
  ...fields,
});

/** The feed titles the lookup knows, by path; any other path of ours reads as a feed titled by its path. */
export async function lookupFeed(feedPath: string, locale: Locale): Promise<FeedRead> {
  if (feedPath.startsWith('/aktoer/404'))
    return { kind: 'not-found', message: 'Der er ingen aktør med id »404«.' };
  if (feedPath.startsWith('/sag/503')) return { kind: 'unavailable', message: 'HTTP 503' };
  return { kind: 'ok', title: `${locale}: ${feedPath}`, pageUrl: `http://127.0.0.1${feedPath}`, entries: [] };
}

export const deps = (fields: Partial<SubscribeDeps> = {}): SubscribeDeps => ({
  lookupFeed,
  clientLimit: createRateLimit({ name: 'alerts-test', points: 1000, windowSeconds: 3600 }),
  mailsPerAddressPerDay: 3,
  now: NOW,
  ...fields,
});

/** The rows a test looks at, as plain objects. */
export const rows = (db: AlertsDb, table: 'subscriber' | 'follow' | 'outbox' | 'address_event') =>
  db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Record<string, unknown>[];
