import { expect, test } from './fixtures';
import { RecordNotFoundPage } from './pages/not-found.page';
import { withoutExpected404 } from './pages/site.page';

/**
 * A record page whose record is not there answers 404 with its own words and the search box in the server's HTML
 * (proxy.ts → app/ikke-fundet/[kind]): readable without JavaScript, and by link previewers, which run none.
 */

/** An id far beyond any the store has (ODA ids are Edm.Int32, at most 2147483647). */
const UNKNOWN_ID = '2147483000';
/** Addresses that are no id: a leading zero, a sign, more than Int32, letters. */
const MALFORMED = ['007', '-1', '99999999999', 'abc'];

/** Each record page: its path, its 404's heading, and the sentence for an unknown and for a malformed segment. */
const RECORDS = [
  {
    path: '/afstemning',
    heading: 'Afstemningen findes ikke',
    unknown: (s: string) => `Der er ingen afstemning på adressen /afstemning/${s}. Afstemningen kan mangle`,
    malformed: (s: string) =>
      `Der er ingen afstemning på adressen /afstemning/${s}. En afstemnings adresse er`,
    list: 'Se alle afstemninger',
  },
  {
    path: '/sag',
    heading: 'Sagen findes ikke',
    unknown: (s: string) => `Der er ingen sag med id ${s} i datasættet.`,
    malformed: (s: string) => `„${s}“ er ikke et sags-id.`,
    list: 'Søg efter sagen',
  },
  {
    path: '/moede',
    heading: 'Mødet findes ikke',
    unknown: (s: string) => `Der er intet møde med id ${s} i dataene.`,
    malformed: (s: string) => `„${s}“ er ikke et møde-id.`,
    list: 'Se alle møder',
  },
  {
    path: '/aktoer',
    heading: 'Aktøren findes ikke',
    unknown: (s: string) => `Der er ingen aktør med id ${s} i dataene.`,
    malformed: (s: string) => `„${s}“ er ikke et aktør-id.`,
    list: 'Søg blandt politikere og andre aktører',
  },
  {
    path: '/dokument',
    heading: 'Dokumentet findes ikke',
    unknown: (s: string) => `Der er intet dokument med id ${s} i datasættet.`,
    malformed: (s: string) => `„${s}“ er ikke et dokument-id.`,
    list: 'Søg efter dokumentet',
  },
] as const;

/** Every case to try: each id page with an unknown and each malformed id, and a party code no party has. */
const CASES = [
  ...RECORDS.flatMap((r) => [
    { address: `${r.path}/${UNKNOWN_ID}`, heading: r.heading, says: r.unknown(UNKNOWN_ID), list: r.list },
    ...MALFORMED.map((s) => ({
      address: `${r.path}/${s}`,
      heading: r.heading,
      says: r.malformed(s),
      list: r.list,
    })),
  ]),
  {
    address: '/parti/QQQ',
    heading: 'Partiet findes ikke',
    says: 'Der er intet parti med forkortelsen „QQQ“ i dataene.',
    list: 'Se alle partier',
  },
];

test.describe('a missing record, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const kind of [...RECORDS.map((r) => r.path), '/parti']) {
    test(`${kind}/…: 404 with the record's words, its list and the search box`, async ({
      page,
      consoleErrors,
    }) => {
      const notFound = new RecordNotFoundPage(page);
      for (const c of CASES.filter((c) => c.address.startsWith(`${kind}/`))) {
        await test.step(c.address, async () => {
          expect(await notFound.goto(c.address)).toBe(404);
          await expect(page).toHaveURL(new RegExp(`${c.address}$`));
          await expect(page).toHaveTitle(`${c.heading} – Tingdata`);
          await expect(notFound.heading).toHaveText(c.heading);
          await expect(notFound.sentence).toContainText(c.says);
          await expect(notFound.main.getByRole('link', { name: c.list })).toBeVisible();
          await expect(notFound.searchBox).toBeEditable();
          expect(await notFound.overflowsHorizontally()).toBe(false);
        });
      }
      consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
    });
  }

  test('the search box on a 404 searches for what was missing', async ({ page, consoleErrors }) => {
    const notFound = new RecordNotFoundPage(page);
    await notFound.goto(`/sag/${UNKNOWN_ID}`);
    await notFound.searchBox.fill('fiskeri');
    await notFound.searchBox.press('Enter');
    await expect(page).toHaveURL(/\/soeg\?q=fiskeri$/);
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });
});

test.describe('a missing record, as a link previewer or feed reader fetches it', () => {
  test('the HTML itself holds the words, the title and the search box', async ({ request }) => {
    for (const c of CASES) {
      await test.step(c.address, async () => {
        const response = await request.get(c.address);
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(html).toContain(`<title>${c.heading} – Tingdata</title>`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${c.heading}</h1>`));
        expect(html).toContain(c.says);
        expect(html).toMatch(/<input[^>]*type="search"/);
      });
    }
  });

  test('an export, feed or share image of a missing record answers 404 itself', async ({ request }) => {
    for (const path of [
      `/afstemning/${UNKNOWN_ID}/stemmer.csv`,
      `/afstemning/abc/opengraph-image`,
      `/sag/${UNKNOWN_ID}/feed.xml`,
      `/moede/007/kalender.ics`,
      `/aktoer/${UNKNOWN_ID}/feed.xml`,
      '/parti/QQQ/feed.xml',
    ])
      expect((await request.get(path)).status(), path).toBe(404);
  });

  test('the not-found route itself is never a 200', async ({ request }) => {
    for (const path of ['/ikke-fundet/vote', '/ikke-fundet/party?adresse=/parti/S', '/ikke-fundet/ukendt'])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe('a missing record, with JavaScript', () => {
  test('says the words, and the page works on', async ({ page, consoleErrors }) => {
    const notFound = new RecordNotFoundPage(page);
    expect(await notFound.goto(`/moede/${UNKNOWN_ID}`)).toBe(404);
    await expect(notFound.heading).toHaveText('Mødet findes ikke');
    await notFound.main.getByRole('link', { name: 'Se alle møder' }).click();
    await expect(page).toHaveURL(/\/moeder$/);
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });
});

test.describe('a missing record at an English address', () => {
  /** English addresses of missing records, each with the heading and sentence its 404 says. */
  const ENGLISH = [
    {
      address: `/en/sag/${UNKNOWN_ID}`,
      heading: 'Case not found',
      says: `There is no case with id ${UNKNOWN_ID} in the dataset.`,
    },
    {
      address: '/en/afstemning/abc',
      heading: 'Vote not found',
      says: 'There is no vote at the address /en/afstemning/abc. A vote’s address ends in its id',
    },
    {
      address: `/en/aktoer/${UNKNOWN_ID}/afstemninger`,
      heading: 'Actor not found',
      says: `There is no actor with id ${UNKNOWN_ID} in the data.`,
    },
    {
      address: '/en/parti/QQQ',
      heading: 'Party not found',
      says: 'There is no party with the abbreviation “QQQ” in the data.',
    },
  ] as const;

  test('answers 404 in English in the HTML itself, its search box searching in English', async ({
    request,
  }) => {
    for (const c of ENGLISH) {
      await test.step(c.address, async () => {
        const response = await request.get(c.address);
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(html).toMatch(/<html[^>]* lang="en"/);
        expect(html).toContain(`<title>${c.heading} – Tingdata</title>`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${c.heading}</h1>`));
        expect(html).toContain(c.says);
        expect(html).toMatch(/<form[^>]*action="\/en\/soeg"/);
      });
    }
    for (const path of ['/en/ikke-fundet/vote', '/en/ikke-fundet/ukendt'])
      expect((await request.get(path)).status(), path).toBe(404);
  });

  test('without JavaScript: English links on, and the switch to the Danish address', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const notFound = new RecordNotFoundPage(await context.newPage());
    expect(await notFound.goto(`/en/moede/${UNKNOWN_ID}`)).toBe(404);
    await expect(notFound.page).toHaveURL(new RegExp(`/en/moede/${UNKNOWN_ID}$`));
    await expect(notFound.heading).toHaveText('Meeting not found');
    await notFound.openMenu();
    await expect(notFound.languageSwitch).toHaveAttribute('href', `/moede/${UNKNOWN_ID}`);
    await notFound.closeMenu();
    await notFound.main.getByRole('link', { name: 'See all meetings' }).click();
    await expect(notFound.page).toHaveURL(/\/en\/moeder$/);
    await context.close();
  });

  test('with JavaScript: the list link leads on in English', async ({ page, consoleErrors }) => {
    const notFound = new RecordNotFoundPage(page);
    expect(await notFound.goto(`/en/aktoer/${UNKNOWN_ID}`)).toBe(404);
    await expect(notFound.heading).toHaveText('Actor not found');
    await notFound.openMenu();
    await expect(notFound.languageSwitch).toHaveAttribute('href', `/aktoer/${UNKNOWN_ID}`);
    await notFound.closeMenu();
    await notFound.main.getByRole('link', { name: 'Search politicians and other actors' }).click();
    await expect(page).toHaveURL(/\/en\/aktoerer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });
});
