import Database from 'better-sqlite3';

/** A vote written into a store as the mirror applies one (what e2e/alerts.spec.ts waits to be mailed about). */
export interface WrittenVote {
  readonly id: number;
  /** Its number in its meeting (`afstemning nr. N`), as the feeds and pages name it. */
  readonly nummer: number;
}

/**
 * Writes a new vote in which `actorId` voted into the store file, as the mirror applies a sync cycle
 * (lib/sync/cycle.ts): the Afstemning row and its Stemme rows in one transaction, stamped now, with the ids and
 * values real data has — the next free ids, the next number at the newest meeting that held votes, and the case
 * step, type, konklusion and ballots of the newest vote the member took part in. It is then the newest vote in the
 * site's order, so the member's feed leads with it.
 */
export function writeVoteAsMirror(storeFile: string, actorId: number): WrittenVote {
  const db = new Database(storeFile, { fileMustExist: true });
  try {
    const stamp = new Date().toISOString().slice(0, 23);
    return db
      .transaction((): WrittenVote => {
        const template = db
          .prepare<[number], { id: number }>(
            `SELECT a.id FROM Afstemning a JOIN Møde m ON m.id = a.mødeid
             WHERE EXISTS (SELECT 1 FROM Stemme s WHERE s.afstemningid = a.id AND s.aktørid = ?)
             ORDER BY m.dato DESC, a.nummer DESC LIMIT 1`,
          )
          .get(actorId);
        const meeting = db
          .prepare<[], { id: number; nummer: number }>(
            `SELECT m.id, MAX(a.nummer) AS nummer FROM Møde m JOIN Afstemning a ON a.mødeid = m.id
             GROUP BY m.id ORDER BY m.dato DESC, m.id DESC LIMIT 1`,
          )
          .get();
        if (!template || !meeting) throw new Error(`no vote of member ${actorId} to write another like`);
        const id = (db.prepare('SELECT MAX(id) FROM Afstemning').pluck().get() as number) + 1;
        const nummer = meeting.nummer + 1;
        db.prepare(
          `INSERT INTO Afstemning (id, nummer, konklusion, vedtaget, kommentar, mødeid, typeid, sagstrinid, opdateringsdato)
           SELECT ?, ?, konklusion, vedtaget, kommentar, ?, typeid, sagstrinid, ? FROM Afstemning WHERE id = ?`,
        ).run(id, nummer, meeting.id, stamp, template.id);
        const firstBallot = (db.prepare('SELECT MAX(id) FROM Stemme').pluck().get() as number) + 1;
        db.prepare(
          `INSERT INTO Stemme (id, typeid, afstemningid, aktørid, opdateringsdato)
           SELECT ? + ROW_NUMBER() OVER (ORDER BY id) - 1, typeid, ?, aktørid, ? FROM Stemme WHERE afstemningid = ?`,
        ).run(firstBallot, id, stamp, template.id);
        return { id, nummer };
      })
      .immediate();
  } finally {
    db.close();
  }
}
