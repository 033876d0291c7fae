import { describe, expect, it } from 'vitest';
import {
  currentRequestOutcome,
  newRequestId,
  newRequestOutcome,
  reportRequestError,
  withRequestDigest,
  withRequestOutcome,
} from './request-outcome';

describe('request ids', () => {
  it('are ten letters and digits that cannot be misread, and differ', () => {
    const ids = Array.from({ length: 1000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^[a-hjkmnp-z2-9]{10}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('a request outcome', () => {
  it('keeps the first error reported, and takes a route from a later report that knows it', async () => {
    const outcome = newRequestOutcome();
    const first = new Error('the cause');
    await withRequestOutcome(outcome, async () => {
      reportRequestError(first);
      await Promise.resolve();
      reportRequestError(new Error('the error state failing too'), '/sag/[id]');
    });
    expect(outcome.error).toEqual({ error: first, route: '/sag/[id]' });
    expect(currentRequestOutcome()).toBeUndefined();
    // Outside a request, nothing to note.
    reportRequestError(new Error('background work'));
  });

  it("gives a failed read's error the request id as its digest, once, and leaves Next's own signals alone", () => {
    const outcome = newRequestOutcome();
    withRequestOutcome(outcome, () => {
      const error = withRequestDigest(new Error('file is not a database'));
      expect((error as Error & { digest?: string }).digest).toBe(outcome.id);
      const notFound = Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), {
        digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
      });
      expect(withRequestDigest(notFound).digest).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
      expect(withRequestDigest('not an error')).toBe('not an error');
    });
    expect('digest' in withRequestDigest(new Error('outside a request'))).toBe(false);
  });
});
