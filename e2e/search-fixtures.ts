import { test as base } from './fixtures';
import { SearchPage } from './pages/search.page';

export const test = base.extend<{ searchPage: SearchPage }>({
  searchPage: async ({ page }, use) => use(new SearchPage(page)),
});

export { expect } from './fixtures';
