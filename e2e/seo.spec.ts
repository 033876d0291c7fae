import { gunzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { readIco } from '../lib/seo/ico';
import {
  type CheckedUrl,
  checkSitemapIndex,
  checkUrlset,
  W3C_DATETIME,
} from '../lib/sitemap/sitemap-check.fixture';
import { watchViolations } from './csp';
import { expect, test } from './fixtures';
import { type JsonLdNode, StructuredData } from './pages/structured-data.page';

/*
 * Findable from the open web, as a crawler reads the site: robots.txt, the sitemap index and every file it lists
 * (well-formed, within the protocol's limits, every record counted, a sample of its URLs answering 200), the favicon
 * and the manifest; and the JSON-LD of meeting, politician and bill pages drawn from the sitemap and /api, checked
 * against what each page shows and against the page's Content-Security-Policy.
 */

/** The record pages' files and the ODA entity set each lists every row of. */
const SETS = {
  afstemning: 'Afstemning',
  sag: 'Sag',
  moede: 'Møde',
  aktoer: 'Aktør',
  dokument: 'Dokument',
} as const;

interface Crawl {
  readonly files: readonly string[];
  /** Every file's entries, by the file's name. */
  readonly urls: ReadonlyMap<string, readonly CheckedUrl[]>;
}

/** The sitemap as a crawler reads it: the index, then every file it lists (each checked by the fixture). */
async function crawl(request: APIRequestContext): Promise<Crawl> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const files = checkSitemapIndex(await index.text()).map((entry) => new URL(entry.loc).pathname);
  const urls = new Map<string, CheckedUrl[]>();
  for (const file of files) {
    const answer = await request.get(file);
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['content-type'], file).toBe('application/gzip');
    urls.set(file, checkUrlset(gunzipSync(await answer.body()).toString('utf8')));
  }
  return { files, urls };
}

/** `count` entries spread evenly over a list (its first and last among them). */
const spread = <T>(items: readonly T[], count: number): T[] =>
  items.length <= count
    ? [...items]
    : Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T);

/** The number of rows of an entity set, as /api counts them. */
async function apiCount(request: APIRequestContext, set: string): Promise<number> {
  const query = new URLSearchParams({ $inlinecount: 'allpages', $top: '1', $select: 'id' });
  const answer = await request.get(`/api/${encodeURIComponent(set)}?${query}`);
  expect(answer.status()).toBe(200);
  return Number(((await answer.json()) as { 'odata.count': string })['odata.count']);
}

/** Ids of an entity set's rows matching an OData filter, `count` of them spread over the set. */
async function apiIds(
  request: APIRequestContext,
  set: string,
  filter: string,
  count: number,
): Promise<number[]> {
  const query = new URLSearchParams({ $filter: filter, $select: 'id', $orderby: 'id', $top: '1000' });
  const answer = await request.get(`/api/${encodeURIComponent(set)}?${query}`);
  expect(answer.status()).toBe(200);
  const { value } = (await answer.json()) as { value: { id: number }[] };
  return spread(
    value.map((row) => row.id),
    count,
  );
}

test.describe('for crawlers', () => {
  test('robots.txt opens the record pages, closes /api and search, and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toContain('User-agent: *\n');
    expect(text).toMatch(/^Disallow: \/api$/m);
    expect(text).toMatch(/^Disallow: \/soeg$/m);
    expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}\n`);
    expect((await request.get('/en/robots.txt')).status()).toBe(404);
  });

  test('the sitemap index lists files that hold every record page of the store in both languages', async ({
    request,
  }) => {
    const { files, urls } = await crawl(request);
    const prefixes = files.map((f) => /\/sitemaps\/([a-z]+)-\d+\.xml\.gz$/.exec(f)?.[1]);
    expect(new Set(prefixes)).toEqual(new Set([...Object.keys(SETS), 'parti', 'tale']));
    for (const [prefix, set] of Object.entries(SETS)) {
      const listed = files.filter((f) => f.includes(`/${prefix}-`)).flatMap((f) => urls.get(f) ?? []);
      expect(listed.length, prefix).toBe(2 * (await apiCount(request, set)));
      expect(new Set(listed.map((u) => u.loc)).size, prefix).toBe(listed.length);
    }
    const all = [...urls.values()].flat();
    expect(all.filter((u) => u.lastmod !== null).length).toBeGreaterThan(all.length / 2);
    // Every page's alternates are its Danish address, its English one under /en, and the Danish as x-default.
    const wrong = all.filter((url) => {
      const danish = new URL(url.loc).pathname.replace(/^\/en(?=\/)/, '');
      return (
        new URL(url.alternates.da ?? '').pathname !== danish ||
        new URL(url.alternates.en ?? '').pathname !== `/en${danish}` ||
        url.alternates['x-default'] !== url.alternates.da
      );
    });
    expect(wrong).toEqual([]);
  });

  test('a sample of the sitemap’s addresses, drawn from every file, answers 200', async ({ request }) => {
    // A page render each: about thirty of them, on a machine that may be busy.
    test.setTimeout(120_000);
    const { urls } = await crawl(request);
    for (const [file, entries] of urls)
      for (const url of spread(entries, 4)) {
        const answer = await request.get(new URL(url.loc).pathname, { maxRedirects: 0 });
        expect(answer.status(), `${url.loc} (from ${file})`).toBe(200);
      }
  });

  test('the index comes gzip’d when asked, as text otherwise; a file as gzip; both 304 while unchanged', async ({
    request,
  }) => {
    const zipped = await request.get('/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get('/sitemap.xml', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toBe(await zipped.text());
    const { files } = await crawl(request);
    for (const path of ['/sitemap.xml', files[0] ?? '']) {
      const etag = (await request.get(path)).headers().etag ?? '';
      expect(etag, path).toMatch(/^"[^"]+"$/);
      expect((await request.get(path, { headers: { 'if-none-match': etag } })).status(), path).toBe(304);
    }
    for (const missing of ['/sitemaps/sag-999.xml.gz', '/sitemaps/sag-1.xml', '/en/sitemap.xml'])
      expect((await request.get(missing)).status(), missing).toBe(404);
  });

  test('/favicon.ico is an ICO of PNGs and the manifest names the site in Danish with icons that exist', async ({
    request,
  }) => {
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(readIco(await favicon.body()).map((i) => i.width)).toEqual([16, 32, 48]);
    const answer = await request.get('/manifest.webmanifest');
    expect(answer.status()).toBe(200);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      lang: string;
      theme_color: string;
      icons: { src: string; type: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Tingdata', lang: 'da', theme_color: '#991b1b' });
    expect(manifest.name).toMatch(/^Tingdata/);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toContain(icon.type);
    }
  });
});

/** A page's one JSON-LD block of a type; fails when it has none or several. */
async function onlyBlock(data: StructuredData, type: string): Promise<JsonLdNode> {
  const blocks = (await data.blocks()).filter((b) => b['@type'] === type);
  expect(blocks, `one ${type} block on ${data.page.url()}`).toHaveLength(1);
  const block = blocks[0] as JsonLdNode;
  expect(block['@context']).toBe('https://schema.org');
  return block;
}

/** Meeting statuses as the page shows them (Danish), and schema.org's. */
const EVENT_STATUS: Readonly<Record<string, string>> = {
  Planlagt: 'https://schema.org/EventScheduled',
  Afholdt: 'https://schema.org/EventScheduled',
  Aflyst: 'https://schema.org/EventCancelled',
  Udsat: 'https://schema.org/EventPostponed',
};

test.describe('structured data', () => {
  test('meeting pages describe an Event with what the page shows', async ({ page, request }) => {
    const { urls } = await crawl(request);
    const meetings = [...urls]
      .filter(([file]) => file.includes('/moede-'))
      .flatMap(([, entries]) => entries.filter((u) => !new URL(u.loc).pathname.startsWith('/en/')));
    const violations = await watchViolations(page);
    const data = new StructuredData(page);
    const ids = await apiIds(request, 'Møde', 'statusid eq 3 or statusid eq 4', 2);
    const paths = [
      ...spread(meetings, 6).map((u) => new URL(u.loc).pathname),
      ...ids.map((id) => `/moede/${id}`),
    ];
    for (const path of paths) {
      await page.goto(path);
      const event = await onlyBlock(data, 'Event');
      await expect(page).toHaveTitle(`${String(event.name)} – Tingdata`);
      expect(String(event.startDate)).toMatch(W3C_DATETIME);
      expect(String(event.startDate)).toMatch(/T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      const shown = await data.headingTime();
      expect(String(event.startDate).startsWith(shown ?? '—'), path).toBe(true);
      expect(event.location).toMatchObject({
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'DK' },
      });
      const place = String((event.location as { name: string }).name);
      expect(place === 'Folketinget' || (await data.heading()).includes(place), place).toBe(true);
      const status = await data.fact('Status');
      expect(event.eventStatus, path).toBe(status ? EVENT_STATUS[status] : undefined);
    }
    expect(await violations()).toEqual([]);
  });

  test('politician pages describe a Person with the name, title and party the page shows', async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page);
    const data = new StructuredData(page);
    const people = await apiIds(request, 'Aktør', 'typeid eq 5', 8);
    expect(people.length).toBeGreaterThan(3);
    for (const id of people) {
      await page.goto(`/aktoer/${id}`);
      const person = await onlyBlock(data, 'Person');
      expect(person.name).toBe(await data.heading());
      expect(new URL(String(person.url)).pathname).toBe(`/aktoer/${id}`);
      const text = await data.mainText();
      if (person.jobTitle !== undefined) expect(text).toContain(String(person.jobTitle));
      const party = await data.fact('Parti');
      const memberOf = person.memberOf as { name: string; alternateName: string } | undefined;
      if (memberOf) expect(party ?? '').toContain(memberOf.name);
      if ((await data.fact('Sidste parti')) !== null) expect(memberOf).toBeUndefined();
      if (person.image !== undefined)
        await expect(page.getByRole('img', { name: /^Portræt af/ })).toHaveAttribute(
          'src',
          String(person.image),
        );
      if (person.sameAs !== undefined) {
        const hrefs = await page
          .getByRole('main')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs).toContain(person.sameAs);
      }
    }
    expect(await violations()).toEqual([]);
  });

  test('bill pages describe Legislation with their number and title, other cases none', async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page);
    const data = new StructuredData(page);
    const bills = await apiIds(request, 'Sag', 'typeid eq 3', 6);
    expect(bills.length).toBeGreaterThan(3);
    for (const id of bills) {
      await page.goto(`/sag/${id}`);
      const bill = await onlyBlock(data, 'Legislation');
      const heading = await data.heading();
      expect(heading.startsWith(String(bill.legislationIdentifier)), heading).toBe(true);
      expect(String(bill.legislationIdentifier)).toMatch(/^L \d+/);
      expect(await data.mainText()).toContain(String(bill.name));
      expect(bill.legislationType).toBe(await data.fact('Sagstype'));
      const law = await data.fact('Lov');
      expect(
        bill.legislationDate !== undefined,
        `${id}: an act's date only when the page shows the act`,
      ).toBe(law !== null && /\d{4}/.test(law));
      if (bill.legislationDate !== undefined)
        expect(String(bill.legislationDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const id of await apiIds(request, 'Sag', 'typeid ne 3', 3)) {
      await page.goto(`/sag/${id}`);
      expect(await data.blocks()).toEqual([]);
    }
    expect(await violations()).toEqual([]);
  });
});
