import { expect, test } from './fixtures';
import { NAV_LABELS, SitePage } from './pages/site.page';

/** A phone, as the issue measures it: 390×844 CSS px, touch. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

test.describe('header on a phone', () => {
  test.use(PHONE);

  test('takes at most 120 px with the demo notice, the wordmark, search and the menu toggle', async ({
    sitePage,
    page,
  }) => {
    for (const path of ['/', '/afstemninger', '/moeder?tid=tidligere', '/partier']) {
      await page.goto(path);
      await expect(sitePage.syntheticDataNote).toBeVisible();
      await expect(sitePage.homeLink).toBeVisible();
      await expect(sitePage.searchLink).toBeVisible();
      await expect(sitePage.menuToggle).toBeVisible();
      expect(await sitePage.headerHeight(), path).toBeLessThanOrEqual(120);
    }
    // The same in English, whose words are longer.
    await sitePage.openMenu();
    await sitePage.switchLanguage();
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'en');
    expect(await sitePage.headerHeight()).toBeLessThanOrEqual(120);
  });

  test('folds the menu behind its toggle, which opens and closes it', async ({ sitePage, page }) => {
    await page.goto('/');
    await expect(sitePage.mainNav).toBeHidden();
    await sitePage.menuToggle.click();
    for (const label of NAV_LABELS.da) await expect(sitePage.navLink(label)).toBeVisible();
    await expect(sitePage.languageSwitch).toBeVisible();
    await sitePage.menuToggle.click();
    await expect(sitePage.mainNav).toBeHidden();
  });

  test('closes the menu when a link in it is followed, and with Escape', async ({ sitePage, page }) => {
    await page.goto('/');
    await sitePage.openMenu();
    await sitePage.navLink('Møder').click();
    await expect(page).toHaveURL(/\/moeder$/);
    await expect(sitePage.mainNav).toBeHidden();

    await sitePage.openMenu();
    await sitePage.navLink('Partier').focus();
    await page.keyboard.press('Escape');
    await expect(sitePage.mainNav).toBeHidden();
    await expect(sitePage.menuToggle).toBeFocused();
  });

  test('reaches search in one tap', async ({ sitePage, page }) => {
    await page.goto('/partier');
    await sitePage.searchLink.tap();
    await expect(page).toHaveURL(/\/soeg$/);
    await expect(sitePage.main.getByRole('searchbox', { name: 'Søgeord' })).toBeVisible();
  });

  test('links the one-line demo notice to the fuller explanation in the footer', async ({
    sitePage,
    page,
  }) => {
    await page.goto('/moeder');
    const note = sitePage.syntheticDataNote;
    await expect(note).toContainText('Demodata');
    // One line of text: no taller than its 44 px link.
    expect((await note.boundingBox())?.height).toBeLessThanOrEqual(48);
    await note.getByRole('link', { name: 'Om dataene' }).click();
    await expect(page).toHaveURL(/#om-dataene$/);
    await expect(sitePage.aboutData).toBeInViewport();
    await expect(sitePage.aboutData).toContainText('syntetiske data');
    await expect(sitePage.aboutData).toContainText('ikke rigtige afstemninger');
  });

  test('keeps touch targets and accessibility with the menu open', async ({
    sitePage,
    page,
    seriousA11yViolations,
  }) => {
    await page.goto('/afstemninger');
    await sitePage.openMenu();
    expect(await sitePage.smallTouchTargets()).toEqual([]);
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

test.describe('header on a phone without JavaScript', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('opens and closes the menu, and follows a link from it', async ({ sitePage, page }) => {
    await page.goto('/');
    await expect(sitePage.mainNav).toBeHidden();
    await sitePage.menuToggle.click();
    await expect(sitePage.navLink('Afstemninger')).toBeVisible();
    await sitePage.menuToggle.click();
    await expect(sitePage.mainNav).toBeHidden();
    await sitePage.menuToggle.click();
    await sitePage.navLink('Afstemninger').click();
    await expect(page).toHaveURL(/\/afstemninger$/);
    // A new page: the menu is folded again, the section marked.
    await expect(sitePage.mainNav).toBeHidden();
    await sitePage.openMenu();
    await expect(sitePage.navLink('Afstemninger')).toHaveAttribute('aria-current', 'page');
  });

  test('opens the menu from the keyboard', async ({ sitePage, page }) => {
    await page.goto('/');
    await sitePage.menuToggle.focus();
    await page.keyboard.press('Enter');
    await expect(sitePage.navLink('Forside')).toBeVisible();
    await page.keyboard.press('Tab');
    await sitePage.expectVisibleFocus(sitePage.navLink('Forside'));
  });
});

test.describe('header on a wide screen', () => {
  test('shows the menu as a row, without a toggle, with and without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled,
        baseURL,
      });
      const site = new SitePage(await context.newPage());
      await site.page.goto('/moeder');
      await expect(site.menuToggle).toBeHidden();
      for (const label of NAV_LABELS.da) await expect(site.navLink(label)).toBeVisible();
      await expect(site.languageSwitch).toBeVisible();
      await expect(site.searchLink).toBeVisible();
      await context.close();
    }
  });
});

test.describe('identity', () => {
  test('names the site with a wordmark and a favicon that says Tingdata', async ({
    sitePage,
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(sitePage.homeLink).toHaveAccessibleName('Tingdata, til forsiden');
    await expect(sitePage.homeLink).toHaveText('Tingdata');
    // The SVG mark for browsers that take one; /favicon.ico (lib/seo) for those that do not.
    const icon = page.locator('link[rel="icon"][type="image/svg+xml"]');
    const href = (await icon.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/icon\.svg/);
    await expect(page.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
    const svg = await (await request.get(href)).text();
    expect(svg).toContain('<title>Tingdata</title>');
    // Phones' home screens take a PNG: the same mark.
    const apple = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '';
    const png = await request.get(apple);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  });
});
