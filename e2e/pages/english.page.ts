import type { Page } from '@playwright/test';
import { DANISH_DATE, danishWords, wordsOf } from '../danish-words';
import { SitePage } from './site.page';

/** One Danish word (or Danish date) an English page shows outside `lang="da"`, with the text it is in. */
export interface DanishLeftover {
  readonly word: string;
  readonly text: string;
}

/** Any page at its English address (`/en/…`), read for Danish words outside the elements marked `lang="da"`. */
export class EnglishPage extends SitePage {
  constructor(page: Page) {
    super(page);
  }

  /** Opens the English address of a Danish path (`/sag/5` → `/en/sag/5`, `/` → `/en`); the answer's status. */
  async open(danishPath: string): Promise<number | undefined> {
    const response = await this.page.goto(danishPath === '/' ? '/en' : `/en${danishPath}`);
    return response?.status();
  }

  /**
   * Every Danish word the page shows outside an element marked `lang="da"`: its text (folded parts too; not code,
   * which is no language) and the words it gives assistive technology (`aria-label`, `title`, `alt`,
   * `placeholder`), each with the text it was found in; not a name marked `translate="no"` (the site's own). Words
   * that name a party, a committee or another record are data and are marked `lang="da"`. `withTitle`: the
   * document's title too — for pages whose title names no record (a record's title is ODA's Danish, and a `<title>`
   * cannot mark it).
   */
  async danishLeftovers({ withTitle = false }: { withTitle?: boolean } = {}): Promise<DanishLeftover[]> {
    const texts = await this.page.evaluate((title) => {
      const found: string[] = title ? [document.title] : [];
      const danish = (el: Element | null) =>
        (el?.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().startsWith('da');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // A name marked `translate="no"` (the site's own) is in no language.
        if (
          !parent ||
          parent.closest('script, style, noscript, template, code, [translate="no"]') ||
          danish(parent)
        )
          continue;
        const text = node.textContent?.trim();
        if (text) found.push(text);
      }
      for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
        if (danish(el)) continue;
        for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
          const value = el.getAttribute(name)?.trim();
          if (value) found.push(value);
        }
      }
      return found;
    }, withTitle);
    const words = danishWords();
    const leftovers = new Map<string, DanishLeftover>();
    for (const text of texts) {
      const date = DANISH_DATE.exec(text)?.[0];
      const hits = [...(date ? [date] : []), ...wordsOf(text).filter((w) => words.has(w))];
      for (const word of hits) {
        const key = `${word}|${text}`;
        if (!leftovers.has(key)) leftovers.set(key, { word, text: text.slice(0, 160) });
      }
    }
    return [...leftovers.values()];
  }
}
