import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AlertsDb, openAlertsDb } from './alerts-db';
import { subscribe } from './subscribe';
import { deps, NOW, request } from './subscribe.fixture';
import { checkSubscriberToken, confirmExpiry, confirmTokenFor, tokensFor } from './subscriber-tokens';
import { followById, subscriberByAddress } from './subscription-rows';
import { readToken } from './tokens';
import { CONFIRM_TTL_SECONDS } from './types';

const SECRET = 's'.repeat(40);
let db: AlertsDb;
beforeEach(() => {
  db = openAlertsDb(':memory:');
});
afterEach(() => db.close());

describe('subscriber tokens', () => {
  it('give manage and unsubscribe tokens that never expire, and confirmation tokens that expire with the request', async () => {
    await subscribe(db, request(), deps());
    const subscriber = subscriberByAddress(db, 'mette@example.dk');
    const follow = followById(db, 1);
    if (!subscriber || !follow) throw new Error('no request');
    const { manage, unsubscribe } = tokensFor(SECRET, subscriber);
    expect(readToken(manage)).toMatchObject({
      purpose: 'manage',
      subscriberId: subscriber.id,
      expiresAt: null,
    });
    expect(readToken(unsubscribe)).toMatchObject({ purpose: 'unsubscribe', expiresAt: null });
    const confirm = confirmTokenFor(SECRET, subscriber, follow);
    expect(readToken(confirm)).toMatchObject({
      purpose: 'confirm',
      followId: follow.id,
      expiresAt: NOW.getTime() / 1000 + CONFIRM_TTL_SECONDS,
    });
    expect(confirmExpiry(follow)).toBe(NOW.getTime() / 1000 + CONFIRM_TTL_SECONDS);
    for (const token of [manage, unsubscribe, confirm]) expect(token).not.toContain('mette');

    const years = new Date(NOW.getTime() + 10 * 365 * 24 * 3600 * 1000);
    expect(checkSubscriberToken(db, SECRET, manage, ['manage'], years)).toMatchObject({
      ok: true,
      subscriber,
    });
    expect(checkSubscriberToken(db, SECRET, manage, ['unsubscribe'], NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkSubscriberToken(db, SECRET, confirm, ['confirm'], years)).toEqual({
      ok: false,
      reason: 'expired',
    });
    db.prepare('DELETE FROM subscriber').run();
    expect(checkSubscriberToken(db, SECRET, unsubscribe, ['unsubscribe'], NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
