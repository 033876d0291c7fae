import { ReferatRejectedError } from './referat-error';
import { samlingNumber } from './referat-ids';
import { eventLabel, isEventSpeaker } from './referat-speaker';
import { normaliseSpace, ParagraphBuilder } from './referat-text';
import type {
  ParsedEvent,
  ParsedItem,
  ParsedSegment,
  ParsedSitting,
  ParsedSpeech,
  PrintedSpeaker,
  ReferatEra,
} from './types';

/**
 * The transcript's structure read from a stream of XML events (docs/referat.md#structure): the sitting's metadata,
 * its agenda items and sub-items, and their speeches and events in document order. Element names arrive as local
 * names (any namespace prefix dropped); the caller guarantees well-formedness, this class the transcript's shape,
 * throwing ReferatRejectedError where the shape is not a transcript's.
 */

/** Ids allow four digits per ordinal (lib/referat/referat-ids.ts). */
export const MAX_ORDINAL = 9_999;

type Attributes = Readonly<Record<string, string>>;

/** Metadata elements whose text the reader keeps, by the element they sit in. */
type Field =
  | 'samling'
  | 'date'
  | 'meetingNumber'
  | 'itemNo'
  | 'subItemNo'
  | 'shortTitle'
  | 'caseNumber'
  | 'caseType'
  | 'caseStage'
  | 'firstName'
  | 'lastName'
  | 'party'
  | 'role'
  | 'title'
  | 'speechType'
  | 'status'
  | 'start'
  | 'end';

/** An item's and a sub-item's metadata (`MetaFTAgendaItem`, `MetaFTAgendaSubItem`) alike. */
const ITEM_FIELDS: Readonly<Record<string, Field>> = {
  ItemNo: 'itemNo',
  SubItemNo: 'subItemNo',
  ShortTitle: 'shortTitle',
  FTCaseNumber: 'caseNumber',
  FTCaseType: 'caseType',
  FTCaseStage: 'caseStage',
};

const FIELDS: Readonly<Record<string, Readonly<Record<string, Field>>>> = {
  MetaMeeting: { ParliamentarySession: 'samling', DateOfSitting: 'date', MeetingNumber: 'meetingNumber' },
  MetaFTAgendaItem: ITEM_FIELDS,
  MetaFTAgendaSubItem: ITEM_FIELDS,
  MetaSpeakerMP: {
    OratorFirstName: 'firstName',
    OratorLastName: 'lastName',
    GroupNameShort: 'party',
    OratorRole: 'role',
  },
  Taler: { TalerTitel: 'title' },
  Tale: { TaleType: 'speechType' },
  MetaSpeechSegment: { EdixiStatus: 'status', StartDateTime: 'start', EndDateTime: 'end' },
};

type Entry = ParsedSpeech | ParsedEvent;

interface ItemDraft {
  readonly at: string;
  fields: Partial<Record<Field, string>>;
  caseTingdokId: string | null;
  readonly entries: Entry[];
  readonly subItems: ItemDraft[];
}

interface TaleDraft {
  readonly ordinal: number;
  fields: Partial<Record<Field, string>>;
  tingdokId: string | null;
  readonly segments: ParsedSegment[];
}

interface SegmentDraft {
  fields: Partial<Record<Field, string>>;
  readonly text: ParagraphBuilder;
}

function toItem(draft: ItemDraft, itemNo: string, subItemNo: string | null): ParsedItem {
  const f = draft.fields;
  return {
    itemNo,
    subItemNo,
    shortTitle: f.shortTitle ?? '',
    caseType: f.caseType ?? null,
    caseNumber: f.caseNumber ?? null,
    caseStage: f.caseStage ?? null,
    caseTingdokId: draft.caseTingdokId,
    entries: draft.entries,
  };
}

/** The value of an attribute by its local name, whatever its prefix; null when absent or blank. */
function attribute(attributes: Attributes, local: string): string | null {
  let value = attributes[local];
  if (value === undefined) {
    for (const name in attributes) {
      if (name.endsWith(`:${local}`)) {
        value = attributes[name];
        break;
      }
    }
  }
  if (value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export class SittingReader {
  /** Local names of the open elements, outermost first (the first `depth` entries). */
  private readonly names: string[] = [];
  private depth = 0;
  private rootSeen = false;
  private preliminary = false;
  private namespaced = false;
  private tingdokSeen = false;
  private meetingTingdokId: string | null = null;
  private metaMeetingSeen = false;
  private readonly meeting: Partial<Record<Field, string>> = {};
  /** Depth of the open MetaMeeting element, or 0. */
  private metaMeetingDepth = 0;

  private readonly items: ItemDraft[] = [];
  private item: ItemDraft | null = null;
  private subItem: ItemDraft | null = null;
  private ordinal = 0;
  private tale: TaleDraft | null = null;
  private segment: SegmentDraft | null = null;
  /** Inside a segment's `MetaSpeechSegment` (its metadata, not its text). */
  private segmentMetaDepth = 0;
  private charDepth = 0;
  private paragraphDepth = 0;
  /** Depth of the open `Explicatus` (a list label whose text may sit in it directly), or 0. */
  private labelDepth = 0;

  /** The metadata field being read, its target, the depth of its element and its text so far. */
  private field: Field | null = null;
  private fieldTarget: Partial<Record<Field, string>> | null = null;
  private fieldDepth = 0;
  private fieldText = '';

  constructor(
    private readonly file: string,
    /** Where the parser is, for messages: "line 12, column 7". */
    private readonly where: () => string,
  ) {}

  private reject(reason: string): never {
    throw new ReferatRejectedError(this.file, reason);
  }

  open(name: string, qualified: string, attributes: Attributes): void {
    if (!this.rootSeen) this.openRoot(name, qualified, attributes);
    this.names[this.depth] = name;
    this.depth++;
    if (this.field !== null) {
      if (name === 'Linea') this.fieldText += ' ';
      return;
    }
    switch (name) {
      case 'Char':
        this.charDepth++;
        return;
      case 'Linea':
        this.segment?.text.wordBreak();
        return;
      case 'Exitus':
      case 'Indentatio':
      case 'Explicatus':
        this.openParagraph(name);
        return;
      case 'TaleSegment':
        if (this.tale === null) this.reject(`<TaleSegment> outside a <Tale> at ${this.where()}`);
        if (this.segment !== null) this.reject(`<TaleSegment> inside a <TaleSegment> at ${this.where()}`);
        this.segment = { fields: {}, text: new ParagraphBuilder() };
        return;
      case 'MetaSpeechSegment':
        if (this.segment !== null && this.segmentMetaDepth === 0) this.segmentMetaDepth = this.depth;
        break;
      case 'Tale':
        this.openTale();
        return;
      case 'MetaSpeakerMP':
        if (this.tale !== null) {
          this.tale.tingdokId ??= attribute(attributes, 'tingdokID');
          if (this.tale.tingdokId !== null) this.tingdokSeen = true;
        }
        break;
      case 'DagsordenPunkt':
        // Only the document's own items: an agenda plan may list items by the same name.
        if (this.depth !== 2) break;
        this.item = this.draftItem();
        this.items.push(this.item);
        return;
      case 'DagsordenUnderpunkt':
        if (this.item === null) break;
        if (this.subItem !== null)
          this.reject(`<DagsordenUnderpunkt> inside a <DagsordenUnderpunkt> at ${this.where()}`);
        this.subItem = this.draftItem();
        this.item.subItems.push(this.subItem);
        return;
      case 'FTCase': {
        const item = this.subItem ?? this.item;
        if (item !== null) item.caseTingdokId ??= attribute(attributes, 'tingdokID');
        break;
      }
      case 'MetaMeeting':
        if (this.depth === 2 && !this.metaMeetingSeen) {
          this.metaMeetingSeen = true;
          this.metaMeetingDepth = this.depth;
          this.meetingTingdokId = attribute(attributes, 'tingdokID');
        }
        break;
    }
    if (this.metaMeetingDepth !== 0 && attribute(attributes, 'tingdokID') !== null) this.tingdokSeen = true;
    this.startField(name);
  }

  close(name: string): void {
    const depth = this.depth;
    this.depth--;
    if (this.field !== null) {
      if (depth === this.fieldDepth) this.endField();
      return;
    }
    switch (name) {
      case 'Char':
        this.charDepth--;
        return;
      case 'Exitus':
      case 'Indentatio':
      case 'Explicatus':
        this.closeParagraph(name);
        return;
      case 'TaleSegment':
        this.closeSegment();
        return;
      case 'MetaSpeechSegment':
        if (depth === this.segmentMetaDepth) this.segmentMetaDepth = 0;
        return;
      case 'Tale':
        this.closeTale();
        return;
      case 'DagsordenUnderpunkt':
        this.subItem = null;
        return;
      case 'DagsordenPunkt':
        if (depth === 2) this.item = null;
        return;
      case 'MetaMeeting':
        if (depth === this.metaMeetingDepth) this.metaMeetingDepth = 0;
        return;
    }
  }

  text(text: string): void {
    if (this.field !== null) this.fieldText += text;
    else if (
      this.segment !== null &&
      this.segmentMetaDepth === 0 &&
      (this.charDepth > 0 || this.labelDepth === this.depth)
    )
      this.segment.text.add(text);
  }

  /** The innermost element still open (the parser stopped inside it), or null. */
  openElement(): string | null {
    return this.depth > 0 ? (this.names[this.depth - 1] ?? null) : null;
  }

  hasRoot(): boolean {
    return this.rootSeen;
  }

  /** The sitting, once the document has ended: what identifies it checked, its era decided. */
  finish(): ParsedSitting {
    if (!this.metaMeetingSeen) this.reject("no <MetaMeeting>: not a sitting's transcript");
    const { samling, meetingNumber, date } = this.meeting;
    if (samling === undefined) this.reject('no <ParliamentarySession> in <MetaMeeting>');
    if (samlingNumber(samling) === null)
      this.reject(`<ParliamentarySession> "${samling}" is not a samling code (five digits)`);
    if (meetingNumber === undefined) this.reject('no <MeetingNumber> in <MetaMeeting>');
    if (!/^\d{1,3}$/.test(meetingNumber) || Number(meetingNumber) === 0)
      this.reject(`<MeetingNumber> "${meetingNumber}" is not a meeting number (1–999)`);
    if (date === undefined) this.reject('no <DateOfSitting> in <MetaMeeting>');
    if (!/^\d{4}-\d{2}-\d{2}/.test(date)) this.reject(`<DateOfSitting> "${date}" is not a date`);
    const items: ParsedItem[] = [];
    for (const draft of this.items) {
      const itemNo = draft.fields.itemNo;
      if (itemNo === undefined) this.reject(`the <DagsordenPunkt> at ${draft.at} has no <ItemNo>`);
      items.push(toItem(draft, itemNo, null));
      for (const sub of draft.subItems) {
        const subItemNo = sub.fields.subItemNo;
        if (subItemNo === undefined) this.reject(`the <DagsordenUnderpunkt> at ${sub.at} has no <SubItemNo>`);
        items.push(toItem(sub, itemNo, subItemNo));
      }
    }
    if (items.length > MAX_ORDINAL)
      this.reject(`more than ${MAX_ORDINAL.toLocaleString('en')} agenda items (ids allow four digits each)`);
    return {
      samling,
      meetingNumber: Number(meetingNumber),
      date,
      era: this.era(),
      tingdokId: this.meetingTingdokId,
      items,
    };
  }

  /** Per file, never per folder: the preliminary mark, else tingdokIDs or a namespace, else legacy. */
  private era(): ReferatEra {
    if (this.preliminary) return 'preliminary';
    return this.tingdokSeen || this.namespaced ? 'tingdok' : 'legacy';
  }

  private openRoot(name: string, qualified: string, attributes: Attributes): void {
    if (this.rootSeen) return;
    this.rootSeen = true;
    if (name !== 'Dokument')
      this.reject(`not a transcript: the root element is <${qualified}>, not <Dokument>`);
    this.preliminary = attribute(attributes, 'edixistatus')?.toLowerCase() === 'foreløbig';
    this.namespaced = qualified !== name || attributes.xmlns !== undefined;
  }

  private draftItem(): ItemDraft {
    return { at: this.where(), fields: {}, caseTingdokId: null, entries: [], subItems: [] };
  }

  private openTale(): void {
    if (this.tale !== null) this.reject(`<Tale> inside a <Tale> at ${this.where()}`);
    if (this.item === null) this.reject(`<Tale> outside any <DagsordenPunkt> at ${this.where()}`);
    this.ordinal++;
    if (this.ordinal > MAX_ORDINAL)
      this.reject(
        `more than ${MAX_ORDINAL.toLocaleString('en')} speeches and events (ids allow four digits each)`,
      );
    this.tale = { ordinal: this.ordinal, fields: {}, tingdokId: null, segments: [] };
  }

  private closeTale(): void {
    const tale = this.tale;
    const item = this.subItem ?? this.item;
    if (tale === null || item === null) return;
    this.tale = null;
    const f = tale.fields;
    const speaker: PrintedSpeaker = {
      firstName: f.firstName ?? null,
      lastName: f.lastName ?? null,
      party: f.party ?? null,
      role: f.role ?? null,
      title: f.title ?? null,
      tingdokId: tale.tingdokId,
    };
    if (isEventSpeaker(speaker)) {
      item.entries.push({
        kind: 'event',
        ordinal: tale.ordinal,
        label: eventLabel(speaker),
        start: tale.segments[0]?.start ?? null,
        text: tale.segments.flatMap((segment) => segment.paragraphs).join('\n'),
      });
    } else {
      item.entries.push({
        kind: 'speech',
        ordinal: tale.ordinal,
        speaker,
        speechType: f.speechType ?? null,
        segments: tale.segments,
      });
    }
  }

  private closeSegment(): void {
    const segment = this.segment;
    if (segment === null || this.tale === null) return;
    this.segment = null;
    this.charDepth = 0;
    this.paragraphDepth = 0;
    this.labelDepth = 0;
    this.tale.segments.push({
      start: segment.fields.start ?? null,
      end: segment.fields.end ?? null,
      status: segment.fields.status ?? null,
      paragraphs: segment.text.paragraphs(),
    });
  }

  /** A paragraph (`Exitus`), a list entry (`Indentatio`) or its label (`Explicatus`): the outermost one is a paragraph. */
  private openParagraph(name: string): void {
    const segment = this.segment;
    if (segment === null || this.segmentMetaDepth !== 0) return;
    if (this.paragraphDepth === 0) segment.text.end();
    else segment.text.wordBreak();
    this.paragraphDepth++;
    if (name === 'Explicatus') this.labelDepth = this.depth;
  }

  private closeParagraph(name: string): void {
    const segment = this.segment;
    if (segment === null || this.segmentMetaDepth !== 0) return;
    if (name === 'Explicatus') this.labelDepth = 0;
    this.paragraphDepth--;
    if (this.paragraphDepth === 0) segment.text.end();
    else segment.text.wordBreak();
  }

  /** Starts reading a metadata element's text when the element is one the reader keeps where it stands. */
  private startField(name: string): void {
    if (this.depth < 2) return;
    const parent = this.names[this.depth - 2] as string;
    const field = FIELDS[parent]?.[name];
    if (field === undefined) return;
    const target = this.targetOf(parent);
    if (target === null || target[field] !== undefined) return;
    this.field = field;
    this.fieldTarget = target;
    this.fieldDepth = this.depth;
    this.fieldText = '';
  }

  private endField(): void {
    const field = this.field;
    const target = this.fieldTarget;
    this.field = null;
    this.fieldTarget = null;
    if (field === null || target === null) return;
    const value = normaliseSpace(this.fieldText);
    if (value !== '') target[field] = value;
  }

  /** Where a metadata element inside `parent` writes to: the sitting, the item, the speech or the segment. */
  private targetOf(parent: string): Partial<Record<Field, string>> | null {
    switch (parent) {
      case 'MetaMeeting':
        return this.metaMeetingDepth === this.depth - 1 ? this.meeting : null;
      case 'MetaFTAgendaItem':
      case 'MetaFTAgendaSubItem':
        return (this.subItem ?? this.item)?.fields ?? null;
      case 'MetaSpeakerMP':
      case 'Taler':
      case 'Tale':
        return this.segment === null ? (this.tale?.fields ?? null) : null;
      case 'MetaSpeechSegment':
        return this.segmentMetaDepth === this.depth - 1 ? (this.segment?.fields ?? null) : null;
      default:
        return null;
    }
  }
}
