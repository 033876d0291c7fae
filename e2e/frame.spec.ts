import { expect, test } from './fixtures';
import { NAV_LABELS, SitePage, withoutExpected404 } from './pages/site.page';

const DANISH_DATE =
  /\d{1,2}\. (januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december) \d{4}/;

test.describe('site frame', () => {
  test('reaches every menu item by keyboard, with a visible focus ring, in order', async ({
    sitePage,
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await sitePage.expectVisibleFocus(sitePage.skipLink);
    await page.keyboard.press('Tab');
    await sitePage.expectVisibleFocus(sitePage.syntheticDataNote.getByRole('link', { name: 'Om dataene' }));
    await page.keyboard.press('Tab');
    await sitePage.expectVisibleFocus(sitePage.homeLink);
    await page.keyboard.press('Tab');
    await sitePage.expectVisibleFocus(sitePage.searchLink);
    // On a phone the menu is folded behind its toggle: Enter opens it.
    if (await sitePage.menuToggle.isVisible()) {
      await page.keyboard.press('Tab');
      await sitePage.expectVisibleFocus(sitePage.menuToggle);
      await page.keyboard.press('Enter');
    }
    for (const label of NAV_LABELS.da) {
      await page.keyboard.press('Tab');
      await sitePage.expectVisibleFocus(sitePage.navLink(label));
    }
    await page.keyboard.press('Tab');
    await sitePage.expectVisibleFocus(sitePage.languageSwitch);
    await expect(sitePage.navLink('Forside')).toHaveAttribute('aria-current', 'page');
  });

  test('follows a menu link from the keyboard and marks the section', async ({ sitePage, page }) => {
    await page.goto('/');
    await sitePage.openMenu();
    await sitePage.navLink('Møder').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/moeder$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Møder');
    await sitePage.openMenu();
    await expect(sitePage.navLink('Møder')).toHaveAttribute('aria-current', 'page');
    await expect(sitePage.navLink('Forside')).not.toHaveAttribute('aria-current', /.+/);
  });

  test('links the menu to every section', async ({ sitePage, page }) => {
    await page.goto('/');
    await sitePage.openMenu();
    const hrefs = [
      '/',
      '/afstemninger',
      '/soeg',
      '/spoergsmaal',
      '/moeder',
      '/kommende',
      '/aktoerer',
      '/partier',
    ];
    for (const [i, label] of NAV_LABELS.da.entries())
      await expect(sitePage.navLink(label)).toHaveAttribute('href', hrefs[i] ?? '');
  });

  test('switches Danish → English → Danish and stays on the page', async ({ sitePage, page }) => {
    await page.goto('/moeder?tid=tidligere');
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'da');
    await sitePage.openMenu();
    await expect(sitePage.languageSwitch).toHaveText('English');
    await expect(sitePage.languageSwitch).toHaveAttribute('lang', 'en');

    await sitePage.switchLanguage();
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'en');
    await sitePage.openMenu();
    await expect(sitePage.mainNav).toHaveAccessibleName('Main menu');
    for (const label of NAV_LABELS.en) await expect(sitePage.navLink(label)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meetings');
    await expect(sitePage.syntheticDataNote).toContainText('synthetic data');
    await expect(sitePage.skipLink).toHaveText('Skip to content');
    await expect(sitePage.footer).toContainText('Data source:');
    await expect(page).toHaveTitle(/^Meetings: Past meetings – Tingdata$/);

    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Folketing’s open data');

    await sitePage.switchLanguage();
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'da');
    await sitePage.openMenu();
    await expect(sitePage.mainNav).toHaveAccessibleName('Hovedmenu');
    for (const label of NAV_LABELS.da) await expect(sitePage.navLink(label)).toBeVisible();
    await expect(sitePage.languageSwitch).toHaveText('English');
  });

  test('switches to English on the host the site was opened on (127.0.0.1, not localhost)', async ({
    sitePage,
    page,
    baseURL,
  }) => {
    const site = new URL(baseURL ?? '');
    site.hostname = '127.0.0.1';
    await page.goto(new URL('/moeder', site).href);
    await sitePage.switchLanguage();
    expect(new URL(page.url()).host).toBe(site.host);
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meetings');
  });

  test('switches language without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const site = new SitePage(await context.newPage());
    const page = site.page;
    await page.goto('/moeder');
    await site.openMenu();
    await site.languageSwitch.click();
    await expect(page).toHaveURL(/\/en\/moeder$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meetings');
    await context.close();
  });

  test('says where the data comes from and how fresh it is', async ({ sitePage, page }) => {
    await page.goto('/moeder');
    await expect(sitePage.dataSourceLink).toHaveAttribute('href', 'https://oda.ft.dk');
    await expect(sitePage.footer).toContainText('Viser syntetiske demodata');
    await expect(sitePage.footer).toContainText(/Datasættet går til og med/);
    await expect(sitePage.footer).toContainText(/Seneste ændring i dataene:/);
    await expect(sitePage.footer).toContainText(DANISH_DATE);
    await expect(sitePage.syntheticDataNote).toBeVisible();
  });

  test('answers an unknown address with 404 inside the frame', async ({ sitePage, page, consoleErrors }) => {
    const response = await page.goto('/findes-ikke');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden findes ikke');
    await expect(sitePage.header).toBeVisible();
    await expect(sitePage.footer).toBeVisible();
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });

  test('fits a 360 px screen without sideways scrolling', async ({ sitePage, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/moeder', '/moeder?tid=tidligere']) {
      await page.goto(path);
      await expect(sitePage.main).toBeVisible();
      expect(await sitePage.overflowsHorizontally(), path).toBe(false);
    }
  });

  test('has no serious or critical accessibility violations in English', async ({
    sitePage,
    page,
    seriousA11yViolations,
  }) => {
    await page.goto('/');
    await sitePage.switchLanguage();
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'en');
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
