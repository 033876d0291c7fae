import { describe, expect, it } from 'vitest';
import { alternatesOn } from '@/lib/share/page-metadata';
import { checkSitemapIndex, checkUrlset } from './sitemap-check.fixture';
import { findSitemapFile, RECORDS_PER_FILE, recordPagePath, sitemapFiles } from './sitemap-files';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

const origin = new URL('https://tingdata.example');

describe('a sitemap file', () => {
  it('lists each page in Danish and English, with the alternates its own hreflang links give, and its lastmod', () => {
    const { xml, urls } = urlsetXml(
      'case',
      [
        { segment: '5', lastmod: '2025-03-12T13:05:00.47' },
        { segment: '7', lastmod: null },
      ],
      origin,
    );
    const entries = checkUrlset(xml);
    expect(urls).toBe(4);
    expect(entries.map((e) => e.loc)).toEqual([
      'https://tingdata.example/sag/5',
      'https://tingdata.example/en/sag/5',
      'https://tingdata.example/sag/7',
      'https://tingdata.example/en/sag/7',
    ]);
    for (const entry of entries)
      expect(entry.alternates).toEqual(
        alternatesOn(origin, new URL(entry.loc).pathname.replace(/^\/en/, ''), 'da').languages,
      );
    expect(entries.map((e) => e.lastmod)).toEqual([
      '2025-03-12T13:05:00+01:00',
      '2025-03-12T13:05:00+01:00',
      null,
      null,
    ]);
  });

  it('writes a party code as its address does, escaped, and leaves out a segment that is no address', () => {
    const entries = checkUrlset(
      urlsetXml(
        'party',
        [
          { segment: 'Ø&<', lastmod: null },
          { segment: 'KrF', lastmod: null },
        ],
        origin,
      ).xml,
    );
    expect(entries[0]?.loc).toBe('https://tingdata.example/parti/%C3%98%26%3C');
    expect(checkUrlset(urlsetXml('case', [{ segment: '07', lastmod: null }], origin).xml)).toEqual([]);
    expect(recordPagePath('speech', '202410030001')).toBe('/tale/202410030001');
    expect(recordPagePath('vote', 'x')).toBeNull();
  });
});

describe('the sitemap index', () => {
  const plan = {
    vote: [{ first: 1, last: 9, count: 9, lastmod: '2025-01-01T10:00:00' }],
    case: [
      { first: 1, last: 5, count: RECORDS_PER_FILE, lastmod: null },
      { first: 6, last: 9, count: 4, lastmod: '2025-06-01T10:00:00' },
    ],
    meeting: [],
    actor: [],
    party: [{ first: 0, last: 0, count: 3, lastmod: null }],
    document: [],
    speech: [{ first: 20241001, last: 20241004, count: 7, lastmod: '2024-10-04T10:00:00.000Z' }],
  };

  it('lists every file of the plan, named by kind and number, with its newest lastmod', () => {
    const files = sitemapFiles(plan);
    expect(files.map((f) => f.name)).toEqual([
      'afstemning-1.xml.gz',
      'sag-1.xml.gz',
      'sag-2.xml.gz',
      'parti-1.xml.gz',
      'tale-1.xml.gz',
    ]);
    expect(checkSitemapIndex(sitemapIndexXml(files, origin))).toEqual([
      { loc: 'https://tingdata.example/sitemaps/afstemning-1.xml.gz', lastmod: '2025-01-01T10:00:00+01:00' },
      { loc: 'https://tingdata.example/sitemaps/sag-1.xml.gz', lastmod: null },
      { loc: 'https://tingdata.example/sitemaps/sag-2.xml.gz', lastmod: '2025-06-01T10:00:00+02:00' },
      { loc: 'https://tingdata.example/sitemaps/parti-1.xml.gz', lastmod: null },
      { loc: 'https://tingdata.example/sitemaps/tale-1.xml.gz', lastmod: '2024-10-04T10:00:00Z' },
    ]);
  });

  it('finds a file by its name, and nothing for any other name', () => {
    expect(findSitemapFile(plan, 'sag-2.xml.gz')?.chunk).toEqual(plan.case[1]);
    for (const name of [
      'sag-3.xml.gz',
      'sag-0.xml.gz',
      'sag-01.xml.gz',
      'moede-1.xml.gz',
      'foo-1.xml.gz',
      'sag-1.xml',
      'sag-1.xml.gz.gz',
      '../sag-1.xml.gz',
    ])
      expect(findSitemapFile(plan, name), name).toBeNull();
  });
});
