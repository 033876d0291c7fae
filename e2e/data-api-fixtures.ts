import { test as base } from './fixtures';
import { DataApiPage } from './pages/data-api.page';
import { NotFoundPage } from './pages/not-found.page';

export const test = base.extend<{ dataApiPage: DataApiPage; notFoundPage: NotFoundPage }>({
  dataApiPage: async ({ page }, use) => use(new DataApiPage(page)),
  notFoundPage: async ({ page }, use) => use(new NotFoundPage(page)),
});

export { expect } from './fixtures';
