import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AlertsDb, openAlertsDb } from './alerts-db';
import { confirmFollow, previewConfirm } from './confirm';
import { subscribe } from './subscribe';
import { deps, FEED, NOW, request, rows } from './subscribe.fixture';
import { confirmTokenFor, tokensFor } from './subscriber-tokens';
import { followById, subscriberByAddress } from './subscription-rows';
import { CONFIRM_TTL_SECONDS } from './types';

const SECRET = 's'.repeat(40);
let db: AlertsDb;
beforeEach(() => {
  db = openAlertsDb(':memory:');
});
afterEach(() => db.close());

/** A follow request made at NOW, and its confirmation token as the confirmation mail carries it. */
async function requested(address = 'mette@example.dk'): Promise<string> {
  await subscribe(db, request({ address }), deps());
  const subscriber = subscriberByAddress(db, address);
  const follow = subscriber && followById(db, Number(rows(db, 'follow').at(-1)?.id));
  if (!subscriber || !follow) throw new Error('no follow request');
  return confirmTokenFor(SECRET, subscriber, follow);
}

const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('previewConfirm', () => {
  it('shows what would be confirmed, with the address masked, and changes nothing', async () => {
    const token = await requested();
    const preview = previewConfirm(db, SECRET, token, at(60));
    expect(preview).toEqual({
      kind: 'pending',
      title: `da: ${FEED}`,
      feedPath: FEED,
      cadence: 'immediate',
      maskedAddress: 'm…@example.dk',
      locale: 'da',
    });
    expect(JSON.stringify(preview)).not.toContain('mette');
    expect(rows(db, 'follow')).toMatchObject([{ confirmed_at: null }]);
  });

  it('is expired after CONFIRM_TTL_SECONDS, invalid for a forged, foreign or wrong-purpose token', async () => {
    const token = await requested();
    expect(previewConfirm(db, SECRET, token, at(CONFIRM_TTL_SECONDS + 1))).toEqual({ kind: 'expired' });
    expect(previewConfirm(db, 'x'.repeat(40), token, at(60))).toEqual({ kind: 'invalid' });
    expect(previewConfirm(db, SECRET, `${token.slice(0, -2)}AA`, at(60))).toEqual({ kind: 'invalid' });
    const subscriber = subscriberByAddress(db, 'mette@example.dk');
    if (!subscriber) throw new Error('no subscriber');
    expect(previewConfirm(db, SECRET, tokensFor(SECRET, subscriber).manage, at(60))).toEqual({
      kind: 'invalid',
    });
    expect(previewConfirm(db, SECRET, 'confirm.1.1.-.x', at(60))).toEqual({ kind: 'invalid' });
    expect(previewConfirm(db, SECRET, '', at(60))).toEqual({ kind: 'invalid' });
  });
});

describe('confirmFollow', () => {
  it('confirms once, records the consent, leaves after_seq to the writer; a second click says already', async () => {
    const token = await requested();
    const first = confirmFollow(db, SECRET, token, at(60));
    expect(first).toMatchObject({ kind: 'confirmed', title: `da: ${FEED}`, maskedAddress: 'm…@example.dk' });
    expect(rows(db, 'follow')).toMatchObject([{ confirmed_at: at(60).toISOString(), after_seq: null }]);
    expect(rows(db, 'subscriber')).toMatchObject([{ consent_at: at(60).toISOString() }]);
    const subscriber = subscriberByAddress(db, 'mette@example.dk');
    expect(first.kind === 'confirmed' && subscriber && first.tokens).toEqual(
      subscriber && tokensFor(SECRET, subscriber),
    );
    expect(confirmFollow(db, SECRET, token, at(120))).toMatchObject({ kind: 'already' });
    expect(previewConfirm(db, SECRET, token, at(120))).toMatchObject({ kind: 'already' });
    expect(rows(db, 'follow')).toMatchObject([{ confirmed_at: at(60).toISOString() }]);
  });

  it('keeps the first consent time when a later follow is confirmed', async () => {
    await confirmFollow(db, SECRET, await requested(), at(60));
    await subscribe(db, request({ feedPath: '/sag/7/feed.xml' }), deps({ now: at(100) }));
    const subscriber = subscriberByAddress(db, 'mette@example.dk');
    const follow = followById(db, 2);
    if (!subscriber || !follow) throw new Error('no second follow');
    expect(confirmFollow(db, SECRET, confirmTokenFor(SECRET, subscriber, follow), at(200))).toMatchObject({
      kind: 'confirmed',
      feedPath: '/sag/7/feed.xml',
    });
    expect(rows(db, 'subscriber')).toMatchObject([{ consent_at: at(60).toISOString() }]);
  });

  it('does nothing for an expired request, nor for a token of a deleted and re-made address', async () => {
    const token = await requested();
    expect(confirmFollow(db, SECRET, token, at(CONFIRM_TTL_SECONDS + 5))).toEqual({ kind: 'expired' });
    db.prepare('DELETE FROM subscriber').run();
    await requested();
    // The same address again: a new row, so the old mail's link is void.
    expect(confirmFollow(db, SECRET, token, at(60))).toEqual({ kind: 'invalid' });
    expect(rows(db, 'follow')).toMatchObject([{ confirmed_at: null }]);
  });
});
