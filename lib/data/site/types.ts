/**
 * The site's own types: what the home page shows, the store's state and the data's freshness.
 */

import type { VoteSummary } from '@/lib/data/votes/types';

/**
 * The home page's votes: the newest votes that have the members' ballots (all the newest votes when none has any),
 * and how many votes newer than the first of them are left out because their ballots are not in the data yet.
 */
export interface HomeVotes {
  readonly votes: readonly VoteSummary[];
  readonly newerWithoutBallots: number;
}

/** What the store says about itself, for the banner and footer on every page. */
export interface SiteInfo {
  /** True when the store holds generated demo data rather than a copy of the real ODA records. */
  readonly synthetic: boolean;
  /** The dataset's "today" (YYYY-MM-DD, Danish local date); null when the store does not say. */
  readonly asOf: string | null;
  /** The generator's scale ('demo', 'full'), null for a non-synthetic store. */
  readonly scale: string | null;
}

/** Whether the site has data to show: the store file exists (and what it says about itself), or it is missing. */
export type SiteStatus =
  | {
      readonly kind: 'ready';
      readonly site: SiteInfo;
      /** How fresh the data is (the footer's and the stale-copy notice's), read with the status: one read for both. */
      readonly freshness: DataFreshness;
    }
  | { readonly kind: 'store-missing'; readonly storeFile: string }
  | {
      /** A mirror of the live service whose first copy is not complete: pages answer 503 meanwhile. */
      readonly kind: 'building';
      /** Rows copied and rows the service counted (null before the copy has started). */
      readonly progress: { readonly done: number; readonly total: number } | null;
    };

/** A case (ODA `Sag`) as a line in a "recently updated" list. */
export interface CaseUpdate {
  readonly id: number;
  readonly number: string | null;
  /** The case's short title, else its full title. */
  readonly title: string | null;
  /** `Sagstype.type`, e.g. 'Lovforslag'. */
  readonly type: string | null;
  /** `Sagsstatus.status`. */
  readonly status: string | null;
  /** `Sag.opdateringsdato`, ISO local date-time. */
  readonly updated: string;
}

/** How fresh the store is, for the footer. */
export interface DataFreshness {
  /** The dataset's "today" (YYYY-MM-DD); null when the store does not say. */
  readonly asOf: string | null;
  /**
   * The newest `opdateringsdato` of the main record sets, ISO local date-time; stamps after `asOf` are ignored
   * (the generator writes a few), so it never claims data from the dataset's future. Null when there is none.
   */
  readonly newestUpdate: string | null;
  /** For a mirror of the live service: when `npm run sync` last brought it up to date; null for demo data. */
  readonly sync: MirrorFreshness | null;
}

/** How current a mirror is (lib/store/mirror-status.ts, read per request). */
export interface MirrorFreshness {
  /** When the last sync cycle was applied (ISO 8601, UTC). */
  readonly syncedAt: string;
  readonly intervalSeconds: number;
  /** The last applied cycle is older than three intervals: the copy may be behind the service. */
  readonly stale: boolean;
}

/** The record pages a sitemap lists, by their kind (lib/routes.ts RECORD_PAGES). */
export type SitemapKind = 'vote' | 'case' | 'meeting' | 'actor' | 'party' | 'document' | 'speech';

/**
 * One sitemap file's records: those whose ids run from `first` to `last` (the party file: every party, `first` and
 * `last` 0), `count` of them, the newest changed at `lastmod` (as stored; null when none says).
 */
export interface SitemapChunk {
  readonly first: number;
  readonly last: number;
  readonly count: number;
  readonly lastmod: string | null;
}

/** Every record page of the store as sitemap files: per kind, its files' ranges in order. */
export type SitemapPlan = Readonly<Record<SitemapKind, readonly SitemapChunk[]>>;

/** One record page in a sitemap: its address segment (`/sag/<segment>`) and when it last changed (as stored). */
export interface SitemapRecord {
  readonly segment: string;
  readonly lastmod: string | null;
}
