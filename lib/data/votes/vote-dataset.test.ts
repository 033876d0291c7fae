import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import type { VoteDetail } from './types';
import { getVote } from './vote';
import { getVotes } from './votes';

// The vote reads over a whole generated store: every vote, every era, party switches and independents.
let dir: string;
let details: VoteDetail[];
const previousOdaDb = process.env.ODA_DB;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-vote-dataset-'));
  const file = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 11, out: file });
  process.env.ODA_DB = file;
  const db = new Database(file, { readonly: true });
  const ids = db.prepare('SELECT id FROM "Afstemning" ORDER BY id').pluck().all() as number[];
  db.close();
  details = [];
  for (const id of ids) {
    const v = await getVote(id);
    if (v) details.push(v);
  }
});

afterAll(() => {
  if (previousOdaDb === undefined) delete process.env.ODA_DB;
  else process.env.ODA_DB = previousOdaDb;
  rmSync(dir, { recursive: true, force: true });
});

describe('votes of a generated store', () => {
  it('reads every vote', async () => {
    expect(details.length).toBeGreaterThan(20);
    expect(
      (
        await getVotes({
          period: null,
          voteTypeId: null,
          outcome: null,
          text: null,
          caseNumber: null,
          rebels: false,
          page: 1,
        })
      ).total,
    ).toBe(details.length);
  });

  it('puts every member who voted in exactly one party on the vote date', () => {
    for (const v of details) {
      expect(
        v.ballots.filter((b) => b.party === null),
        `vote ${v.id}`,
      ).toEqual([]);
      expect(v.parties.reduce((n, p) => n + p.members, 0)).toBe(v.ballots.length);
      const seats = v.stemmeCounts ? Object.values(v.stemmeCounts).reduce((a, b) => a + b, 0) : 0;
      expect(seats).toBe(v.ballots.length);
    }
  });

  it('agrees with the konklusion in nearly every vote with Stemme rows, as the generator intends', () => {
    const withBallots = details.filter((v) => v.ballots.length > 0);
    expect(withBallots.length).toBeGreaterThan(0);
    const disagreeing = withBallots.filter((v) => v.discrepancies.length > 0);
    expect(disagreeing.length / withBallots.length).toBeLessThan(0.05);
  });

  it('matches the parties named in the konklusion with the Stemme majority of each party', () => {
    for (const v of details.filter((d) => d.ballots.length > 0 && d.discrepancies.length === 0)) {
      for (const code of v.konklusion.for.parties.filter((p) => p !== 'UFG')) {
        const party = v.parties.find((p) => p.party === code);
        expect(party, `vote ${v.id} party ${code}`).toBeDefined();
        expect(party?.counts.for, `vote ${v.id} party ${code}`).toBeGreaterThan(0);
      }
    }
  });
});
