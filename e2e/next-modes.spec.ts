import path from 'node:path';
import { type Service, startNode } from './child-service';
import { markDocument, nonceOf, noncesIn, sameDocument, watchViolations } from './csp';
import { test as base, expect } from './fixtures';
import { NEXT_DEV_PORT, NEXT_START_PORT } from './servers';

/**
 * The security headers are the same whichever way Next runs — `next dev`, `next start`, and the production server
 * of `npm start` that the other specs use (e2e/security-headers.spec.ts) — because proxy.ts sets them in every mode:
 * a page's Content-Security-Policy names a fresh nonce, its scripts carry it, and its own scripts run (a client
 * navigation) without a violation. Under `next dev` the policy also allows `eval`, which React's development build
 * needs; nothing else differs. Each test starts its server on the test store (a `next dev` already running in this
 * folder makes the dev test fail: Next allows one per folder).
 */

type Mode = 'dev' | 'start';

const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));
const NEXT_BIN = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');

function startNext(mode: Mode): Promise<Service> {
  const port = mode === 'dev' ? NEXT_DEV_PORT : NEXT_START_PORT;
  const url = `http://127.0.0.1:${port}`;
  const args = [NEXT_BIN, mode, '--port', String(port), '--hostname', '127.0.0.1'];
  // The home page answers once it is compiled (under next dev, on its first request).
  return startNode(`next ${mode}`, args, { ODA_DB: STORE, PORT: String(port) }, url, '/');
}

const test = base.extend<{ mode: Mode; nextServer: Service }>({
  mode: ['start', { option: true }],
  nextServer: async ({ mode }, use) => {
    const server = await startNext(mode);
    await use(server);
    await server.stop();
  },
  baseURL: async ({ nextServer }, use) => {
    await use(nextServer.url);
  },
});

for (const mode of ['dev', 'start'] as const) {
  test.describe(`under next ${mode}`, () => {
    test.use({ mode });
    // Under next dev each page is compiled on its first request.
    test.describe.configure({ timeout: mode === 'dev' ? 240_000 : 60_000 });

    test('pages carry the policy with a fresh nonce and run their scripts without a violation; data runs nothing', async ({
      page,
      homePage,
      request,
    }) => {
      const violations = await watchViolations(page);
      const response = await page.goto('/');
      if (!response) throw new Error('no response');
      const headers = response.headers();
      const nonce = nonceOf(response);
      expect(nonce).toMatch(/^[\w-]{22}$/);
      const html = await response.text();
      expect(noncesIn(html)).toEqual([nonce]);
      const policy = headers['content-security-policy'];
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy?.includes("'unsafe-eval'")).toBe(mode === 'dev');
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      });
      const again = await request.get('/');
      expect(nonceOf(again)).toMatch(/^[\w-]{22}$/);
      expect(nonceOf(again)).not.toBe(nonce);

      // The page's own scripts run: following the footer's glossary link is a client navigation, not a page load
      // (to a page that reads no store, so a busy store cannot fail it).
      await markDocument(page);
      await homePage.glossaryLink.click();
      await expect(page).toHaveURL(/\/ordliste$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordliste');
      expect(await sameDocument(page)).toBe(true);
      expect(await violations()).toEqual([]);

      // Data, and Next's own files (next.config.ts), get the policy that runs nothing.
      const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      for (const target of ['/api/$metadata', script ?? '']) {
        const answer = await request.get(target);
        expect(answer.status(), target).toBe(200);
        expect(answer.headers()['content-security-policy'], target).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(answer.headers()['x-content-type-options'], target).toBe('nosniff');
      }
    });
  });
}
