import { describe, expect, it } from 'vitest';
import { getRecentVotes } from '@/lib/data/actors/actor-votes';
import { getCase, getCaseResult, getCaseTimeline } from '@/lib/data/cases/case';
import { caseVoteIds } from '@/lib/data/cases/case-result-motions';
import { getPartyVotes } from '@/lib/data/parties/party-votes';
import { buildVoteStore } from '@/lib/data/votes/vote-store.fixture';
import { getVoteList, getVotes } from '@/lib/data/votes/votes';
import { storeAsOdaDb } from '@/lib/store/store-hooks.fixture';
import { VoteSearch } from '@/lib/url-state/vote-search';
import { actorFeed } from './actor-feed';
import { writeAtom } from './atom';
import { checkAtom } from './atom-check.fixture';
import { caseFeed } from './case-feed';
import type { FeedContext } from './feed-context';
import { partyFeed } from './party-feed';
import { votesFeed } from './votes-feed';

/*
 * The feeds over the hand-made vote store (lib/data/vote-store.fixture.ts), whose dates are known: vote 2 on
 * 12 March 2025 13:00 (its Sagstrin), vote 3 the same day at 10:00 (its Møde), vote 1 on 15 February 2025, vote 4 on
 * 5 November 2024, vote 5 on 1 December 2023 10:00 (its Møde; session 20231); case 10 (L 123) has steps 100–102 and votes 1, 2, 4.
 */

storeAsOdaDb('vote', buildVoteStore);

const context: FeedContext = {
  origin: new URL('https://tingdata.test'),
  tagDomain: 'tingdata.dk',
  locale: 'da',
  emptyUpdated: new Date('2025-03-20T07:00:00Z'),
};

const tag = (specific: string) => `tag:tingdata.dk,2026:${specific}`;

/** As the feed's response reads it (lib/export/feed-response.ts): the list's first page with its filters. */
async function newVotes(search = VoteSearch.EMPTY) {
  const list = await getVotes(search.withPage(1).toFilters());
  return checkAtom(writeAtom(votesFeed(list.items, search, context)));
}

describe('the new-votes feed', () => {
  it('holds the newest votes, newest first, each dated by when it was taken (Danish time)', async () => {
    const feed = await newVotes();
    expect(feed.entries.map((e) => e.id)).toEqual([2, 3, 1, 4, 5].map((n) => tag(`afstemning/${n}`)));
    expect(feed.entries.map((e) => e.updated)).toEqual([
      '2025-03-12T12:00:00.000Z',
      '2025-03-12T09:00:00.000Z',
      '2025-02-14T23:00:00.000Z',
      '2024-11-04T23:00:00.000Z',
      '2023-12-01T09:00:00.000Z',
    ]);
    expect(feed.updated).toBe('2025-03-12T12:00:00.000Z');
    expect(feed.entries[0]).toMatchObject({
      title: 'L 123 Ændring af fiskeriloven (3. behandling): Forkastet',
      link: 'https://tingdata.test/afstemning/2',
    });
    expect(feed.entries[0]?.summary).toContain(
      'Afstemning nr. 45, Endelig vedtagelse, 12. marts 2025: Forkastet',
    );
    expect(feed.entries[0]?.summary).toContain('Bemærkning: Omafstemning.');
    expect(feed).toMatchObject({
      id: tag('feed/afstemninger/feed.xml'),
      self: 'https://tingdata.test/afstemninger/feed.xml',
      alternate: 'https://tingdata.test/afstemninger',
      author: 'Tingdata',
    });
  });

  it('says of a vote without ballots that its result rests on the konklusion and the ballots are not in yet', async () => {
    const feed = await newVotes();
    const without = feed.entries.find((e) => e.id === tag('afstemning/3'));
    expect(without?.summary).toContain('Forkastet, 1 for, 4 imod, 0 hverken for eller imod.');
    expect(without?.summary).toContain(
      'Resultatet bygger på stemmetallene i afstemningens konklusion; medlemmernes enkeltstemmer er endnu ikke i dataene.',
    );
    const withBallots = feed.entries.find((e) => e.id === tag('afstemning/2'));
    expect(withBallots?.summary).not.toContain('enkeltstemmer');
  });

  it('is the same document every time it is written from the same data (stable ids, no time of writing)', async () => {
    const list = await getVotes(VoteSearch.EMPTY.toFilters());
    const again = await getVotes(VoteSearch.EMPTY.toFilters());
    expect(writeAtom(votesFeed(again.items, VoteSearch.EMPTY, context))).toBe(
      writeAtom(votesFeed(list.items, VoteSearch.EMPTY, context)),
    );
  });

  it('follows the list’s filters from its first page, and says so in its title and links', async () => {
    const search = VoteSearch.fromUrl('samling=20231&side=4');
    const feed = await newVotes(search);
    expect(feed.entries.map((e) => e.id)).toEqual([tag('afstemning/5')]);
    expect(feed.title).toBe('Nye afstemninger i Folketinget: samling 20231');
    expect(feed.self).toBe('https://tingdata.test/afstemninger/feed.xml?samling=20231');
    expect(feed.alternate).toBe('https://tingdata.test/afstemninger?samling=20231');
  });

  it('follows the list’s filter to votes where members broke with their party', async () => {
    const feed = await newVotes(VoteSearch.fromUrl('brud=ja'));
    // Vote 4: Erik Eriksen abstained while S voted for; no other vote has a break.
    expect(feed.entries.map((e) => e.id)).toEqual([tag('afstemning/4')]);
    expect(feed.title).toBe('Nye afstemninger i Folketinget: kun hvor medlemmer brød med partiet');
    expect(feed.self).toBe('https://tingdata.test/afstemninger/feed.xml?brud=ja');
    expect(feed.alternate).toBe('https://tingdata.test/afstemninger?brud=ja');
  });

  it('dates an empty feed by the store’s newest update, never by the time of writing', async () => {
    const feed = await newVotes(VoteSearch.fromUrl('q=ingen+s%C3%A5dan+tekst'));
    expect(feed.entries).toEqual([]);
    expect(feed.updated).toBe('2025-03-20T07:00:00.000Z');
  });
});

describe('a politician’s feed', () => {
  it('lists the member’s ballots newest first, by the member, with the choice in the title', async () => {
    const votes = await getRecentVotes(1, 50);
    const feed = await checkAtom(writeAtom(actorFeed({ id: 1, name: 'Anna Andersen' }, votes, context)));
    expect(feed.entries.map((e) => e.id)).toEqual(votes.map((v) => tag(`aktoer/1/afstemning/${v.voteId}`)));
    expect(feed.entries.length).toBeGreaterThan(0);
    for (const [i, e] of feed.entries.entries()) {
      const vote = votes[i];
      expect(e.author).toBe('Anna Andersen');
      expect(e.link).toBe(`https://tingdata.test/afstemning/${vote?.voteId}`);
      const choice = { for: 'Stemte for', against: 'Stemte imod', abstain: 'Stemte hverken for eller imod' };
      expect(
        e.title.startsWith(vote?.choice && vote.choice !== 'absent' ? choice[vote.choice] : ''),
        e.title,
      ).toBe(true);
    }
    const sorted = [...feed.entries].sort((a, b) => b.updated.localeCompare(a.updated));
    expect(feed.entries).toEqual(sorted);
    expect(feed).toMatchObject({
      title: 'Anna Andersen: stemmer i Folketinget',
      alternate: 'https://tingdata.test/aktoer/1',
      self: 'https://tingdata.test/aktoer/1/feed.xml',
    });
  });
});

describe('a case’s feed', () => {
  it('holds every dated step and every vote of the case, newest first, with the vote entries’ own ids', async () => {
    const detail = await getCase(10);
    if (!detail) throw new Error('no case 10');
    const timeline = await getCaseTimeline(10);
    const result = await getCaseResult(10);
    const votes = await getVoteList(caseVoteIds(timeline, result));
    const atom = caseFeed(detail, timeline, votes, result, context);
    const feed = await checkAtom(writeAtom(atom));
    expect(feed.entries.map((e) => [e.id, e.updated])).toEqual([
      [tag('sag/10/sagstrin/101'), '2025-03-12T12:00:00.000Z'],
      [tag('afstemning/2'), '2025-03-12T12:00:00.000Z'],
      [tag('sag/10/sagstrin/100'), '2025-02-14T23:00:00.000Z'],
      [tag('afstemning/1'), '2025-02-14T23:00:00.000Z'],
      [tag('sag/10/sagstrin/102'), '2024-11-04T23:00:00.000Z'],
      [tag('afstemning/4'), '2024-11-04T23:00:00.000Z'],
    ]);
    expect(feed.entries[0]).toMatchObject({
      title: 'L 123 Ændring af fiskeriloven: 3. behandling',
      link: 'https://tingdata.test/sag/10#forloeb',
    });
    expect(feed.entries[0]?.summary).toContain('12. marts 2025');
    expect(feed).toMatchObject({
      title: 'L 123 Ændring af fiskeriloven: forløb og afstemninger',
      alternate: 'https://tingdata.test/sag/10',
      self: 'https://tingdata.test/sag/10/feed.xml',
      updated: '2025-03-12T12:00:00.000Z',
    });
    // The final vote's `vedtaget` says forkastet while its konklusion and ballots say vedtaget: shown, not chosen.
    expect(atom.subtitle).toContain(
      'Resultat: Uenige kilder: afstemningens kilder er uenige om udfaldet — vedtaget-feltet: Forkastet; konklusionen: Vedtaget; medlemmernes stemmer: Vedtaget (3 for, 2 imod).',
    );
  });
});

describe('a party’s feed', () => {
  it('lists the votes the party had ballots on, newest first, with its side and ballots, by the party', async () => {
    const votes = await getPartyVotes('S', 50);
    const party = { code: 'S', name: 'Socialdemokratiet' };
    const feed = await checkAtom(writeAtom(partyFeed(party, votes, context)));
    // Vote 3 has no ballots yet: the party took no side on it.
    expect(feed.entries.map((e) => [e.id, e.updated])).toEqual([
      [tag('parti/S/afstemning/2'), '2025-03-12T12:00:00.000Z'],
      [tag('parti/S/afstemning/1'), '2025-02-14T23:00:00.000Z'],
      [tag('parti/S/afstemning/4'), '2024-11-04T23:00:00.000Z'],
      [tag('parti/S/afstemning/5'), '2023-12-01T09:00:00.000Z'],
    ]);
    expect(feed.entries[1]).toMatchObject({
      title: 'S stemte for: L 123 Ændring af fiskeriloven (2. behandling)',
      author: 'Socialdemokratiet',
      link: 'https://tingdata.test/afstemning/1',
    });
    expect(feed.entries[1]?.summary).toMatch(
      /^Stemmer fra S: 2 for, 0 imod, 0 hverken for eller imod, 1 fraværende\. Afstemning nr\. 40, 2\. behandling, 15\. februar 2025: Vedtaget/,
    );
    expect(feed).toMatchObject({
      title: 'Socialdemokratiet (S): stemmer i Folketinget',
      alternate: 'https://tingdata.test/parti/S',
      self: 'https://tingdata.test/parti/S/feed.xml',
    });
  });

  it('titles each vote by the side the party took', async () => {
    const votes = await getPartyVotes('V', 50);
    const feed = partyFeed({ code: 'V', name: 'Venstre' }, votes, context);
    const words = {
      for: 'V stemte for',
      against: 'V stemte imod',
      abstain: 'V stemte hverken for eller imod',
      split: 'V var splittet',
      absent: 'V var fraværende',
    };
    expect(votes.length).toBeGreaterThan(0);
    for (const v of votes) {
      const entry = feed.entries.find((e) => e.id === tag(`parti/V/afstemning/${v.vote.id}`));
      expect(entry?.title.startsWith(`${words[v.side]}: `), entry?.title).toBe(true);
    }
  });
});
