import path from 'node:path';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { danishInstant } from '../lib/format/danish-instant';
import { test } from './fixtures';
import { FeedPage } from './pages/feed.page';
import { SearchPage } from './pages/search.page';

/*
 * The Atom feeds as a feed reader meets them: each fetched from the running site and read with a real feed parser
 * (rss-parser, via lib/feed/atom-check.fixture.ts, which also fails on a missing required element), its entries
 * checked against the store under test with this spec's own SQL, and each page checked to announce its feed.
 */

const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

/** The date a vote was taken (`Sagstrin.dato`, else `Møde.dato`) as the feed writes it. */
const VOTE_DATE = `COALESCE(st.dato, m.dato)`;
const VOTES_FROM = `"Afstemning" a LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid LEFT JOIN "Møde" m ON m.id = a."mødeid"`;

interface StoreFacts {
  /** Dates of every vote by id. */
  readonly voteDates: Map<number, string | null>;
  readonly member: {
    readonly id: number;
    readonly name: string;
    readonly ballots: Map<number, number | null>;
  };
  readonly case: { readonly id: number; readonly stepDates: Map<number, string>; readonly voteIds: number[] };
  /** The party code with the most ballots by its members' groups. */
  readonly party: string;
  readonly missingCase: number;
  readonly committee: number;
}

function readStore(): StoreFacts {
  const db = new Database(STORE, { readonly: true, fileMustExist: true });
  try {
    const voteDates = new Map(
      (
        db.prepare(`SELECT a.id, ${VOTE_DATE} AS dato FROM ${VOTES_FROM}`).all() as {
          id: number;
          dato: string | null;
        }[]
      ).map((r) => [r.id, r.dato]),
    );
    const member = db
      .prepare(
        `SELECT p.id, p.navn FROM "Aktør" p JOIN "Stemme" s ON s."aktørid" = p.id WHERE p.typeid = 5 AND p.navn IS NOT NULL
         GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT 1`,
      )
      .get() as { id: number; navn: string };
    const ballots = new Map(
      (
        db.prepare(`SELECT afstemningid, typeid FROM "Stemme" WHERE "aktørid" = ?`).all(member.id) as {
          afstemningid: number;
          typeid: number | null;
        }[]
      ).map((r) => [r.afstemningid, r.typeid]),
    );
    const bill = db
      .prepare(
        `SELECT st.sagid AS id FROM "Afstemning" a JOIN "Sagstrin" st ON st.id = a.sagstrinid
         GROUP BY st.sagid ORDER BY count(*) DESC, st.sagid LIMIT 1`,
      )
      .get() as { id: number };
    const stepDates = new Map(
      (
        db.prepare(`SELECT id, dato FROM "Sagstrin" WHERE sagid = ? AND dato IS NOT NULL`).all(bill.id) as {
          id: number;
          dato: string;
        }[]
      ).map((r) => [r.id, r.dato]),
    );
    const voteIds = (
      db
        .prepare(
          `SELECT a.id FROM "Afstemning" a JOIN "Sagstrin" st ON st.id = a.sagstrinid WHERE st.sagid = ?`,
        )
        .all(bill.id) as { id: number }[]
    ).map((r) => r.id);
    const { maxId } = db.prepare(`SELECT max(id) AS maxId FROM "Sag"`).get() as { maxId: number };
    const party = db
      .prepare(
        `SELECT trim(g.gruppenavnkort) AS code FROM "Aktør" g JOIN "AktørAktør" aa ON aa."tilaktørid" = g.id
         WHERE g.typeid = 4 AND aa.rolleid = 15 AND trim(g.gruppenavnkort) NOT IN ('', 'UFG')
         GROUP BY code ORDER BY count(*) DESC, code LIMIT 1`,
      )
      .get() as { code: string };
    const committee = db.prepare(`SELECT id FROM "Aktør" WHERE typeid = 3 LIMIT 1`).get() as { id: number };
    return {
      voteDates,
      member: { id: member.id, name: member.navn, ballots },
      case: { id: bill.id, stepDates, voteIds },
      party: party.code,
      missingCase: maxId + 1000,
      committee: committee.id,
    };
  } finally {
    db.close();
  }
}

const facts = readStore();
const iso = (local: string | null | undefined) => danishInstant(local)?.toISOString();
const idOf = (tag: string) => Number(tag.split('/').pop());

test.describe('Atom feeds', () => {
  test('new votes: the newest 50, newest first, dated as the store dates them, announced by the list', async ({
    page,
    request,
  }) => {
    const feed = await FeedPage.read(request, '/afstemninger/feed.xml');
    const local = [...facts.voteDates.values()].filter((d): d is string => d !== null && d !== undefined);
    const newest = local
      .map((d) => iso(d) ?? '')
      .sort()
      .reverse();
    expect(feed.entries).toHaveLength(Math.min(50, newest.length));
    // The list's order: newest vote day first (within a day by sitting and number), so the feed holds the votes of
    // the newest days — on the last day it reaches, the list's choice among that day's votes — newest first.
    const days = local
      .map((d) => d.slice(0, 10))
      .sort()
      .reverse();
    const entryDays = feed.entries.map((e) => facts.voteDates.get(idOf(e.id))?.slice(0, 10) ?? '');
    expect([...entryDays].sort().reverse()).toEqual(days.slice(0, feed.entries.length));
    const updated = feed.entries.map((e) => e.updated);
    expect(updated).toEqual([...updated].sort().reverse());
    for (const entry of feed.entries) {
      expect(entry.id).toMatch(/^tag:[^,]+,2026:afstemning\/\d+$/);
      expect(entry.updated).toBe(iso(facts.voteDates.get(idOf(entry.id))));
      expect(new URL(entry.link).pathname).toBe(`/afstemning/${idOf(entry.id)}`);
    }
    expect(feed.updated).toBe(newest[0]);

    const list = new FeedPage(page);
    await page.goto('/afstemninger?resultat=vedtaget&side=2');
    expect(await list.followPath()).toBe('/afstemninger/feed.xml?resultat=vedtaget');
    expect(await FeedPage.announcedFeeds(request, '/afstemninger?resultat=vedtaget')).toEqual([
      '/afstemninger/feed.xml?resultat=vedtaget',
    ]);
    const adopted = await FeedPage.read(request, '/afstemninger/feed.xml?resultat=vedtaget');
    expect(adopted.entries.every((e) => e.title.endsWith(': Vedtaget'))).toBe(true);
  });

  test('a politician: their ballots, each titled by the choice the store records', async ({
    page,
    request,
  }) => {
    const { member } = facts;
    const feed = await FeedPage.read(request, `/aktoer/${member.id}/feed.xml`);
    const withDates = [...member.ballots.keys()].filter((id) => facts.voteDates.get(id));
    expect(feed.entries).toHaveLength(Math.min(50, withDates.length));
    const titles: Record<number, string> = {
      1: 'Stemte for',
      2: 'Stemte imod',
      3: 'Fraværende',
      4: 'Stemte hverken for eller imod',
    };
    for (const entry of feed.entries) {
      const voteId = idOf(entry.id);
      expect(entry.id).toMatch(new RegExp(`^tag:[^,]+,2026:aktoer/${member.id}/afstemning/\\d+$`));
      expect(member.ballots.has(voteId)).toBe(true);
      expect(
        entry.title.startsWith(`${titles[member.ballots.get(voteId) ?? 0] ?? 'Stemme ukendt'}: `),
        entry.title,
      ).toBe(true);
      expect(entry.author).toBe(member.name);
      expect(entry.updated).toBe(iso(facts.voteDates.get(voteId)));
    }
    const updated = feed.entries.map((e) => e.updated);
    expect(updated).toEqual([...updated].sort().reverse());

    const actorPage = new FeedPage(page);
    await page.goto(`/aktoer/${member.id}`);
    await expect(actorPage.followLink).toBeVisible();
    expect(await actorPage.followPath()).toBe(`/aktoer/${member.id}/feed.xml`);
    expect(await FeedPage.announcedFeeds(request, `/aktoer/${member.id}`)).toEqual([
      `/aktoer/${member.id}/feed.xml`,
      `/aktoer/${member.id}/taler/feed.xml`,
    ]);
  });

  test('a case: every dated step and every vote, announced by the case page', async ({ page, request }) => {
    const { id, stepDates, voteIds } = facts.case;
    const feed = await FeedPage.read(request, `/sag/${id}/feed.xml`);
    const steps = feed.entries.filter((e) => e.id.includes('/sagstrin/'));
    const votes = feed.entries.filter((e) => e.id.includes(':afstemning/'));
    expect(new Set(steps.map((e) => idOf(e.id)))).toEqual(new Set(stepDates.keys()));
    expect(new Set(votes.map((e) => idOf(e.id)))).toEqual(
      new Set(voteIds.filter((v) => facts.voteDates.get(v))),
    );
    for (const step of steps) expect(step.updated).toBe(iso(stepDates.get(idOf(step.id))));
    expect(feed.entries).toHaveLength(steps.length + votes.length);

    const casePage = new FeedPage(page);
    await page.goto(`/sag/${id}`);
    expect(await casePage.followPath()).toBe(`/sag/${id}/feed.xml`);
    expect(await FeedPage.announcedFeeds(request, `/sag/${id}`)).toEqual([`/sag/${id}/feed.xml`]);
  });

  test('a saved search: the hits the search page shows, newest first', async ({ page, request }) => {
    const searchPage = new FeedPage(page);
    const search = new SearchPage(page);
    await page.goto('/soeg?q=forslag&sorter=nyeste');
    await expect(search.caseHits.first()).toBeVisible();
    const shown = new Set<string>();
    for (const hit of await search.caseHits.all())
      shown.add(new URL((await search.hitTitle(hit).getAttribute('href')) ?? '', 'http://x').pathname);
    expect(await searchPage.followPath()).toBe('/soeg/feed.xml?q=forslag');
    expect(await FeedPage.announcedFeeds(request, '/soeg?q=forslag')).toEqual(['/soeg/feed.xml?q=forslag']);
    const feed = await FeedPage.read(request, '/soeg/feed.xml?q=forslag');
    expect(feed.entries.length).toBeGreaterThan(0);
    for (const entry of feed.entries) expect(shown.has(new URL(entry.link).pathname), entry.link).toBe(true);
    const updated = feed.entries.map((e) => e.updated);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  test('a party: its latest votes with the side it took, announced by the party page', async ({
    page,
    request,
  }) => {
    const code = facts.party;
    const feedPath = `/parti/${encodeURIComponent(code)}/feed.xml`;
    const feed = await FeedPage.read(request, feedPath);
    expect(feed.entries.length).toBeGreaterThan(0);
    expect(feed.entries.length).toBeLessThanOrEqual(50);
    for (const entry of feed.entries) {
      expect(entry.id).toMatch(
        new RegExp(`^tag:[^,]+,2026:parti/${encodeURIComponent(code)}/afstemning/\\d+$`),
      );
      expect(entry.updated).toBe(iso(facts.voteDates.get(idOf(entry.id))));
      expect(entry.title).toMatch(
        new RegExp(
          `^${code} (stemte for|stemte imod|stemte hverken for eller imod|var splittet|var fraværende): `,
        ),
      );
    }
    const updated = feed.entries.map((e) => e.updated);
    expect(updated).toEqual([...updated].sort().reverse());

    const partyPage = new FeedPage(page);
    await page.goto(`/parti/${encodeURIComponent(code)}`);
    expect(await partyPage.followPath()).toBe(feedPath);
    expect(await FeedPage.announcedFeeds(request, `/parti/${encodeURIComponent(code)}`)).toEqual([feedPath]);
  });

  test('upcoming votes: each expected vote dated by its sitting, announced by /kommende', async ({
    page,
    request,
  }) => {
    const feed = await FeedPage.read(request, '/kommende/feed.xml');
    const db = new Database(STORE, { readonly: true, fileMustExist: true });
    try {
      const sittingOf = db.prepare(
        `SELECT m.dato, d.sagstrinid FROM "Dagsordenspunkt" d JOIN "Møde" m ON m.id = d."mødeid" WHERE d.id = ?`,
      );
      for (const entry of feed.entries) {
        expect(entry.id).toMatch(/^tag:[^,]+,2026:kommende\/dagsordenspunkt\/\d+$/);
        const sitting = sittingOf.get(idOf(entry.id)) as { dato: string } | undefined;
        expect(entry.updated, entry.id).toBe(iso(sitting?.dato));
        expect(new URL(entry.link).pathname).toMatch(/^\/sag\/\d+$/);
      }
    } finally {
      db.close();
    }
    const upcoming = new FeedPage(page);
    await page.goto('/kommende');
    // As many entries as the page lists expected votes ('10 sager på 6 møder').
    const summary = (await page.getByTestId('upcoming-summary').textContent()) ?? '';
    expect(feed.entries.length).toBeGreaterThan(0);
    expect(feed.entries).toHaveLength(Number(/(\d+) sager?\b/.exec(summary)?.[1] ?? 1));
    expect(await upcoming.followPath()).toBe('/kommende/feed.xml');
    expect(await FeedPage.announcedFeeds(request, '/kommende')).toEqual(['/kommende/feed.xml']);
  });

  test('are cached like pages and answer bad requests with a clear 4xx', async ({ request }) => {
    const feedPath = `/sag/${facts.case.id}/feed.xml`;
    // The first answer is rendered and stored; the next ones come from the cache (retried until it has the copy).
    await expect
      .poll(async () => (await request.get(feedPath)).headers()['x-tingdata-page-cache'])
      .toMatch(/^(hit|stale)$/);
    const cached = await request.get(feedPath);
    expect(cached.headers()['cache-control']).toContain('s-maxage=');
    expect(cached.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    // Strong: every answer of the copy is the same bytes (docs/caching.md).
    const etag = cached.headers().etag ?? '';
    expect(etag).toMatch(/^"[\w.-]+"$/);
    const again = await request.get(feedPath, { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);

    for (const [bad, status] of [
      [`/sag/${facts.missingCase}/feed.xml`, 404],
      ['/sag/abc/feed.xml', 404],
      ['/aktoer/0/feed.xml', 404],
      [`/aktoer/${facts.committee}/feed.xml`, 404],
      ['/soeg/feed.xml?q=hansen&vis=aktoerer', 400],
      ['/parti/UFG/feed.xml', 404],
      ['/parti/INGEN-SAADAN/feed.xml', 404],
    ] as const) {
      const response = await request.get(bad);
      expect(response.status(), bad).toBe(status);
      expect(await response.text(), bad).toMatch(/^(Der er|Aktør|Søgning)/);
    }
  });
});
