import { ReferatRejectedError } from './referat-error';
import { type Attributes, attribute, FIELDS, type Field, type Fields } from './referat-fields';
import { assembleSitting, type ItemDraft, MAX_ORDINAL } from './referat-sitting';
import { eventLabel, isEventSpeaker } from './referat-speaker';
import { normaliseSpace, ParagraphBuilder } from './referat-text';
import type { ParsedSegment, ParsedSitting, PrintedSpeaker } from './types';

interface TaleDraft {
  readonly ordinal: number;
  fields: Fields;
  tingdokId: string | null;
  readonly segments: ParsedSegment[];
}

interface SegmentDraft {
  fields: Fields;
  readonly text: ParagraphBuilder;
}

/**
 * The transcript's structure read from a stream of XML events (docs/referat.md#structure): the sitting's metadata,
 * its agenda items and sub-items, and their speeches and events in document order. Element names arrive as local
 * names (any namespace prefix dropped); the caller guarantees well-formedness, this class the transcript's shape,
 * throwing ReferatRejectedError where the shape is not a transcript's.
 */
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
  private readonly meeting: Fields = {};
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

  /**
   * The metadata field being read, its target, the depth of its element, its text so far, and how deep inside a
   * `Char` of it the parser is: a field written as lines of runs (`TaleType`) is read like the text, its own direct
   * text (most fields) as it is.
   */
  private field: Field | null = null;
  private fieldTarget: Fields | null = null;
  private fieldDepth = 0;
  private fieldText = '';
  private fieldCharDepth = 0;

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
      else if (name === 'Char') this.fieldCharDepth++;
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
      else if (name === 'Char') this.fieldCharDepth--;
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
    if (this.field !== null) {
      if (this.fieldCharDepth > 0 || this.depth === this.fieldDepth) this.fieldText += text;
    } else if (
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
    // The era per file, never per folder (docs/referat.md#eras).
    const era = this.preliminary ? 'preliminary' : this.tingdokSeen || this.namespaced ? 'tingdok' : 'legacy';
    return assembleSitting(this.meeting, this.meetingTingdokId, era, this.items, (reason) =>
      this.reject(reason),
    );
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
    this.fieldCharDepth = 0;
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
  private targetOf(parent: string): Fields | null {
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
