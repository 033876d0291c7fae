import { CASE_STATUS_GROUPS, type CaseStatusGroup, toCaseStatusGroup } from '@/lib/data/cases/case-status';
import { nonBlank } from '@/lib/data/oda-values';
import type { Store } from '@/lib/store/open-store';
import {
  type NamedIdRow,
  type SessionRow,
  selectCaseStatusesInUse,
  selectCaseTypesInUse,
  selectSessionsWithCases,
} from '@/lib/store/search-options';
import type { SessionDates } from './search-hits';
import type { SearchOptions } from './types';

/** The filter choices and the lookups behind them; read once per store (classifications do not change). */
export interface SearchCatalog {
  readonly options: SearchOptions;
  /** A session code ('20241') → its Periode id and dates. */
  readonly sessions: ReadonlyMap<string, SessionDates>;
  /**
   * A plain status group → the ids of every status in use in it (lib/data/cases/case-status.ts; ODA repeats names too:
   * Vedtaget is 10, 17 and 57).
   */
  readonly statusGroups: ReadonlyMap<CaseStatusGroup, readonly number[]>;
}

/** What a catalog is built from, in the store's orders (see lib/store/search-options.ts). */
interface CatalogRows {
  /** Sessions with cases, newest first. */
  readonly sessions: readonly SessionRow[];
  /** Statuses in use, by name then id. */
  readonly statuses: readonly NamedIdRow[];
  /** Case types in use, by name then id. */
  readonly caseTypes: readonly NamedIdRow[];
}

const catalogs = new WeakMap<Store, SearchCatalog>();

/** The store's search catalog: built on first use, then kept for the connection (a new cycle opens a new one). */
export function getSearchCatalog(db: Store): SearchCatalog {
  const known = catalogs.get(db);
  if (known) return known;
  const catalog = buildSearchCatalog({
    sessions: selectSessionsWithCases(db),
    statuses: selectCaseStatusesInUse(db),
    caseTypes: selectCaseTypesInUse(db),
  });
  catalogs.set(db, catalog);
  return catalog;
}

/** The catalog from its rows. */
function buildSearchCatalog(rows: CatalogRows): SearchCatalog {
  const sessions = new Map<string, SessionDates>();
  const periods: { code: string; title: string }[] = [];
  for (const s of rows.sessions) {
    const code = nonBlank(s.kode);
    if (!code || sessions.has(code)) continue;
    sessions.set(code, { id: s.id, start: s.startdato, end: s.slutdato });
    periods.push({ code, title: nonBlank(s.titel) ?? code });
  }
  const statusGroups = new Map<CaseStatusGroup, number[]>();
  for (const row of rows.statuses) {
    const group = toCaseStatusGroup(nonBlank(row.name));
    if (group) statusGroups.set(group, [...(statusGroups.get(group) ?? []), row.id]);
  }
  const statuses = CASE_STATUS_GROUPS.flatMap(({ group }) => (statusGroups.has(group) ? [group] : []));
  const caseTypes = rows.caseTypes.flatMap((row) => {
    const name = nonBlank(row.name);
    return name ? [{ id: row.id, name }] : [];
  });
  return { options: { periods, caseTypes, statuses }, sessions, statusGroups };
}
