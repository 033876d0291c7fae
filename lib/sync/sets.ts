import { ENTITIES } from '@/lib/model/entities';
import type { EntityDef } from '@/lib/model/types';
import { isView } from '@/lib/store/schema';

/** The entity sets the sync copies: every table (the five Sag-shaped views follow from Sag). */
export const SYNCED_SETS: readonly EntityDef[] = ENTITIES.filter((e) => !isView(e.name));

/** The references (to-one navigations) of a set that point at a copied table: the foreign keys to keep whole. */
export function referencesOf(entity: EntityDef): readonly { column: string; target: string }[] {
  return entity.navigations
    .filter((n) => !n.many && !isView(n.target))
    .map((n) => ({ column: n.column, target: n.target }));
}

/**
 * The copied sets in levels: each set's referenced sets sit in earlier levels (self-references aside), so a cycle
 * reads a vote's changes before its ballots' and a ballot fetched is never newer than the vote it needs. A
 * reference cycle between sets, which the real model does not have, would be broken by name order.
 */
export function syncLevels(sets: readonly EntityDef[] = SYNCED_SETS): EntityDef[][] {
  const names = new Set(sets.map((s) => s.name));
  const level = new Map<string, number>();
  const visiting = new Set<string>();
  const depth = (e: EntityDef): number => {
    const known = level.get(e.name);
    if (known !== undefined) return known;
    if (visiting.has(e.name)) return 0;
    visiting.add(e.name);
    let d = 0;
    for (const ref of referencesOf(e)) {
      if (ref.target === e.name || !names.has(ref.target)) continue;
      const target = sets.find((s) => s.name === ref.target);
      if (target) d = Math.max(d, depth(target) + 1);
    }
    visiting.delete(e.name);
    level.set(e.name, d);
    return d;
  };
  const levels: EntityDef[][] = [];
  for (const e of [...sets].sort((a, b) => a.name.localeCompare(b.name))) {
    const d = depth(e);
    const bucket = levels[d] ?? [];
    bucket.push(e);
    levels[d] = bucket;
  }
  return levels.filter(Boolean);
}
