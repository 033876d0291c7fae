import type { APIResponse, Page, Response } from '@playwright/test';

/**
 * Collects the page's `securitypolicyviolation` events from its first script on; the returned function reads them
 * (`directive: blocked URI`, or `inline`).
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** The script nonce an answer's Content-Security-Policy names (a page's or a request context's answer). */
export const nonceOf = (response: Pick<Response | APIResponse, 'headers'>): string | undefined =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

/** Every `nonce` attribute's value in an HTML text, once each. */
export const noncesIn = (html: string): string[] => [
  ...new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1] ?? '')),
];

/** Marks the document, so a later {@link sameDocument} tells a client navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

/** Whether the document marked by {@link markDocument} is still the one shown. */
export async function sameDocument(page: Page): Promise<boolean> {
  return (
    (await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)) === true
  );
}
