import type Database from 'better-sqlite3';
import { ballotMatches, type KommentarClaim, kommentarClaims } from './kommentar-claims';

/** A kommentar's claim about one member, checked against the member's Stemme row on the vote. */
export interface CheckedClaim extends KommentarClaim {
  readonly voteId: number;
  /** Why the claim disagrees with the store; null when it agrees. */
  readonly mismatch: string | null;
}

export interface KommentarBallotReport {
  /** Votes whose kommentar names at least one member. */
  readonly notes: number;
  /** Of those, votes with no Stemme rows at all: nothing to check against (not counted below). */
  readonly unchecked: number;
  readonly claims: readonly CheckedClaim[];
}

/** Votes with a kommentar, whether they have Stemme rows, and the meeting day (for the member's group). */
const NOTES_SQL = `
SELECT a.id, a.kommentar, substr(m.dato, 1, 10) AS dag,
       EXISTS (SELECT 1 FROM "Stemme" s WHERE s.afstemningid = a.id) AS har_stemmer
FROM "Afstemning" AS a LEFT JOIN "Møde" AS m ON m.id = a."mødeid"
WHERE a.kommentar IS NOT NULL AND a.kommentar <> ''`;

/** The person (Aktørtype 5) of a name. */
const PERSON_SQL = `SELECT id FROM "Aktør" WHERE typeid = 5 AND navn = ?`;

const BALLOT_SQL = `SELECT typeid FROM "Stemme" WHERE afstemningid = ? AND "aktørid" = ?`;

/** The member's Folketingsgruppe codes on a day (role 15 "medlem"; the day inside the membership). */
const GROUP_SQL = `
SELECT trim(g.gruppenavnkort) AS code
FROM "AktørAktør" AS aa JOIN "Aktør" AS g ON g.id = aa.tilaktørid AND g.typeid = 4
WHERE aa.fraaktørid = ? AND aa.rolleid = 15
  AND (aa.startdato IS NULL OR aa.startdato <= ? || 'T23:59:59')
  AND (aa.slutdato IS NULL OR aa.slutdato > ? || 'T00:00:00')`;

const STEMMETYPE = ['', 'for', 'imod', 'fravær', 'hverken for eller imod'];

/**
 * Checks every kommentar that names a member against the store: the member exists, sat in the named group on the
 * vote's day, and has the ballot the note says (lib/dataset/kommentar-claims.ts). Votes without any Stemme rows
 * are counted apart: their claims cannot be checked yet.
 */
export function checkKommentarBallots(db: Database.Database): KommentarBallotReport {
  const notes = db.prepare(NOTES_SQL).all() as {
    id: number;
    kommentar: string;
    dag: string | null;
    har_stemmer: number;
  }[];
  const person = db.prepare(PERSON_SQL).pluck();
  const ballot = db.prepare(BALLOT_SQL).pluck();
  const groups = db.prepare(GROUP_SQL).pluck();
  const claims: CheckedClaim[] = [];
  let named = 0;
  let unchecked = 0;
  for (const note of notes) {
    const found = kommentarClaims(note.kommentar);
    if (found.length === 0) continue;
    named++;
    if (!note.har_stemmer) {
      unchecked++;
      continue;
    }
    for (const claim of found) {
      const id = person.get(claim.name) as number | undefined;
      let mismatch: string | null = null;
      if (id === undefined) mismatch = 'no person of that name';
      else {
        const type = ballot.get(note.id, id) as number | undefined;
        const codes = note.dag ? (groups.all(id, note.dag, note.dag) as string[]) : [];
        if (type === undefined) mismatch = 'no Stemme row for the member';
        else if (!ballotMatches(claim.ballot, type))
          mismatch = `Stemme says ${STEMMETYPE[type] ?? type}, the note ${claim.ballot}`;
        else if (!codes.includes(claim.party))
          mismatch = `the member's group on the day is ${codes.join('/') || 'none'}, the note says ${claim.party}`;
      }
      claims.push({ ...claim, voteId: note.id, mismatch });
    }
  }
  return { notes: named, unchecked, claims };
}
