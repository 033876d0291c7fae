import { describe, expect, it } from 'vitest';
import { checkToken, MAX_TOKEN_LENGTH, readToken, signToken } from './tokens';

const SECRET = 'x'.repeat(40);
const ADDRESS = 'mette@example.dk';
const addressOf = (id: number) => (id === 7 ? ADDRESS : null);

describe('tokens', () => {
  const manage = signToken(
    SECRET,
    { purpose: 'manage', subscriberId: 7, followId: null, expiresAt: null },
    ADDRESS,
  );

  it('checks a token of its purpose, bound to the stored address', () => {
    expect(checkToken(SECRET, manage, 'manage', addressOf)).toEqual({
      ok: true,
      claims: { purpose: 'manage', subscriberId: 7, followId: null, expiresAt: null },
    });
    expect(manage).not.toContain('mette');
  });

  it('never does another purpose’s work', () => {
    expect(checkToken(SECRET, manage, 'unsubscribe', addressOf)).toEqual({
      ok: false,
      reason: 'wrong-purpose',
    });
    const forged = manage.replace(/^manage/, 'unsubscribe');
    expect(checkToken(SECRET, forged, 'unsubscribe', addressOf)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is void for another address, another secret, or a deleted subscriber', () => {
    expect(checkToken(SECRET, manage, 'manage', () => 'other@example.dk').ok).toBe(false);
    expect(checkToken('y'.repeat(40), manage, 'manage', addressOf).ok).toBe(false);
    expect(checkToken(SECRET, manage, 'manage', () => null)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('expires when it says so', () => {
    const confirm = signToken(
      SECRET,
      { purpose: 'confirm', subscriberId: 7, followId: 3, expiresAt: 1000 },
      ADDRESS,
    );
    expect(checkToken(SECRET, confirm, 'confirm', addressOf, 999).ok).toBe(true);
    expect(checkToken(SECRET, confirm, 'confirm', addressOf, 1001)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses malformed input without throwing', () => {
    for (const bad of [
      '',
      'manage',
      'manage.7.-.-',
      'manage.0.-.-.x',
      'root.7.-.-.x',
      'manage.7.a.-.x',
      'é'.repeat(300),
    ])
      expect(checkToken(SECRET, bad, 'manage', addressOf)).toEqual({ ok: false, reason: 'malformed' });
    expect(readToken('m'.repeat(MAX_TOKEN_LENGTH + 1))).toBeNull();
  });
});
