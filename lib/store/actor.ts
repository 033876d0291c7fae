import type { Store } from './open-store';
import { prepared } from './prepared';

/**
 * One actor (`Aktør`) with its type and, for per-samling actors (groups, committees), its `Periode`. Raw row:
 * values as stored. Plan: Aktør, Aktørtype and Periode by primary key.
 */
export interface ActorRow {
  readonly id: number;
  readonly typeid: number;
  readonly aktoertype: string | null;
  readonly gruppenavnkort: string | null;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
  readonly biografi: string | null;
  readonly periodeid: number | null;
  readonly periode_kode: string | null;
  readonly periode_titel: string | null;
  readonly periode_start: string | null;
  readonly periode_slut: string | null;
  readonly startdato: string | null;
  readonly slutdato: string | null;
  readonly opdateringsdato: string | null;
}

export const ACTOR_SQL = `
SELECT
  a."id", a."typeid", t."type" AS aktoertype, a."gruppenavnkort", a."navn", a."fornavn", a."efternavn",
  a."biografi", a."periodeid", p."kode" AS periode_kode, p."titel" AS periode_titel,
  p."startdato" AS periode_start, p."slutdato" AS periode_slut,
  a."startdato", a."slutdato", a."opdateringsdato"
FROM "Aktør" AS a
LEFT JOIN "Aktørtype" AS t ON t."id" = a."typeid"
LEFT JOIN "Periode" AS p ON p."id" = a."periodeid"
WHERE a."id" = ?`;

const selectActor = prepared<[number], ActorRow>(ACTOR_SQL);

export function selectActorRow(db: Store, id: number): ActorRow | undefined {
  return selectActor(db).get(id);
}

/**
 * One `AktørAktør` link with the actor at its other end (and that actor's type, samling and the link's role).
 * `other_*` is the target (`tilaktørid`) when reading from a person, the source (`fraaktørid`) when reading the
 * members of a group, committee or title.
 */
export interface ActorLinkRow {
  readonly link_id: number;
  readonly rolleid: number;
  readonly rolle: string | null;
  readonly startdato: string | null;
  readonly slutdato: string | null;
  readonly other_id: number;
  readonly other_typeid: number | null;
  readonly other_type: string | null;
  readonly other_navn: string | null;
  readonly other_fornavn: string | null;
  readonly other_efternavn: string | null;
  readonly other_kode: string | null;
  readonly periodeid: number | null;
  readonly periode_kode: string | null;
  readonly periode_titel: string | null;
}

const LINK_COLUMNS = `
  aa."id" AS link_id, aa."rolleid", r."rolle", aa."startdato", aa."slutdato",
  o."id" AS other_id, o."typeid" AS other_typeid, t."type" AS other_type, o."navn" AS other_navn,
  o."fornavn" AS other_fornavn, o."efternavn" AS other_efternavn, o."gruppenavnkort" AS other_kode,
  o."periodeid", p."kode" AS periode_kode, p."titel" AS periode_titel`;

/**
 * An actor's links on one side of `AktørAktør`, each with the actor at the other end, oldest first: from a person
 * (`fraaktørid`: party groups, committees, minister titles, …; plan `ix_AktørAktør_fra_rolle`), or to an actor
 * (`tilaktørid`: the members of a group or committee, the holders of a title). Then primary keys.
 */
function actorLinksSql(side: 'fraaktørid' | 'tilaktørid'): string {
  const other = side === 'fraaktørid' ? 'tilaktørid' : 'fraaktørid';
  return `
SELECT ${LINK_COLUMNS}
FROM "AktørAktør" AS aa
JOIN "Aktør" AS o ON o."id" = aa."${other}"
LEFT JOIN "Aktørtype" AS t ON t."id" = o."typeid"
LEFT JOIN "AktørAktørRolle" AS r ON r."id" = aa."rolleid"
LEFT JOIN "Periode" AS p ON p."id" = o."periodeid"
WHERE aa."${side}" = ?
ORDER BY aa."startdato" IS NULL, aa."startdato", aa."id"`;
}

const selectLinksFrom = prepared<[number], ActorLinkRow>(actorLinksSql('fraaktørid'));
const selectLinksTo = prepared<[number], ActorLinkRow>(actorLinksSql('tilaktørid'));

export function selectActorLinksFrom(db: Store, id: number): ActorLinkRow[] {
  return selectLinksFrom(db).all(id);
}

export function selectActorLinksTo(db: Store, id: number): ActorLinkRow[] {
  return selectLinksTo(db).all(id);
}

/** The same group or committee in other samlinger: same type and name, a per-samling actor (docs/oda.md#per-samling-actors). */
export interface ActorSiblingRow {
  readonly id: number;
  readonly periodeid: number;
  readonly periode_kode: string | null;
  readonly periode_titel: string | null;
  readonly periode_start: string | null;
}

export const ACTOR_SIBLINGS_SQL = `
SELECT a."id", a."periodeid", p."kode" AS periode_kode, p."titel" AS periode_titel, p."startdato" AS periode_start
FROM "Aktør" AS a
LEFT JOIN "Periode" AS p ON p."id" = a."periodeid"
WHERE a."typeid" = ? AND a."navn" = ? AND a."periodeid" IS NOT NULL
ORDER BY p."startdato" DESC, a."id" DESC`;

const selectSiblings = prepared<[number, string], ActorSiblingRow>(ACTOR_SIBLINGS_SQL);

export function selectActorSiblings(db: Store, typeId: number, navn: string): ActorSiblingRow[] {
  return selectSiblings(db).all(typeId, navn);
}
