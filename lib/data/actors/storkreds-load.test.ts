import { describe, expect, it } from 'vitest';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { openStore } from '@/lib/store/open-store';
import type { Store } from '@/lib/store/store';
import { loadCurrentFolketing } from './actor-current-load';
import { loadStorkredse } from './storkreds-load';

const store = tinyStore();

/** Runs a read on its own connection, in this thread (the first read parses every member's biografi). */
function withStore<T>(read: (db: Store) => T): T {
  const db = openStore(store.raw().name);
  try {
    return read(db);
  } finally {
    db.close();
  }
}

describe('loadStorkredse', () => {
  it('places every member now once, in the storkreds their biografi names, with their party', () => {
    const [byPlace, folketing] = withStore((db) => [
      loadStorkredse(db),
      loadCurrentFolketing(db, { query: null, party: null, period: null }),
    ]);
    expect(byPlace.today).toBe(folketing.today);
    expect(byPlace.total).toBe(folketing.total);
    const expected = folketing.parties.flatMap((p) =>
      p.members.map((m) => [m.id, m.storkreds, p.party] as const),
    );
    const placed = byPlace.storkredse.flatMap((s) =>
      s.parties.flatMap((p) => p.members.map((m) => [m.id, s.name, p.party] as const)),
    );
    expect([...placed].sort((a, b) => a[0] - b[0])).toEqual([...expected].sort((a, b) => a[0] - b[0]));
    for (const s of byPlace.storkredse) {
      expect(s.total).toBe(s.parties.reduce((n, p) => n + p.members.length, 0));
      const sizes = s.parties.map((p) => p.members.length);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    }
  });

  it('lists the storkredse first, then the North Atlantic seats, then members without a recorded storkreds', () => {
    const names = withStore(loadStorkredse).storkredse.map((s) => s.name);
    expect(names.filter((n) => n?.endsWith('Storkreds')).length).toBeGreaterThan(5);
    const rank = (n: string | null) => (n === null ? 2 : n.endsWith('Storkreds') ? 0 : 1);
    expect(names.map(rank)).toEqual([...names.map(rank)].sort());
    expect(new Set(names).size).toBe(names.length);
  });
});
