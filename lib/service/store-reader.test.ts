import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { compileCount } from '@/lib/sql/compile-query';
import { openStore } from '@/lib/store/open-store';
import { makeLiveStore } from '@/lib/upstream/upstream.fixture';
import { readCount } from './store-reader';

const store = makeLiveStore();
afterAll(() => store.cleanup());

describe('readCount', () => {
  it('remembers a count until another connection changes the file', () => {
    const reader = openStore(store.db);
    const query = compileCount('Stemme', undefined);
    const before = readCount(reader, query);
    expect(readCount(reader, query)).toBe(before);

    const writer = new Database(store.db);
    writer.prepare('DELETE FROM "Stemme" WHERE id = (SELECT max(id) FROM "Stemme")').run();
    writer.close();
    expect(readCount(reader, query)).toBe(before - 1);
    reader.close();
  });
});
