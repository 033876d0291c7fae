import type { Locale } from '@/lib/i18n/locale';

/*
 * The alerts' shared vocabulary (docs/alerts.md). A reader follows one of our Atom feeds (lib/feed) by e-mail: what
 * is followed is the feed's path with its canonical query (from lib/routes.ts, without `/en`), and what is mailed
 * is the feed's new entries, as a feed reader would see them.
 */

/** How often a follow's news is mailed: at once (after the store changed), or in one mail a day. */
export type Cadence = 'immediate' | 'daily';
export const CADENCES: readonly Cadence[] = ['immediate', 'daily'];

/** What a signed token lets its holder do (lib/alerts/tokens.ts); a token of one purpose never does another's. */
export type TokenPurpose = 'confirm' | 'manage' | 'unsubscribe';

/** One address that asked for alerts (table `subscriber`). */
export interface Subscriber {
  readonly id: number;
  /** Normalised (lib/alerts/address.ts): trimmed, domain lower-cased. */
  readonly address: string;
  /** The language of its mails and links: the language of the page of its newest follow request. */
  readonly locale: Locale;
  readonly createdAt: string;
  /** When it first confirmed (consent), ISO 8601 UTC; null until then. */
  readonly consentAt: string | null;
  /** Set when mail to it failed permanently too often: nothing more is sent. */
  readonly disabledAt: string | null;
}

/** One followed feed of one address (table `follow`). */
export interface Follow {
  readonly id: number;
  readonly subscriberId: number;
  /** The feed's path and query, Danish form: `/aktoer/12/feed.xml`, `/soeg/feed.xml?q=skat`. */
  readonly feedPath: string;
  /** The feed's title when it was followed (shown on the manage page and in mails). */
  readonly title: string;
  readonly cadence: Cadence;
  readonly createdAt: string;
  /** Null while the request is unconfirmed; unconfirmed requests expire (lib/alerts/expiry). */
  readonly confirmedAt: string | null;
}

/** What kind of mail an outbox row is (composed at send time from its payload). */
export type MailKind = 'confirm' | 'alert' | 'digest';

/** A feed entry as the alerts keep it (from the feed's Atom: lib/feed/atom.ts writes it). */
export interface FeedEntry {
  /** The entry's Atom id (a tag URI): what "never one twice" is counted by. */
  readonly entryId: string;
  readonly title: string;
  /** Absolute URL of our page for it. */
  readonly link: string;
  /** ISO 8601. */
  readonly updated: string;
  readonly summary: string;
}

/** New entries of one followed feed, as a mail lists them. */
export interface FollowNews {
  readonly followId: number;
  readonly title: string;
  /** The feed's page (the feed's `alternate` link), absolute. */
  readonly pageUrl: string;
  readonly entries: readonly FeedEntry[];
}

/** An outbox row's payload, by kind (JSON in `outbox.payload`). */
export type MailPayload =
  | { readonly kind: 'confirm'; readonly followIds: readonly number[] }
  | { readonly kind: 'alert' | 'digest'; readonly news: readonly FollowNews[] };

/** What reading a followed feed gave (lib/alerts/feed-reader.ts reads our own feed over HTTP, as a feed reader does). */
export type FeedRead =
  | {
      readonly kind: 'ok';
      /** The feed's `<title>`. */
      readonly title: string;
      /** The feed's page (`link rel="alternate"`), absolute. */
      readonly pageUrl: string;
      /** Newest first, as the feed has them. */
      readonly entries: readonly FeedEntry[];
    }
  /** The feed answered 404 (no such record) or 400 (a search it cannot follow), with its sentence. */
  | { readonly kind: 'not-found' | 'bad-request'; readonly message: string }
  /** The feed could not be read now (network, 5xx, 429): try again later; never a reason to drop anything. */
  | { readonly kind: 'unavailable'; readonly message: string };

/** How long a follow request waits for its confirmation (its token's expiry; then it is deleted): 48 hours. */
export const CONFIRM_TTL_SECONDS = 48 * 3600;
