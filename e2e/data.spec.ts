import { createHash } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from './data-fixtures';
import { DataPage } from './pages/data.page';

/** The smallest height among the elements, in CSS pixels (read at once: the page has over a hundred links). */
async function smallestHeight(elements: Locator): Promise<number> {
  return elements.evaluateAll((all) => Math.min(...all.map((e) => e.getBoundingClientRect().height)));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.describe('the data for download', () => {
  test('is linked from the footer, offers the whole store first, and a CSV file downloads with the checksum shown', async ({
    homePage,
    dataPage,
    page,
  }) => {
    await homePage.goto();
    await homePage.downloadLink.click();
    await expect(page).toHaveURL(/\/data$/);
    await expect(dataPage.heading).toHaveText('Hent dataene');
    await expect(dataPage.storeLink).toBeInViewport();

    const store = await dataPage.offeredStore();
    expect(store.fileName).toMatch(/\.sqlite\.gz$/);
    await expect(dataPage.storeBox).toContainText(`echo "${store.sha256}  ${store.fileName}" | sha256sum -c`);

    const csv = await dataPage.smallCsvWithRows();
    const downloaded = await dataPage.download(csv);
    expect(downloaded.fileName).toBe(csv.fileName);
    expect(downloaded.bytes.length).toBe(csv.bytes);
    expect(downloaded.sha256).toBe(csv.sha256);
    // The file's columns are the ones the page describes for its table.
    expect(await dataPage.columnsOf(csv)).toEqual(DataPage.csvHeader(downloaded));
  });

  test('resumes a broken download of the store with Range, to the same checksum', async ({
    dataPage,
    request,
  }) => {
    await dataPage.goto();
    const store = await dataPage.offeredStore();
    const cut = Math.floor(store.bytes / 3);
    const first = await request.get(store.href, { headers: { range: `bytes=0-${cut - 1}` } });
    expect(first.status()).toBe(206);
    expect(first.headers()['content-range']).toBe(`bytes 0-${cut - 1}/${store.bytes}`);
    const etag = first.headers().etag ?? '';
    expect(etag).toBe(`"${store.sha256}"`);
    const rest = await request.get(store.href, { headers: { range: `bytes=${cut}-`, 'if-range': etag } });
    expect(rest.status()).toBe(206);
    expect(sha256(Buffer.concat([await first.body(), await rest.body()]))).toBe(store.sha256);

    const past = await request.get(store.href, { headers: { range: `bytes=${store.bytes}-` } });
    expect(past.status()).toBe(416);
    expect(past.headers()['content-range']).toBe(`bytes */${store.bytes}`);
    const head = await request.head(store.href);
    expect(head.headers()['content-length']).toBe(String(store.bytes));
    expect(head.headers()['accept-ranges']).toBe('bytes');
    expect((await request.get(`${store.href}x`)).status()).toBe(404);
  });

  test('says where the data comes from and on what terms, and how to use the files', async ({ dataPage }) => {
    await dataPage.goto();
    const store = await dataPage.offeredStore();
    await expect(dataPage.usage).toContainText(`curl -fL -C - -O '`);
    await expect(dataPage.usage).toContainText(`gunzip ${store.fileName}`);
    await expect(dataPage.usage.getByRole('link', { name: 'API for udviklere' })).toHaveAttribute(
      'href',
      '/data-api',
    );
    // The e2e store is the synthetic demo data: labelled as such, under the code's licence, not ODA's terms.
    await expect(dataPage.main).toContainText('Syntetiske demodata:');
    await expect(dataPage.terms).toContainText('syntetiske');
    await expect(dataPage.terms).toContainText('MIT-licensen');
  });

  test('is linked from the API page, and has an English twin', async ({ dataApiPage, dataPage, page }) => {
    await dataApiPage.goto();
    await dataApiPage.main.getByRole('link', { name: 'Hent dataene' }).click();
    await expect(page).toHaveURL(/\/data$/);
    await dataPage.openMenu();
    await dataPage.languageSwitch.click();
    await expect(page).toHaveURL(/\/en\/data$/);
    await expect(dataPage.heading).toHaveText('Download the data');
    await expect(dataPage.storeLink).toBeVisible();
    await expect(dataPage.main).toContainText('Synthetic demo data:');
    const store = await dataPage.offeredStore();
    // The files have one address in every language.
    expect(store.href).toMatch(/^\/data\/filer\//);
  });

  test('leads from a CSV file to its table’s columns without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const dataPage = new DataPage(await context.newPage());
      await dataPage.goto();
      const [first] = await dataPage.offeredCsvFiles();
      if (!first) throw new Error('the page offers no CSV file');
      const columns = await dataPage.columnsOf(first);
      expect(columns[0]).toBe('id');
      await expect(dataPage.targetTable()).toContainText('heltal (Edm.Int32)');
      await expect(dataPage.tableSection('Sag')).toContainText('titel');
    } finally {
      await context.close();
    }
  });

  test('passes axe in both languages, fits the screen and has 44 px download links on touch screens', async ({
    dataPage,
    seriousA11yViolations,
    hasTouch,
  }) => {
    // axe reads every one of the schema's some 400 rows, twice.
    test.slow();
    for (const path of ['/data', '/en/data']) {
      await dataPage.goto(path);
      expect(await seriousA11yViolations(), path).toEqual([]);
      expect(await dataPage.overflowsHorizontally(), path).toBe(false);
      if (hasTouch) {
        expect(await smallestHeight(dataPage.storeLink)).toBeGreaterThanOrEqual(44);
        expect(await smallestHeight(dataPage.csvRows.getByRole('link'))).toBeGreaterThanOrEqual(44);
      }
    }
  });
});
