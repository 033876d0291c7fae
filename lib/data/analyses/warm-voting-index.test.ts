import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePool } from '@/lib/data/store-read';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { warmVotingIndexes } from './warm-voting-index';

const store = tinyStore();

afterAll(() => pagePool().close());

describe('warmVotingIndexes', () => {
  it('does nothing without a store file', async () => {
    const env = { ODA_DB: path.join(path.dirname(store.raw().name), 'missing.sqlite') };
    expect(await warmVotingIndexes(env, () => {})).toBe('no-store');
  });

  it('has one thread build first, then the others, each thread once, logging each build', async () => {
    const env = { ODA_DB: store.raw().name };
    const log: string[] = [];
    const first = await warmVotingIndexes(env, (message) => log.push(message));
    expect(first).toHaveLength(pagePool().options.threads);
    const states = first === 'no-store' ? [] : first.map((o) => o?.state);
    expect(states).toContain('built');
    expect(states.every((s) => s === 'built' || s === 'current')).toBe(true);
    // The first build's thread answers the second round at once; every other thread builds in it.
    const threads = pagePool().options.threads;
    expect(states.filter((s) => s === 'current')).toHaveLength(threads > 1 ? 1 : 0);
    expect(log).toHaveLength(threads);
    for (const line of log)
      expect(line).toMatch(
        /^Voting index and party analyses of .*tiny\.sqlite built in \d+ ms in a page thread$/,
      );
    expect(await warmVotingIndexes(env, () => {})).not.toContain(null);
  });
});
