import type { AlertsConfig } from '@/lib/config/alerts';
import { configuredOrigin } from '@/lib/config/site-url';
import { createConcurrencyLimiter } from '@/lib/upstream/limiter';
import { type AlertsDb, alertsSecret } from './alerts-db';
import { readFeed } from './feed-reader';
import { createMailTransport, type MailTransport } from './mail-transport';
import {
  feedReadAt,
  followedFeedKeys,
  forgetUnfollowedFeeds,
  queueAlerts,
  queueDigests,
  recordFeedRead,
} from './news';
import { type SenderEvents, startSender } from './sender';
import { onSenderKick } from './sender-kick';

/*
 * The alerts writer (the one instance with `ALERTS=writer`): every `ALERTS_POLL_S` it compares the store's version
 * with the one each followed feed was last read at, reads the feeds of a changed store (and at once those of follows
 * just confirmed, to start them), records what is new and queues the mail (lib/alerts/news.ts); at the digest hour
 * the digests; every hour the housekeeping; and the sender (lib/alerts/sender.ts) sends. `kick()` — registered with
 * lib/alerts/sender-kick.ts for the subscribe and confirm handlers running in Next's copy of the modules — looks at
 * once.
 */

/** How many feeds are read at once. */
const READ_CONCURRENCY = 4;
const HOUR_MS = 3_600_000;

export interface AlertsWriterOptions {
  readonly config: AlertsConfig;
  readonly db: AlertsDb;
  /** Where the followed feeds are read (lib/config/alerts.ts `alertsFeedOrigin`). */
  readonly feedOrigin: string;
  /** The store's version (lib/store/store-version.ts): feeds are read again when it moves. */
  readonly storeVersion: () => string | null;
  readonly now?: () => Date;
  /** The SMTP transport; default from `SMTP_URL` (lib/alerts/mail-transport.ts). */
  readonly transport?: MailTransport;
  /** Runs with the hourly housekeeping (the expiry of unconfirmed requests). */
  readonly hourly?: (db: AlertsDb, now: Date) => void;
  readonly events?: SenderEvents;
  readonly log?: (line: string) => void;
}

export interface AlertsWriter {
  /** Look now (a follow was confirmed, a mail queued). */
  kick(): void;
  /** One look, as the timer does it; resolves when its mail is queued (not sent). */
  poll(): Promise<void>;
  /** Sends what is due now. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

export function startAlertsWriter(options: AlertsWriterOptions): AlertsWriter {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const sender = startSender({
    db,
    transport: options.transport ?? createMailTransport(config),
    from: config.from,
    origin: configuredOrigin() ?? new URL(options.feedOrigin),
    secret: alertsSecret(db, config),
    events: options.events,
    now,
    log,
  });
  const limiter = createConcurrencyLimiter(READ_CONCURRENCY);
  /** Feeds that answered 404 or 400, with the store version they did it at: logged once, read again when it moves. */
  const gone = new Map<string, string | null>();
  let lastHourly = Number.NEGATIVE_INFINITY;
  /** The store version of the last look (undefined before the first), and what calls for a look without a new one. */
  let lookedAt: string | undefined;
  let kicked = false;
  let retry = false;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /**
   * Reads the feeds that need it, and says whether it looked: only when the store's version moved since the last
   * look, a kick came (a follow confirmed), or a feed could not be read last time — an idle writer does not go
   * through every follow and feed each poll. Without a store file no feed can be read, so it waits for one.
   */
  async function readChanged(): Promise<boolean> {
    let version: string | null;
    try {
      version = options.storeVersion();
    } catch (error) {
      log(
        `[alerts] cannot read the store's version: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
    if (version === null || (version === lookedAt && !kicked && !retry)) return false;
    lookedAt = version;
    kicked = false;
    retry = false;
    const { all, unstarted } = followedFeedKeys(db);
    const waiting = new Set(unstarted);
    const due = all.filter((key) => {
      if (gone.get(key) === version) return false;
      return waiting.has(key) || feedReadAt(db, key) !== version;
    });
    await Promise.all(
      due.map((key) =>
        limiter.run(async () => {
          if (stopped) return;
          const read = await readFeed(options.feedOrigin, key);
          if (read.kind === 'ok') {
            gone.delete(key);
            recordFeedRead(db, key, read, version, now());
          } else if (read.kind === 'unavailable') retry = true;
          else {
            if (!gone.has(key))
              log(`[alerts] ${key} answered ${read.kind}: ${read.message} (its follows are kept)`);
            gone.set(key, version);
          }
        }),
      ),
    );
    return true;
  }

  async function once(): Promise<void> {
    const looked = await readChanged();
    if (stopped) return;
    const at = now();
    const queued = (looked ? queueAlerts(db, at) : 0) + queueDigests(db, config.digestHour, at);
    if (at.getTime() - lastHourly >= HOUR_MS) {
      lastHourly = at.getTime();
      options.hourly?.(db, at);
      forgetUnfollowedFeeds(db);
    }
    if (queued > 0) sender.kick();
  }

  function poll(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await once();
        } catch (error) {
          log(`[alerts] the writer's look failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const kick = () => {
    kicked = true;
    sender.kick();
    void poll();
  };
  const timer = setInterval(() => void poll(), config.pollSeconds * 1000);
  timer.unref();
  onSenderKick(kick);
  void poll();
  return {
    kick,
    poll,
    flush: () => sender.flush(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      onSenderKick(null);
      await running;
      await sender.stop();
    },
  };
}
