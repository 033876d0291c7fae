import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardedForm } from './post-guard';

const post = (body = 't=x') =>
  new Request('http://tingdata.test/varsler/handling/slet', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('guardedForm', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads the form where this instance keeps the alerts', async () => {
    vi.stubEnv('ALERTS', 'writer');
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:25');
    expect(await guardedForm(post())).toEqual({ fields: new URLSearchParams({ t: 'x' }) });
  });

  it('refuses where the reverse proxy should have sent the post to the writer (logged once), or alerts are off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('ALERTS', 'proxied');
    expect(await guardedForm(post())).toEqual({ problem: { kind: 'proxied' } });
    expect(await guardedForm(post())).toEqual({ problem: { kind: 'proxied' } });
    expect(warn).toHaveBeenCalledTimes(1);
    vi.stubEnv('ALERTS', 'off');
    expect(await guardedForm(post())).toEqual({ problem: { kind: 'off' } });
    warn.mockRestore();
  });
});
