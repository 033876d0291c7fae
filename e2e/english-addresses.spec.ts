import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import { SitePage } from './pages/site.page';
import { APP_URL } from './servers';

/*
 * English has its own addresses: `/en` + the Danish path. The address alone decides a page's language — a shared
 * English link opens in English, a Danish one in Danish whatever the reader chose before — and every link, form and
 * redirect on an English page stays English. The language cookie only remembers a choice for the bare home address.
 */

const LANG_COOKIE = 'tingdata-lang';

/** A GET without a browser: status, headers and body as the server sent them (no redirects followed). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(new URL(path, APP_URL), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const htmlLang = (body: string) => /<html[^>]*\blang="(\w+)"/.exec(body)?.[1];

test.describe('English at its own addresses', () => {
  test('a shared English address opens in English for a reader with no cookie', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: APP_URL });
    const page = await context.newPage();
    await page.goto('/en/moeder?tid=tidligere');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meetings');
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  test('a Danish address opens in Danish even for a reader who chose English; only / goes on to /en', async ({
    sitePage,
    page,
    context,
  }) => {
    await context.addCookies([{ name: LANG_COOKIE, value: 'en', url: APP_URL }]);
    await page.goto('/moeder');
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'da');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Møder');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'en');
  });

  test('the switch goes between the two addresses of the same page, query kept, and back', async ({
    sitePage,
    page,
  }) => {
    await page.goto('/moeder?tid=tidligere');
    // On a phone the switch is in the folded menu.
    await sitePage.openMenu();
    await expect(sitePage.languageSwitch).toHaveAttribute('href', '/en/moeder?tid=tidligere');
    await sitePage.switchLanguage();
    await expect(page).toHaveURL(/\/en\/moeder\?tid=tidligere$/);
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'en');
    await sitePage.openMenu();
    await expect(sitePage.languageSwitch).toHaveAttribute('href', '/moeder?tid=tidligere');
    await sitePage.switchLanguage();
    await expect(page).toHaveURL(/\/moeder\?tid=tidligere$/);
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'da');
  });

  test('links, forms and client navigation on an English page stay English', async ({ sitePage, page }) => {
    await page.goto('/en/afstemninger');
    // The folded menu on a phone holds the switch and the menu's links: open, they count too.
    await sitePage.openMenu();
    const hrefs = await page
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const internal = hrefs.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(20);
    // The switch to Danish is the one link to a Danish page; /api and the downloads have one address.
    const danish = internal.filter(
      (href) => !/^\/en(?:[/?#]|$)/.test(href) && !/^\/(?:api|_next)\//.test(href) && href !== '/icon.svg',
    );
    expect(danish).toEqual([await sitePage.languageSwitch.getAttribute('href')]);
    const actions = await page
      .locator('form')
      .evaluateAll((forms) => forms.map((f) => f.getAttribute('action')));
    for (const action of actions) expect(action).toMatch(/^\/en\//);
    await sitePage.closeMenu();

    // The filter form (a GET form) and a vote's link (a client navigation) land on English pages.
    await sitePage.showMoreFilters();
    await page.getByRole('button', { name: 'Show votes' }).click();
    await expect(page).toHaveURL(/\/en\/afstemninger/);
    await page.getByRole('list', { name: 'Votes' }).getByRole('heading').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/afstemning\/\d+$/);
    await expect(sitePage.htmlLang()).toHaveAttribute('lang', 'en');
    await sitePage.openMenu();
    await expect(sitePage.mainNav).toHaveAccessibleName('Main menu');
    await sitePage.navLink('Meetings').click();
    await expect(page).toHaveURL(/\/en\/moeder$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meetings');
  });

  test('every page names both its addresses (hreflang), its canonical one and its language', async ({
    page,
  }) => {
    for (const [path, lang] of [
      ['/afstemninger?side=2', 'da'],
      ['/en/afstemninger?side=2', 'en'],
    ] as const) {
      await page.goto(path);
      const head = page.locator('head');
      await expect(head.locator('link[rel="alternate"][hreflang="da"]')).toHaveAttribute(
        'href',
        `${APP_URL}/afstemninger?side=2`,
      );
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        `${APP_URL}/en/afstemninger?side=2`,
      );
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${APP_URL}/afstemninger?side=2`,
      );
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${APP_URL}${lang === 'en' ? '/en' : ''}/afstemninger?side=2`,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    await page.goto('/en/ordliste');
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${APP_URL}/en/ordliste`,
    );
  });

  test('old /sprog links go to the page’s address in the language asked for', async ({ page }) => {
    await page.goto('/sprog?lang=en&next=%2Fmoeder%3Ftid%3Dtidligere');
    await expect(page).toHaveURL(/\/en\/moeder\?tid=tidligere$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/sprog?lang=da&next=%2Fen%2Fmoeder');
    await expect(page).toHaveURL(/\/moeder$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  });

  test('without JavaScript the home page’s switch remembers the choice, both ways', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: APP_URL });
    const site = new SitePage(await context.newPage());
    const { page } = site;
    // On a phone the switch is in the folded menu, which opens without JavaScript.
    const switchTo = async (name: 'English' | 'Dansk') => {
      await site.openMenu();
      await expect(site.languageSwitch).toHaveText(name);
      await site.languageSwitch.click();
    };
    await page.goto('/');
    await switchTo('English');
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await switchTo('Dansk');
    await expect(page).toHaveURL(new RegExp(`^${APP_URL}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await page.goto('/moeder');
    await switchTo('English');
    await expect(page).toHaveURL(/\/en\/moeder$/);
    await context.close();
  });

  test('the page cache keeps each address in its own language, whatever the cookie', async () => {
    const english = { cookie: `${LANG_COOKIE}=en` };
    for (let i = 0; i < 2; i++) {
      const da = await get('/partier', english);
      expect(htmlLang(da.body)).toBe('da');
      expect(String(da.headers.vary ?? '')).not.toMatch(/cookie/i);
      const en = await get('/en/partier', { cookie: `${LANG_COOKIE}=da` });
      expect(htmlLang(en.body)).toBe('en');
    }
    expect((await get('/partier', english)).headers['x-tingdata-page-cache']).toBe('hit');
    // A client cannot ask a Danish address for English (proxy.ts sets the language header itself).
    expect(htmlLang((await get('/moeder', { 'x-tingdata-locale': 'en' })).body)).toBe('da');
    const home = await get('/');
    expect(htmlLang(home.body)).toBe('da');
    expect(String(home.headers.vary)).toMatch(/cookie/i);
    const chosen = await get('/', english);
    expect(chosen.status).toBe(307);
    expect(chosen.headers.location).toBe('/en');
  });

  test('an English feed is written in English and links to English pages', async () => {
    const feed = await get('/en/afstemninger/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('<title>New votes in the Folketing</title>');
    expect(feed.body).toMatch(new RegExp(`<link href="${APP_URL}/en/afstemning/\\d+"`));
    expect(feed.body).not.toMatch(new RegExp(`<link href="${APP_URL}/afstemning/\\d+"`));
    const danish = await get('/afstemninger/feed.xml');
    expect(danish.body).toContain('<title>Nye afstemninger i Folketinget</title>');
    // The rebellions feed too: its entries by the member, linking to the English vote and politician pages.
    const breaks = await get('/en/afstemninger/brud/feed.xml');
    expect(breaks.status).toBe(200);
    expect(breaks.body).toContain('<title>Breaks with the party in the Folketing</title>');
    expect(breaks.body).toMatch(new RegExp(`<link href="${APP_URL}/en/afstemning/\\d+"`));
    expect(breaks.body).toMatch(new RegExp(`<uri>${APP_URL}/en/aktoer/\\d+</uri>`));
    expect(breaks.body).not.toMatch(new RegExp(`${APP_URL}/(?:afstemning|aktoer)/\\d+`));
    expect((await get('/afstemninger/brud/feed.xml')).body).toContain(
      '<title>Brud med partiet i Folketinget</title>',
    );
  });
});
