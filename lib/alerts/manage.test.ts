import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AlertsDb, openAlertsDb } from './alerts-db';
import { confirmFollow } from './confirm';
import { changeCadence, deleteSubscriber, manageView, removeFollow } from './manage';
import { subscribe } from './subscribe';
import { deps, NOW, request, rows } from './subscribe.fixture';
import { confirmTokenFor, type SubscriberTokens, tokensFor } from './subscriber-tokens';
import { followsOf, subscriberByAddress } from './subscription-rows';

const SECRET = 's'.repeat(40);
let db: AlertsDb;
beforeEach(() => {
  db = openAlertsDb(':memory:');
});
afterEach(() => db.close());

/** An address following `feeds` (the first confirmed), and its tokens. */
async function following(address: string, feeds: readonly string[]): Promise<SubscriberTokens> {
  for (const feedPath of feeds) await subscribe(db, request({ address, feedPath }), deps());
  const subscriber = subscriberByAddress(db, address);
  const [first] = subscriber ? followsOf(db, subscriber.id) : [];
  if (!subscriber || !first) throw new Error('no follows');
  confirmFollow(db, SECRET, confirmTokenFor(SECRET, subscriber, first), NOW);
  return tokensFor(SECRET, subscriber);
}

describe('manageView', () => {
  it('lists the follows with the address masked, for a manage token only', async () => {
    const tokens = await following('mette@example.dk', ['/aktoer/12/feed.xml', '/sag/7/feed.xml']);
    const view = manageView(db, SECRET, tokens.manage);
    expect(view).toEqual({
      kind: 'ok',
      maskedAddress: 'm…@example.dk',
      locale: 'da',
      follows: [
        {
          id: 1,
          title: 'da: /aktoer/12/feed.xml',
          feedPath: '/aktoer/12/feed.xml',
          cadence: 'immediate',
          confirmed: true,
        },
        {
          id: 2,
          title: 'da: /sag/7/feed.xml',
          feedPath: '/sag/7/feed.xml',
          cadence: 'immediate',
          confirmed: false,
        },
      ],
    });
    expect(JSON.stringify(view)).not.toContain('mette');
    expect(manageView(db, SECRET, tokens.unsubscribe)).toEqual({ kind: 'invalid' });
    expect(manageView(db, 'x'.repeat(40), tokens.manage)).toEqual({ kind: 'invalid' });
    expect(manageView(db, SECRET, 'manage.1.-.-.AAAA')).toEqual({ kind: 'invalid' });
  });
});

describe('removeFollow', () => {
  it('removes only the token’s own follow; the last one deletes the address and all with it', async () => {
    const mette = await following('mette@example.dk', ['/aktoer/12/feed.xml', '/sag/7/feed.xml']);
    await following('lars@example.dk', ['/sag/8/feed.xml']);
    // Lars's follow (id 3) is not Mette's to remove.
    expect(removeFollow(db, SECRET, mette.manage, 3)).toEqual({ kind: 'not-found' });
    expect(removeFollow(db, SECRET, mette.manage, 'x; DROP TABLE follow')).toEqual({ kind: 'not-found' });
    expect(removeFollow(db, SECRET, mette.unsubscribe, 1)).toEqual({ kind: 'invalid' });
    expect(removeFollow(db, SECRET, mette.manage, '2')).toEqual({
      kind: 'removed',
      subscriberDeleted: false,
    });
    expect(removeFollow(db, SECRET, mette.manage, 1)).toEqual({ kind: 'removed', subscriberDeleted: true });
    expect(rows(db, 'subscriber').map((s) => s.address)).toEqual(['lars@example.dk']);
    expect(rows(db, 'outbox').map((o) => o.subscriber_id)).toEqual([
      subscriberByAddress(db, 'lars@example.dk')?.id,
    ]);
    expect(manageView(db, SECRET, mette.manage)).toEqual({ kind: 'invalid' });
  });
});

describe('changeCadence', () => {
  it('changes one of the token’s follows to a known cadence', async () => {
    const mette = await following('mette@example.dk', ['/aktoer/12/feed.xml']);
    await following('lars@example.dk', ['/sag/8/feed.xml']);
    expect(changeCadence(db, SECRET, mette.manage, 1, 'daily')).toEqual({ kind: 'changed' });
    expect(changeCadence(db, SECRET, mette.manage, 1, 'weekly')).toEqual({ kind: 'not-found' });
    expect(changeCadence(db, SECRET, mette.manage, 2, 'daily')).toEqual({ kind: 'not-found' });
    expect(changeCadence(db, SECRET, mette.unsubscribe, 1, 'daily')).toEqual({ kind: 'invalid' });
    expect(rows(db, 'follow').map((f) => f.cadence)).toEqual(['daily', 'immediate']);
  });
});

describe('deleteSubscriber', () => {
  it('deletes the address and everything stored with it, by a manage or an unsubscribe token, once', async () => {
    const mette = await following('mette@example.dk', ['/aktoer/12/feed.xml', '/sag/7/feed.xml']);
    const lars = await following('lars@example.dk', ['/sag/8/feed.xml']);
    expect(deleteSubscriber(db, SECRET, mette.unsubscribe, 'one_click')).toEqual({ kind: 'deleted' });
    expect(deleteSubscriber(db, SECRET, mette.unsubscribe)).toEqual({ kind: 'invalid' });
    expect(deleteSubscriber(db, SECRET, lars.manage)).toEqual({ kind: 'deleted' });
    for (const table of ['subscriber', 'follow', 'outbox', 'address_event'] as const)
      expect(rows(db, table)).toEqual([]);
  });

  it('refuses a confirmation token and a forged one', async () => {
    await following('mette@example.dk', ['/aktoer/12/feed.xml']);
    const subscriber = subscriberByAddress(db, 'mette@example.dk');
    const [follow] = subscriber ? followsOf(db, subscriber.id) : [];
    if (!subscriber || !follow) throw new Error('no follow');
    expect(deleteSubscriber(db, SECRET, confirmTokenFor(SECRET, subscriber, follow))).toEqual({
      kind: 'invalid',
    });
    expect(deleteSubscriber(db, SECRET, 'unsubscribe.1.-.-.AAAA')).toEqual({ kind: 'invalid' });
    expect(rows(db, 'subscriber')).toHaveLength(1);
  });
});
