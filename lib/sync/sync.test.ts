import { existsSync, readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { readMirrorStatus } from '@/lib/store/mirror-status';
import { acquireSyncLock } from './lock';
import { syncOnce, UpstreamUnreachableError } from './run';
import {
  changeSource,
  closeSyncWorlds,
  nonZero,
  recordingProgress,
  serviceStamp,
  syncWorld,
} from './sync.fixture';

afterEach(closeSyncWorlds);
const world = syncWorld;

const status = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return readMirrorStatus(db);
  } finally {
    db.close();
  }
};

const progress = () => recordingProgress();

describe('npm run sync against the stand-in', () => {
  it('copies every table exactly, then brings changed, added and deleted rows in the next cycle', async () => {
    const w = await world();
    const first = await syncOnce(w.options(), { progress: progress() });
    expect(nonZero(w.differences())).toEqual({});
    expect(status(w.mirror)).toMatchObject({ ready: true, generation: 1 });
    expect(first.writtenTotal).toBe(0);

    // The service changes: five cases renamed, a new vote with its ballots, three ballots and a document gone.
    const stamp = serviceStamp();
    let voteId = 0;
    changeSource(w.source, (db) => {
      db.prepare(
        `UPDATE "Sag" SET titel = titel || ' (ændret)', opdateringsdato = ? WHERE id IN (SELECT id FROM "Sag" ORDER BY id LIMIT 5)`,
      ).run(stamp);
      const model = db.prepare('SELECT * FROM "Afstemning" ORDER BY id DESC LIMIT 1').get() as Record<
        string,
        unknown
      >;
      voteId = Number(model.id) + 10;
      db.prepare(
        `INSERT INTO "Afstemning" (id, nummer, konklusion, vedtaget, kommentar, mødeid, typeid, sagstrinid, opdateringsdato) VALUES (?, 999, 'Vedtaget', 1, NULL, ?, ?, ?, ?)`,
      ).run(voteId, model.mødeid, model.typeid, model.sagstrinid, stamp);
      const maxStemme = db.prepare('SELECT max(id) FROM "Stemme"').pluck().get() as number;
      const members = db
        .prepare('SELECT id FROM "Aktør" WHERE typeid = 5 ORDER BY id LIMIT 20')
        .pluck()
        .all() as number[];
      const insert = db.prepare(
        'INSERT INTO "Stemme" (id, typeid, afstemningid, aktørid, opdateringsdato) VALUES (?, 1, ?, ?, ?)',
      );
      for (const [i, aktør] of members.entries()) insert.run(maxStemme + 1 + i, voteId, aktør, stamp);
      db.prepare(
        'DELETE FROM "Stemme" WHERE id IN (SELECT id FROM "Stemme" ORDER BY id LIMIT 3 OFFSET 5000)',
      ).run();
      db.prepare('DELETE FROM "Dokument" WHERE id = (SELECT min(id) FROM "Dokument")').run();
    });
    w.upstream.reset();
    const second = await syncOnce(w.options(), { progress: progress() });
    expect(nonZero(w.differences())).toEqual({});
    expect(second.written).toMatchObject({ Sag: 5, Afstemning: 1, Stemme: 20 });
    expect(second.deleted).toEqual({ Stemme: 3, Dokument: 1 });
    expect(status(w.mirror)).toMatchObject({ generation: 2 });
    const db = new Database(w.mirror, { readonly: true });
    expect(db.prepare('SELECT count(*) FROM "Stemme" WHERE afstemningid = ?').pluck().get(voteId)).toBe(20);
    expect(db.prepare(`SELECT count(*) FROM "Sag_fts" WHERE "Sag_fts" MATCH '"ændret"'`).pluck().get()).toBe(
      5,
    );
    db.close();

    // Nothing changes: a cycle is a probe per set and a few pages of rows stamped in the future.
    w.upstream.reset();
    const idle = await syncOnce(w.options(), { progress: progress() });
    expect(idle.writtenTotal + idle.deletedTotal).toBe(0);
    expect(w.upstream.requests.length).toBeLessThan(60);
    expect(status(w.mirror)).toMatchObject({ generation: 2 });
  }, 120_000);

  it('retries failed requests (503s from the service) and still ends with an exact copy', async () => {
    const w = await world({ failRate: 0.1 });
    await syncOnce(w.options(), { progress: progress() });
    expect(nonZero(w.differences())).toEqual({});
    const sent = w.upstream.requests.length;
    expect(sent).toBeGreaterThan(1000);
  }, 180_000);

  it('waits as long as a 429 with Retry-After asks', async () => {
    const w = await world();
    w.upstream.failNext(2, 429, { 'Retry-After': '1' });
    const started = performance.now();
    await syncOnce(w.options(), { progress: progress() });
    expect(performance.now() - started).toBeGreaterThan(1900);
    expect(nonZero(w.differences())).toEqual({});
  }, 120_000);

  it('ends with a one-line error when the service cannot be reached, touching no file', async () => {
    const w = await world();
    await w.upstream.stop();
    const error = await syncOnce(w.options(), { progress: progress() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnreachableError);
    expect(String((error as Error).message)).toMatch(
      /^cannot reach the ODA service at http:\/\/127\.0\.0\.1:\d+\/api\/ \(.+\); .*mirror\.sqlite was not changed$/,
    );
    expect((error as Error).message).not.toContain('\n');
    expect(existsSync(w.mirror)).toBe(false);

    await w.upstream.start();
    await syncOnce(w.options(), { progress: progress() });
    const before = readFileSync(w.mirror);
    await w.upstream.stop();
    await expect(syncOnce(w.options(), { progress: progress() })).rejects.toBeInstanceOf(
      UpstreamUnreachableError,
    );
    expect(readFileSync(w.mirror).equals(before)).toBe(true);
  }, 120_000);

  it('refuses to run beside another sync of the same file, and to write over demo data', async () => {
    const w = await world();
    const lock = acquireSyncLock(w.mirror);
    try {
      await expect(syncOnce(w.options(), { progress: progress() })).rejects.toThrow(
        /another npm run sync is already keeping .*mirror\.sqlite up to date/,
      );
    } finally {
      lock.release();
    }
    await expect(syncOnce(w.options({ db: w.source }), { progress: progress() })).rejects.toThrow(
      /holds synthetic demo data/,
    );
  }, 60_000);

  it('finds a change to a row stamped in the future, and rows the service stamps in the future', async () => {
    const w = await world();
    const later = '2027-06-01T12:00:00.5';
    let futureId = 0;
    changeSource(w.source, (db) => {
      futureId = db.prepare('SELECT max(id) FROM "Sag"').pluck().get() as number;
      db.prepare('UPDATE "Sag" SET opdateringsdato = ? WHERE id = ?').run(later, futureId);
    });
    await syncOnce(w.options(), { progress: progress() });
    expect(nonZero(w.differences())).toEqual({});
    // The service changes the future row (stamped now), and writes a new row stamped in the future.
    changeSource(w.source, (db) => {
      db.prepare(`UPDATE "Sag" SET titel = 'Ændret fremtid', opdateringsdato = ? WHERE id = ?`).run(
        serviceStamp(),
        futureId,
      );
      db.prepare(
        `UPDATE "Dokument" SET titel = 'Fremtidigt stempel', opdateringsdato = ? WHERE id = (SELECT min(id) FROM "Dokument")`,
      ).run('2028-01-01T00:00:00');
    });
    w.upstream.reset();
    const cycle = await syncOnce(w.options(), { progress: progress() });
    expect(nonZero(w.differences())).toEqual({});
    expect(cycle.written).toMatchObject({ Sag: 1, Dokument: 1 });
  }, 120_000);
});
