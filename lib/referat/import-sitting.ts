import type Database from 'better-sqlite3';
import {
  deleteEvents,
  deleteItems,
  deleteSegments,
  deleteSitting,
  deleteSpeeches,
  insertEvent,
  insertItem,
  insertSegment,
  insertSitting,
  insertSpeech,
  type ReferatFileRow,
  recordImportedFile,
  recordRejected,
  selectSittingOfFile,
} from '@/lib/store/referat-write';
import { entryId, samlingNumber, sittingId } from './referat-ids';
import { printedCaseNumber, referatLinker } from './referat-linker';
import type { SpeakerAlias } from './speaker-aliases';
import { collapseSpaces, printedName, speechName } from './speaker-name';
import type { ImportSummary, ParsedSegment, ParsedSitting, ReferatFileInfo } from './types';

/** Entries (speeches, events) and items a sitting may hold: ids leave room for 9,999 (lib/referat/referat-ids.ts). */
const MAX_ORDINAL = 9_999;

/** A sitting that cannot be stored under ids from its natural keys (bad samling, number or too many entries). */
export class SittingRejectedError extends Error {
  override readonly name = 'SittingRejectedError';
}

function fileRow(file: ReferatFileInfo): ReferatFileRow {
  return { ...file, seenAt: file.seenAt ?? new Date().toISOString() };
}

/** The id range of a sitting's items, speeches and events. */
const entryRange = (sitting: number): [number, number] => [
  entryId(sitting, 0),
  entryId(sitting, MAX_ORDINAL),
];

/** Seconds since the epoch of an ISO local time as printed (read as UTC: only differences are used), or NaN. */
const instant = (time: string): number =>
  Date.parse(/(?:[zZ]|[+-]\d\d:?\d\d)$/.test(time) ? time : `${time}Z`);

/**
 * A speech's speaking time: the sum over its segments of end − start, in whole seconds; null when any segment lacks
 * a time or has one that does not parse or runs backwards (missing data, never a guess).
 */
export function speakingSeconds(segments: readonly ParsedSegment[]): number | null {
  let ms = 0;
  for (const s of segments) {
    if (s.start === null || s.end === null) return null;
    const d = instant(s.end) - instant(s.start);
    if (!(d >= 0)) return null;
    ms += d;
  }
  return segments.length === 0 ? null : Math.round(ms / 1000);
}

function idOf(sitting: ParsedSitting): number {
  const samling = samlingNumber(sitting.samling);
  if (samling === null)
    throw new SittingRejectedError(`samling ${JSON.stringify(sitting.samling)} is not a samling code`);
  if (!Number.isInteger(sitting.meetingNumber) || sitting.meetingNumber < 1 || sitting.meetingNumber > 999)
    throw new SittingRejectedError(`meeting number ${sitting.meetingNumber} is not 1–999`);
  if (sitting.items.length > MAX_ORDINAL)
    throw new SittingRejectedError(`${sitting.items.length} agenda items`);
  const ordinals = new Set<number>();
  for (const item of sitting.items)
    for (const e of item.entries) {
      if (!Number.isInteger(e.ordinal) || e.ordinal < 1 || e.ordinal > MAX_ORDINAL)
        throw new SittingRejectedError(`entry ordinal ${e.ordinal} is not 1–${MAX_ORDINAL}`);
      if (ordinals.has(e.ordinal)) throw new SittingRejectedError(`entry ordinal ${e.ordinal} occurs twice`);
      ordinals.add(e.ordinal);
    }
  return sittingId(samling, sitting.meetingNumber);
}

/** Deletes a sitting's rows (the sitting, its items, speeches, segments, events) by their ids. */
function removeSitting(db: Database.Database, id: number): void {
  const [lo, hi] = entryRange(id);
  deleteSegments(db).run(lo, hi);
  deleteSpeeches(db).run(lo, hi);
  deleteEvents(db).run(lo, hi);
  deleteItems(db).run(lo, hi);
  deleteSitting(db).run(id);
}

/**
 * Imports one parsed sitting into the store in one transaction (docs/referat-linking.md): deletes what the sitting
 * (and whatever sitting the same file held before) had, writes the sitting, its items, speeches with their segments
 * and its events, linked to ODA where the natural keys match, and records the file as imported. Importing the same
 * or a re-released file again replaces exactly that sitting, under the same ids.
 * @throws SittingRejectedError when the sitting cannot have ids from its keys, or two entries share an ordinal
 *   (nothing is written then).
 */
export function importSitting(
  db: Database.Database,
  sitting: ParsedSitting,
  file: ReferatFileInfo,
  aliases?: readonly SpeakerAlias[],
): ImportSummary {
  const id = idOf(sitting);
  const run = db.transaction((): ImportSummary => {
    const links = referatLinker(db, aliases).sitting(sitting.samling, sitting.meetingNumber, sitting.date);
    const previous = selectSittingOfFile(db).get(file.path)?.id;
    if (previous !== undefined && previous !== id) removeSitting(db, previous);
    removeSitting(db, id);
    insertSitting(db).run(
      id,
      file.path,
      sitting.samling,
      sitting.meetingNumber,
      sitting.date,
      sitting.era,
      sitting.era === 'preliminary' ? 1 : 0,
      links.moedeid,
    );
    const item = insertItem(db);
    const speech = insertSpeech(db);
    const segment = insertSegment(db);
    const event = insertEvent(db);
    let speeches = 0;
    let events = 0;
    let unlinkedCases = 0;
    const unlinkedSpeakers = new Set<string>();
    sitting.items.forEach((it, index) => {
      const itemId = entryId(id, index + 1);
      const caseNumber = printedCaseNumber(it.caseType, it.caseNumber);
      const sagid = caseNumber === null ? null : links.caseOf(caseNumber);
      if (caseNumber !== null && sagid === null) unlinkedCases++;
      item.run(
        itemId,
        id,
        index + 1,
        it.itemNo,
        it.subItemNo,
        it.shortTitle,
        caseNumber,
        it.caseStage,
        links.agendaItem(it.itemNo, it.subItemNo),
        sagid,
      );
      for (const e of it.entries) {
        const entry = entryId(id, e.ordinal);
        if (e.kind === 'event') {
          event.run(entry, id, itemId, e.ordinal, e.label, e.start, e.text);
          events++;
          continue;
        }
        const s = e.speaker;
        const navn = speechName(s);
        const link = links.speaker({ name: printedName(s), party: s.party, title: s.title });
        if (link.aktoerid === null) unlinkedSpeakers.add(`${navn}\u0000${s.party}\u0000${s.title}`);
        const paragraphs: string[] = [];
        const spans: [number, number][] = [];
        let length = 0;
        for (const seg of e.segments) {
          const from = paragraphs.length === 0 ? 0 : length + 1;
          for (const p of seg.paragraphs) {
            length += (paragraphs.length === 0 ? 0 : 1) + p.length;
            paragraphs.push(p);
          }
          spans.push(seg.paragraphs.length === 0 ? [length, length] : [from, length]);
        }
        const tekst = paragraphs.join('\n');
        const first = e.segments[0];
        const last = e.segments[e.segments.length - 1];
        speech.run(
          entry,
          id,
          itemId,
          e.ordinal,
          link.aktoerid,
          navn,
          s.party,
          s.role,
          collapseSpaces(s.title),
          e.speechType,
          first?.start ?? null,
          last?.end ?? null,
          speakingSeconds(e.segments),
          tekst.length,
          tekst,
        );
        e.segments.forEach((seg, k) => {
          const [fra, til] = spans[k] ?? [0, 0];
          segment.run(entry, k + 1, seg.start, seg.end, seg.status, fra, til);
        });
        speeches++;
      }
    });
    recordImportedFile(db, fileRow(file), id);
    return {
      sitting: id,
      speeches,
      events,
      sittingLinked: links.moedeid !== null,
      unlinkedSpeakers: unlinkedSpeakers.size,
      unlinkedCases,
    };
  });
  return run();
}

/**
 * Records a file that was not imported (it did not validate, or {@link importSitting} refused it) with the reason.
 * The sitting an earlier version of the file held keeps its speeches: a bad re-release does not wipe a good sitting.
 */
export function recordRejectedFile(db: Database.Database, file: ReferatFileInfo, reason: string): void {
  recordRejected(db, fileRow(file), reason);
}
