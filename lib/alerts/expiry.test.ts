import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AlertsDb, openAlertsDb } from './alerts-db';
import { confirmFollow } from './confirm';
import { expireUnconfirmed } from './expiry';
import { subscribe } from './subscribe';
import { deps, NOW, request, rows } from './subscribe.fixture';
import { confirmTokenFor } from './subscriber-tokens';
import { followsOf, subscriberByAddress } from './subscription-rows';
import { CONFIRM_TTL_SECONDS } from './types';

const SECRET = 's'.repeat(40);
let db: AlertsDb;
beforeEach(() => {
  db = openAlertsDb(':memory:');
});
afterEach(() => db.close());

const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('expireUnconfirmed', () => {
  it('deletes requests unconfirmed past their time, then the addresses left with nothing and no consent', async () => {
    await subscribe(db, request({ address: 'never@example.dk' }), deps());
    await subscribe(db, request({ address: 'mette@example.dk' }), deps());
    await subscribe(db, request({ address: 'mette@example.dk', feedPath: '/sag/7/feed.xml' }), deps());
    const mette = subscriberByAddress(db, 'mette@example.dk');
    const [first] = mette ? followsOf(db, mette.id) : [];
    if (!mette || !first) throw new Error('no follow');
    confirmFollow(db, SECRET, confirmTokenFor(SECRET, mette, first), at(60));
    // A request made later is not yet due.
    await subscribe(db, request({ address: 'later@example.dk' }), deps({ now: at(3600) }));

    // A day on, the per-address records go; the requests wait their 48 hours.
    expect(expireUnconfirmed(db, at(24 * 3600))).toEqual({
      follows: 0,
      subscribers: 0,
      addressEvents: 3,
    });
    expect(expireUnconfirmed(db, at(CONFIRM_TTL_SECONDS - 1))).toEqual({
      follows: 0,
      subscribers: 0,
      addressEvents: 1,
    });
    expect(expireUnconfirmed(db, at(CONFIRM_TTL_SECONDS))).toEqual({
      follows: 2,
      subscribers: 1,
      addressEvents: 0,
    });
    expect(rows(db, 'subscriber').map((s) => s.address)).toEqual(['mette@example.dk', 'later@example.dk']);
    expect(rows(db, 'follow').map((f) => [f.feed_path, f.confirmed_at !== null])).toEqual([
      ['/aktoer/12/feed.xml', true],
      ['/aktoer/12/feed.xml', false],
    ]);
    expect(rows(db, 'address_event')).toHaveLength(0);
    // The expired requests' queued confirmations went with their addresses; Mette's stays until sent.
    expect(rows(db, 'outbox').map((o) => o.subscriber_id)).toEqual([2, 2, 3]);
  });
});
