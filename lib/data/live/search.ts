import 'server-only';
import type { DocumentDateWindow } from '@/lib/store/search-documents';
import { nextDay } from '../case-values';
import { SEARCH_PAGE_SIZE, searchResults, toCaseHit, toDocumentWindow } from '../search-hits';
import type { SearchState } from '../search-state';
import { parseSearchText } from '../search-terms';
import type { HitCount, SearchResults, SearchScope } from '../types';
import { and, odata, str } from './query';
import { liveAllRows } from './reader';
import { liveActorHits } from './search-actors';
import { liveSearchCatalog } from './search-catalog';
import {
  caseFilterClauses,
  documentsOfCases,
  hasLiveCaseFilters,
  type LiveCaseFilters,
  SEARCH_FIELDS,
  windowClauses,
} from './search-filter';
import { findLiveHits, hitsFromIds, type LiveHits } from './search-hits';
import {
  CASE_EXPAND,
  CASE_SELECT,
  DOCUMENT_EXPAND,
  type OdaDokumentHit,
  type OdaSagHit,
  toCaseHitRows,
  toDocumentHits,
} from './search-rows';

/**
 * `/soeg` from the live service: the same search as the store's (lib/data/search.ts) — every word in a case's
 * titel/titelkort/resume (documents: titel; actors: name or group code), the same filters, newest (highest id)
 * first, the same counting caps — in OData: `substringof`/`tolower` per word (lib/data/live/search-filter.ts),
 * `$inlinecount` for the counts, `$orderby=id desc` with `$top`/`$skip` for the page. The store's order is by id
 * too (not by relevance), so the live page holds the same hits in the same order.
 *
 * Requests: the cases' page (with type, status, session and step dates expanded), the documents' and actors' counts
 * (or pages) in parallel — one round. Filters by session or status first need the catalog (classification sets,
 * cached a day): one more. A case number's documents need its cases' ids first: one more.
 *
 * Differences from the store, documented and tested: accents are matched as typed (the store folds 'å' to 'a');
 * a scope not shown is always counted (the store leaves a costly count out); see also search-actors.ts.
 */
export async function liveSearchSite(
  state: SearchState,
  /** The store's scan limits (its tests' knob); the live search has no such plans. */
  _limits: { readonly caseScan?: number; readonly documentScan?: number } = {},
): Promise<SearchResults> {
  const text = parseSearchText(state.q);
  const offset = (state.page - 1) * SEARCH_PAGE_SIZE;
  const active = (scope: SearchScope) => state.scope === scope;
  const actors = liveActorHits(text, active('aktoerer'), offset);
  // Awaited below; marked handled so a failure while the catalog is awaited is not an unhandled rejection.
  actors.catch(() => undefined);

  const f = state.filters;
  const catalog = f.samling !== null || f.status !== null ? await liveSearchCatalog() : null;
  const session = f.samling !== null ? catalog?.sessions.get(f.samling) : undefined;
  const unknownSession = f.samling !== null && session === undefined;
  const filters: LiveCaseFilters = {
    periodeId: session?.id ?? null,
    typeId: f.sagstype,
    statusIds: f.status === null ? null : (catalog?.statusGroups.get(f.status) ?? [f.status]),
    stepFrom: f.fra,
    stepBefore: f.til ? nextDay(f.til) : null,
  };
  // An unknown session code matches nothing rather than being ignored (as in the store).
  const window = unknownSession ? null : toDocumentWindow(f, session);
  const caseQuery = {
    set: 'Sag' as const,
    fields: SEARCH_FIELDS.Sag,
    clauses: caseFilterClauses(filters),
    orderby: 'id desc',
    active: active('sager'),
    offset,
    select: CASE_SELECT,
    expand: CASE_EXPAND,
  };

  let cases: Promise<LiveHits<OdaSagHit>> = Promise.resolve(NO_HITS);
  let documents: Promise<LiveHits<OdaDokumentHit>> = Promise.resolve(NO_HITS);
  const documentQuery = (clauses: string[], terms: readonly string[], capped: boolean) =>
    findLiveHits<OdaDokumentHit>({
      set: 'Dokument',
      fields: SEARCH_FIELDS.Dokument,
      terms,
      clauses: [...clauses, ...windowClauses(window ?? OPEN)],
      orderby: 'id desc',
      capped,
      active: active('dokumenter'),
      offset,
      expand: DOCUMENT_EXPAND,
    });
  if (!unknownSession && (text.mode === 'words' || text.mode === 'empty')) {
    const terms = text.mode === 'words' ? text.terms : [];
    cases = findLiveHits<OdaSagHit>({
      ...caseQuery,
      terms,
      capped: text.mode === 'empty' || !hasLiveCaseFilters(filters),
    });
    if (text.mode === 'words' && window)
      documents = documentQuery([], text.terms, window.from === null && window.before === null);
  } else if (!unknownSession && text.mode === 'case-number' && text.caseNumber) {
    const numbered = numberedCases(text.caseNumber, caseQuery.clauses);
    cases = numbered.then((all) => ({
      count: { n: all.length, capped: false },
      rows: caseQuery.active ? all.slice(offset, offset + SEARCH_PAGE_SIZE) : [],
    }));
    documents = numbered.then((all) =>
      all.length === 0 || !window
        ? NO_HITS
        : caseDocuments(
            all.map((c) => c.id),
            window,
            documentQuery,
            active('dokumenter'),
            offset,
          ),
    );
  }

  const [caseHits, documentHits, actorHits] = await Promise.all([cases, documents, actors]);
  const counts: Record<SearchScope, HitCount | null> = {
    sager: caseHits.count,
    dokumenter: documentHits.count,
    aktoerer: actorHits.count,
  };
  const [caseRows, documentRows] = await Promise.all([
    toCaseHitRows(caseHits.rows),
    toDocumentHits(documentHits.rows),
  ]);
  return searchResults(state, text, counts, {
    cases: active('sager') ? caseRows.map((row) => toCaseHit(row, text.terms)) : [],
    documents: active('dokumenter') ? documentRows : [],
    actors: active('aktoerer') ? actorHits.rows : [],
  });
}

const NO_HITS: LiveHits<never> = { count: { n: 0, capped: false }, rows: [] };
const OPEN: DocumentDateWindow = { from: null, before: null };
/** Case-number searches whose cases are more than this read their documents' ids per chunk of cases. */
const CASE_IDS_PER_REQUEST = 30;

/** Every case with the number passing the filters, newest first, with what a hit shows (a few per number). */
async function numberedCases(nummer: string, clauses: readonly string[]): Promise<OdaSagHit[]> {
  const { rows } = await liveAllRows<OdaSagHit>(
    odata('Sag', {
      filter: and(`nummer eq ${str(nummer)}`, ...clauses),
      select: CASE_SELECT,
      expand: CASE_EXPAND,
      orderby: 'id desc',
    }),
  );
  return [...rows];
}

/** The documents of a case number's cases within the window: one request, or for many cases ids per chunk. */
async function caseDocuments(
  caseIds: readonly number[],
  window: DocumentDateWindow,
  documentQuery: (
    clauses: string[],
    terms: readonly string[],
    capped: boolean,
  ) => Promise<LiveHits<OdaDokumentHit>>,
  active: boolean,
  offset: number,
): Promise<LiveHits<OdaDokumentHit>> {
  if (caseIds.length <= CASE_IDS_PER_REQUEST) return documentQuery([documentsOfCases(caseIds)], [], false);
  const chunks: number[][] = [];
  for (let i = 0; i < caseIds.length; i += CASE_IDS_PER_REQUEST)
    chunks.push(caseIds.slice(i, i + CASE_IDS_PER_REQUEST));
  const pages = await Promise.all(
    chunks.map((chunk) =>
      liveAllRows<{ id: number }>(
        odata('Dokument', { filter: and(documentsOfCases(chunk), ...windowClauses(window)), select: ['id'] }),
      ),
    ),
  );
  const ids = [...new Set(pages.flatMap((p) => p.rows.map((r) => r.id)))].sort((a, b) => b - a);
  return hitsFromIds<OdaDokumentHit>(
    { set: 'Dokument', capped: false, active, offset, expand: DOCUMENT_EXPAND },
    ids,
    pages.some((p) => p.truncated),
  );
}
