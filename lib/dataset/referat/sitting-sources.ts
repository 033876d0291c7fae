import type Database from 'better-sqlite3';
import { AKTOERAKTOERROLLE } from '@/lib/model/oda-ids';

/** An agenda item of a plenary sitting as the generated store holds it (Dagsordenspunkt, its Sagstrin and Sag). */
export interface AgendaSource {
  /** `Dagsordenspunkt.nummer` ("1", "2"…). */
  readonly nummer: string;
  readonly titel: string;
  /** `Sag.nummer` ("L 12", "B 4", "F 1"), or null for an item without a case. */
  readonly sagsnummer: string | null;
  readonly sagstitel: string | null;
  /** `Sagstrinstype.type` ("1. behandling", "Forhandling"…), or null. */
  readonly stage: string | null;
}

/** A held plenary sitting of the generated store: the Møde, its samling and its agenda in order. */
export interface SittingSource {
  readonly moedeid: number;
  readonly samling: string;
  readonly nummer: number;
  /** `Møde.dato`: local date-time of the sitting's start. */
  readonly start: string;
  readonly items: readonly AgendaSource[];
}

/** A person's stretch in a role: a party seat (`party` its code) or a minister post (`title` the title's name). */
export interface PersonSpell {
  readonly aktoerid: number;
  readonly firstName: string;
  readonly lastName: string;
  /** ISO date. */
  readonly from: string;
  /** ISO date, exclusive; null while it lasts. */
  readonly to: string | null;
  readonly party: string | null;
  readonly title: string | null;
}

/** Everything the transcripts are written from, read once from the store the generator has just written. */
export interface ReferatSources {
  readonly sittings: readonly SittingSource[];
  readonly seats: readonly PersonSpell[];
  readonly ministers: readonly PersonSpell[];
}

/** Reads the held plenary sittings up to `asOf` (a date) with their agendas, the party seats and minister posts. */
export function loadReferatSources(db: Database.Database, asOf: string): ReferatSources {
  const meetings = db
    .prepare(
      `SELECT m.id, p.kode samling, m.nummer, m.dato FROM "Møde" m JOIN "Periode" p ON p.id = m.periodeid
       WHERE m.typeid = 1 AND m.statusid = 2 AND substr(m.dato, 1, 10) <= ? ORDER BY m.dato, m.id`,
    )
    .all(asOf) as { id: number; samling: string; nummer: string; dato: string }[];
  const items = db
    .prepare(
      `SELECT d."mødeid" moede, d.nummer, d.titel, s.nummer sagsnummer, s.titelkort sagstitel, t.type stage
       FROM "Dagsordenspunkt" d JOIN "Møde" m ON m.id = d."mødeid" AND m.typeid = 1
       LEFT JOIN "Sagstrin" st ON st.id = d.sagstrinid
       LEFT JOIN "Sagstrinstype" t ON t.id = st.typeid
       LEFT JOIN "Sag" s ON s.id = st.sagid
       ORDER BY d."mødeid", CAST(d.nummer AS INTEGER), d.id`,
    )
    .all() as (AgendaSource & { moede: number })[];
  const byMeeting = new Map<number, AgendaSource[]>();
  for (const { moede, ...item } of items) {
    const list = byMeeting.get(moede) ?? [];
    list.push(item);
    byMeeting.set(moede, list);
  }
  const spells = (rolle: number, targetType: number, label: string) =>
    db
      .prepare(
        `SELECT p.id aktoerid, p.fornavn firstName, p.efternavn lastName, substr(aa.startdato, 1, 10) "from",
           substr(aa.slutdato, 1, 10) "to",
           ${label} label
         FROM "AktørAktør" aa JOIN "Aktør" p ON p.id = aa.fraaktørid AND p.typeid = 5
         JOIN "Aktør" t ON t.id = aa.tilaktørid AND t.typeid = ?
         WHERE aa.rolleid = ? AND aa.startdato IS NOT NULL ORDER BY aa.startdato, aa.id`,
      )
      .all(targetType, rolle) as (Omit<PersonSpell, 'party' | 'title'> & { label: string })[];
  return {
    sittings: meetings.map((m) => ({
      moedeid: m.id,
      samling: m.samling,
      nummer: Number(m.nummer),
      start: m.dato,
      items: byMeeting.get(m.id) ?? [],
    })),
    seats: spells(AKTOERAKTOERROLLE.medlem, 4, 't.gruppenavnkort').map(({ label, ...s }) => ({
      ...s,
      party: label,
      title: null,
    })),
    ministers: spells(AKTOERAKTOERROLLE.minister, 2, 't.navn').map(({ label, ...s }) => ({
      ...s,
      party: null,
      title: label,
    })),
  };
}
