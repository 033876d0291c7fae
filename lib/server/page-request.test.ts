import { describe, expect, it, vi } from 'vitest';
import { classifyRequest, cookieValue, toPageRequest } from './page-request';

const get = (url: string, headers: Record<string, string> = {}) =>
  toPageRequest('GET', url, { host: 'tingdata.test', ...headers });

describe('toPageRequest', () => {
  it('takes GET and HEAD of pages, with path (the language’s address), query and origin in the key', () => {
    const page = get('/afstemning/5?stemme=for', { cookie: 'x=1; tingdata-lang=en' });
    expect(page).toMatchObject({
      path: '/afstemning/5?stemme=for',
      storable: true,
      varyOnCookie: false,
      head: false,
      forceRender: false,
      originHeaders: { host: 'tingdata.test' },
    });
    expect(page?.key).toBe('http://tingdata.test|/afstemning/5?stemme=for');
    expect(get('/en/afstemning/5?stemme=for')?.key).toBe('http://tingdata.test|/en/afstemning/5?stemme=for');
    expect(toPageRequest('HEAD', '/', { host: 'a' })?.head).toBe(true);
  });

  it('takes a feed as a page (its name has a dot, unlike other pages), keyed by the query it reads', () => {
    expect(get('/sag/5/feed.xml')).toMatchObject({ path: '/sag/5/feed.xml', storable: true });
    expect(get('/afstemninger/feed.xml?side=2&resultat=vedtaget')).toMatchObject({
      path: '/afstemninger/feed.xml?resultat=vedtaget',
      storable: false,
    });
    expect(get('/aktoer/5/stemmer.csv')).toBeNull();
    expect(get('/en/sag/5/feed.xml')).toMatchObject({ path: '/en/sag/5/feed.xml', storable: true });
    expect(get('/en/afstemninger/feed.xml?side=2')).toMatchObject({
      path: '/en/afstemninger/feed.xml',
      storable: false,
    });
  });

  it('leaves a non-canonical actor list to Next (the page redirects it), never to the canonical copy', () => {
    expect(get('/aktoerer?q=&type=medlemmer&parti=V')).toBeNull();
    expect(get('/aktoerer?parti=V')?.path).toBe('/aktoerer?parti=V');
    // So are a member's vote record and /storkredse, in both languages.
    expect(get('/en/aktoer/5/afstemninger?samling=&stemme=imod')).toBeNull();
    expect(get('/en/storkredse?kreds=')).toBeNull();
    expect(get('/en/aktoer/5/afstemninger?stemme=imod')?.key).toBe(
      'http://tingdata.test|/en/aktoer/5/afstemninger?stemme=imod',
    );
  });

  it('never keeps nor answers from a copy a page that carries a reader’s token (the alerts’), in both languages', () => {
    for (const url of [
      '/varsler/bekraeft?t=confirm.1.2.3.abc',
      '/varsler/administrer?t=manage.1.-.-.abc',
      '/en/varsler/afmeld?t=unsubscribe.1.-.-.abc',
      '/varsler/et-klik?t=unsubscribe.1.-.-.abc',
    ])
      expect(classifyRequest('GET', url, { host: 'tingdata.test' }), url).toEqual({ kind: 'render' });
    // The same words for everyone: kept like any page.
    expect(get('/varsler/tjek-din-post')).toMatchObject({ path: '/varsler/tjek-din-post', storable: true });
    expect(get('/en/privatliv')).toMatchObject({ path: '/en/privatliv', storable: true });
  });

  it('keys the rebellions page and its feed, in both languages, apart', () => {
    const keys = [
      '/afstemninger/brud',
      '/en/afstemninger/brud',
      '/afstemninger/brud/feed.xml',
      '/en/afstemninger/brud/feed.xml',
    ].map((url) => get(url)?.key);
    expect(keys.every((key) => key !== undefined)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(get('/en/afstemninger/brud/feed.xml?side=2&parti=S')).toMatchObject({
      path: '/en/afstemninger/brud/feed.xml?parti=S',
      storable: false,
    });
  });

  it('keys every language’s address, host and vouched forwarded origin apart, never a cookie', () => {
    const forwarded = { 'x-forwarded-host': 'tingdata.dk', 'x-forwarded-proto': 'https' };
    // Forwarded headers count only from a trusted proxy: they change no page, so they make no copy.
    expect(get('/', forwarded)?.key).toBe(get('/')?.key);
    vi.stubEnv('TRUST_PROXY', '1');
    const behindProxy = get('/', forwarded)?.key;
    vi.unstubAllEnvs();
    expect(behindProxy).toBe('https://tingdata.dk|/');
    const keys = [
      get('/'),
      get('/en'),
      get('/', { host: 'other.test' }),
      behindProxy,
      get('/afstemninger?side=2'),
    ].map((p) => (typeof p === 'string' ? p : p?.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(get('/', { cookie: 'tingdata-lang=fr' })?.key).toBe(get('/')?.key);
    expect(get('/', { cookie: 'session=abc' })?.key).toBe(get('/')?.key);
    expect(get('/sag/5', { cookie: 'tingdata-lang=en' })?.key).toBe(get('/sag/5')?.key);
    expect(get('/en/sag/5', { cookie: 'tingdata-lang=da' })?.key).toBe(get('/en/sag/5')?.key);
  });

  it('leaves the home page of a reader who chose English to proxy.ts (a redirect to /en); keys / on the cookie', () => {
    expect(get('/', { cookie: 'tingdata-lang=en' })).toBeNull();
    expect(get('/?x=1', { cookie: 'tingdata-lang=en' })).toBeNull();
    expect(get('/', { cookie: 'tingdata-lang=da' })?.varyOnCookie).toBe(true);
    expect(get('/')?.varyOnCookie).toBe(true);
    expect(get('/en', { cookie: 'tingdata-lang=en' })?.varyOnCookie).toBe(false);
  });

  it('leaves the origin out of the key when SITE_URL fixes it', () => {
    const fixed = (headers: Record<string, string>) =>
      toPageRequest('GET', '/', headers, { originVaries: false })?.key;
    expect(fixed({ host: 'a.test' })).toBe(fixed({ host: 'b.test', 'x-forwarded-host': 'c.test' }));
    expect(fixed({ host: 'a.test' })).toBe('|/');
  });

  it('stays out of the way of everything that is not a plain page load', () => {
    expect(toPageRequest('POST', '/', {})).toBeNull();
    for (const url of [
      '/api/Sag',
      '/api',
      '/_next/static/chunks/a.js',
      '/metrics',
      '/sprog?lang=en&next=/',
      '/icon.svg',
      '/afstemning/5/stemmer.csv',
      '/aktoer/5/stemmer.csv',
      '/?_rsc=abc',
      '/afstemning/5?a=1&_rsc=x',
      '//evil.test/',
      '/en/api/Sag',
      '/en/afstemning/5/stemmer.csv',
      '/data/filer/g000001/csv/Sag.csv.gz',
      '/data/filer/g000001',
    ])
      expect(get(url), url).toBeNull();
    expect(get('/data')).not.toBeNull();
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'range'])
      expect(get('/', { [header]: '1' }), header).toBeNull();
    expect(get('/apiary')).not.toBeNull();
  });

  it('leaves the files for crawlers and browsers to Next, outside the render limit: they keep their own copies', () => {
    for (const url of [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/sag-1.xml.gz',
      '/favicon.ico',
      '/manifest.webmanifest',
    ])
      expect(classifyRequest('GET', url, { host: 'tingdata.test' }), url).toEqual({ kind: 'other' });
  });

  it('renders anew on Cache-Control: no-cache or Pragma: no-cache from loopback, not on max-age=0', () => {
    const local = (headers: Record<string, string>) =>
      toPageRequest('GET', '/', { host: 'a', ...headers }, { loopback: true })?.forceRender;
    expect(local({ 'cache-control': 'no-cache' })).toBe(true);
    expect(local({ 'cache-control': 'max-age=0, no-cache' })).toBe(true);
    expect(local({ pragma: 'no-cache' })).toBe(true);
    expect(local({ 'cache-control': 'max-age=0' })).toBe(false);
  });

  it('ignores no-cache from anywhere but loopback', () => {
    expect(get('/', { 'cache-control': 'no-cache' })?.forceRender).toBe(false);
    expect(get('/', { pragma: 'no-cache' })?.forceRender).toBe(false);
  });

  it('keys a page by the parameters it reads, in canonical form; only a canonical request may be stored', () => {
    const key = (url: string) => get(url)?.key;
    expect(key('/afstemninger?side=2&utm_source=x')).toBe(key('/afstemninger?side=2'));
    expect(key('/afstemninger?side=abc')).toBe(key('/afstemninger'));
    expect(key('/afstemninger?side=2')).not.toBe(key('/afstemninger?side=3'));
    expect(key('/?x=1')).toBe(key('/'));
    expect(key('/sag/5?dokside=2&x=1')).toBe(key('/sag/5?dokside=2'));
    expect(key('/sag/5?dokside=1')).toBe(key('/sag/5'));
    expect(key('/aktoer/5?dokumenter=3&sager=2')).toBe(key('/aktoer/5?sager=2&dokumenter=3'));
    expect(key('/moede/5?a=b')).toBe(key('/moede/5'));
    expect(key('/soeg?q=skat&zz=1')).toBe(key('/soeg?q=skat'));
    expect(key('/afstemning/5/opengraph-image?abc')).toBe(key('/afstemning/5/opengraph-image'));
    expect(get('/afstemninger?side=2')?.storable).toBe(true);
    expect(get('/afstemninger?side=2&x=1')?.storable).toBe(false);
    // A path that is no page keeps its query: it renders the not-found page, which is never kept.
    expect(key('/nothing?a=1')).not.toBe(key('/nothing?a=2'));
  });

  it('keys every Host the pages do not accept as one', () => {
    expect(get('/', { host: 'bad host' })?.key).toBe(get('/', { host: 'evil\u0000' })?.key);
    expect(get('/', { host: 'bad host' })?.key).not.toBe(get('/')?.key);
  });
});

describe('cookieValue', () => {
  it('finds one cookie by exact name', () => {
    expect(cookieValue('a=1; tingdata-lang=en; b=2', 'tingdata-lang')).toBe('en');
    expect(cookieValue('xtingdata-lang=en', 'tingdata-lang')).toBeUndefined();
    expect(cookieValue(undefined, 'a')).toBeUndefined();
  });
});
