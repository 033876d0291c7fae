import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePool, runStoreRead } from './store-read';
import { storeReadSource } from './store-read-source';
import { tinyStore } from './tiny-store.fixture';
import { loadVote } from './votes/vote-load';

/** Every module of lib/data that marks store reads (`storeReads(` at its end), by its path from the project. */
function markingModules(): string[] {
  const root = path.join(process.cwd(), 'lib/data');
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.ts$/.test(file) && !/\.(test|fixture)\.ts$/.test(file))
    .filter((file) => /^storeReads\('/m.test(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => path.posix.join('lib/data', file.split(path.sep).join('/')));
}

const store = tinyStore();

afterAll(() => pagePool().close());

describe('store reads', () => {
  const modules = markingModules();

  it('are marked in the modules of every domain', () => {
    const domains = new Set(modules.map((module) => module.split('/')[2]));
    for (const domain of [
      'votes',
      'cases',
      'meetings',
      'actors',
      'parties',
      'search',
      'analyses',
      'site',
      'questions',
      'documents',
      'debates',
      'downloads',
    ])
      expect(domains).toContain(domain);
  });

  it.each(modules)('%s marks its own exports, under its own path and their export names', async (module) => {
    const exports = (await import(`@/${module.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    const marked = Object.entries(exports).filter(
      ([, value]) => typeof value === 'function' && storeReadSource(value),
    );
    expect(marked.length).toBeGreaterThan(0);
    for (const [name, read] of marked) expect(storeReadSource(read as object)).toEqual({ module, name });
  });

  it('run in a pool thread, found by the module and name of their mark', async () => {
    const vote = store.raw().prepare('SELECT id FROM Afstemning ORDER BY id LIMIT 1').pluck().get() as number;
    const read = await runStoreRead(loadVote, { db: store.raw().name, args: [vote] }, undefined);
    expect(read?.id).toBe(vote);
    expect(
      await runStoreRead(loadVote, { db: store.raw().name, args: [2_000_000_000] }, undefined),
    ).toBeNull();
  });

  it('refuse a function that is not marked, before any thread runs it', async () => {
    const unmarked = (_db: unknown, id: number) => id;
    await expect(runStoreRead(unmarked, { db: 'x.sqlite', args: [1] }, undefined)).rejects.toThrow(
      /is no store read/,
    );
  });
});
