import { findEntitySet } from '@/lib/model/find-entity';
import { pendingRow, stagedRows, stageRow } from '@/lib/store/mirror-stage';
import type { SyncContext } from './context';
import { fetchPage } from './fetch-page';
import { byIdsRequest, IDS_PER_REQUEST } from './requests';
import { rowId, toRowValues } from './row-codec';
import { referencesOf, SYNCED_SETS } from './sets';

/** Rounds of following references: a staged ballot's vote, that vote's step, the step's case, … */
const MAX_ROUNDS = 6;

/** Ids referenced by staged rows that the mirror (with the stage) does not hold, per target set. */
export function missingReferences(ctx: SyncContext, sets: readonly string[]): Map<string, Set<number>> {
  const missing = new Map<string, Set<number>>();
  for (const set of sets) {
    const entity = findEntitySet(set);
    if (!entity) continue;
    const refs = referencesOf(entity).map((r) => ({
      ...r,
      at: entity.properties.findIndex((p) => p.name === r.column),
    }));
    for (const { row } of stagedRows(ctx.db, set)) {
      for (const ref of refs) {
        const id = row[ref.at];
        if (typeof id !== 'number' || missing.get(ref.target)?.has(id)) continue;
        if (pendingRow(ctx.db, ref.target, id)) continue;
        const ids = missing.get(ref.target) ?? new Set<number>();
        ids.add(id);
        missing.set(ref.target, ids);
      }
    }
  }
  return missing;
}

/**
 * Keeps the cycle whole: a row that arrived while its parent changed (a ballot whose vote was created after the
 * vote set was read) gets its parent fetched by id and staged with it. Ids the service does not have either stay
 * dangling, as they are upstream: the mirror copies, it does not repair.
 */
export async function fetchMissingReferences(ctx: SyncContext): Promise<number> {
  let sets = SYNCED_SETS.map((e) => e.name);
  const asked = new Map<string, Set<number>>();
  let fetched = 0;
  for (let round = 0; round < MAX_ROUNDS && sets.length; round++) {
    const missing = missingReferences(ctx, sets);
    const requests: { set: string; ids: number[] }[] = [];
    for (const [set, ids] of missing) {
      const before = asked.get(set) ?? new Set<number>();
      const fresh = [...ids].filter((id) => !before.has(id)).sort((a, b) => a - b);
      for (const id of fresh) before.add(id);
      asked.set(set, before);
      for (let i = 0; i < fresh.length; i += IDS_PER_REQUEST)
        requests.push({ set, ids: fresh.slice(i, i + IDS_PER_REQUEST) });
    }
    if (!requests.length) break;
    const pages = await Promise.all(requests.map((r) => fetchPage(ctx, byIdsRequest(r.set, r.ids))));
    ctx.db.transaction(() => {
      pages.forEach((page, i) => {
        const set = requests[i]?.set ?? '';
        const entity = findEntitySet(set);
        if (!entity) return;
        for (const json of page.rows) {
          const row = toRowValues(entity, json);
          stageRow(ctx.db, set, rowId(row), row);
          fetched++;
        }
      });
    })();
    sets = [...new Set(requests.map((r) => r.set))];
  }
  return fetched;
}
