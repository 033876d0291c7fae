import { AKTOERAKTOERROLLE, AKTOERTYPE } from '@/lib/model/oda-ids';
import type { Store } from './open-store';
import { oncePerStore, prepared } from './prepared';

/**
 * A member's votes (`Stemme` by `aktørid`): which votes they have rows on, and chosen votes by id with what a
 * list line needs. The aggregates (counts per samling, party loyalty) come from lib/store/actor-voting-index.ts.
 */

/** Every samling (`Periode`) by id, read once per connection: labels for a member's votes per samling. */
export interface PeriodRow {
  readonly id: number;
  readonly kode: string | null;
  readonly titel: string | null;
  readonly startdato: string | null;
}

export const periodRows: (db: Store) => ReadonlyMap<number, PeriodRow> = oncePerStore(
  (db) =>
    new Map(
      db
        .prepare<[], PeriodRow>('SELECT "id", "kode", "titel", "startdato" FROM "Periode"')
        .all()
        .map((r) => [r.id, r]),
    ),
);

/** The ids of every vote a member has a Stemme row on. Plan: covering index `ix_Stemme_aktørid_afstemningid`. */
export const ACTOR_VOTE_IDS_SQL = `SELECT "afstemningid" FROM "Stemme" WHERE "aktørid" = ?`;

const selectVoteIds = prepared<[number], number>(ACTOR_VOTE_IDS_SQL);

export function selectActorVoteIds(db: Store, actorId: number): number[] {
  return selectVoteIds(db).pluck().all(actorId);
}

/** A member's ballot: the vote and the Stemmetype id as stored. */
export interface ActorBallotRow {
  readonly afstemningid: number;
  readonly typeid: number | null;
}

/** Every ballot of a member. Plan: `ix_Stemme_aktørid_afstemningid`, then the Stemme row for its type. */
export const ACTOR_BALLOTS_SQL = `SELECT "afstemningid", "typeid" FROM "Stemme" WHERE "aktørid" = ?`;

const selectBallots = prepared<[number], ActorBallotRow>(ACTOR_BALLOTS_SQL);

export function selectActorBallots(db: Store, actorId: number): ActorBallotRow[] {
  return selectBallots(db).all(actorId);
}

/** One of a member's votes with what a list line needs, and the member's group on the vote date. */
export interface ActorVoteRow {
  readonly afstemning_id: number;
  readonly nummer: number;
  readonly vedtaget: number;
  /** `Sagstrin.dato`, else `Møde.dato`. */
  readonly dato: string | null;
  readonly stemmetype_id: number | null;
  readonly afstemningstype: string | null;
  readonly sag_id: number | null;
  readonly sag_nummer: string | null;
  readonly sag_titel: string | null;
  readonly sag_titelkort: string | null;
  /** `Sagstrin.titel`: the step voted in ('3. behandling'). */
  readonly sagstrin_titel: string | null;
  readonly gruppe_id: number | null;
  readonly gruppe_kode: string | null;
}

/** The member's Folketingsgruppe on the vote date, as in lib/store/vote-ballots.ts. */
const GROUP_ON_DATE = `(
  SELECT aa."tilaktørid"
  FROM "AktørAktør" AS aa
  JOIN "Aktør" AS g ON g."id" = aa."tilaktørid"
  WHERE aa."fraaktørid" = v.aktoer_id AND aa."rolleid" = ${AKTOERAKTOERROLLE.medlem} AND g."typeid" = ${AKTOERTYPE.folketingsgruppe}
    AND (aa."startdato" IS NULL OR aa."startdato" <= v.dato)
    AND (aa."slutdato" IS NULL OR aa."slutdato" > v.dato)
  ORDER BY aa."startdato" DESC, aa."id" DESC
  LIMIT 1
)`;

const VOTE_LINE = `
SELECT
  v.afstemning_id, v.nummer, v.vedtaget, v.dato, v.stemmetype_id,
  at."type" AS afstemningstype, sag."id" AS sag_id, sag."nummer" AS sag_nummer, sag."titel" AS sag_titel,
  sag."titelkort" AS sag_titelkort, st."titel" AS sagstrin_titel, g."id" AS gruppe_id, g."gruppenavnkort" AS gruppe_kode
FROM v
LEFT JOIN "Afstemningstype" AS at ON at."id" = v.typeid
LEFT JOIN "Sagstrin" AS st ON st."id" = v.sagstrinid
LEFT JOIN "Sag" AS sag ON sag."id" = st."sagid"
LEFT JOIN "Aktør" AS g ON g."id" = ${GROUP_ON_DATE}`;

/**
 * Chosen votes of a member by vote id (a JSON array of ids, bound as one parameter). Plan: json_each, then
 * `ix_Stemme_aktørid_afstemningid` per id.
 */
export const ACTOR_VOTES_BY_ID_SQL = `
WITH v AS (
  SELECT s."aktørid" AS aktoer_id, a."id" AS afstemning_id, a."nummer", a."vedtaget", a."typeid", a."sagstrinid",
         COALESCE(st."dato", m."dato") AS dato, s."typeid" AS stemmetype_id
  FROM json_each(@ids) AS j
  JOIN "Stemme" AS s ON s."aktørid" = @actor AND s."afstemningid" = j.value
  JOIN "Afstemning" AS a ON a."id" = s."afstemningid"
  LEFT JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
  LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
)${VOTE_LINE}`;

const selectByIds = prepared<[{ actor: number; ids: string }], ActorVoteRow>(ACTOR_VOTES_BY_ID_SQL);

export function selectActorVotesByIds(
  db: Store,
  actorId: number,
  voteIds: readonly number[],
): ActorVoteRow[] {
  if (voteIds.length === 0) return [];
  return selectByIds(db).all({ actor: actorId, ids: JSON.stringify(voteIds) });
}

/**
 * Every vote of a member, in no particular order, without the group (see {@link selectAllActorVotes}). Plan:
 * `ix_Stemme_aktørid_afstemningid`, then Afstemning, Sagstrin, Møde, Afstemningstype and Sag by primary key.
 */
export const ACTOR_ALL_VOTES_SQL = `
SELECT a."id" AS afstemning_id, a."nummer", a."vedtaget", COALESCE(st."dato", m."dato") AS dato,
       s."typeid" AS stemmetype_id, at."type" AS afstemningstype, sag."id" AS sag_id, sag."nummer" AS sag_nummer,
       sag."titel" AS sag_titel, sag."titelkort" AS sag_titelkort, st."titel" AS sagstrin_titel
FROM "Stemme" AS s
JOIN "Afstemning" AS a ON a."id" = s."afstemningid"
LEFT JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
LEFT JOIN "Sag" AS sag ON sag."id" = st."sagid"
WHERE s."aktørid" = ?`;

/** A member's Folketingsgruppe memberships, in the order {@link GROUP_ON_DATE} picks from (latest started first). */
export const ACTOR_GROUPS_SQL = `
SELECT aa."tilaktørid" AS id, g."gruppenavnkort" AS kode, aa."startdato" AS start, aa."slutdato" AS slut
FROM "AktørAktør" AS aa
JOIN "Aktør" AS g ON g."id" = aa."tilaktørid"
WHERE aa."fraaktørid" = ? AND aa."rolleid" = ${AKTOERAKTOERROLLE.medlem} AND g."typeid" = ${AKTOERTYPE.folketingsgruppe}
ORDER BY aa."startdato" DESC, aa."id" DESC`;

type VoteWithoutGroup = Omit<ActorVoteRow, 'gruppe_id' | 'gruppe_kode'>;
interface GroupSpell {
  readonly id: number;
  readonly kode: string | null;
  readonly start: string | null;
  readonly slut: string | null;
}

const selectAll = prepared<[number], VoteWithoutGroup>(ACTOR_ALL_VOTES_SQL);
const selectGroups = prepared<[number], GroupSpell>(ACTOR_GROUPS_SQL);

/**
 * Every vote of a member with their group on the vote date, in no particular order (the download of all their
 * ballots). The group is picked as {@link GROUP_ON_DATE} picks it, from the member's dozen memberships read once,
 * instead of a subquery per vote: about 3 times faster for 10,000 ballots.
 */
export function selectAllActorVotes(db: Store, actorId: number): ActorVoteRow[] {
  const groups = selectGroups(db).all(actorId);
  return selectAll(db)
    .all(actorId)
    .map((row) => {
      const dato = row.dato;
      const group =
        dato === null
          ? undefined
          : groups.find((g) => (g.start === null || g.start <= dato) && (g.slut === null || g.slut > dato));
      return { ...row, gruppe_id: group?.id ?? null, gruppe_kode: group?.kode ?? null };
    });
}
