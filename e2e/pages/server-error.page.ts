import type { Locator, Page } from '@playwright/test';

/** The page's words at a Danish address (Danish, the English beside it) and at an English one (`/en/…`). */
const WORDS = {
  da: {
    heading: 'Siden kunne ikke vises',
    code: /^Fejlkode \/ Error code: /,
    retry: 'Prøv igen / Try again',
    home: 'Gå til forsiden / Go to the home page',
  },
  en: {
    heading: 'The page could not be shown',
    code: /^Error code: /,
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const;

/**
 * The page a reader gets when the server failed to answer a page (lib/server/error-pages.ts): what happened — in
 * Danish and English at a Danish address, in English at an English one — and the error code to quote: the
 * request's id, which the server's log line carries.
 */
export class ServerErrorPage {
  readonly main: Locator;
  readonly heading: Locator;
  /** The sentence "Fejlkode / Error code: …". */
  readonly codeLine: Locator;
  readonly retryLink: Locator;
  readonly homeLink: Locator;

  private readonly words: (typeof WORDS)[keyof typeof WORDS];

  constructor(
    readonly page: Page,
    locale: keyof typeof WORDS = 'da',
  ) {
    this.words = WORDS[locale];
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: this.words.heading });
    this.codeLine = this.main.getByText(this.words.code);
    this.retryLink = this.main.getByRole('link', { name: this.words.retry, exact: true });
    this.homeLink = this.main.getByRole('link', { name: this.words.home, exact: true });
  }

  /** The error code the reader sees. */
  async code(): Promise<string> {
    const text = (await this.codeLine.textContent()) ?? '';
    return text.replace(this.words.code, '').trim();
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
