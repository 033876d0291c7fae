import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '@/lib/upstream/errors';
import { getSearchOptions, searchSite } from '../search';
import { SearchState } from '../search-state';
import type { SearchResults } from '../types';
import { type ParityHarness, startParity } from './parity.fixture';
import { trackRounds } from './rounds.fixture';
import { FILTER_BUDGET, fitTerms, SEARCH_FIELDS } from './search-filter';

/**
 * `/soeg` in live mode finds what the store finds. The store lists hits by id, newest first (not by relevance),
 * so the live page is compared whole: the same hits in the same order, the same counts and caps. Words are chosen
 * without letters the store folds (å, é, …): live mode matches those as typed (see search-filter.ts).
 */
let h: ParityHarness;
let queries: string[] = [];
let longQuery = '';

beforeAll(async () => {
  h = await startParity();
  const db = new Database(h.db, { readonly: true });
  try {
    const one = <T>(sql: string) => db.prepare(sql).get() as T;
    const session = one<{ kode: string; id: number }>(
      `SELECT p.kode, p.id FROM Periode p WHERE p.type = 'samling' AND EXISTS (SELECT 1 FROM Sag s WHERE s.periodeid = p.id) ORDER BY p.startdato DESC LIMIT 1 OFFSET 2`,
    );
    const status = one<{ statusid: number }>(
      `SELECT statusid FROM Sag GROUP BY statusid ORDER BY count(*) DESC LIMIT 1`,
    );
    const numbered = one<{ nummer: string }>(
      `SELECT nummer FROM Sag WHERE nummer LIKE 'L %' LIMIT 1 OFFSET 3`,
    );
    const step = one<{ dato: string }>(`SELECT dato FROM Sagstrin ORDER BY id LIMIT 1 OFFSET 1500`);
    const day = step.dato.slice(0, 10);
    const words = ['lov', 'forslag lov', 'forslag til lov', 'svar', 'minister', 'udvalg', 'finans', 'skat'];
    const filters = [
      '',
      `&samling=${session.kode}`,
      '&sagstype=3',
      `&status=${status.statusid}`,
      `&fra=${day}&til=${day}`,
      `&fra=${day}`,
      `&til=${day}`,
      `&samling=${session.kode}&sagstype=3&fra=2014-01-01`,
      '&samling=19991',
    ];
    queries = [
      ...words.flatMap((w) => filters.map((f) => `q=${encodeURIComponent(w)}${f}`)),
      ...[
        '',
        'EU',
        'S',
        'V',
        'xyzzyq',
        `${numbered.nummer}`,
        'L 1',
        'aktstk. 2',
        "it's",
        '"lov"',
        "'; drop",
      ].map((w) => `q=${encodeURIComponent(w)}`),
      `q=${encodeURIComponent(numbered.nummer)}&samling=${session.kode}`,
      `q=${encodeURIComponent(numbered.nummer)}&til=2015-01-01`,
      `q=&samling=${session.kode}`,
      `q=&sagstype=3&status=${status.statusid}`,
    ];
    // Eight long pieces of one long word, more than fit in the URL: some are checked on the rows returned.
    const longWords = (
      db.prepare(`SELECT titel || ' ' || coalesce(resume, '') FROM Sag`).pluck().all() as string[]
    )
      .flatMap((t) => t.split(/[^\p{L}]+/u))
      .filter((w) => /[æø]/.test(w) && !/[åéäöü]/i.test(w));
    const word = longWords.reduce((a, b) => (b.length > a.length ? b : a), '');
    const pieces = new Set<string>();
    for (let from = 0; from < 4; from++)
      for (let cut = 0; cut < 4; cut++) pieces.add(word.slice(from, word.length - cut));
    longQuery = [...pieces]
      .filter((p) => p.length >= 20)
      .slice(0, 8)
      .join(' ');
  } finally {
    db.close();
  }
}, 60_000);

afterAll(() => h?.close());

const scopes = ['sager', 'dokumenter', 'aktoerer'] as const;

async function both(query: string): Promise<[SearchResults, SearchResults]> {
  const state = SearchState.fromUrl(query);
  return [await h.store(() => searchSite(state)), await h.live(() => searchSite(state))];
}

describe('search in live mode', () => {
  it('offers the same sessions, case types and statuses', async () => {
    const store = await h.store(() => getSearchOptions());
    expect(store.periods.length).toBeGreaterThan(3);
    expect(await h.live(() => getSearchOptions())).toEqual(store);
  });

  it('finds the same hits, in the same order, with the same counts, for words with every kind of filter', async () => {
    let withHits = 0;
    for (const query of queries)
      for (const scope of scopes) {
        const [store, live] = await both(`${query}&vis=${scope}`);
        expect(live, `${query}&vis=${scope}`).toEqual(store);
        if ((store.counts[scope]?.n ?? 0) > 0) withHits++;
      }
    expect(withHits).toBeGreaterThan(60);
  }, 120_000);

  it('pages as the store does: later pages, the capped count of all cases, and past the last page', async () => {
    for (const query of [
      'q=lov&side=2',
      'q=lov&side=3&vis=dokumenter',
      'q=&side=50',
      'q=&side=51',
      'q=svar&side=99',
    ]) {
      const [store, live] = await both(query);
      expect(live, query).toEqual(store);
    }
    // Actors: persons first, then the others; pages within each and across the boundary.
    for (const word of ['sen', 'ing', 'udvalg'])
      for (const side of [1, 2, 3, 6, 12, 13, 99]) {
        const query = `q=${word}&vis=aktoerer&side=${side}`;
        const [store, live] = await both(query);
        expect(live, query).toEqual(store);
      }
    const [all] = await both('q=');
    expect(all.counts.sager).toEqual({ n: 1000, capped: true });
  });

  it('checks the words that do not fit in the URL on the rows the service returns', async () => {
    const terms = longQuery.split(' ');
    expect(fitTerms(terms, SEARCH_FIELDS.Sag, FILTER_BUDGET).leftover.length).toBeGreaterThan(0);
    for (const scope of scopes) {
      const [store, live] = await both(`q=${encodeURIComponent(longQuery)}&vis=${scope}`);
      expect(live).toEqual(store);
      if (scope === 'sager') expect(live.counts.sager?.n).toBeGreaterThan(0);
    }
    for (const request of h.upstream.requests) expect(request.length).toBeLessThan(2_048);
  });
});

describe('accents in live mode', () => {
  it('matches accented letters only as typed: a subset of the store, which folds å to a', async () => {
    const [storeExact, liveExact] = await both('q=omr%C3%A5de');
    expect(storeExact.counts.sager?.n).toBeGreaterThan(0);
    expect(liveExact).toEqual(storeExact);
    // "omrade" finds "område" in the store (folded), and nothing in live mode, where no text says "omrade".
    const [storeFolded, liveFolded] = await both('q=omrade');
    expect(storeFolded.counts.sager?.n).toBeGreaterThan(0);
    expect(liveFolded.counts.sager).toEqual({ n: 0, capped: false });
    const storeIds = new Set(storeFolded.cases.map((c) => c.id));
    expect(liveFolded.cases.every((c) => storeIds.has(c.id))).toBe(true);
  });
});

describe('a case number with many cases in live mode', () => {
  it('reads their documents per chunk of cases and pages them as the store does', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-search-parity-'));
    const file = path.join(dir, 'many.sqlite');
    copyFileSync(h.db, file);
    const db = new Database(file);
    try {
      // 45 cases numbered 'L 999' (more than one request's worth of ids), sharing some documents.
      const next = (sql: string) => ((db.prepare(sql).pluck().get() as number) ?? 0) + 1;
      let sag = next('SELECT max(id) FROM Sag');
      let link = next('SELECT max(id) FROM SagDokument');
      const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('Sag') as string[])
        .filter((c) => c !== 'id' && c !== 'nummer')
        .map((c) => `"${c}"`)
        .join(', ');
      for (let i = 0; i < 45; i++) {
        const id = sag++;
        db.prepare(
          `INSERT INTO Sag (id, nummer, ${columns}) SELECT ?, 'L 999', ${columns} FROM Sag WHERE id = ?`,
        ).run(id, 1 + i);
        for (const dokument of [1 + i, 2 + i, 500 + (i % 7)])
          db.prepare(
            `INSERT INTO SagDokument (id, sagid, dokumentid, bilagsnummer, opdateringsdato, rolleid) VALUES (?, ?, ?, '', '2020-01-01T00:00:00', 1)`,
          ).run(link++, id, dokument);
      }
    } finally {
      db.close();
    }
    const many = await startParity({ db: file });
    try {
      for (const query of [
        'q=L%20999',
        'q=L%20999&vis=dokumenter',
        'q=L%20999&vis=dokumenter&side=3',
        'q=L%20999&vis=dokumenter&fra=2015-01-01',
        'q=L%20999&vis=dokumenter&sagstype=3',
      ]) {
        const state = SearchState.fromUrl(query);
        const store = await many.store(() => searchSite(state));
        expect(await many.live(() => searchSite(state)), query).toEqual(store);
      }
      const counted = await many.store(() => searchSite(SearchState.fromUrl('q=L%20999')));
      expect(counted.counts.sager?.n).toBe(45);
      expect(counted.counts.dokumenter?.n).toBeGreaterThan(40);
    } finally {
      await many.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('search when the live service is down', () => {
  it('fails with UpstreamError for a search never made (the JSON route answers 502), with a filter too', async () => {
    const down = await startParity({ db: h.db });
    try {
      await down.upstream.stop();
      for (const query of ['q=skat', 'q=skat&samling=20141&vis=aktoerer'])
        await expect(down.live(() => searchSite(SearchState.fromUrl(query)))).rejects.toBeInstanceOf(
          UpstreamError,
        );
      await down.upstream.start();
    } finally {
      await down.close();
    }
  }, 30_000);
});

describe('a cold search in live mode', () => {
  it('takes one round of requests for words, two with a session or status filter, three for a case number', async () => {
    const page = (query: string) => () => {
      const state = SearchState.fromUrl(query);
      return Promise.all([searchSite(state), getSearchOptions()]);
    };
    for (const [query, expected] of [
      ['q=udvalg', 1],
      ['q=udvalg&vis=dokumenter&fra=2016-01-01', 1],
      ['q=minister&samling=20141&status=11', 2],
      ['q=L%205&vis=dokumenter&status=11', 3],
    ] as const) {
      // A new harness each time: nothing cached (the search options included).
      const cold = await startParity({ db: h.db, latencyMs: 50 });
      try {
        const rounds = trackRounds(cold.liveService);
        await cold.live(page(query));
        expect(rounds.count(), `${query}: ${rounds.requests()} requests`).toBe(expected);
      } finally {
        await cold.close();
      }
    }
  }, 60_000);
});
