/**
 * A plenary sitting's transcript (referat) as read from one XML file (docs/referat.md): the parser's output and the
 * importer's input. Nothing here is linked to ODA yet — names, numbers and codes are as printed in the file.
 */

/** Which of the three published forms a file has (docs/referat.md#eras), detected per file, never per folder. */
export type ReferatEra = 'legacy' | 'tingdok' | 'preliminary';

/** A speaker as the file prints them (`Taler` → `MetaSpeakerMP`, `TalerTitel`). Empty strings become null. */
export interface PrintedSpeaker {
  readonly firstName: string | null;
  readonly lastName: string | null;
  /** `GroupNameShort`: the party code; null for ministers and for the chair. */
  readonly party: string | null;
  /** `OratorRole`, e.g. "medlem", "minister", "formand". */
  readonly role: string | null;
  /** `TalerTitel`, e.g. a minister's title ("Finansministeren") or the chair's. */
  readonly title: string | null;
  /** The tingdokID attribute (tingdok-era files): not an ODA id (docs/referat.md#linking). */
  readonly tingdokId: string | null;
}

/** One `TaleSegment`: times as printed (ISO local time, no zone) and its status. */
export interface ParsedSegment {
  readonly start: string | null;
  /** Null for the last segment of a sitting (the source never gives it). */
  readonly end: string | null;
  /** `EdixiStatus`: Typeset, Released, Proofed, Available… */
  readonly status: string | null;
  /** The segment's paragraphs (one per `Exitus`), each the concatenation of its `Char` runs, whitespace-normalised. */
  readonly paragraphs: readonly string[];
}

/** A speech: a `Tale` whose speaker is a person (not a pseudo-speaker). */
export interface ParsedSpeech {
  readonly kind: 'speech';
  /** 1-based position among the sitting's speeches and events, in document order. */
  readonly ordinal: number;
  readonly speaker: PrintedSpeaker;
  /** `TaleType`, e.g. "Ordfører"; null when absent. */
  readonly speechType: string | null;
  readonly segments: readonly ParsedSegment[];
}

/**
 * An event of the sitting, not a speech: a `Tale` with a pseudo-speaker (OratorRole `Pause`, `MødeSlut`, a procedural
 * note) or a fully empty `MetaSpeakerMP`. Kept with its text and time.
 */
export interface ParsedEvent {
  readonly kind: 'event';
  readonly ordinal: number;
  /** The pseudo-speaker's role or name as printed ("Pause", "MødeSlut"), or null when the speaker was empty. */
  readonly label: string | null;
  readonly start: string | null;
  readonly text: string;
}

/** A `DagsordenPunkt` (or a `DagsordenUnderpunkt`, with `subItemNo`). */
export interface ParsedItem {
  /** `ItemNo` as printed ("1", "4 A"); for a sub-item its parent's. */
  readonly itemNo: string;
  /** `SubItemNo` of a sub-item, else null. */
  readonly subItemNo: string | null;
  readonly shortTitle: string;
  /** `FTCaseType` ("L", "B", "F", "V"…), `FTCaseNumber` ("12", "4 A"), `FTCaseStage`; null when absent. */
  readonly caseType: string | null;
  readonly caseNumber: string | null;
  readonly caseStage: string | null;
  readonly caseTingdokId: string | null;
  /** Speeches and events of every `Aktivitet` of the item, in document order. */
  readonly entries: readonly (ParsedSpeech | ParsedEvent)[];
}

/** One whole sitting, from a file validated whole (a truncated or malformed file never yields one). */
export interface ParsedSitting {
  /** `ParliamentarySession`: the samling code, e.g. "20231" (ODA's `Periode.kode`). */
  readonly samling: string;
  readonly meetingNumber: number;
  /** `DateOfSitting` as printed (ISO local date or date-time). */
  readonly date: string;
  readonly era: ReferatEra;
  readonly tingdokId: string | null;
  readonly items: readonly ParsedItem[];
}

/** A transcript file as the server lists it and the importer records it (`_referat_fil`). */
export interface ReferatFileInfo {
  /** The path under the transcript root, e.g. "20231/20231_M12_helemoedet.xml". */
  readonly path: string;
  readonly samling: string;
  readonly size: number;
  /** The server's modification time (ISO), when it gives one. */
  readonly modified: string | null;
  readonly sha256: string;
  /** When this copy was read (ISO); now when not given. A generated store gives the file's own time, so it is the same
   * file whenever it is built. */
  readonly seenAt?: string;
}

/** What importing one sitting wrote and what it could not link (counted, never guessed). */
export interface ImportSummary {
  readonly sitting: number;
  readonly speeches: number;
  readonly events: number;
  readonly sittingLinked: boolean;
  /** Distinct printed speakers (name, party, title) of the sitting left unlinked (docs/referat-linking.md). */
  readonly unlinkedSpeakers: number;
  /** Items with a case number whose Sag was not found (items that are not cases, FM/VALG/UVP, do not count). */
  readonly unlinkedCases: number;
}
