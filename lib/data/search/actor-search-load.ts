import { LRUCache } from 'lru-cache';
import { actorKind, actorName } from '@/lib/data/actors/actor-load';
import type { ActorListItem } from '@/lib/data/actors/types';
import { nonBlank } from '@/lib/data/oda-values';
import { pageCountOf, paged } from '@/lib/data/paged';
import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import type { Paged } from '@/lib/data/types';
import { INDEPENDENTS, INDEPENDENTS_NAME } from '@/lib/model/oda-ids';
import {
  type ActorCandidateRow,
  type ActorNameRow,
  actorNameRows,
  actorSearchOptionRows,
  namePatterns,
  selectActorCandidates,
  selectActorResults,
} from '@/lib/store/actor-search';
import type { Store } from '@/lib/store/store';
import type { ActorSearchOptions } from './types';

export const ACTOR_LIST_PAGE_SIZE = 50;

const DANISH = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** What the actor list is filtered by: name text, Aktørtype, party code, samling code and member status. */
export interface ActorFilter {
  readonly query: string | null;
  readonly type: number | null;
  readonly party: string | null;
  readonly period: string | null;
  /** Persons: members on the data's today, former members; null for every person. */
  readonly status: 'current' | 'former' | null;
}

/** A candidate with its display name, in list order. */
export type RankedActor = ActorCandidateRow & { readonly name: string | null };

type Candidate = RankedActor & { readonly order: number };

/**
 * Every actor's place in Danish alphabetical order of name (nameless last), computed once per store: collating
 * 13,000 names on every request would cost more than the search itself.
 */
const danishOrders = new WeakMap<readonly ActorNameRow[], ReadonlyMap<number, number>>();

function danishOrder(rows: readonly ActorNameRow[]): ReadonlyMap<number, number> {
  let order = danishOrders.get(rows);
  if (!order) {
    const named = rows.map((r) => ({ id: r.id, name: actorName(r.navn, r.fornavn, r.efternavn) }));
    named.sort((a, b) =>
      a.name === null || b.name === null
        ? a.name === null
          ? b.name === null
            ? a.id - b.id
            : 1
          : -1
        : DANISH.compare(a.name, b.name) || a.id - b.id,
    );
    order = new Map(named.map((n, i) => [n.id, i]));
    danishOrders.set(rows, order);
  }
  return order;
}

/** Names that start with the search text first, then names with a word that does, then the rest; each by name. */
function byRankThenName(a: Candidate, b: Candidate): number {
  return b.rang - a.rang || a.order - b.order;
}

/**
 * Lists without search text, per store and filter combination (the MAX_BROWSE_LISTS last used kept): browsing every
 * actor re-ranks all 13,000 on each page otherwise (~150 ms at full scale). The store never changes while read.
 */
const browseLists = new WeakMap<readonly ActorNameRow[], LRUCache<string, readonly RankedActor[]>>();
const MAX_BROWSE_LISTS = 32;

/**
 * Every actor passing the filters in list order, from the store (the candidates SQL, then the Danish order). The
 * member status is judged on the data's today (lib/data/site/dataset-today.ts).
 */
export function rankedActors(db: Store, filter: ActorFilter): readonly RankedActor[] {
  const names = actorNameRows(db);
  const today = datasetToday(db);
  if (filter.query !== null) return rankStoreActors(db, filter, today, names);
  let lists = browseLists.get(names);
  if (!lists) {
    lists = new LRUCache({ max: MAX_BROWSE_LISTS });
    browseLists.set(names, lists);
  }
  const key = JSON.stringify([filter.type, filter.party, filter.period, filter.status, today]);
  let list = lists.get(key);
  if (!list) {
    list = rankStoreActors(db, filter, today, names);
    lists.set(key, list);
  }
  return list;
}

function rankStoreActors(
  db: Store,
  filter: ActorFilter,
  today: string,
  names: readonly ActorNameRow[],
): readonly RankedActor[] {
  const patterns = filter.query === null ? null : namePatterns(filter.query);
  const order = danishOrder(names);
  const candidates: Candidate[] = selectActorCandidates(db, {
    anywhere: patterns?.anywhere ?? null,
    prefix: patterns?.prefix ?? null,
    word: patterns?.word ?? null,
    type: filter.type,
    party: filter.party,
    period: filter.period,
    status: filter.status,
    today,
  }).map((r) => ({
    ...r,
    name: actorName(r.navn, r.fornavn, r.efternavn),
    order: order.get(r.id) ?? Number.MAX_SAFE_INTEGER,
  }));
  return candidates.sort(byRankThenName).map(({ order: _order, ...ranked }) => ranked);
}

/**
 * One page (1-based; past the last, the last) of actors matching a filter: the name contains the text
 * (case-insensitively, æ, ø and å included), of the chosen type, in the chosen party and samling (see
 * lib/store/actor-search.ts for what those mean for persons and for other actors). Names starting with the text
 * come first, then Danish alphabetical order. A store read (lib/data/store-read-source.ts), called through
 * `searchActors` (actor-search.ts).
 */
export function loadActorSearch(db: Store, filter: ActorFilter, page: number): Paged<ActorListItem> {
  const candidates = rankedActors(db, filter);
  const total = candidates.length;
  const lastPage = pageCountOf(total, ACTOR_LIST_PAGE_SIZE);
  const current = Math.min(page, lastPage);
  const slice = candidates.slice((current - 1) * ACTOR_LIST_PAGE_SIZE, current * ACTOR_LIST_PAGE_SIZE);
  const details = new Map(
    selectActorResults(
      db,
      slice.map((a) => a.id),
    ).map((r) => [r.id, r]),
  );
  const items = slice.map((c): ActorListItem => {
    const d = details.get(c.id);
    return {
      id: c.id,
      name: c.name,
      kind: actorKind(c.typeid),
      typeId: c.typeid,
      typeName: nonBlank(d?.aktoertype),
      shortName: nonBlank(d?.gruppenavnkort),
      periodTitle: nonBlank(d?.periode_titel),
      latestParty: nonBlank(d?.seneste_parti),
      latestPartyEnded:
        d?.seneste_parti !== null && d?.seneste_parti !== undefined && d.seneste_parti_slut !== null,
    };
  });
  return paged(items, total, current, ACTOR_LIST_PAGE_SIZE);
}

/**
 * The party and samling choices of the actor list's filters. A store read (lib/data/store-read-source.ts), called
 * through `getActorSearchOptions` (actor-search.ts).
 */
export function loadActorSearchOptions(db: Store): ActorSearchOptions {
  const rows = actorSearchOptionRows(db);
  const parties = rows.parties
    .map((r) => {
      const code = r.kode.trim();
      const name = code === INDEPENDENTS ? INDEPENDENTS_NAME : (nonBlank(r.navn) ?? code);
      return { code, name };
    })
    .sort((a, b) => DANISH.compare(a.name, b.name));
  const periods = rows.periods.map((r) => ({
    code: r.kode.trim(),
    title: nonBlank(r.titel) ?? r.kode.trim(),
  }));
  return { parties, periods };
}

storeReads('lib/data/search/actor-search-load.ts', { loadActorSearch, loadActorSearchOptions });
