import { describe, expect, it } from 'vitest';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { SearchState } from '@/lib/url-state/search';
import { searchSite } from './search';
import { type DrawnQuery, drawSearchQueries } from './search-queries.fixture';
import type { SearchScope } from './types';

/**
 * Search never fails on words: texts made from the store's own titles, resumes, names and case numbers, in many
 * shapes (search-queries.fixture.ts), are each searched in every scope through the read the search page and its
 * JSON route use (searchSite), and every one must answer. Where the shape keeps each word whole, the row the words
 * came from must be among the hits too.
 */

const store = tinyStore(7);
/** Texts per run (each searched in the three scopes). */
const QUERIES = 300;
const SEED = 20;

/** The scope a source's own row is listed in. */
const SCOPE_OF: Record<DrawnQuery['source'], SearchScope> = {
  'case-title': 'sager',
  'case-short-title': 'sager',
  'case-resume': 'sager',
  'case-number': 'sager',
  'document-title': 'dokumenter',
  'actor-name': 'aktoerer',
};

const SCOPES: readonly SearchScope[] = ['sager', 'dokumenter', 'aktoerer'];

const url = (q: string, scope: SearchScope) => new URLSearchParams({ q, vis: scope });

describe('search texts made from the store', () => {
  it(`answers every one of ${QUERIES} texts in each scope, and finds the text's own row when its words are whole`, async () => {
    const queries = drawSearchQueries(store.raw(), SEED, QUERIES);
    const failures: string[] = [];
    const missed: string[] = [];
    for (const query of queries) {
      for (const scope of SCOPES) {
        try {
          const result = await searchSite(SearchState.fromUrl(url(query.q, scope)));
          const own = SCOPE_OF[query.source];
          if (
            scope === own &&
            query.wordsKept &&
            result.mode !== 'short' &&
            (result.counts[own]?.n ?? 0) === 0
          )
            missed.push(`${query.source}/${query.shape}: ${JSON.stringify(query.q)}`);
        } catch (error) {
          failures.push(
            `${scope} ${query.source}/${query.shape}: ${JSON.stringify(query.q)} — ${error instanceof Error ? error.message : JSON.stringify(error)}`,
          );
        }
      }
    }
    expect(failures, `${failures.length} of ${queries.length * SCOPES.length} searches failed`).toEqual([]);
    expect(missed).toEqual([]);
  });

  it('draws the same texts from the same seed, in every shape and from every source', () => {
    const queries = drawSearchQueries(store.raw(), SEED, QUERIES);
    expect(drawSearchQueries(store.raw(), SEED, QUERIES)).toEqual(queries);
    expect(new Set(queries.map((q) => q.source)).size).toBe(6);
    expect(new Set(queries.map((q) => q.shape)).size).toBe(13);
    const words = queries.filter((q) => q.source !== 'case-number').map((q) => q.q.split(/\s+/).length);
    expect(Math.min(...words)).toBe(1);
    expect(Math.max(...words)).toBeGreaterThanOrEqual(5);
  });
});
