import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { META_TABLE } from '@/lib/store/meta';
import type { Store } from '@/lib/store/open-store';
import { datasetToday, updatedBefore } from './dataset-today';

const open: Store[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

/** An in-memory store with the given meta rows (none: no meta table, as in a mirror of the live service). */
function storeWith(meta: Record<string, string> | null): Store {
  const db = new Database(':memory:');
  open.push(db);
  if (meta) {
    db.exec(`CREATE TABLE "${META_TABLE}" (key TEXT PRIMARY KEY, value TEXT)`);
    const insert = db.prepare(`INSERT INTO "${META_TABLE}" VALUES (?, ?)`);
    for (const [key, value] of Object.entries(meta)) insert.run(key, value);
  }
  return db;
}

// 22:30 UTC on 30 June is already 1 July in Denmark.
const NOW = new Date('2024-06-30T22:30:00Z');

describe('datasetToday', () => {
  it('is the as_of a synthetic store records', () => {
    expect(datasetToday(storeWith({ synthetic: '1', as_of: '2025-03-20' }), NOW)).toBe('2025-03-20');
  });

  it('is today in Denmark for a store that records none (a mirror), or records something else', () => {
    expect(datasetToday(storeWith(null), NOW)).toBe('2024-07-01');
    expect(datasetToday(storeWith({ synthetic: '1' }), NOW)).toBe('2024-07-01');
    expect(datasetToday(storeWith({ as_of: 'soon' }), NOW)).toBe('2024-07-01');
  });
});

describe('updatedBefore', () => {
  it('is the day after the data’s today', () => {
    expect(updatedBefore(storeWith({ as_of: '2024-12-31' }))).toBe('2025-01-01');
  });
});
