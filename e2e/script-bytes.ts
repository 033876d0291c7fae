import type { Page } from '@playwright/test';

/** The JavaScript budget of a page on a phone: script bodies as they come over the wire (compressed as served). */
export const SCRIPT_BUDGET_BYTES = 150 * 1024;

/** From now on, the bytes of the script bodies the page receives, as served. */
export function scriptBytes(page: Page): () => Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  return async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
