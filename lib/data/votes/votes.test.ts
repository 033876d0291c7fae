import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteInfo, getSiteStatus } from '@/lib/data/site/site';
import { ENTITIES } from '@/lib/model/entities';
import { createTableSql } from '@/lib/store/schema';
import { getHomeVotes } from './votes';

/** The home page's votes: this store has no Stemme rows, so the newest votes as they are. */
const getLatestVotes = async (limit?: number) => (await getHomeVotes(limit ?? 20)).votes;

const TABLES = ['Afstemning', 'Afstemningstype', 'Møde', 'Periode', 'Sag', 'Sagstrin', 'Stemme'];
const STAMP = '2025-03-20T08:00:00';

let dir: string;
let file: string;
const previousOdaDb = process.env.ODA_DB;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-votes-'));
  file = path.join(dir, 'store.sqlite');
  const db = new Database(file);
  for (const name of TABLES) {
    const entity = ENTITIES.find((e) => e.name === name);
    if (!entity) throw new Error(`no entity ${name} in the model`);
    db.exec(createTableSql(entity));
  }
  db.exec('CREATE TABLE "_tingdata_meta" (key TEXT PRIMARY KEY, value TEXT)');
  const meta = db.prepare('INSERT INTO "_tingdata_meta" VALUES (?, ?)');
  meta.run('synthetic', '1');
  meta.run('scale', 'demo');
  meta.run('as_of', '2025-03-20');

  const type = db.prepare('INSERT INTO "Afstemningstype" (id, type, opdateringsdato) VALUES (?, ?, ?)');
  type.run(1, 'Endelig vedtagelse', STAMP);
  type.run(2, 'Udvalgsindstilling', STAMP);

  const meeting = db.prepare(
    'INSERT INTO "Møde" (id, titel, nummer, dato, periodeid, opdateringsdato) VALUES (?, ?, ?, ?, 1, ?)',
  );
  meeting.run(1, '63. møde', '63', '2025-03-12T10:00:00', STAMP);
  meeting.run(2, '65. møde', '65', '2025-03-14T10:00:00', STAMP);

  const sag = db.prepare(
    'INSERT INTO "Sag" (id, typeid, statusid, titel, titelkort, nummer, periodeid, opdateringsdato) VALUES (?, 3, 1, ?, ?, ?, 1, ?)',
  );
  sag.run(10, 'Forslag til lov om ændring af lov om fiskeri', 'Ændring af fiskeriloven', 'L 123', STAMP);
  sag.run(11, 'Forespørgsel om klimaet', '  ', null, STAMP);

  const step = db.prepare(
    'INSERT INTO "Sagstrin" (id, titel, dato, sagid, typeid, statusid, opdateringsdato) VALUES (?, ?, ?, ?, 1, 1, ?)',
  );
  step.run(100, '3. behandling', '2025-03-13T13:00:00', 10, STAMP);
  step.run(101, 'Afstemning', '2025-03-12T15:00:00', 11, STAMP);
  step.run(102, '2. behandling', '2025-03-12T00:00:00', 10, STAMP); // a bare date, as ODA often has

  const vote = db.prepare(
    `INSERT INTO "Afstemning" (id, nummer, konklusion, vedtaget, kommentar, "mødeid", typeid, sagstrinid, opdateringsdato)
     VALUES (?, ?, NULL, ?, NULL, ?, ?, ?, ?)`,
  );
  vote.run(1, 1, 1, 1, 1, 100, STAMP); // Sagstrin.dato 13 March although the meeting is on the 12th
  vote.run(2, 2, 0, 1, 2, 101, STAMP); // 12 March 15:00, nummer 2
  vote.run(3, 5, 0, 2, 1, null, STAMP); // no Sagstrin: Møde.dato 14 March
  vote.run(4, 3, 1, 1, 1, 101, STAMP); // same date as vote 2, higher nummer
  vote.run(5, 7, 1, 99, 9, null, STAMP); // neither Sagstrin nor a known Møde or type: no date, last
  vote.run(6, 3, 0, 1, 1, 101, STAMP); // same date and nummer as vote 4, higher id
  vote.run(7, 4, 1, 1, 1, 102, STAMP); // same meeting, dated by a bare Sagstrin date: still ordered by nummer
  db.close();
  process.env.ODA_DB = file;
});

afterAll(() => {
  if (previousOdaDb === undefined) delete process.env.ODA_DB;
  else process.env.ODA_DB = previousOdaDb;
  rmSync(dir, { recursive: true, force: true });
});

describe('getHomeVotes without any ballots in the store', () => {
  it('orders by vote day, then meeting, nummer and id, newest first; undated votes last', async () => {
    const votes = await getLatestVotes();
    expect(votes.map((v) => v.id)).toEqual([3, 1, 7, 6, 4, 2, 5]);
  });

  it('honours the limit', async () => {
    expect((await getLatestVotes(2)).map((v) => v.id)).toEqual([3, 1]);
  });

  it('maps a vote with its Sagstrin, Sag, type and meeting', async () => {
    const vote = (await getLatestVotes()).find((v) => v.id === 1);
    expect(vote).toEqual({
      id: 1,
      nummer: 1,
      date: '2025-03-13T13:00:00',
      adopted: true,
      voteType: 'Endelig vedtagelse',
      caseId: 10,
      caseNumber: 'L 123',
      caseTitle: 'Ændring af fiskeriloven',
      meetingId: 1,
      meetingTitle: '63. møde',
      voteTypeId: 1,
      stepTitle: '3. behandling',
      stepPosition: { index: 1, of: 1 },
      comment: null,
      votedFor: [],
      statedOutcome: null,
      statedCounts: null,
      ballotCounts: null,
      rebelCount: null,
    });
  });

  it('falls back to the full title and a null case number', async () => {
    const vote = (await getLatestVotes()).find((v) => v.id === 2);
    expect(vote).toMatchObject({
      adopted: false,
      voteType: 'Udvalgsindstilling',
      caseId: 11,
      caseNumber: null,
      caseTitle: 'Forespørgsel om klimaet',
    });
  });

  it('dates a vote without a Sagstrin by its meeting and leaves the case empty', async () => {
    const vote = (await getLatestVotes()).find((v) => v.id === 3);
    expect(vote).toMatchObject({
      date: '2025-03-14T10:00:00',
      caseId: null,
      caseNumber: null,
      caseTitle: null,
      meetingId: 2,
      meetingTitle: '65. møde',
    });
  });

  it('keeps a vote whose meeting and type are missing, with nulls', async () => {
    const vote = (await getLatestVotes()).find((v) => v.id === 5);
    expect(vote).toMatchObject({
      date: null,
      voteType: null,
      meetingId: 99,
      meetingTitle: null,
      caseId: null,
    });
  });

  it('leaves nothing out when no vote has ballots', async () => {
    expect((await getHomeVotes(20)).newerWithoutBallots).toBe(0);
  });

  it('returns plain serialisable data', async () => {
    const votes = await getLatestVotes();
    expect(JSON.parse(JSON.stringify(votes))).toEqual(votes);
  });
});

describe('getSiteInfo', () => {
  it('reads the store meta', async () => {
    expect(await getSiteInfo()).toEqual({ synthetic: true, asOf: '2025-03-20', scale: 'demo' });
  });

  it('reports a missing store instead of throwing', async () => {
    const missing = path.join(dir, 'absent.sqlite');
    process.env.ODA_DB = missing;
    try {
      expect(await getSiteStatus()).toEqual({ kind: 'store-missing', storeFile: missing });
    } finally {
      process.env.ODA_DB = file;
    }
  });
});
