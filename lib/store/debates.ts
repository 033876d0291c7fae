import { prepared } from './prepared';
import type { Store } from './store';

/*
 * The debates' reads (lib/data/debates/) over the store's own tables (lib/store/referat-schema.ts). A sitting's items,
 * speeches and events have ids sitting × 10,000 + ordinal (lib/referat/referat-ids.ts), so "everything of one sitting"
 * is a primary-key range (`id BETWEEN @lo AND @hi`) and needs no index. The reads by speaker, party and case use the
 * indexes on `_tale.aktoerid`, `_tale.parti` and `_referat_punkt.sagid` where the store has them.
 */

/** A sitting (`_referat_moede`) and, when it was linked, its Møde's date. */
export interface SittingRow {
  readonly id: number;
  readonly samling: string;
  readonly nummer: number;
  readonly dato: string;
  readonly foreloebig: number;
  readonly moedeid: number | null;
}

const selectSittingOfMeetingStatement = prepared<[number], SittingRow>(`
SELECT id, samling, nummer, dato, foreloebig, moedeid FROM "_referat_moede" WHERE moedeid = ? ORDER BY id LIMIT 1`);

/** The transcript's sitting of the plenary Møde `moedeid`; undefined when there is none. */
export function selectSittingOfMeeting(db: Store, moedeid: number): SittingRow | undefined {
  return selectSittingOfMeetingStatement(db).get(moedeid);
}

/** An agenda item of a sitting as the transcript has it. */
export interface DebateItemRow {
  readonly id: number;
  readonly nummer: string;
  readonly undernummer: string | null;
  readonly titel: string;
  readonly sagsnummer: string | null;
  readonly sagstrin: string | null;
  readonly dagsordenspunktid: number | null;
  readonly sagid: number | null;
}

const selectItemsStatement = prepared<[number, number], DebateItemRow>(`
SELECT id, nummer, undernummer, titel, sagsnummer, sagstrin, dagsordenspunktid, sagid
FROM "_referat_punkt" WHERE id BETWEEN ? AND ? ORDER BY id`);

/** The items of the sitting whose entry ids run from `lo` to `hi`, in the file's order. */
export function selectSittingItems(db: Store, lo: number, hi: number): DebateItemRow[] {
  return selectItemsStatement(db).all(lo, hi);
}

/** Who spoke and when: the columns every speech line shares. */
export interface SpeakerColumns {
  readonly id: number;
  readonly moede: number;
  readonly punkt: number;
  readonly aktoerid: number | null;
  readonly navn: string;
  readonly parti: string | null;
  readonly rolle: string | null;
  readonly titel: string | null;
  readonly taletype: string | null;
  readonly start: string | null;
  readonly sekunder: number | null;
  readonly tegn: number;
}

const SPEAKER_COLUMNS = `t.id, t.moede, t.punkt, t.aktoerid, t.navn, t.parti, t.rolle, t.titel, t.taletype, t.start,
  t.sekunder, t.tegn`;

/** A speech in a sitting's debate, with the start of its text (`head`, at most {@link HEAD_CHARS} characters). */
export interface DebateSpeechRow extends SpeakerColumns {
  readonly head: string;
}

/** How much of a speech's text the meeting page reads: its first paragraphs are shown, the rest is on its page. */
export const HEAD_CHARS = 1_200;

const selectSpeechesStatement = prepared<[number, number], DebateSpeechRow>(`
SELECT ${SPEAKER_COLUMNS}, substr(t.tekst, 1, ${HEAD_CHARS}) AS head
FROM "_tale" AS t WHERE t.id BETWEEN ? AND ? ORDER BY t.id`);

/** The speeches of the sitting whose entry ids run from `lo` to `hi`, in order. */
export function selectSittingSpeeches(db: Store, lo: number, hi: number): DebateSpeechRow[] {
  return selectSpeechesStatement(db).all(lo, hi);
}

/** An event of a sitting (a pause, its end, a note). */
export interface EventRow {
  readonly id: number;
  readonly punkt: number;
  readonly art: string | null;
  readonly start: string | null;
  readonly tekst: string;
}

const selectEventsStatement = prepared<[number, number], EventRow>(`
SELECT id, punkt, art, start, tekst FROM "_referat_haendelse" WHERE id BETWEEN ? AND ? ORDER BY id`);

/** The events of the sitting whose entry ids run from `lo` to `hi`, in order. */
export function selectSittingEvents(db: Store, lo: number, hi: number): EventRow[] {
  return selectEventsStatement(db).all(lo, hi);
}

/** One speech whole, with its item, sitting and (when linked) its Møde and Sag. */
export interface SpeechRow extends SpeakerColumns {
  readonly slut: string | null;
  readonly tekst: string;
  readonly punkt_nummer: string;
  readonly punkt_titel: string;
  readonly sagstrin: string | null;
  readonly sagid: number | null;
  readonly sag_nummer: string | null;
  readonly sag_titel: string | null;
  readonly samling: string;
  readonly moede_nummer: number;
  readonly dato: string;
  readonly moedeid: number | null;
  readonly foreloebig: number;
}

const selectSpeechStatement = prepared<[number], SpeechRow>(`
SELECT ${SPEAKER_COLUMNS}, t.slut, t.tekst, p.nummer AS punkt_nummer, p.titel AS punkt_titel, p.sagstrin,
  s.id AS sagid, s.nummer AS sag_nummer, coalesce(nullif(s.titelkort, ''), s.titel) AS sag_titel, rm.samling,
  rm.nummer AS moede_nummer, rm.dato, m.id AS moedeid, rm.foreloebig
FROM "_tale" AS t
JOIN "_referat_moede" AS rm ON rm.id = t.moede
LEFT JOIN "_referat_punkt" AS p ON p.id = t.punkt
LEFT JOIN "Sag" AS s ON s.id = p.sagid
LEFT JOIN "Møde" AS m ON m.id = rm.moedeid
WHERE t.id = ?`);

/** The speech `id` whole; undefined when there is none. */
export function selectSpeech(db: Store, id: number): SpeechRow | undefined {
  return selectSpeechStatement(db).get(id);
}

/** A neighbouring speech: who spoke. */
export type NeighbourRow = Pick<SpeakerColumns, 'id' | 'navn' | 'parti' | 'titel' | 'start'>;

const selectPreviousStatement = prepared<[number, number], NeighbourRow>(`
SELECT id, navn, parti, titel, start FROM "_tale" WHERE id < ? AND id >= ? ORDER BY id DESC LIMIT 1`);
const selectNextStatement = prepared<[number, number], NeighbourRow>(`
SELECT id, navn, parti, titel, start FROM "_tale" WHERE id > ? AND id <= ? ORDER BY id LIMIT 1`);

/** The speeches before and after `id` in the same sitting (entry ids `lo`…`hi`); undefined at either end. */
export function selectNeighbours(
  db: Store,
  id: number,
  lo: number,
  hi: number,
): { previous: NeighbourRow | undefined; next: NeighbourRow | undefined } {
  return { previous: selectPreviousStatement(db).get(id, lo), next: selectNextStatement(db).get(id, hi) };
}

/** One speaker's part in one agenda item about a case: how often and how long. */
export interface CaseSpeakerRow {
  readonly punkt: number;
  readonly aktoerid: number | null;
  readonly navn: string;
  readonly parti: string | null;
  readonly rolle: string | null;
  readonly titel: string | null;
  readonly ordfoerer: number;
  readonly taler: number;
  readonly sekunder: number;
  readonly first_id: number;
}

/** An agenda item about a case, in a sitting. */
export interface CaseItemRow {
  readonly punkt: number;
  readonly sagstrin: string | null;
  readonly nummer: string;
  readonly titel: string;
  readonly dato: string;
  readonly moedeid: number | null;
}

const selectCaseItemsStatement = prepared<[number], CaseItemRow>(`
SELECT p.id AS punkt, p.sagstrin, p.nummer, p.titel, rm.dato, rm.moedeid
FROM "_referat_punkt" AS p JOIN "_referat_moede" AS rm ON rm.id = p.moede
WHERE p.sagid = ? ORDER BY p.id`);

/** The transcript's agenda items about the case `sagid`, oldest first. */
export function selectCaseItems(db: Store, sagid: number): CaseItemRow[] {
  return selectCaseItemsStatement(db).all(sagid);
}

/*
 * A speaker is one person (`aktoerid`) or, unlinked, one printed name. Each item's speeches are a range of its
 * sitting's ids, so the join reads them by primary key.
 */
const selectCaseSpeakersStatement = prepared<[number], CaseSpeakerRow>(`
SELECT t.punkt, t.aktoerid, t.navn, t.parti, t.rolle, t.titel, max(t.taletype = 'Ordfører') AS ordfoerer,
  count(*) AS taler, coalesce(sum(t.sekunder), 0) AS sekunder, min(t.id) AS first_id
FROM "_referat_punkt" AS p
JOIN "_tale" AS t ON t.id BETWEEN p.moede * 10000 AND p.moede * 10000 + 9999 AND t.punkt = p.id
WHERE p.sagid = ?
GROUP BY t.punkt, coalesce(t.aktoerid, t.navn), coalesce(t.parti, t.titel, '')
ORDER BY t.punkt, min(t.id)`);

/** Every speaker of the case's items, per item, in order of their first speech. */
export function selectCaseSpeakers(db: Store, sagid: number): CaseSpeakerRow[] {
  return selectCaseSpeakersStatement(db).all(sagid);
}

/** A samling's count and length of speeches. */
export interface SamlingSpeakingRow {
  readonly samling: number;
  readonly periode_titel: string | null;
  readonly taler: number;
  readonly sekunder: number;
}

const samlingTitle = `(SELECT pe.titel FROM "Periode" AS pe WHERE pe.kode = CAST(a.samling AS TEXT) LIMIT 1)`;

/** Speeches and speaking time per samling (a sitting's id is samling × 1,000 + number) of the speeches `where` picks. */
const samlingSpeakingSql = (where: 'aktoerid' | 'parti') => `
WITH a AS (
  SELECT t.moede / 1000 AS samling, count(*) AS taler, coalesce(sum(t.sekunder), 0) AS sekunder
  FROM "_tale" AS t WHERE t.${where} = ? GROUP BY t.moede / 1000
)
SELECT a.samling, ${samlingTitle} AS periode_titel, a.taler, a.sekunder FROM a ORDER BY a.samling DESC`;

export const selectActorSamlingerStatement = prepared<[number], SamlingSpeakingRow>(
  samlingSpeakingSql('aktoerid'),
);

/** A person's speeches per samling, newest samling first. */
export function selectActorSamlinger(db: Store, aktoerid: number): SamlingSpeakingRow[] {
  return selectActorSamlingerStatement(db).all(aktoerid);
}

/** A speech in a list of one speaker's newest: the start of its text and where it was held. */
export interface ActorSpeechRow extends SpeakerColumns {
  readonly head: string;
  readonly punkt_titel: string | null;
  readonly sag_nummer: string | null;
  readonly dato: string;
}

const selectActorSpeechesStatement = prepared<[number, number], ActorSpeechRow>(`
SELECT ${SPEAKER_COLUMNS}, substr(t.tekst, 1, ${HEAD_CHARS}) AS head, p.titel AS punkt_titel,
  p.sagsnummer AS sag_nummer, rm.dato
FROM "_tale" AS t
JOIN "_referat_moede" AS rm ON rm.id = t.moede
LEFT JOIN "_referat_punkt" AS p ON p.id = t.punkt
WHERE t.aktoerid = ? ORDER BY t.id DESC LIMIT ?`);

/** A person's newest `limit` speeches, newest first. */
export function selectActorSpeeches(db: Store, aktoerid: number, limit: number): ActorSpeechRow[] {
  return selectActorSpeechesStatement(db).all(aktoerid, limit);
}

export const selectPartySamlingerStatement = prepared<[string], SamlingSpeakingRow>(
  samlingSpeakingSql('parti'),
);

/** The speeches given under the party code `parti` (as the transcript prints it) per samling, newest first. */
export function selectPartySamlinger(db: Store, parti: string): SamlingSpeakingRow[] {
  return selectPartySamlingerStatement(db).all(parti);
}

/** How often one person spoke as the party's spokesperson (TaleType 'Ordfører') in a samling. */
export interface SpokespersonRow {
  readonly samling: number;
  readonly aktoerid: number | null;
  readonly navn: string;
  readonly taler: number;
  readonly sekunder: number;
}

export const selectSpokespersonsStatement = prepared<[string], SpokespersonRow>(`
SELECT t.moede / 1000 AS samling, t.aktoerid, t.navn, count(*) AS taler, coalesce(sum(t.sekunder), 0) AS sekunder
FROM "_tale" AS t WHERE t.parti = ? AND t.taletype = 'Ordfører'
GROUP BY t.moede / 1000, coalesce(t.aktoerid, t.navn)
ORDER BY samling DESC, taler DESC, t.navn`);

/** The party's spokespersons per samling (newest first), most speeches as spokesperson first. */
export function selectSpokespersons(db: Store, parti: string): SpokespersonRow[] {
  return selectSpokespersonsStatement(db).all(parti);
}
