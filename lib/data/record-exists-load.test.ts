import { describe, expect, it } from 'vitest';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import { openStore } from '@/lib/store/open-store';
import { loadRecordExists } from './record-exists-load';
import { tinyStore } from './tiny-store.fixture';

const store = tinyStore();

function withStore<T>(read: (db: ReturnType<typeof openStore>) => T): T {
  const db = openStore(store.raw().name);
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The largest id in an entity set, and one past it (which no row has). */
function edge(table: string): { last: number; next: number } {
  const { n } = store.raw().prepare(`SELECT max(id) AS n FROM "${table}"`).get() as { n: number };
  return { last: n, next: n + 1 };
}

describe('loadRecordExists', () => {
  it.each([
    ['vote', 'Afstemning'],
    ['case', 'Sag'],
    ['meeting', 'Møde'],
    ['actor', 'Aktør'],
  ] as const)('finds a %s by the id in its address, and no other', (kind, table) => {
    const { last, next } = edge(table);
    withStore((db) => {
      expect(loadRecordExists(db, kind, String(last))).toBe(true);
      expect(loadRecordExists(db, kind, String(next))).toBe(false);
      for (const malformed of [`0${last}`, `-${last}`, `${last}.0`, 'abc', '99999999999', ''])
        expect(loadRecordExists(db, kind, malformed)).toBe(false);
    });
  });

  it('finds a party by its code in any case, and the independents, but no unknown code', () => {
    const { code } = store
      .raw()
      .prepare(
        `SELECT trim(gruppenavnkort) AS code FROM "Aktør"
          WHERE typeid = 4 AND trim(gruppenavnkort) NOT IN ('', ?) ORDER BY id LIMIT 1`,
      )
      .get(INDEPENDENTS) as { code: string };
    withStore((db) => {
      expect(loadRecordExists(db, 'party', code)).toBe(true);
      expect(loadRecordExists(db, 'party', code.toLowerCase())).toBe(true);
      expect(loadRecordExists(db, 'party', INDEPENDENTS.toLowerCase())).toBe(true);
      expect(loadRecordExists(db, 'party', 'QQQ')).toBe(false);
      expect(loadRecordExists(db, 'party', '')).toBe(false);
    });
  });
});
