import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_HEADER } from '@/lib/i18n/locale';
import { alertsSecretOf, closeAlertsDb, getAlertsDb } from './alerts-connection';
import { addFollow, addSubscriber } from './alerts-rows.fixture';
import { confirmTokenFor, tokensFor } from './subscriber-tokens';
import { followById, subscriberById } from './subscription-rows';
import {
  answerCadence,
  answerConfirm,
  answerDelete,
  answerOneClickGet,
  answerOneClickPost,
  answerRemove,
} from './token-requests';

/*
 * The token posts as the routes call them (app/varsler/handling/*, app/varsler/et-klik), on a real alerts file: what
 * each does to the rows, and where it sends the reader.
 */

let dir = '';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'token-requests-'));
  vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:25');
  vi.stubEnv('ALERTS', 'writer');
  vi.stubEnv('ALERTS_DB', path.join(dir, 'alerts.sqlite'));
  vi.stubEnv('ALERTS_SECRET', 'a-test-secret-of-at-least-thirty-two-characters');
});

afterEach(() => {
  closeAlertsDb();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, fields: Record<string, string>, locale = 'da') =>
  new Request(`http://tingdata.test${url}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', [LOCALE_HEADER]: locale },
  });

function reader(follows: number) {
  const db = getAlertsDb();
  const id = addSubscriber(db, 'reader@example.org', 'en');
  const followIds = Array.from({ length: follows }, (_, k) =>
    // The first one unconfirmed, asked for just now (its confirmation is good for 48 hours).
    addFollow(db, id, { feedPath: `/aktoer/${k + 1}/feed.xml`, confirmed: k > 0 }, new Date()),
  );
  const subscriber = { id, address: 'reader@example.org' };
  return { db, id, followIds, subscriber, tokens: tokensFor(alertsSecretOf(), subscriber) };
}

describe('the token posts', () => {
  it('confirm a request and go on to "you now follow it"; a forged token is answered 400', async () => {
    const { db, followIds, subscriber } = reader(1);
    const follow = followById(db, followIds[0] ?? 0);
    if (!follow) throw new Error('no follow');
    const token = confirmTokenFor(alertsSecretOf(), subscriber, follow);
    const confirmed = await answerConfirm(post('/varsler/handling/bekraeft', { t: token }, 'en'));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/en/varsler/bekraeftet');
    expect(followById(db, follow.id)?.confirmedAt).not.toBeNull();
    const forged = await answerConfirm(post('/varsler/handling/bekraeft', { t: `${token.slice(0, -2)}xx` }));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Linket virker ikke');
  });

  it('remove one follow and return to the manage page, which says so; the last one deletes the address', async () => {
    const { db, id, followIds, tokens } = reader(2);
    const [first = 0, second = 0] = followIds;
    const removed = await answerRemove(
      post('/varsler/handling/fjern', { t: tokens.manage, folg: String(first) }),
    );
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe(
      `/varsler/administrer?${new URLSearchParams({ t: tokens.manage, fjernet: '1' })}`,
    );
    expect(followById(db, first)).toBeNull();
    const last = await answerRemove(
      post('/varsler/handling/fjern', { t: tokens.manage, folg: String(second) }),
    );
    expect(last.headers.get('location')).toBe('/varsler/slettet');
    expect(subscriberById(db, id)).toBeNull();
  });

  it('switch a follow between immediate mail and the daily digest and return to the manage page', async () => {
    const { db, followIds, tokens } = reader(2);
    const confirmed = followIds[1] ?? 0;
    const switched = await answerCadence(
      post(
        '/varsler/handling/kadence',
        { t: tokens.manage, folg: String(confirmed), kadence: 'daily' },
        'en',
      ),
    );
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe(
      `/en/varsler/administrer?${new URLSearchParams({ t: tokens.manage })}`,
    );
    expect(followById(db, confirmed)?.cadence).toBe('daily');
    const unknown = await answerCadence(
      post('/varsler/handling/kadence', { t: tokens.manage, folg: String(confirmed), kadence: 'weekly' }),
    );
    expect(unknown.status).toBe(303);
    expect(followById(db, confirmed)?.cadence).toBe('daily');
    const wrongKey = await answerCadence(
      post('/varsler/handling/kadence', {
        t: tokens.unsubscribe,
        folg: String(confirmed),
        kadence: 'immediate',
      }),
    );
    expect(wrongKey.status).toBe(400);
    expect(followById(db, confirmed)?.cadence).toBe('daily');
  });

  it('delete everything from the manage page or the unsubscribe link; a second time the link is void', async () => {
    const { db, id, tokens } = reader(1);
    const deleted = await answerDelete(post('/varsler/handling/slet', { t: tokens.unsubscribe }, 'en'));
    expect(deleted.headers.get('location')).toBe('/en/varsler/slettet');
    expect(subscriberById(db, id)).toBeNull();
    const again = await answerDelete(post('/varsler/handling/slet', { t: tokens.unsubscribe }, 'en'));
    expect(again.status).toBe(400);
  });

  it('one-click: GET goes on to the unsubscribe page, POST with List-Unsubscribe=One-Click deletes at once (RFC 8058)', async () => {
    const { db, id, tokens } = reader(1);
    const address = `/varsler/et-klik?${new URLSearchParams({ t: tokens.unsubscribe })}`;
    const get = answerOneClickGet(new Request(`http://tingdata.test${address}`));
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe(
      `/varsler/afmeld?${new URLSearchParams({ t: tokens.unsubscribe })}`,
    );
    expect(subscriberById(db, id)).not.toBeNull();
    const wrongBody = await answerOneClickPost(post(address, { 'List-Unsubscribe': 'Yes' }));
    expect(wrongBody.status).toBe(415);
    expect(subscriberById(db, id)).not.toBeNull();
    const done = await answerOneClickPost(post(address, { 'List-Unsubscribe': 'One-Click' }));
    expect(done.status).toBe(200);
    expect(subscriberById(db, id)).toBeNull();
  });
});
