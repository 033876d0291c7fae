import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tinyStore } from '@/lib/data/actor.fixture';
import { votingIndex, warmVotingIndex } from './actor-voting-index';
import { openStore } from './open-store';

const store = tinyStore();

describe('warmVotingIndex', () => {
  it('does nothing without a store file', () => {
    const env = { ODA_DB: path.join(path.dirname(store.raw().name), 'missing.sqlite') };
    expect(warmVotingIndex(env, () => {})).toBe('no-store');
  });

  it('builds the index after returning, and every connection to the file then gets that index', async () => {
    const file = store.raw().name;
    const log: string[] = [];
    const built = new Promise<void>((resolve) => {
      const record = (message: string) => {
        log.push(message);
        resolve();
      };
      expect(warmVotingIndex({ ODA_DB: file }, record)).toBe('scheduled');
    });
    expect(log).toEqual([]);
    await built;
    expect(log[0]).toMatch(/^Voting index of .*tiny\.sqlite built in \d+ ms$/);
    const other = openStore(file);
    try {
      expect(votingIndex(other)).toBe(votingIndex(store.raw()));
    } finally {
      other.close();
    }
  });
});
