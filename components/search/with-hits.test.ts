import { describe, expect, it } from 'vitest';
import type { SearchResults } from '@/lib/data/search/types';
import { withHits } from './with-hits';

const summary = {
  scope: 'sager',
  sort: 'relevans',
  mode: 'words',
  correction: null,
  speechFilters: { person: null, case: null },
  terms: ['klima'],
  ignored: [],
  counts: { sager: { n: 0, capped: false }, dokumenter: null, taler: null, aktoerer: null },
  page: 1,
  pageSize: 20,
  pageCount: 0,
} as const;

describe('withHits', () => {
  it('tells fetched results, which carry their hits, from the server’s summary, which does not', () => {
    const fetched: SearchResults = { ...summary, cases: [], documents: [], speeches: [], actors: [] };
    expect(withHits(fetched)).toBe(true);
    expect(withHits(summary)).toBe(false);
  });
});
