import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { INDEPENDENTS, STEMMETYPE } from '@/lib/model/oda-ids';
import { votingIndex, warmVotingIndex } from './actor-voting-index';
import { openStore } from './open-store';
import { selectVoteBallots } from './vote-ballots';

const store = tinyStore();

describe('warmVotingIndex', () => {
  it('builds the index once, and every connection to the file then gets that index', () => {
    const file = store.raw().name;
    const db = openStore(file);
    const other = openStore(file);
    try {
      expect(warmVotingIndex(db)).toEqual({ state: 'built', ms: expect.any(Number) });
      expect(warmVotingIndex(db)).toEqual({ state: 'current' });
      expect(warmVotingIndex(other)).toEqual({ state: 'current' });
      expect(votingIndex(other)).toBe(votingIndex(db));
    } finally {
      db.close();
      other.close();
    }
  });

  it('leaves a mirror alone while it makes its first copy', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-index-'));
    const file = path.join(dir, 'mirror.sqlite');
    try {
      const setup = new Database(file);
      setup.exec(`CREATE TABLE "_sync_status" (id INTEGER PRIMARY KEY, generation INTEGER NOT NULL);
                  INSERT INTO "_sync_status" VALUES (1, 0);`);
      setup.close();
      const db = openStore(file);
      try {
        expect(warmVotingIndex(db)).toEqual({ state: 'building' });
      } finally {
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('partyTallies', () => {
  it('counts each party’s ballots on a vote as the vote page’s ballot read assigns them', () => {
    const db = openStore(store.raw().name);
    try {
      const index = votingIndex(db);
      const voted = index.votes.filter((v) => index.partyTallies(v.id)?.size);
      expect(voted.length).toBeGreaterThan(10);
      for (const vote of voted.slice(0, 25)) {
        const expected = new Map<string, { for: number; against: number; abstain: number; absent: number }>();
        for (const b of selectVoteBallots(db, vote.id, vote.dato)) {
          const code = b.gruppe_kode?.trim();
          if (!code || code === INDEPENDENTS) continue;
          const t = expected.get(code) ?? { for: 0, against: 0, abstain: 0, absent: 0 };
          expected.set(code, t);
          if (b.stemmetype_id === STEMMETYPE.for) t.for++;
          else if (b.stemmetype_id === STEMMETYPE.against) t.against++;
          else if (b.stemmetype_id === STEMMETYPE.abstain) t.abstain++;
          else if (b.stemmetype_id === STEMMETYPE.absent) t.absent++;
        }
        expect(Object.fromEntries(index.partyTallies(vote.id) ?? [])).toEqual(Object.fromEntries(expected));
      }
    } finally {
      db.close();
    }
  });

  it('lists every vote once, newest first', () => {
    const db = openStore(store.raw().name);
    try {
      const { votes, voteRank } = votingIndex(db);
      const count = store.raw().prepare('SELECT count(*) AS n FROM "Afstemning"').get() as { n: number };
      expect(votes).toHaveLength(count.n);
      expect(votes.map((v) => voteRank(v.id))).toEqual(votes.map((_, i) => i));
    } finally {
      db.close();
    }
  });
});

describe('deviations', () => {
  it('holds every member’s breaks together, newest vote first, and counts them per vote', () => {
    const db = openStore(store.raw().name);
    try {
      const index = votingIndex(db);
      const members = store
        .raw()
        .prepare('SELECT DISTINCT "aktørid" AS id FROM "Stemme"')
        .pluck()
        .all() as number[];
      const expected = members.flatMap((id) => index.member(id)?.deviations ?? []);
      expect(index.deviations.length).toBeGreaterThan(0);
      expect(new Set(index.deviations)).toEqual(new Set(expected));
      expect(index.deviations).toHaveLength(expected.length);
      const ranks = index.deviations.map((d) => index.voteRank(d.voteId) ?? -1);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const perVote = new Map<number, number>();
      for (const d of expected) perVote.set(d.voteId, (perVote.get(d.voteId) ?? 0) + 1);
      for (const v of index.votes)
        expect(index.deviationCount(v.id), `vote ${v.id}`).toBe(perVote.get(v.id) ?? 0);
      for (const d of index.deviations) {
        expect([STEMMETYPE.for, STEMMETYPE.against, STEMMETYPE.abstain]).toContain(d.type);
        expect(d.party).not.toBe(INDEPENDENTS);
      }
    } finally {
      db.close();
    }
  });
});
