import { AKTOERTYPE, MOEDETYPE } from '@/lib/model/oda-ids';
import { ministerHoldingTitleOnSql } from './government';
import { readMirrorGeneration } from './mirror-status';
import { idList, prepared } from './prepared';
import type { Store } from './store';

/**
 * The ODA reads behind linking a transcript to ODA by natural keys (docs/referat-linking.md): each read once per
 * store, samling or sitting and kept in memory by lib/referat/referat-linker.ts, never per speech.
 */

/** A person (Aktørtype 5) or private person (12) with the names a printed speaker may match. */
export interface NamedActorRow {
  readonly id: number;
  readonly typeid: number;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
}

const selectNamedActors = prepared<[], NamedActorRow>(`
SELECT "id", "typeid", "navn", "fornavn", "efternavn" FROM "Aktør"
WHERE "typeid" IN (${AKTOERTYPE.person}, ${AKTOERTYPE.privatperson})`);

export const selectSpeakerCandidates = (db: Store): NamedActorRow[] => selectNamedActors(db).all();

/** A minister title (Aktørtype 2): its definite form (`navn`, "finansministeren") and its plain form (`gruppenavnkort`). */
export interface MinisterTitleRow {
  readonly id: number;
  readonly navn: string | null;
  readonly gruppenavnkort: string | null;
}

const selectTitles = prepared<[], MinisterTitleRow>(
  `SELECT "id", "navn", "gruppenavnkort" FROM "Aktør" WHERE "typeid" = ${AKTOERTYPE.ministertitel}`,
);

export const selectMinisterTitles = (db: Store): MinisterTitleRow[] => selectTitles(db).all();

const selectHolders = prepared<[{ titles: string; dato: string }], { title: number; holder: number | null }>(`
SELECT t.value AS title, ${ministerHoldingTitleOnSql('t.value', '@dato')} AS holder
FROM json_each(@titles) AS t`);

/** The person holding each of the given minister titles on a date, by the minister post rule (lib/store/government.ts). */
export function selectTitleHolders(db: Store, titles: readonly number[], date: string): Map<number, number> {
  const holders = new Map<number, number>();
  for (const r of selectHolders(db).all({ titles: idList(titles), dato: date }))
    if (r.holder !== null) holders.set(r.title, r.holder);
  return holders;
}

/** A samling (Periode) by its code, with its dates. */
export interface SamlingRow {
  readonly id: number;
  readonly startdato: string | null;
  readonly slutdato: string | null;
}

const selectSamlinger = prepared<[string], SamlingRow>(
  `SELECT "id", "startdato", "slutdato" FROM "Periode" WHERE "kode" = ? ORDER BY "id"`,
);

/** The Periode rows with the code (one in a sound store; a caller treats more as no match). */
export const selectSamling = (db: Store, kode: string): SamlingRow[] => selectSamlinger(db).all(kode);

const selectPlenaryByNumber = prepared<[number, string], { id: number }>(`
SELECT "id" FROM "Møde" WHERE "periodeid" = ? AND "nummer" = ? AND "typeid" = ${MOEDETYPE.salen} ORDER BY "id"`);

/** The plenary Møde rows of a samling with the number (one in a sound store). */
export const selectPlenaryMeeting = (db: Store, periodeid: number, nummer: number): number[] =>
  selectPlenaryByNumber(db)
    .all(periodeid, String(nummer))
    .map((r) => r.id);

/** An agenda item of a Møde: its number and, for a sub-item, its parent's id. */
export interface AgendaItemRow {
  readonly id: number;
  readonly moedeid: number;
  readonly nummer: string | null;
  readonly superid: number | null;
}

const selectItems = prepared<[number], AgendaItemRow>(`
SELECT d."id", d."mødeid" AS moedeid, d."nummer", d."superid"
FROM "Dagsordenspunkt" AS d JOIN "Møde" AS m ON m."id" = d."mødeid"
WHERE m."periodeid" = ? AND m."typeid" = ${MOEDETYPE.salen}`);

/** The agenda items of every plenary Møde of a samling (one read per samling, not per sitting). */
export const selectAgendaItems = (db: Store, periodeid: number): AgendaItemRow[] =>
  selectItems(db).all(periodeid);

const selectCases = prepared<[number], { id: number; nummer: string }>(
  `SELECT "id", "nummer" FROM "Sag" WHERE "periodeid" = ? AND "nummer" IS NOT NULL`,
);

/** Every numbered case (Sag) of a samling. */
export const selectNumberedCases = (db: Store, periodeid: number): { id: number; nummer: string }[] =>
  selectCases(db).all(periodeid);

const selectMaxIds = prepared<
  [],
  {
    a: number | null;
    aa: number | null;
    p: number | null;
    m: number | null;
    d: number | null;
    s: number | null;
  }
>(`
SELECT (SELECT max("id") FROM "Aktør") AS a, (SELECT max("id") FROM "AktørAktør") AS aa,
       (SELECT max("id") FROM "Periode") AS p, (SELECT max("id") FROM "Møde") AS m,
       (SELECT max("id") FROM "Dagsordenspunkt") AS d, (SELECT max("id") FROM "Sag") AS s`);

/**
 * A cheap stamp of the ODA rows linking reads (the largest id of each table read, by primary key, and the mirror's
 * generation): when it is unchanged, what was linked before links the same way again.
 */
export function linkDataStamp(db: Store): string {
  const r = selectMaxIds(db).get();
  return JSON.stringify([readMirrorGeneration(db), r?.a, r?.aa, r?.p, r?.m, r?.d, r?.s]);
}

/** A plenary Møde with its samling's code and id. */
export interface PlenaryMeetingRow {
  readonly id: number;
  readonly kode: string;
  readonly periodeid: number;
  readonly nummer: string;
  readonly dato: string;
}

const selectPlenary = prepared<[], PlenaryMeetingRow>(`
SELECT m."id", p."kode", p."id" AS periodeid, m."nummer", m."dato"
FROM "Møde" AS m JOIN "Periode" AS p ON p."id" = m."periodeid"
WHERE m."typeid" = ${MOEDETYPE.salen} AND m."nummer" IS NOT NULL AND m."dato" IS NOT NULL
ORDER BY m."dato", m."id"`);

/** Every plenary Møde, oldest first: what a transcript is made for (scripts/bench/referat-import.ts). */
export const selectPlenaryMeetings = (db: Store): PlenaryMeetingRow[] => selectPlenary(db).all();
