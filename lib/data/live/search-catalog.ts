import 'server-only';
import type { NamedIdRow, SessionRow } from '@/lib/store/search-options';
import { buildSearchCatalog, type SearchCatalog } from '../search-catalog';
import type { SearchOptions } from '../types';
import { orderBy } from './case-order';
import { odata } from './query';
import { liveAllRows } from './reader';

/**
 * The search catalog from the live service's classification sets: sessions (`Periode` of type 'samling'), case
 * types and statuses, each only when some case uses it (`Sag/any(…)`, the store's EXISTS). Requests on
 * classification sets are cached a day (lib/cache/ttl-policy.ts), so this costs three parallel requests a day.
 * Sorted here as the store sorts them, so both sources offer the same list in the same order.
 */
export async function liveSearchCatalog(): Promise<SearchCatalog> {
  const used = 'Sag/any(s: s/id gt 0)';
  const [sessions, statuses, caseTypes] = await Promise.all([
    liveAllRows<SessionRow>(
      odata('Periode', {
        filter: `type eq 'samling' and ${used}`,
        select: ['id', 'kode', 'titel', 'startdato', 'slutdato'],
      }),
    ),
    liveAllRows<{ id: number; status: string | null }>(
      odata('Sagsstatus', { filter: used, select: ['id', 'status'] }),
    ),
    liveAllRows<{ id: number; type: string | null }>(
      odata('Sagstype', { filter: used, select: ['id', 'type'] }),
    ),
  ]);
  const byName = orderBy<NamedIdRow>({ key: (r) => r.name }, { key: (r) => r.id });
  return buildSearchCatalog({
    sessions: [...sessions.rows].sort(
      orderBy<SessionRow>({ key: (r) => r.startdato, desc: true }, { key: (r) => r.id, desc: true }),
    ),
    statuses: statuses.rows.map((r) => ({ id: r.id, name: r.status })).sort(byName),
    caseTypes: caseTypes.rows.map((r) => ({ id: r.id, name: r.type })).sort(byName),
  });
}

export async function liveSearchOptions(): Promise<SearchOptions> {
  return (await liveSearchCatalog()).options;
}
