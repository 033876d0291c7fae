import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import type { RecordKind } from '@/lib/routes';
import { getActor } from './actors/actor';
import { getCaseRecord } from './cases/case';
import { getDocumentRecord } from './documents/document';
import { getMeeting } from './meetings/meeting';
import { getParty } from './parties/party';
import { RECORD_HANDOFF_HEADER } from './record-handoff';
import { readRecordPage } from './record-page';
import { pagePool } from './store-read';
import { tinyStore } from './tiny-store.fixture';
import { getVote } from './votes/vote';

/** The request headers the getters see: what proxy.ts forwarded with the page's request. */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));
// React's cache() memoises per request only inside a render; outside one, each call reads, as these tests want.
vi.mock('react', async (actual) => ({
  ...(await actual<typeof import('react')>()),
  cache: <F>(fn: F) => fn,
}));

const store = tinyStore();
const previousOdaDb = process.env.ODA_DB;

beforeAll(() => {
  process.env.ODA_DB = store.raw().name;
});
beforeEach(() => {
  requestHeaders.current = new Headers();
});
afterAll(async () => {
  process.env.ODA_DB = previousOdaDb;
  await pagePool().close();
});

/** The largest id in an entity set, and one past it (which no row has). */
function edge(table: string): { last: number; next: number } {
  const { n } = store.raw().prepare(`SELECT max(id) AS n FROM "${table}"`).get() as { n: number };
  return { last: n, next: n + 1 };
}

/** The page's getter of each record kind with an ODA id, as the page calls it (speeches: lib/data/debates/debates.test.ts). */
const GETTERS: Record<
  Exclude<RecordKind, 'party' | 'speech'>,
  (id: number) => Promise<{ id: number } | null>
> = {
  vote: getVote,
  case: async (id) => (await getCaseRecord(id))?.detail ?? null,
  meeting: getMeeting,
  actor: getActor,
  document: async (id) => (await getDocumentRecord(id))?.detail ?? null,
};

describe('readRecordPage', () => {
  it.each([
    ['vote', 'Afstemning'],
    ['case', 'Sag'],
    ['meeting', 'Møde'],
    ['actor', 'Aktør'],
    ['document', 'Dokument'],
  ] as const)('finds a %s by the id in its address, and no other', async (kind, table) => {
    const { last, next } = edge(table);
    expect(await readRecordPage(kind, String(last))).toEqual({ found: true, token: expect.any(String) });
    expect(await readRecordPage(kind, String(next))).toEqual({ found: false });
    for (const malformed of [`0${last}`, `-${last}`, `${last}.0`, 'abc', '99999999999', ''])
      expect(await readRecordPage(kind, malformed)).toEqual({ found: false });
  });

  it('finds a party by its code in any case, and the independents, but no unknown code', async () => {
    const { code } = store
      .raw()
      .prepare(
        `SELECT trim(gruppenavnkort) AS code FROM "Aktør"
          WHERE typeid = 4 AND trim(gruppenavnkort) NOT IN ('', ?) ORDER BY id LIMIT 1`,
      )
      .get(INDEPENDENTS) as { code: string };
    for (const segment of [code, code.toLowerCase(), INDEPENDENTS])
      expect((await readRecordPage('party', segment)).found).toBe(true);
    for (const segment of ['XYZQ', '', ' '])
      expect(await readRecordPage('party', segment)).toEqual({ found: false });
  });
});

describe('the hand-off from proxy.ts to the page', () => {
  it.each(['vote', 'case', 'meeting', 'actor', 'document'] as const)(
    "gives the %s page the record read before routing, once, and only for the page's own id",
    async (kind) => {
      const id = edge(
        { vote: 'Afstemning', case: 'Sag', meeting: 'Møde', actor: 'Aktør', document: 'Dokument' }[kind],
      ).last;
      const read = await readRecordPage(kind, String(id));
      if (!read.found) throw new Error('the record was not found');
      // Another id with the token reads for itself and leaves the hand-off in place.
      requestHeaders.current = new Headers({ [RECORD_HANDOFF_HEADER]: read.token });
      const other = await GETTERS[kind](id - 1);
      expect(other?.id ?? null).not.toBe(id);
      // Made unreadable, the store proves the page's record came from the hand-off, not a second read.
      process.env.ODA_DB = `${store.raw().name}.missing`;
      try {
        expect((await GETTERS[kind](id))?.id).toBe(id);
        await expect(GETTERS[kind](id)).rejects.toThrow(); // taken once: the next call reads, and finds no store
      } finally {
        process.env.ODA_DB = store.raw().name;
      }
    },
  );

  it('gives the party page its lookup once', async () => {
    const read = await readRecordPage('party', INDEPENDENTS);
    if (!read.found) throw new Error('the independents were not found');
    requestHeaders.current = new Headers({ [RECORD_HANDOFF_HEADER]: read.token });
    process.env.ODA_DB = `${store.raw().name}.missing`;
    try {
      expect((await getParty(INDEPENDENTS)).kind).not.toBe('unknown');
      await expect(getParty(INDEPENDENTS)).rejects.toThrow();
    } finally {
      process.env.ODA_DB = store.raw().name;
    }
  });

  it('reads for itself when the request carries no token, or one that was never handed out', async () => {
    const { last } = edge('Afstemning');
    expect((await getVote(last))?.id).toBe(last);
    requestHeaders.current = new Headers({ [RECORD_HANDOFF_HEADER]: 'forged' });
    expect((await getVote(last))?.id).toBe(last);
  });
});
