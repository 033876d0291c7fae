import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { UpstreamError } from '@/lib/upstream/errors';
import { getCase, getCaseActors, getCaseDocuments, getCaseSubjects, getCaseTimeline } from '../case';
import { type ParityHarness, startParity } from './parity.fixture';
import { trackRounds } from './rounds.fixture';

/**
 * The case page in live mode reads what it reads from the store. The tiny store gets a few edge cases added:
 * an undated step, a document link without its document, a case with more than 100 documents and step documents (paged, never cut at the
 * expanded-collection cap), and a document with more than 100 files (read on its own).
 */
let dir: string;
let h: ParityHarness;
const edge = { undated: 0, manyDocuments: 0, manyFiles: 0, mostVotes: 0 };
let sample: number[] = [];

function addEdgeCases(file: string): void {
  const db = new Database(file);
  try {
    const one = (sql: string) => (db.prepare(sql).pluck().get() as number | undefined) ?? 0;
    edge.undated = one(
      `SELECT sagid FROM Sagstrin GROUP BY sagid HAVING count(*) >= 4 ORDER BY sagid LIMIT 1`,
    );
    db.prepare(
      `UPDATE Sagstrin SET dato = NULL WHERE id = (SELECT min(id) FROM Sagstrin WHERE sagid = ?)`,
    ).run(edge.undated);
    // A document link whose Dokument row is missing: listed last, without a date (Dokument.dato is never null).
    const gone = one(`SELECT max(dokumentid) FROM SagDokument WHERE sagid = ${edge.undated}`);
    db.prepare(`DELETE FROM Fil WHERE dokumentid = ?`).run(gone);
    db.prepare(`DELETE FROM Dokument WHERE id = ?`).run(gone);

    edge.manyDocuments = one(`SELECT max(id) FROM Sag WHERE typeid = 3`);
    const step = one(`SELECT min(id) FROM Sagstrin WHERE sagid = ${edge.manyDocuments}`);
    const docs = db.prepare(`SELECT id FROM Dokument ORDER BY id LIMIT 130`).pluck().all() as number[];
    let link = one(`SELECT max(id) FROM SagDokument`) + 1;
    let stepLink = one(`SELECT max(id) FROM SagstrinDokument`) + 1;
    for (const d of docs) {
      db.prepare(
        `INSERT INTO SagDokument (id, sagid, dokumentid, bilagsnummer, opdateringsdato, rolleid) VALUES (?, ?, ?, '', '2020-01-01T00:00:00', 1)`,
      ).run(link++, edge.manyDocuments, d);
      db.prepare(
        `INSERT INTO SagstrinDokument (id, sagstrinid, dokumentid, opdateringsdato) VALUES (?, ?, ?, '2020-01-01T00:00:00')`,
      ).run(stepLink++, step, d);
    }

    edge.manyFiles = one(
      `SELECT sagid FROM SagDokument GROUP BY sagid HAVING count(*) >= 3 ORDER BY sagid LIMIT 1`,
    );
    const document = one(
      `SELECT sd.dokumentid FROM SagstrinDokument sd JOIN Sagstrin st ON st.id = sd.sagstrinid WHERE st.sagid = ${edge.manyFiles} LIMIT 1`,
    );
    let fil = one(`SELECT max(id) FROM Fil`) + 1;
    for (let i = 0; i < 105; i++)
      db.prepare(
        `INSERT INTO Fil (id, dokumentid, titel, versionsdato, filurl, opdateringsdato, variantkode, format) VALUES (?, ?, 'x', '2020-01-01T00:00:00', ?, '2020-01-01T00:00:00', ?, 'PDF')`,
      ).run(fil++, document, `https://www.ft.dk/fil/${i}.pdf`, i % 2 ? 'P' : 'O');

    const pick = (sql: string) => db.prepare(sql).pluck().all() as number[];
    edge.mostVotes = one(
      `SELECT st.sagid FROM Afstemning a JOIN Sagstrin st ON st.id = a.sagstrinid GROUP BY st.sagid ORDER BY count(*) DESC, st.sagid LIMIT 1`,
    );
    sample = [
      ...new Set([
        ...pick(`SELECT min(id) FROM Sag GROUP BY typeid`),
        ...pick(`SELECT sagid FROM Sagstrin GROUP BY sagid ORDER BY count(*) DESC, sagid LIMIT 2`),
        ...pick(`SELECT sagid FROM SagDokument GROUP BY sagid ORDER BY count(*) DESC, sagid LIMIT 2`),
        ...pick(
          `SELECT st.sagid FROM Afstemning a JOIN Sagstrin st ON st.id = a.sagstrinid GROUP BY st.sagid ORDER BY count(*) DESC LIMIT 2`,
        ),
        ...pick(
          `SELECT id FROM Sag s WHERE NOT EXISTS (SELECT 1 FROM Sagstrin st JOIN Afstemning a ON a.sagstrinid = st.id WHERE st.sagid = s.id) LIMIT 2`,
        ),
        ...pick(`SELECT id FROM Sag s WHERE NOT EXISTS (SELECT 1 FROM Sagstrin WHERE sagid = s.id) LIMIT 1`),
        ...pick(
          `SELECT id FROM Sag s WHERE NOT EXISTS (SELECT 1 FROM SagDokument WHERE sagid = s.id) LIMIT 1`,
        ),
        ...pick(`SELECT sagid FROM DagsordenspunktSag ORDER BY id DESC LIMIT 2`),
        ...pick(`SELECT sagid FROM EmneordSag GROUP BY sagid ORDER BY count(*) DESC LIMIT 1`),
        ...pick(`SELECT max(id) FROM Sag`),
        edge.undated,
        edge.manyDocuments,
        edge.manyFiles,
      ]),
    ].filter((id) => id > 0);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-case-parity-'));
  const file = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 3, out: file });
  addEdgeCases(file);
  h = await startParity({ db: file });
}, 60_000);

afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the case page in live mode', () => {
  it('reads the same header, timeline, actors and subjects as the store for a broad sample of cases', async () => {
    expect(sample.length).toBeGreaterThan(12);
    for (const id of sample) {
      const read = () =>
        Promise.all([getCase(id), getCaseTimeline(id), getCaseActors(id), getCaseSubjects(id)]);
      const [store, live] = [await h.store(read), await h.live(read)];
      expect(live, `case ${id}`).toEqual(store);
    }
  }, 60_000);

  it('keeps undated steps last and a document link without its document last', async () => {
    const timeline = await h.live(() => getCaseTimeline(edge.undated));
    expect(timeline.steps.at(-1)?.date).toBeNull();
    const page = await h.live(() => getCaseDocuments(edge.undated, 1, 100));
    expect(page.documents.at(-1)?.date).toBeNull();
    expect(page).toEqual(await h.store(() => getCaseDocuments(edge.undated, 1, 100)));
  });

  it('pages documents as the store does: first, middle, last, past the last, nonsense, and large pages', async () => {
    for (const id of [...sample.slice(0, 6), edge.manyDocuments]) {
      for (const [page, size] of [
        [1, 20],
        [2, 20],
        [7, 20],
        [99, 20],
        [0, 20],
        [Number.NaN, 20],
        [1, 150],
        [2, 7],
      ] as const) {
        const read = () => getCaseDocuments(id, page, size);
        expect(await h.live(read), `case ${id} page ${page} size ${size}`).toEqual(await h.store(read));
      }
    }
  }, 60_000);

  it('shows every step document and every file of a document with more than 100', async () => {
    const store = await h.store(() => getCaseTimeline(edge.manyDocuments));
    const live = await h.live(() => getCaseTimeline(edge.manyDocuments));
    expect(live.steps.reduce((n, s) => n + s.documents.length, 0)).toBeGreaterThan(100);
    expect(live).toEqual(store);
    const files = await h.live(() => getCaseTimeline(edge.manyFiles));
    expect(Math.max(...files.steps.flatMap((s) => s.documents.map((d) => d.files.length)))).toBeGreaterThan(
      100,
    );
    expect(files).toEqual(await h.store(() => getCaseTimeline(edge.manyFiles)));
  });

  it('answers null for a case that does not exist, and empty panels', async () => {
    const missing = 999_999;
    const read = () =>
      Promise.all([
        getCase(missing),
        getCaseTimeline(missing),
        getCaseActors(missing),
        getCaseSubjects(missing),
        getCaseDocuments(missing, 1),
      ]);
    const live = await h.live(read);
    expect(live[0]).toBeNull();
    expect(live).toEqual(await h.store(read));
  });
});

describe('the case page when the live service is down', () => {
  it('still shows a page read before, and fails with UpstreamError for one never read', async () => {
    const down = await startParity({ db: h.db });
    try {
      const page = (id: number) => () =>
        Promise.all([getCase(id), getCaseTimeline(id), getCaseActors(id), getCaseDocuments(id, 1)]);
      const before = await down.live(page(sample[0] ?? 1));
      await down.upstream.stop();
      expect(await down.live(page(sample[0] ?? 1))).toEqual(before);
      await expect(down.live(page(sample[1] ?? 2))).rejects.toBeInstanceOf(UpstreamError);
      await down.upstream.start();
    } finally {
      await down.close();
    }
  }, 30_000);
});

describe('a cold case page in live mode', () => {
  it('takes at most 3 sequential rounds of upstream requests (two), and none when warm', async () => {
    const slow = await startParity({ db: h.db, latencyMs: 50 });
    const rounds = trackRounds(slow.liveService);
    try {
      const page = (id: number) => () =>
        Promise.all([
          getCase(id),
          getCaseTimeline(id),
          getCaseActors(id),
          getCaseSubjects(id),
          getCaseDocuments(id, 1),
        ]);
      // The case with the most votes: its ballots are the largest set the page reads (several pages).
      const cold = await slow.live(page(edge.mostVotes));
      expect(rounds.count()).toBe(2);
      // Nine first pages (five of them the timeline's), then the remaining pages of the ballots.
      expect(rounds.requests()).toBeLessThanOrEqual(20);
      expect(slow.upstream.requests.length).toBe(rounds.requests());
      slow.upstream.reset();
      expect(await slow.live(page(edge.mostVotes))).toEqual(cold);
      expect(slow.upstream.requests).toEqual([]);
      // A case with 100+ step documents, one of them with 100+ files: the files are read after the documents.
      rounds.reset();
      await slow.live(page(edge.manyDocuments));
      expect(rounds.count()).toBeLessThanOrEqual(4);
    } finally {
      await slow.close();
    }
  }, 30_000);
});
