import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVoteStore } from './vote-store.fixture';
import { getHomeVotes, getVotes } from './votes';

// The vote store fixture: Stemme rows on votes 1, 2, 4 and 5; none on vote 3 (the newest).
let dir: string;
const previousOdaDb = process.env.ODA_DB;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-home-votes-'));
  const file = path.join(dir, 'store.sqlite');
  buildVoteStore(file);
  process.env.ODA_DB = file;
});

afterAll(() => {
  if (previousOdaDb === undefined) delete process.env.ODA_DB;
  else process.env.ODA_DB = previousOdaDb;
  rmSync(dir, { recursive: true, force: true });
});

const ALL = {
  period: null,
  voteTypeId: null,
  outcome: null,
  text: null,
  caseNumber: null,
  rebels: false,
  page: 1,
} as const;

describe('getHomeVotes', () => {
  it('lists the newest votes with ballots, in the vote list order, and counts the newer ones without', async () => {
    const list = (await getVotes(ALL)).items;
    const withBallots = list.filter((v) => v.ballotCounts !== null).map((v) => v.id);
    const newest = list[0];
    expect(newest?.ballotCounts).toBeNull();
    const home = await getHomeVotes(10);
    expect(home.votes.map((v) => v.id)).toEqual(withBallots);
    expect(home.votes.every((v) => v.ballotCounts !== null)).toBe(true);
    expect(home.newerWithoutBallots).toBe(list.findIndex((v) => v.ballotCounts !== null));
    expect(home.newerWithoutBallots).toBeGreaterThan(0);
  });

  it('honours the limit and still counts the newer votes without ballots', async () => {
    const home = await getHomeVotes(1);
    expect(home.votes).toHaveLength(1);
    expect(home.votes[0]?.ballotCounts).not.toBeNull();
    expect(home.newerWithoutBallots).toBe((await getHomeVotes(10)).newerWithoutBallots);
  });
});
