import type {
  ParsedEvent,
  ParsedItem,
  ParsedSegment,
  ParsedSitting,
  ParsedSpeech,
  PrintedSpeaker,
  ReferatFileInfo,
} from './types';

/**
 * Hand-built parser output for the importer's tests and bench: a sitting, its items, speeches and events, with the
 * parser's defaults for what a test does not care about.
 */

export function speaker(fields: Partial<PrintedSpeaker>): PrintedSpeaker {
  return {
    firstName: null,
    lastName: null,
    party: null,
    role: 'medlem',
    title: null,
    tingdokId: null,
    ...fields,
  };
}

export function segment(
  paragraphs: readonly string[],
  start: string | null,
  end: string | null,
): ParsedSegment {
  return { start, end, status: 'Typeset', paragraphs };
}

export function speech(
  ordinal: number,
  who: PrintedSpeaker,
  segments: readonly ParsedSegment[],
  speechType: string | null = null,
): ParsedSpeech {
  return { kind: 'speech', ordinal, speaker: who, speechType, segments };
}

export function event(
  ordinal: number,
  label: string | null,
  text: string,
  start: string | null = null,
): ParsedEvent {
  return { kind: 'event', ordinal, label, start, text };
}

export function item(
  itemNo: string,
  entries: ParsedItem['entries'],
  fields: Partial<Omit<ParsedItem, 'itemNo' | 'entries'>> = {},
): ParsedItem {
  return {
    itemNo,
    subItemNo: null,
    shortTitle: `Punkt ${itemNo}`,
    caseType: null,
    caseNumber: null,
    caseStage: null,
    caseTingdokId: null,
    entries,
    ...fields,
  };
}

export function sitting(
  samling: string,
  meetingNumber: number,
  date: string,
  items: readonly ParsedItem[],
  era: ParsedSitting['era'] = 'legacy',
): ParsedSitting {
  return { samling, meetingNumber, date, era, tingdokId: null, items };
}

/** The file a sitting is imported from: its path by the server's naming, a made-up size and hash. */
export function fileOf(s: ParsedSitting, sha256 = 'a'.repeat(64)): ReferatFileInfo {
  return {
    path: `${s.samling}/${s.samling}_M${s.meetingNumber}_helemoedet.xml`,
    samling: s.samling,
    size: 1000,
    modified: null,
    sha256,
  };
}
