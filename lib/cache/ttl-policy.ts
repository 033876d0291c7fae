import type { Env } from '@/lib/config/env';
import type { ResourcePath } from '@/lib/odata/ast';

/**
 * How long an answer may be used, by kind of data:
 *
 * | rule             | what                                                               | fresh  | + serve stale while revalidating | + serve stale if the upstream fails |
 * | ---------------- | ------------------------------------------------------------------ | ------ | -------------------------------- | ----------------------------------- |
 * | `metadata`       | `$metadata`                                                        | 1 day  | 1 day                            | 7 days                              |
 * | `classification` | any request on a classification set (types, statuses, roles, Periode) | 1 day  | 1 day                            | 7 days                              |
 * | `old-record`     | one entity whose newest of `opdateringsdato`/`dato` is > 365 days old | 6 h    | 6 h                              | 7 days                              |
 * | `recent-record`  | one entity updated (or dated) within the last 365 days, or undated | 5 min  | 5 min                            | 1 day                               |
 * | `collection`     | collections and navigations (`Sag?$filter=…`, `Sag(5)/Sagstrin`)     | 5 min  | 5 min                            | 1 day                               |
 * | `not-found`      | the upstream's 404 for a valid request (an unknown key)             | 1 min  | —                                | —                                   |
 * | `client-error`   | other 4xx (a request we thought valid and the service did not)      | 1 min  | —                                | —                                   |
 * | `no-store`       | 429 (one client's, not the URL's), 5xx and anything else           | —      | —                                | —                                   |
 *
 * Why: classification lists and the metadata change a few times a year; a record nobody has touched for a year
 * rarely changes again, while new cases, votes and meetings are edited for weeks; a collection can gain rows any
 * time, so it stays short whatever its rows' age. The windows are relative to when the entry was fetched.
 */
export type TtlRule =
  | 'metadata'
  | 'classification'
  | 'old-record'
  | 'recent-record'
  | 'collection'
  | 'not-found'
  | 'client-error'
  | 'no-store';

export interface Ttl {
  readonly rule: TtlRule;
  /** Served as is for this long after fetching. */
  readonly freshMs: number;
  /** After that, served while one background refresh runs, for this long. */
  readonly swrMs: number;
  /** After freshness, served when the upstream fails, for this long (the entry is kept this long). */
  readonly sieMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TTL_TABLE: Readonly<Record<TtlRule, Ttl>> = {
  metadata: { rule: 'metadata', freshMs: DAY, swrMs: DAY, sieMs: 7 * DAY },
  classification: { rule: 'classification', freshMs: DAY, swrMs: DAY, sieMs: 7 * DAY },
  'old-record': { rule: 'old-record', freshMs: 6 * HOUR, swrMs: 6 * HOUR, sieMs: 7 * DAY },
  'recent-record': { rule: 'recent-record', freshMs: 5 * MINUTE, swrMs: 5 * MINUTE, sieMs: DAY },
  collection: { rule: 'collection', freshMs: 5 * MINUTE, swrMs: 5 * MINUTE, sieMs: DAY },
  'not-found': { rule: 'not-found', freshMs: MINUTE, swrMs: 0, sieMs: 0 },
  'client-error': { rule: 'client-error', freshMs: MINUTE, swrMs: 0, sieMs: 0 },
  'no-store': { rule: 'no-store', freshMs: 0, swrMs: 0, sieMs: 0 },
};

/** A record older than this (by its newest `opdateringsdato`/`dato`) counts as old. */
export const OLD_RECORD_AGE_MS = 365 * DAY;

/** Code lists and the session list: small sets that change a few times a year. */
export const CLASSIFICATION_SETS: ReadonlySet<string> = new Set([
  'Afstemningstype',
  'AktørAktørRolle',
  'Aktørtype',
  'DokumentAktørRolle',
  'Dokumentkategori',
  'Dokumentstatus',
  'Dokumenttype',
  'Emneordstype',
  'EntitetBeskrivelse',
  'KolloneBeskrivelse',
  'Mødestatus',
  'Mødetype',
  'Periode',
  'SagAktørRolle',
  'SagDokumentRolle',
  'Sagskategori',
  'Sagsstatus',
  'SagstrinAktørRolle',
  'Sagstrinsstatus',
  'Sagstrinstype',
  'Sagstype',
  'Stemmetype',
]);

export interface TtlInput {
  readonly path: ResourcePath;
  readonly status: number;
  readonly body: string | null;
  /** `application/json…` or `application/atom+xml…`; decides how a record's dates are read. */
  readonly contentType: string | null;
}

/**
 * A test knob: `ODA_CACHE_FRESH_MS` caps every rule's fresh and stale-while-revalidate windows (the page cache's
 * too), leaving the stale-if-error windows as they are, so browser and integration tests see entries go stale
 * within seconds. Unset (the default) in production. Null when unset.
 */
export function freshnessCapMs(env: Env = process.env): number | null {
  const text = env.ODA_CACHE_FRESH_MS?.trim();
  if (!text) return null;
  const ms = Number(text);
  // At least 1 ms: a fresh window of 0 means "do not store" to the cache tiers.
  if (!Number.isInteger(ms) || ms < 1)
    throw new Error(`ODA_CACHE_FRESH_MS must be a whole number of milliseconds ≥ 1, got "${text}"`);
  return ms;
}

/** `ttl` with its fresh and stale-while-revalidate windows capped at `capMs` (the same object when nothing changes). */
export function capFreshness(ttl: Ttl, capMs: number | null): Ttl {
  if (capMs === null || (ttl.freshMs <= capMs && ttl.swrMs <= capMs)) return ttl;
  return { ...ttl, freshMs: Math.min(ttl.freshMs, capMs), swrMs: Math.min(ttl.swrMs, capMs) };
}

/** The TTL rule of one answer (see the table above, and `ODA_CACHE_FRESH_MS`); `now` in ms since the epoch. */
export function ttlFor(input: TtlInput, now: number): Ttl {
  return capFreshness(ruleFor(input, now), freshnessCapMs());
}

function ruleFor(input: TtlInput, now: number): Ttl {
  const { path, status } = input;
  if (status === 404) return TTL_TABLE['not-found'];
  // Too many requests or expensive reads from one client: an answer to that client now, never the URL's.
  if (status === 429) return TTL_TABLE['no-store'];
  if (status >= 400 && status < 500) return TTL_TABLE['client-error'];
  if (status < 200 || status >= 300) return TTL_TABLE['no-store'];
  if (path.kind === 'metadata' || path.kind === 'service-document') return TTL_TABLE.metadata;
  if (CLASSIFICATION_SETS.has(path.set)) return TTL_TABLE.classification;
  if (path.kind !== 'entity') return TTL_TABLE.collection;
  const newest = recordDate(input.body ?? '', input.contentType);
  return newest !== null && now - newest > OLD_RECORD_AGE_MS
    ? TTL_TABLE['old-record']
    : TTL_TABLE['recent-record'];
}

const DATE_FIELDS = ['opdateringsdato', 'dato'] as const;

/**
 * The newest of the record's own `opdateringsdato` and `dato` (ms, read as UTC — an hour off does not matter at a
 * year's scale), or null when it has neither or they cannot be read.
 */
export function recordDate(body: string, contentType: string | null): number | null {
  const values: string[] = [];
  if (contentType?.includes('xml')) {
    // An Atom entry's own properties are its last <m:properties>: expanded entries sit in links before <content>.
    const own = body.slice(body.lastIndexOf('<m:properties>'));
    for (const field of DATE_FIELDS) {
      const match = new RegExp(`<d:${field}[^>]*>([^<]+)</d:${field}>`).exec(own);
      if (match?.[1]) values.push(match[1]);
    }
  } else {
    let record: unknown;
    try {
      record = JSON.parse(body);
    } catch {
      return null;
    }
    if (typeof record !== 'object' || record === null) return null;
    for (const field of DATE_FIELDS) {
      const value = (record as Record<string, unknown>)[field];
      if (typeof value === 'string') values.push(value);
    }
  }
  const times = values.map((v) => Date.parse(`${v.slice(0, 19)}Z`)).filter((t) => Number.isFinite(t));
  return times.length === 0 ? null : Math.max(...times);
}
