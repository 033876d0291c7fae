import { describe, expect, it } from 'vitest';
import { storeAsOdaDb } from '@/lib/store/store-hooks.fixture';
import { buildVoteStore } from './vote-store.fixture';
import { getHomeVotes, getVotes } from './votes';

// The vote store fixture: Stemme rows on votes 1, 2, 4 and 5; none on vote 3 (the newest).
storeAsOdaDb('vote', buildVoteStore);

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
