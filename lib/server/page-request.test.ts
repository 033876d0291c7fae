import { describe, expect, it } from 'vitest';
import { cookieValue, toPageRequest } from './page-request';

const get = (url: string, headers: Record<string, string> = {}) =>
  toPageRequest('GET', url, { host: 'tingdata.test', ...headers });

describe('toPageRequest', () => {
  it('takes GET and HEAD of pages, with path, query, language and origin in the key', () => {
    const page = get('/afstemning/5?medlemmer=for', { cookie: 'x=1; tingdata-lang=en' });
    expect(page).toMatchObject({
      path: '/afstemning/5?medlemmer=for',
      locale: 'en',
      head: false,
      forceRender: false,
      originHeaders: { host: 'tingdata.test' },
    });
    expect(page?.key).toBe('en|://@tingdata.test|/afstemning/5?medlemmer=for');
    expect(toPageRequest('HEAD', '/', { host: 'a' })?.head).toBe(true);
  });

  it('keys every language, host and forwarded origin apart, and unknown languages as Danish', () => {
    const keys = [
      get('/'),
      get('/', { cookie: 'tingdata-lang=en' }),
      get('/', { host: 'other.test' }),
      get('/', { 'x-forwarded-host': 'tingdata.dk', 'x-forwarded-proto': 'https' }),
      get('/?side=2'),
    ].map((p) => p?.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(get('/', { cookie: 'tingdata-lang=fr' })?.key).toBe(get('/')?.key);
    expect(get('/', { cookie: 'session=abc' })?.key).toBe(get('/')?.key);
  });

  it('leaves the origin out of the key when SITE_URL fixes it', () => {
    const fixed = (headers: Record<string, string>) => toPageRequest('GET', '/', headers, false)?.key;
    expect(fixed({ host: 'a.test' })).toBe(fixed({ host: 'b.test', 'x-forwarded-host': 'c.test' }));
    expect(fixed({ host: 'a.test' })).toBe('da||/');
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
      '/?_rsc=abc',
      '/afstemning/5?a=1&_rsc=x',
      '//evil.test/',
    ])
      expect(get(url), url).toBeNull();
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'range'])
      expect(get('/', { [header]: '1' }), header).toBeNull();
    expect(get('/apiary')).not.toBeNull();
  });

  it('renders anew on Cache-Control: no-cache or Pragma: no-cache, not on max-age=0', () => {
    expect(get('/', { 'cache-control': 'no-cache' })?.forceRender).toBe(true);
    expect(get('/', { 'cache-control': 'max-age=0, no-cache' })?.forceRender).toBe(true);
    expect(get('/', { pragma: 'no-cache' })?.forceRender).toBe(true);
    expect(get('/', { 'cache-control': 'max-age=0' })?.forceRender).toBe(false);
  });
});

describe('cookieValue', () => {
  it('finds one cookie by exact name', () => {
    expect(cookieValue('a=1; tingdata-lang=en; b=2', 'tingdata-lang')).toBe('en');
    expect(cookieValue('xtingdata-lang=en', 'tingdata-lang')).toBeUndefined();
    expect(cookieValue(undefined, 'a')).toBeUndefined();
  });
});
