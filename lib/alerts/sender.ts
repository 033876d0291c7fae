import { createConcurrencyLimiter } from '@/lib/upstream/limiter';
import type { AlertsDb } from './alerts-db';
import { composeConfirm } from './compose-confirm';
import { composeNews } from './compose-news';
import type { ComposedMail, MailContext } from './mail-layout';
import { classifySendError, type MailTransport, POOL_CONNECTIONS } from './mail-transport';
import {
  dueMail,
  mailDeferred,
  mailDone,
  mailRefused,
  type QueuedMail,
  type Recipient,
  recipientOf,
} from './outbox';
import type { MailKind } from './types';

/*
 * The sender: takes due outbox rows (lib/alerts/outbox.ts) in order, composes each at send time from its payload
 * and the subscriber as it is now (a follow removed since is left out; a mail with nothing left is dropped), and
 * sends it over the transport (lib/alerts/mail-transport.ts). It looks every second, and at once when kicked.
 */

/**
 * What the sender reports (the alerts' metrics, lib/alerts/alerts-metrics.ts); never an address. A failure is
 * `temporary` when the mail is tried again, `permanent` when it is dropped (refused, or given up after two days).
 */
export interface SenderEvents {
  sent?(kind: MailKind): void;
  failed?(kind: MailKind, failure: 'temporary' | 'permanent'): void;
  disabled?(): void;
}

export interface SenderOptions {
  readonly db: AlertsDb;
  readonly transport: MailTransport;
  /** `ALERTS_FROM`. */
  readonly from: string;
  /** The public origin links are made from. */
  readonly origin: URL;
  readonly secret: string;
  readonly events?: SenderEvents;
  readonly now?: () => Date;
  readonly random?: () => number;
  /** How often it looks for due mail (default 1 s). */
  readonly intervalMs?: number;
  readonly log?: (line: string) => void;
}

export interface Sender {
  /** Look for due mail now. */
  kick(): void;
  /** Sends what is due now (and what becomes due meanwhile); resolves with how many were handled. */
  flush(): Promise<number>;
  /** Stops looking, waits for the mail being sent, and closes the transport. */
  stop(): Promise<void>;
}

/** Rows taken at a time; the pool sends {@link POOL_CONNECTIONS} at once. */
const BATCH = 50;

/** The mail for `queued`, or null when nothing is left to send (the subscriber's follows are gone). */
export function composeQueued(
  queued: QueuedMail,
  recipient: Recipient,
  base: Pick<MailContext, 'origin' | 'secret'>,
): ComposedMail | null {
  const context: MailContext = {
    ...base,
    subscriber: { id: recipient.id, address: recipient.address, locale: recipient.locale },
    following: recipient.follows.filter((f) => f.confirmedAt !== null).map((f) => f.title),
  };
  const { payload } = queued;
  if (payload.kind === 'confirm') {
    const asked = recipient.follows.filter((f) => f.confirmedAt === null && payload.followIds.includes(f.id));
    return asked.length > 0 ? composeConfirm(asked, context) : null;
  }
  const followed = new Set(recipient.follows.filter((f) => f.confirmedAt !== null).map((f) => f.id));
  const news = payload.news.filter((n) => followed.has(n.followId) && n.entries.length > 0);
  return news.length > 0 ? composeNews(payload.kind, news, context) : null;
}

export function startSender(options: SenderOptions): Sender {
  const { db, transport, events = {} } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const limiter = createConcurrencyLimiter(POOL_CONNECTIONS);
  const sending = new Set<number>();
  let stopped = false;
  let round: Promise<number> | null = null;
  let again = false;

  async function sendOne(queued: QueuedMail): Promise<void> {
    const recipient = recipientOf(db, queued.subscriberId);
    const mail = recipient && !recipient.disabled ? composeQueued(queued, recipient, options) : null;
    if (!recipient || !mail) {
      mailDone(db, queued, false, now());
      return;
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: recipient.address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      mailDone(db, queued, true, now());
      events.sent?.(queued.kind);
    } catch (error) {
      const failure = classifySendError(error);
      if (failure.kind === 'permanent') {
        events.failed?.(queued.kind, 'permanent');
        if (mailRefused(db, queued, now())) {
          events.disabled?.();
          log(`[alerts] subscriber ${queued.subscriberId} disabled after repeated permanent failures`);
        }
      } else if (mailDeferred(db, queued, failure.detail, now(), options.random)) {
        // Given up: as final as a refusal, for the metrics.
        events.failed?.(queued.kind, 'permanent');
        log(
          `[alerts] gave up a ${queued.kind} mail to subscriber ${queued.subscriberId} (${failure.detail})`,
        );
      } else events.failed?.(queued.kind, 'temporary');
    }
  }

  /**
   * Sends until nothing is due: rows are taken a batch at a time and handed to the pool, and the next batch is
   * taken as soon as the pool runs short of work (no wait for a batch's slowest mail).
   */
  async function sendDue(): Promise<number> {
    let handled = 0;
    const pending = new Set<Promise<void>>();
    do {
      again = false;
      for (;;) {
        const batch = stopped ? [] : dueMail(db, now(), BATCH, sending);
        if (batch.length === 0) break;
        for (const m of batch) {
          sending.add(m.id);
          const done: Promise<void> = limiter
            .run(() => sendOne(m))
            .finally(() => {
              sending.delete(m.id);
              pending.delete(done);
              handled++;
            });
          pending.add(done);
        }
        while (pending.size > POOL_CONNECTIONS) await Promise.race(pending);
      }
      await Promise.all(pending);
    } while (again && !stopped);
    return handled;
  }

  function flush(): Promise<number> {
    if (round) {
      again = true;
      return round;
    }
    round = sendDue()
      .catch((error: unknown) => {
        log(`[alerts] sending failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        round = null;
      });
    return round;
  }

  const timer = setInterval(() => void flush(), options.intervalMs ?? 1000);
  timer.unref();
  return {
    kick: () => void flush(),
    flush,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await round;
      transport.close();
    },
  };
}
