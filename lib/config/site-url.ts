import type { Env } from './env';

/** `SITE_URL`'s origin when it is an http(s) URL; else null (a malformed value is ignored). */
export function configuredOrigin(env: Env = process.env): URL | null {
  const configured = env.SITE_URL?.trim();
  if (!configured) return null;
  try {
    const url = new URL(configured);
    return url.protocol === 'http:' || url.protocol === 'https:' ? new URL(url.origin) : null;
  } catch {
    return null;
  }
}
