import { LRUCache } from 'lru-cache';
import { nextDay, nonBlank } from '@/lib/data/oda-values';
import type { FtsQuery } from '@/lib/store/fts-query';
import type { Store } from '@/lib/store/open-store';
import { oncePerStore } from '@/lib/store/prepared';
import type { SearchQuery as SpeechQuery } from '@/lib/store/search-query';
import {
  countSpeeches,
  type SpeechFilterValues,
  type SpeechHitRow,
  selectCaseSpeechIds,
  selectFilterNames,
  selectSittingIds,
  selectSpeechHits,
  selectSpeechPage,
  selectSpeechScores,
  speechQuery,
} from '@/lib/store/speech-search';
import { COUNT_CAP, cappedCount, SEARCH_PAGE_SIZE } from './search-hits';
import { snippet } from './search-text';
import { type SpeechSearchText, toSpeechMatchQuery } from './speech-terms';
import type { HitCount, SearchFilters, SearchSort, SpeechHit } from './types';

/**
 * The speeches' part of the one search (lib/data/search/search-load.ts): the words of the search text over the
 * speeches' full-text index (speech-terms.ts), the filters speaker (`person`), party (`parti`), case (`sag`, or the
 * cases of a case number), date window and session, hits ranked by relevance or newest first.
 */

/**
 * Relevance ranks the newest this many hits by bm25, then the older hits follow newest first (as the case search
 * ranks its newest title hits, RANK_LIMIT in search-load.ts): scoring every hit of a one-word search took p95 220–340
 * ms on 800,000 synthetic speeches, the newest 1,000 30–40 ms (npm run bench:speech-search).
 */
export const SPEECH_RANK_LIMIT = 1_000;

export interface SpeechResults {
  readonly count: HitCount | null;
  readonly hits: readonly SpeechHit[];
}

const NO_SPEECHES: SpeechResults = { count: { n: 0, capped: false }, hits: [] };

/** The speaker's name and the case's number and title the filters name (see SearchResultsSummary.speechFilters). */
export const speechFilterNames = (db: Store, filters: SearchFilters) =>
  selectFilterNames(db, { person: filters.person, sag: filters.sag });

/**
 * The speeches matching the text and filters: counted (up to COUNT_CAP), and the asked page's hits when `active`.
 * `numberedCases` are the cases of a case-number search ('L 123'), whose agenda items' speeches are the hits.
 */
export function findSpeeches(
  db: Store,
  args: {
    readonly text: SpeechSearchText;
    readonly filters: SearchFilters;
    readonly sort: SearchSort;
    readonly page: number;
    readonly active: boolean;
    readonly numberedCases: readonly number[];
  },
): SpeechResults {
  const { text, filters, active } = args;
  if (text.mode === 'short') return NO_SPEECHES;
  const match = text.mode === 'words' ? toSpeechMatchQuery(text) : null;
  const q = speechQuery(
    match,
    toSpeechFilters(db, filters, text.mode === 'case-number' ? args.numberedCases : null),
  );
  const count = cappedCount(countSpeeches(db, q, COUNT_CAP + 1));
  const offset = (args.page - 1) * SEARCH_PAGE_SIZE;
  if (!active || offset >= count.n) return { count, hits: [] };
  const limit = Math.min(SEARCH_PAGE_SIZE, count.n - offset);
  const ids =
    match && args.sort === 'relevans'
      ? rankedPage(db, q, match, limit, offset)
      : selectSpeechPage(db, q, limit, offset);
  return { count, hits: selectSpeechHits(db, ids).map((row) => toSpeechHit(row, text.terms)) };
}

/**
 * The speech filters of the search's: the sittings of the date window and session (ids are bounded by them), the
 * speeches of the chosen case and of a case number's cases (both: those of the chosen case among them).
 */
function toSpeechFilters(
  db: Store,
  filters: SearchFilters,
  numberedCases: readonly number[] | null,
): SpeechFilterValues {
  const windowed = filters.fra !== null || filters.til !== null || filters.samling !== null;
  const sittings = windowed
    ? selectSittingIds(db, {
        from: filters.fra,
        before: filters.til ? nextDay(filters.til) : null,
        samling: filters.samling,
      })
    : null;
  const caseIds =
    filters.sag !== null
      ? numberedCases === null
        ? [filters.sag]
        : numberedCases.filter((id) => id === filters.sag)
      : numberedCases;
  return {
    speaker: filters.person,
    party: filters.parti,
    sittings,
    speeches: caseIds === null ? null : selectCaseSpeechIds(db, caseIds),
  };
}

/** Ranked heads kept per connection for the last searches (a reader pages on). */
const RANKED_KEPT = 32;
const rankedHeads = oncePerStore(() => new LRUCache<string, number[]>({ max: RANKED_KEPT }));

/**
 * One page in relevance order: the newest {@link SPEECH_RANK_LIMIT} hits by bm25 (ties newest first), then the
 * older hits newest first.
 */
function rankedPage(db: Store, q: SpeechQuery, match: FtsQuery, limit: number, offset: number): number[] {
  const kept = rankedHeads(db);
  const key = `${JSON.stringify(match)}|${q.where.map((w) => `${w.sql}${JSON.stringify(w.parameters)}`).join('|')}`;
  let ranked = kept.get(key);
  if (!ranked) {
    ranked = selectSpeechScores(db, q, SPEECH_RANK_LIMIT)
      .sort((a, b) => a.score - b.score || b.id - a.id)
      .map((row) => row.id);
    kept.set(key, ranked);
  }
  const head = ranked.slice(offset, offset + limit);
  if (head.length === limit || ranked.length < SPEECH_RANK_LIMIT) return head;
  // Past the ranked head the hits run on in the index's order: the head is exactly its first SPEECH_RANK_LIMIT.
  return [...head, ...selectSpeechPage(db, q, limit - head.length, Math.max(offset, SPEECH_RANK_LIMIT))];
}

/** A speech hit from its row: the speaker (linked, else as printed), the item and case, a snippet. */
export function toSpeechHit(row: SpeechHitRow, terms: readonly string[]): SpeechHit {
  return {
    id: row.id,
    speaker: {
      id: row.aktoerid,
      name: nonBlank(row.aktoer_navn) ?? row.navn,
      party: nonBlank(row.parti),
      title: nonBlank(row.titel),
    },
    date: row.dato.slice(0, 10),
    start: nonBlank(row.start),
    item:
      row.punkt_nummer !== null || row.punkt_titel !== null
        ? { number: nonBlank(row.punkt_nummer), title: nonBlank(row.punkt_titel) }
        : null,
    case:
      row.sagid !== null
        ? { id: row.sagid, number: nonBlank(row.sag_nummer), title: nonBlank(row.sag_titel) }
        : null,
    snippet: snippet(row.tekst, terms, 280),
  };
}
