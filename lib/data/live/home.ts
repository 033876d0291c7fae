import 'server-only';
import type { RecentCaseRow } from '@/lib/store/home-cases';
import { datetime, odata } from './query';
import { liveRows } from './reader';

/** `Sag` as the "recently updated" list reads it. */
interface LiveRecentCase {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly opdateringsdato: string;
  readonly Sagstype: { readonly type: string | null } | null;
  readonly Sagsstatus: { readonly status: string | null } | null;
}

/** The request for the newest changed cases stamped before `before` (`YYYY-MM-DD`): one request, ≤ 100 rows. */
export function recentCasesRequest(before: string, limit: number): string {
  return odata('Sag', {
    filter: `opdateringsdato lt ${datetime(before)}`,
    select: ['id', 'nummer', 'titel', 'titelkort', 'opdateringsdato', 'Sagstype/type', 'Sagsstatus/status'],
    expand: ['Sagstype', 'Sagsstatus'],
    orderby: 'opdateringsdato desc,id desc',
    top: limit,
  });
}

/**
 * The rows of lib/store/home-cases.ts over OData: the most recently changed cases (newest first) stamped before
 * `before` (the day after "today", so stamps from the future that the service holds are left out, as the store
 * does with its own date). `limit` is at most 100 (the callers ask for 8).
 */
export async function liveRecentCases(before: string, limit: number): Promise<RecentCaseRow[]> {
  const { rows } = await liveRows<LiveRecentCase>(recentCasesRequest(before, Math.min(limit, 100)));
  return rows.map((s) => ({
    id: s.id,
    nummer: s.nummer,
    titel: s.titel,
    titelkort: s.titelkort,
    opdateringsdato: s.opdateringsdato,
    sagstype: s.Sagstype?.type ?? null,
    sagsstatus: s.Sagsstatus?.status ?? null,
  }));
}
