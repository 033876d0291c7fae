import { describe, expect, it } from 'vitest';
import { followProblemAnswer, tokenProblemAnswer } from './answer-pages';
import type { FollowForm } from './follow-form';

const form: FollowForm = {
  address: '"><script>x</script>',
  feedPath: '/aktoer/12/feed.xml',
  cadence: 'daily',
  locale: 'da',
  localeField: 'da',
};

describe('the alerts’ answers', () => {
  it('answer each problem with its status, never cached, in the reader’s language', () => {
    const status = (p: Parameters<typeof followProblemAnswer>[1]) =>
      followProblemAnswer('en', p, null).status;
    expect(status({ kind: 'invalid', field: 'address', reason: 'malformed' })).toBe(400);
    expect(status({ kind: 'invalid', field: 'cadence', reason: 'malformed' })).toBe(400);
    expect(status({ kind: 'unknown-item', message: 'No actor 9' })).toBe(404);
    expect(status({ kind: 'cross-site' })).toBe(403);
    expect(status({ kind: 'too-large' })).toBe(413);
    expect(status({ kind: 'unsupported-type' })).toBe(415);
    expect(status({ kind: 'proxied' })).toBe(503);
    const limited = followProblemAnswer('en', { kind: 'rate-limited', retryAfterSeconds: 125 }, form);
    expect(limited).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '125', 'Cache-Control': 'no-store' },
    });
    expect(limited.body).toContain('Try again in 3 minutes');
    expect(limited.body).toContain('<html lang="en">');
    expect(tokenProblemAnswer('da', { kind: 'expired-token' })).toMatchObject({ status: 410 });
    expect(tokenProblemAnswer('da', { kind: 'invalid-token' }).body).toContain('Linket virker ikke');
  });

  it('repeat the form as typed, escaped, where sending it again can work', () => {
    const answer = followProblemAnswer(
      'da',
      { kind: 'invalid', field: 'address', reason: 'malformed' },
      form,
    );
    expect(answer.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(answer.body).not.toContain('<script>x');
    expect(answer.body).toContain('value="daily" checked');
    expect(answer.body).toContain('action="/varsler/tilmeld"');
    expect(answer.body).toContain('aria-invalid="true"');
    const unknown = followProblemAnswer('da', { kind: 'unknown-item', message: '<b>Ingen</b>' }, form);
    expect(unknown.body).not.toContain('<form');
    expect(unknown.body).toContain('&lt;b&gt;Ingen&lt;/b&gt;');
  });
});
