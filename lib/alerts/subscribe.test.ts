import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRateLimit } from '@/lib/rate-limit/rate-limit';
import { type AlertsDb, openAlertsDb } from './alerts-db';
import { onSenderKick } from './sender-kick';
import { subscribe } from './subscribe';
import { deps, FEED, NOW, request, rows } from './subscribe.fixture';

let db: AlertsDb;
let kicks = 0;
beforeEach(() => {
  db = openAlertsDb(':memory:');
  kicks = 0;
  onSenderKick(() => {
    kicks += 1;
  });
});
afterEach(() => {
  onSenderKick(null);
  db.close();
});

const later = (hours: number) => new Date(NOW.getTime() + hours * 3600 * 1000);

describe('subscribe', () => {
  it('stores an unconfirmed follow with the feed’s title and queues one confirmation, due now', async () => {
    expect(await subscribe(db, request({ address: ' Mette@Example.DK ' }), deps())).toEqual({
      kind: 'accepted',
    });
    expect(rows(db, 'subscriber')).toMatchObject([
      { address: 'Mette@example.dk', locale: 'da', consent_at: null, created_at: NOW.toISOString() },
    ]);
    const [follow] = rows(db, 'follow');
    expect(follow).toMatchObject({
      feed_path: FEED,
      title: `da: ${FEED}`,
      cadence: 'immediate',
      confirmed_at: null,
      after_seq: null,
    });
    const outbox = rows(db, 'outbox');
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'confirm', next_attempt_at: NOW.toISOString(), attempts: 0 });
    expect(JSON.parse(String(outbox[0]?.payload))).toEqual({ kind: 'confirm', followIds: [follow?.id] });
    expect(kicks).toBe(1);
  });

  it('stores the feed by its canonical path, and the address’s language as its newest request’s', async () => {
    await subscribe(db, request({ feedPath: '/soeg/feed.xml?side=2&q=skat' }), deps());
    await subscribe(db, request({ feedPath: '/kommende/feed.xml', locale: 'en' }), deps());
    expect(rows(db, 'follow').map((f) => [f.feed_path, f.title])).toEqual([
      ['/soeg/feed.xml?q=skat', 'da: /soeg/feed.xml?q=skat'],
      ['/kommende/feed.xml', 'en: /kommende/feed.xml'],
    ]);
    expect(rows(db, 'subscriber')).toMatchObject([{ locale: 'en' }]);
  });

  it('checks the per-client limit before anything else', async () => {
    const clientLimit = createRateLimit({ name: 'alerts-test-client', points: 2, windowSeconds: 3600 });
    const d = deps({ clientLimit });
    expect(await subscribe(db, request({ address: 'bad' }), d)).toMatchObject({ kind: 'invalid' });
    expect(await subscribe(db, request(), d)).toEqual({ kind: 'accepted' });
    const limited = await subscribe(db, request({ address: 'bad' }), d);
    expect(limited).toMatchObject({ kind: 'rate-limited' });
    expect(limited.kind === 'rate-limited' && limited.retryAfterSeconds).toBeGreaterThan(3000);
    expect(await subscribe(db, request({ client: '192.0.2.2' }), d)).toEqual({ kind: 'accepted' });
  });

  it('names the first invalid field and stores nothing', async () => {
    const cases = [
      [{ address: '' }, 'address', 'empty'],
      [{ address: 'a@b.dk\r\nBcc: c@d.dk' }, 'address', 'malformed'],
      [{ address: `${'a'.repeat(250)}@b.dk` }, 'address', 'too-long'],
      [{ feedPath: '' }, 'feed', 'empty'],
      [{ feedPath: '/en/aktoer/12/feed.xml' }, 'feed', 'malformed'],
      [{ feedPath: 'https://evil.example/feed.xml' }, 'feed', 'malformed'],
      [{ feedPath: `/soeg/feed.xml?q=${'x'.repeat(3000)}` }, 'feed', 'too-long'],
      [{ cadence: 'weekly' }, 'cadence', 'malformed'],
      [{ cadence: '' }, 'cadence', 'empty'],
      [{ locale: 'de' }, 'locale', 'malformed'],
    ] as const;
    for (const [fields, field, reason] of cases)
      expect(await subscribe(db, request(fields), deps()), JSON.stringify(fields)).toEqual({
        kind: 'invalid',
        field,
        reason,
      });
    expect([rows(db, 'subscriber'), rows(db, 'outbox'), kicks]).toEqual([[], [], 0]);
  });

  it('answers an unknown item with the feed’s sentence, an unreadable feed as unavailable, and stores nothing', async () => {
    expect(await subscribe(db, request({ feedPath: '/aktoer/404/feed.xml' }), deps())).toEqual({
      kind: 'unknown-item',
      message: 'Der er ingen aktør med id »404«.',
    });
    expect(await subscribe(db, request({ feedPath: '/sag/503/feed.xml' }), deps())).toEqual({
      kind: 'unavailable',
    });
    expect([rows(db, 'subscriber'), rows(db, 'outbox')]).toEqual([[], []]);
  });

  it('queues at most mailsPerAddressPerDay confirmations per address in 24 hours, then again', async () => {
    const feeds = ['/sag/1/feed.xml', '/sag/2/feed.xml', '/sag/3/feed.xml', '/sag/4/feed.xml'];
    for (const feedPath of feeds)
      expect(await subscribe(db, request({ feedPath }), deps())).toEqual({ kind: 'accepted' });
    expect(rows(db, 'follow')).toHaveLength(4);
    expect(rows(db, 'outbox')).toHaveLength(3);
    expect(kicks).toBe(3);
    // Another address is not held back by this one's limit.
    await subscribe(db, request({ address: 'anden@example.dk' }), deps());
    expect(rows(db, 'outbox')).toHaveLength(4);
    await subscribe(db, request({ feedPath: '/sag/5/feed.xml' }), deps({ now: later(23) }));
    expect(rows(db, 'outbox')).toHaveLength(4);
    await subscribe(db, request({ feedPath: '/sag/5/feed.xml' }), deps({ now: later(24.1) }));
    expect(rows(db, 'outbox')).toHaveLength(5);
    // The day-old records were pruned as the limit was counted.
    expect(rows(db, 'address_event').filter((e) => e.subscriber_id === 1)).toHaveLength(1);
  });

  it('asked again while unconfirmed: the cadence as asked now, and a new confirmation from now', async () => {
    await subscribe(db, request(), deps());
    await subscribe(db, request({ cadence: 'daily' }), deps({ now: later(30) }));
    expect(rows(db, 'follow')).toMatchObject([{ cadence: 'daily', created_at: later(30).toISOString() }]);
    const outbox = rows(db, 'outbox');
    expect(outbox.map((o) => JSON.parse(String(o.payload)))).toEqual([
      { kind: 'confirm', followIds: [1] },
      { kind: 'confirm', followIds: [1] },
    ]);
  });

  it('asked again once confirmed: nothing changes and nothing is sent', async () => {
    await subscribe(db, request(), deps());
    db.prepare('UPDATE follow SET confirmed_at = ?').run(NOW.toISOString());
    db.prepare('DELETE FROM outbox').run();
    expect(await subscribe(db, request({ cadence: 'daily' }), deps())).toEqual({ kind: 'accepted' });
    expect(rows(db, 'follow')).toMatchObject([{ cadence: 'immediate' }]);
    expect(rows(db, 'outbox')).toEqual([]);
  });

  it('sends nothing to an address whose mail is disabled, nor stores its request', async () => {
    await subscribe(db, request(), deps());
    db.prepare('UPDATE subscriber SET disabled_at = ?').run(NOW.toISOString());
    db.prepare('DELETE FROM outbox').run();
    expect(await subscribe(db, request({ feedPath: '/sag/9/feed.xml' }), deps())).toEqual({
      kind: 'accepted',
    });
    expect(rows(db, 'outbox')).toEqual([]);
    expect(rows(db, 'follow')).toHaveLength(1);
  });

  it('answers alike whether the address is new, known, limited, disabled or following already', async () => {
    const answers = [];
    answers.push(await subscribe(db, request({ address: 'new@example.dk' }), deps()));
    answers.push(
      await subscribe(db, request({ address: 'new@example.dk', feedPath: '/sag/1/feed.xml' }), deps()),
    );
    for (let i = 0; i < 3; i += 1)
      answers.push(
        await subscribe(
          db,
          request({ address: 'limited@example.dk', feedPath: `/sag/${i + 1}/feed.xml` }),
          deps(),
        ),
      );
    answers.push(
      await subscribe(db, request({ address: 'limited@example.dk', feedPath: '/sag/9/feed.xml' }), deps()),
    );
    await subscribe(db, request({ address: 'off@example.dk' }), deps());
    db.prepare(`UPDATE subscriber SET disabled_at = ? WHERE address = 'off@example.dk'`).run(
      NOW.toISOString(),
    );
    answers.push(
      await subscribe(db, request({ address: 'off@example.dk', feedPath: '/sag/2/feed.xml' }), deps()),
    );
    db.prepare(`UPDATE follow SET confirmed_at = ?`).run(NOW.toISOString());
    answers.push(await subscribe(db, request({ address: 'new@example.dk' }), deps()));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ kind: 'accepted' })]),
    );
  });
});
