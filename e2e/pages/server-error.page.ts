import type { Locator, Page } from '@playwright/test';

/**
 * The page a reader gets when the server failed to answer a page (lib/server/error-pages.ts): what happened in
 * Danish and English, and the error code to quote — the request's id, which the server's log line carries.
 */
export class ServerErrorPage {
  readonly main: Locator;
  readonly heading: Locator;
  /** The sentence "Fejlkode / Error code: …". */
  readonly codeLine: Locator;
  readonly retryLink: Locator;
  readonly homeLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Siden kunne ikke vises' });
    this.codeLine = this.main.getByText(/^Fejlkode \/ Error code: /);
    this.retryLink = this.main.getByRole('link', { name: 'Prøv igen / Try again' });
    this.homeLink = this.main.getByRole('link', { name: 'Gå til forsiden / Go to the home page' });
  }

  /** The error code the reader sees. */
  async code(): Promise<string> {
    const text = (await this.codeLine.textContent()) ?? '';
    return text.replace(/^Fejlkode \/ Error code: /, '').trim();
  }
}

/**
 * The console errors minus what the browser and React report of a server error the test causes on purpose: a
 * document answered 500, and React's "error #441" (a production build's report of a server error whose message it
 * withholds, logged as it renders the error page).
 */
export function withoutExpectedServerErrors(errors: readonly string[]): string[] {
  return errors.filter(
    (e) =>
      !/Failed to load resource: the server responded with a status of 500/.test(e) &&
      !/Minified React error #441/.test(e),
  );
}
