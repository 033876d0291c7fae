import { test as base } from './fixtures';
import { DataPage } from './pages/data.page';
import { DataApiPage } from './pages/data-api.page';

export const test = base.extend<{ dataPage: DataPage; dataApiPage: DataApiPage }>({
  dataPage: async ({ page }, use) => use(new DataPage(page)),
  dataApiPage: async ({ page }, use) => use(new DataApiPage(page)),
});

export { expect } from './fixtures';
