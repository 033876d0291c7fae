import { describe, expect, it } from 'vitest';
import {
  apiUrl,
  DATA_API_PATH,
  isRecordKind,
  localePath,
  parseIdSegment,
  RECORD_NOT_FOUND_ADDRESS,
  RECORD_PAGES,
  recordNotFoundPath,
  recordPageOf,
  splitLocalePath,
  voteExportPath,
  votePath,
  withQuery,
} from './routes';

describe('parseIdSegment', () => {
  it.each([
    ['1', 1],
    ['10371', 10371],
    ['2147483647', 2147483647],
  ])('reads %s', (segment, id) => {
    expect(parseIdSegment(segment)).toBe(id);
  });

  it.each(['', '0', '007', '-3', '1.5', '1e3', ' 12', 'abc', '12abc', '2147483648', '99999999999', '١٢'])(
    'refuses %j',
    (segment) => {
      expect(parseIdSegment(segment)).toBeNull();
    },
  );
});

describe('record pages', () => {
  it.each([
    ['/afstemning/12', { kind: 'vote', segment: '12' }],
    ['/sag/abc', { kind: 'case', segment: 'abc' }],
    ['/moede/007', { kind: 'meeting', segment: '007' }],
    ['/aktoer/-1', { kind: 'actor', segment: '-1' }],
    ['/parti/%C3%98', { kind: 'party', segment: 'Ø' }],
    ['/afstemning/12/', { kind: 'vote', segment: '12' }],
    ['/aktoer/99/afstemninger', { kind: 'actor', segment: '99' }],
  ])('knows %s as a record page', (pathname, page) => {
    expect(recordPageOf(pathname)).toEqual(page);
  });

  it.each([
    '/',
    '/afstemning',
    '/afstemninger/12',
    '/afstemning/12/stemmer.csv',
    '/sag/12/opengraph-image',
    '/moede/12/kalender.ics',
    '/aktoer/12/feed.xml',
    '/sag/12/afstemninger',
    '/aktoer/12/afstemninger/x',
    '/constructor/1',
    '/toString/1',
    '/sag/%E0%A4',
  ])('knows %s as no record page', (pathname) => {
    expect(recordPageOf(pathname)).toBeNull();
  });

  it('sends a missing record to its kind’s 404 with the address asked for', () => {
    const path = recordNotFoundPath('party', '/parti/Ø&x=1');
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/ikke-fundet/party');
    expect(url.searchParams.get(RECORD_NOT_FOUND_ADDRESS)).toBe('/parti/Ø&x=1');
    expect(Object.values(RECORD_PAGES).every(isRecordKind)).toBe(true);
    expect(isRecordKind('dokument')).toBe(false);
    expect(isRecordKind('toString')).toBe(false);
  });
});

describe('paths', () => {
  it('spells the vote page and its exports', () => {
    expect(votePath(42)).toBe('/afstemning/42');
    expect(voteExportPath(42, 'csv')).toBe('/afstemning/42/stemmer.csv');
    expect(voteExportPath(42, 'json')).toBe('/afstemning/42/stemmer.json');
  });
});

describe('withQuery', () => {
  it('appends a query with its question mark, and leaves a bare path without one', () => {
    expect(withQuery('/moeder', new URLSearchParams({ tid: 'tidligere', side: '2' }))).toBe(
      '/moeder?tid=tidligere&side=2',
    );
    expect(withQuery('/moeder', new URLSearchParams())).toBe('/moeder');
    expect(withQuery('/soeg/feed.xml', 'q=skat')).toBe('/soeg/feed.xml?q=skat');
  });
});

describe('the API', () => {
  it('keeps its guide page outside /api, which belongs to the OData service', () => {
    expect(DATA_API_PATH.startsWith('/api')).toBe(false);
  });

  it('writes absolute /api URLs encoded as a client sends them, OData punctuation kept', () => {
    expect(apiUrl('https://tingdata.dk')).toBe('https://tingdata.dk/api/');
    expect(apiUrl('https://tingdata.dk', '$metadata')).toBe('https://tingdata.dk/api/$metadata');
    expect(apiUrl('http://localhost:3000', "Aktør?$filter=efternavn eq 'Nielsen'&$select=id,navn")).toBe(
      "http://localhost:3000/api/Akt%C3%B8r?$filter=efternavn%20eq%20'Nielsen'&$select=id,navn",
    );
    expect(apiUrl('http://x', 'Sag?$expand=Sagstrin(1)/Sag')).toBe(
      'http://x/api/Sag?$expand=Sagstrin(1)/Sag',
    );
  });
});

describe('localePath', () => {
  it.each([
    ['/afstemning/5', '/en/afstemning/5'],
    ['/', '/en'],
    ['/?x=1', '/en?x=1'],
    ['/soeg?q=skat&omfang=dokumenter', '/en/soeg?q=skat&omfang=dokumenter'],
    ['/ordliste#stadfaestet', '/en/ordliste#stadfaestet'],
    ['/afstemninger/feed.xml?samling=20241', '/en/afstemninger/feed.xml?samling=20241'],
    ['/data', '/en/data'],
    // Not pages, or not paths: one address in every language.
    ['/api/Sag?$top=5', '/api/Sag?$top=5'],
    ['/api', '/api'],
    ['/metrics', '/metrics'],
    ['/sprog?lang=da', '/sprog?lang=da'],
    ['/data/filer/g000001/csv/Sag.csv.gz', '/data/filer/g000001/csv/Sag.csv.gz'],
    ['#medlemmer', '#medlemmer'],
    ['?side=2', '?side=2'],
    ['https://oda.ft.dk', 'https://oda.ft.dk'],
    ['//evil.example', '//evil.example'],
  ])('writes %j in English as %j and in Danish unchanged', (path, english) => {
    expect(localePath('en', path)).toBe(english);
    expect(localePath('da', path)).toBe(path);
  });

  it('keeps /apis (no API path) a page', () => {
    expect(localePath('en', '/apis')).toBe('/en/apis');
  });
});

describe('splitLocalePath', () => {
  it.each([
    ['/en', { locale: 'en', path: '/' }],
    ['/en/', { locale: 'en', path: '/' }],
    ['/en/sag/5', { locale: 'en', path: '/sag/5' }],
    ['/sag/5', { locale: 'da', path: '/sag/5' }],
    ['/', { locale: 'da', path: '/' }],
    ['/english', { locale: 'da', path: '/english' }],
  ])('reads %j as %j', (pathname, expected) => {
    expect(splitLocalePath(pathname)).toEqual(expected);
  });

  it('undoes localePath for every page path', () => {
    for (const path of ['/', '/afstemning/5', '/soeg', '/parti/KrF']) {
      expect(splitLocalePath(localePath('en', path))).toEqual({ locale: 'en', path });
      expect(splitLocalePath(localePath('da', path))).toEqual({ locale: 'da', path });
    }
  });
});
