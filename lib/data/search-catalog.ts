import 'server-only';
import type { Store } from '@/lib/store/open-store';
import {
  selectCaseStatusesInUse,
  selectCaseTypesInUse,
  selectSessionsWithCases,
} from '@/lib/store/search-options';
import { nonBlank } from './case-values';
import type { SearchOptions } from './types';

/** The filter choices and the lookups behind them; read once per store (classifications do not change). */
export interface SearchCatalog {
  readonly options: SearchOptions;
  /** A session code ('20241') → its Periode id and dates. */
  readonly sessions: ReadonlyMap<
    string,
    { readonly id: number; readonly start: string; readonly end: string }
  >;
  /** A status id → every status id with the same name (ODA repeats names: Vedtaget is 10, 17 and 57). */
  readonly statusGroups: ReadonlyMap<number, readonly number[]>;
}

const catalogs = new WeakMap<Store, SearchCatalog>();

export function getSearchCatalog(db: Store): SearchCatalog {
  const known = catalogs.get(db);
  if (known) return known;
  const sessions = new Map<string, { id: number; start: string; end: string }>();
  const periods: { code: string; title: string }[] = [];
  for (const s of selectSessionsWithCases(db)) {
    const code = nonBlank(s.kode);
    if (!code || sessions.has(code)) continue;
    sessions.set(code, { id: s.id, start: s.startdato, end: s.slutdato });
    periods.push({ code, title: nonBlank(s.titel) ?? code });
  }
  const byName = new Map<string, number[]>();
  for (const row of selectCaseStatusesInUse(db)) {
    const name = nonBlank(row.name);
    if (name) byName.set(name, [...(byName.get(name) ?? []), row.id]);
  }
  const statusGroups = new Map<number, number[]>();
  const statuses: { id: number; name: string }[] = [];
  for (const [name, ids] of byName) {
    for (const id of ids) statusGroups.set(id, ids);
    statuses.push({ id: Math.min(...ids), name });
  }
  const caseTypes = selectCaseTypesInUse(db).flatMap((row) => {
    const name = nonBlank(row.name);
    return name ? [{ id: row.id, name }] : [];
  });
  const catalog: SearchCatalog = { options: { periods, caseTypes, statuses }, sessions, statusGroups };
  catalogs.set(db, catalog);
  return catalog;
}
