/**
 * Changes "the service" makes, written into the store file a stand-in serves (lib/service/standalone-server.ts), the
 * way ODA makes them: new rows and changed rows stamped with the service's "now" (Danish local time), in one
 * transaction. The sync must find them (lib/sync/set-changes.ts).
 */
import Database from 'better-sqlite3';
import { danishLocalDateTime } from '@/lib/format/danish-clock';
import { quoteIdent } from '@/lib/store/schema';
import { changeSource } from './sync.fixture';

type Row = Record<string, string | number | null>;

/** A vote the service has just added, and what its page must show. */
export interface AddedVote {
  readonly id: number;
  /** Its ballots: one per member who voted on the model vote. */
  readonly ballots: number;
  /** Ballots cast "for" (Stemmetype 1). */
  readonly forCount: number;
}

/** The vote {@link addVoteUpstream} copies: the newest that has ballots. */
const MODEL_VOTE =
  'SELECT a.* FROM "Afstemning" a WHERE EXISTS (SELECT 1 FROM "Stemme" s WHERE s.afstemningid = a.id) ORDER BY a.id DESC LIMIT 1';

/**
 * A member who will vote on the next vote {@link addVoteUpstream} adds (one who voted on the vote it copies, a "for"
 * ballot first): the politician a follow must hear about it for.
 */
export function memberOfNextVote(source: string): number {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const actor = db
      .prepare(
        `SELECT s.aktørid FROM "Stemme" s WHERE s.afstemningid = (SELECT id FROM (${MODEL_VOTE})) ORDER BY s.typeid = 1 DESC, s.id LIMIT 1`,
      )
      .pluck()
      .get() as number | undefined;
    if (actor === undefined) throw new Error(`${source} has no vote with ballots to copy`);
    return actor;
  } finally {
    db.close();
  }
}

/**
 * Adds a vote with its ballots: a copy of the newest vote that has ballots (its meeting, case stage, conclusion and
 * members), numbered 77, with new ids after the highest, all stamped `at`.
 */
export function addVoteUpstream(source: string, at: Date = new Date()): AddedVote {
  let added: AddedVote | null = null;
  changeSource(source, (db) => {
    const model = db.prepare(MODEL_VOTE).get() as Row | undefined;
    if (!model) throw new Error(`${source} has no vote with ballots to copy`);
    const id = (db.prepare('SELECT max(id) FROM "Afstemning"').pluck().get() as number) + 1;
    const ballots = db.prepare('SELECT * FROM "Stemme" WHERE afstemningid = ?').all(model.id) as Row[];
    const stamp = danishLocalDateTime(at);
    db.prepare(
      'INSERT INTO "Afstemning" (id, nummer, konklusion, vedtaget, kommentar, mødeid, typeid, sagstrinid, opdateringsdato) VALUES (?, 77, ?, ?, NULL, ?, ?, ?, ?)',
    ).run(id, model.konklusion, model.vedtaget, model.mødeid, model.typeid, model.sagstrinid, stamp);
    let next = (db.prepare('SELECT max(id) FROM "Stemme"').pluck().get() as number) + 1;
    const insert = db.prepare(
      'INSERT INTO "Stemme" (id, typeid, afstemningid, aktørid, opdateringsdato) VALUES (?, ?, ?, ?, ?)',
    );
    for (const b of ballots) insert.run(next++, b.typeid, id, b.aktørid, stamp);
    added = { id, ballots: ballots.length, forCount: ballots.filter((b) => b.typeid === 1).length };
  });
  if (!added) throw new Error('no vote added');
  return added;
}

/**
 * Re-stamps the `count` newest rows of a set (by id) at `at` without other change, as the service does when it
 * touches a row: the next cycle pages through all of them and writes their new stamps, so it runs long enough to be
 * interrupted. Returns how many rows were stamped.
 */
export function restampUpstream(source: string, set: string, count: number, at: Date = new Date()): number {
  let changed = 0;
  changeSource(source, (db) => {
    changed = db
      .prepare(
        `UPDATE ${quoteIdent(set)} SET opdateringsdato = ? WHERE id IN (SELECT id FROM ${quoteIdent(set)} ORDER BY id DESC LIMIT ?)`,
      )
      .run(danishLocalDateTime(at), count).changes;
  });
  return changed;
}
