import { test as base } from './fixtures';
import { SearchPage } from './pages/search.page';

export const test = base.extend<{ searchPage: SearchPage }>({
  searchPage: async ({ page }, use) => use(new SearchPage(page)),
});

export { expect } from './fixtures';

const WORD = /^\p{L}{3,}$/u;
const DANISH_LETTER = /[æøå]/i;

/**
 * Two-word search texts made from titles as a reader would type them: two neighbouring words of three or more
 * letters each, from as many titles, those holding æ, ø or å first (the words that once broke the search).
 */
export function twoWordQueries(titles: readonly string[], count: number): string[] {
  const pairs = titles.flatMap((title) => {
    const words = title.split(/\s+/).map((w) => w.replace(/^\p{P}+|\p{P}+$/gu, ''));
    const found = words.flatMap((w, i) => {
      const next = words[i + 1] ?? '';
      return WORD.test(w) && WORD.test(next) ? [`${w} ${next}`] : [];
    });
    return found.find((pair) => DANISH_LETTER.test(pair)) ?? found[0] ?? [];
  });
  return [...new Set(pairs)]
    .sort((a, b) => Number(DANISH_LETTER.test(b)) - Number(DANISH_LETTER.test(a)))
    .slice(0, count);
}
