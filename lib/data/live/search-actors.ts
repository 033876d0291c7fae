import 'server-only';
import { nonBlank } from '../case-values';
import { SEARCH_PAGE_SIZE } from '../search-hits';
import type { ParsedSearchText } from '../search-terms';
import type { ActorHit, HitCount } from '../types';
import { and, odata, str } from './query';
import { liveAllRows, liveRows } from './reader';
import { FILTER_BUDGET, fitTerms, holdsAllTerms, SEARCH_FIELDS } from './search-filter';

/**
 * The actor search from the live service: actors whose name or group code holds every word (a lone short word:
 * whose group code is exactly it), persons first, then by name, newest session first, id — the store's order
 * (lib/store/search-actors.ts). OData cannot order by `typeid ne 5`, so persons and the others are two requests
 * read side by side; a page past the persons needs the others' count first (a second round).
 *
 * Differences from the store, which matches in memory over every actor: accents are not folded (see
 * search-filter.ts); an actor without `navn` is matched on `navn` only (the store falls back to first and last
 * name; the real data always has a `navn`); on the real service names sort by its collation, not by code point.
 */
interface OdaActor {
  readonly id: number;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
  readonly gruppenavnkort: string | null;
  readonly Aktørtype?: { readonly type: string | null } | null;
  readonly Periode?: { readonly titel: string | null } | null;
}

const PERSON = 5;
const SELECT = ['id', 'navn', 'fornavn', 'efternavn', 'gruppenavnkort', 'Aktørtype/type', 'Periode/titel'];
const EXPAND = ['Aktørtype', 'Periode'];
const ORDER = 'navn,Periode/startdato desc,id';

export interface LiveActorHits {
  readonly count: HitCount;
  readonly rows: readonly ActorHit[];
}

/** The filter for the text, or null when the text finds no actors. Words that do not fit are checked here. */
function actorFilter(text: ParsedSearchText): { filter: string; leftover: string[] } | null {
  if (text.mode === 'words') {
    const { clauses, leftover } = fitTerms(text.terms, SEARCH_FIELDS.Aktør, FILTER_BUDGET);
    return { filter: and(...clauses) ?? 'id gt 0', leftover };
  }
  const [only] = text.ignored;
  if (text.mode === 'short' && text.ignored.length === 1 && only)
    return { filter: `tolower(gruppenavnkort) eq ${str(only.toLowerCase())}`, leftover: [] };
  return null;
}

export async function liveActorHits(
  text: ParsedSearchText,
  active: boolean,
  offset: number,
): Promise<LiveActorHits> {
  const found = actorFilter(text);
  if (!found) return { count: { n: 0, capped: false }, rows: [] };
  if (found.leftover.length > 0) return scanActors(found.filter, found.leftover, active, offset);
  if (!active) {
    const { count } = await liveRows<{ id: number }>(
      odata('Aktør', { filter: found.filter, select: ['id'], top: 1, inlinecount: true }),
    );
    return { count: { n: count ?? 0, capped: false }, rows: [] };
  }
  const part = (clause: string, skip: number, top: number) =>
    liveRows<OdaActor>(
      odata('Aktør', {
        filter: and(found.filter, clause),
        select: SELECT,
        expand: EXPAND,
        orderby: ORDER,
        top,
        skip,
        inlinecount: true,
      }),
    );
  const persons = `typeid eq ${PERSON}`;
  const others = `typeid ne ${PERSON}`;
  // Both from the page's offset: right when the page is within the persons (or there are none).
  const [p, o] = await Promise.all([
    part(persons, offset, SEARCH_PAGE_SIZE),
    part(others, 0, SEARCH_PAGE_SIZE),
  ]);
  const personCount = p.count ?? 0;
  const total = personCount + (o.count ?? 0);
  const fromOthers = Math.max(0, offset - personCount);
  const wanted = Math.max(0, Math.min(SEARCH_PAGE_SIZE, total - offset));
  let rest = o.rows;
  if (fromOthers > 0 && wanted > 0) rest = (await part(others, fromOthers, SEARCH_PAGE_SIZE)).rows;
  const rows = [...(offset < personCount ? p.rows : []), ...rest].slice(0, wanted);
  return { count: { n: total, capped: false }, rows: rows.flatMap(toActorHit) };
}

/** Candidates for the words that fit, every row read (persons, then the others), the other words checked here. */
async function scanActors(
  filter: string,
  leftover: readonly string[],
  active: boolean,
  offset: number,
): Promise<LiveActorHits> {
  const read = (clause: string) =>
    liveAllRows<OdaActor>(
      odata('Aktør', { filter: and(filter, clause), select: SELECT, expand: EXPAND, orderby: ORDER }),
      5_000,
    );
  const [p, o] = await Promise.all([read(`typeid eq ${PERSON}`), read(`typeid ne ${PERSON}`)]);
  const hits = [...p.rows, ...o.rows]
    .filter((a) => holdsAllTerms([a.navn, a.gruppenavnkort], leftover))
    .flatMap(toActorHit);
  return {
    count: { n: hits.length, capped: p.truncated || o.truncated },
    rows: active ? hits.slice(offset, offset + SEARCH_PAGE_SIZE) : [],
  };
}

function toActorHit(a: OdaActor): ActorHit[] {
  const name = nonBlank(a.navn) ?? nonBlank([a.fornavn, a.efternavn].filter(Boolean).join(' '));
  if (!name) return [];
  return [
    {
      id: a.id,
      name,
      type: nonBlank(a.Aktørtype?.type),
      groupCode: nonBlank(a.gruppenavnkort),
      period: nonBlank(a.Periode?.titel),
    },
  ];
}
