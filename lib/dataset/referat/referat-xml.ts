import type {
  ParsedEvent,
  ParsedItem,
  ParsedSegment,
  ParsedSpeech,
  PrintedSpeaker,
} from '@/lib/referat/types';
import type { SittingDraft } from './sitting-draft';

/**
 * Writes a demo sitting as a Folketingstidende transcript file (docs/referat.md) in the form of its era: `legacy`
 * without a namespace, pretty-printed and without tingdokID; `tingdok` with a namespace prefix on one line and the
 * tingdokIDs the draft carries; `preliminary` as tingdok with `edixistatus="Foreløbig"` on the root. Text runs are
 * split so that numbers stand in `Char` runs of their own, as in the real files.
 */

const NAMESPACE = 'http://www.ft.dk/folketingstidende/referat';
const PREFIX = 'ft';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

type Attributes = Readonly<Record<string, string | null | undefined>>;

/** Collects the file's text: indented lines (legacy) or one line with prefixed names (tingdok, preliminary). */
class XmlOut {
  private readonly parts: string[] = [];
  private depth = 0;

  constructor(
    private readonly pretty: boolean,
    private readonly prefix: string,
  ) {}

  private name(tag: string): string {
    return this.prefix ? `${this.prefix}:${tag}` : tag;
  }

  private attrs(attributes: Attributes): string {
    let out = '';
    for (const [k, v] of Object.entries(attributes)) if (v != null) out += ` ${k}="${escapeXml(v)}"`;
    return out;
  }

  private indent(): void {
    if (this.pretty) this.parts.push(`\n${'  '.repeat(this.depth)}`);
  }

  open(tag: string, attributes: Attributes = {}): void {
    this.indent();
    this.parts.push(`<${this.name(tag)}${this.attrs(attributes)}>`);
    this.depth++;
  }

  close(tag: string): void {
    this.depth--;
    this.indent();
    this.parts.push(`</${this.name(tag)}>`);
  }

  /** An element with text only (empty text: a self-closed element). */
  leaf(tag: string, text: string | null, attributes: Attributes = {}): void {
    this.indent();
    const name = this.name(tag);
    const body = text ?? '';
    this.parts.push(
      body === ''
        ? `<${name}${this.attrs(attributes)}/>`
        : `<${name}${this.attrs(attributes)}>${escapeXml(body)}</${name}>`,
    );
  }

  /** A `Linea` with the text in `Char` runs, digits in runs of their own; kept on one line. */
  linea(text: string): void {
    this.indent();
    const char = this.name('Char');
    let runs = '';
    for (const run of text.split(/(\d+)/)) if (run !== '') runs += `<${char}>${escapeXml(run)}</${char}>`;
    this.parts.push(`<${this.name('Linea')}>${runs}</${this.name('Linea')}>`);
  }

  raw(text: string): void {
    this.parts.push(text);
  }

  toString(): string {
    return this.parts.join('');
  }
}

function exitus(out: XmlOut, paragraphs: readonly string[]): void {
  for (const p of paragraphs) {
    out.open('Exitus');
    out.linea(p);
    out.close('Exitus');
  }
}

function speaker(out: XmlOut, s: PrintedSpeaker | null, modern: boolean): void {
  out.open('Taler');
  out.open('MetaSpeakerMP', { tingdokID: modern ? s?.tingdokId : null });
  out.leaf('OratorFirstName', s?.firstName ?? null);
  out.leaf('OratorLastName', s?.lastName ?? null);
  out.leaf('GroupNameShort', s?.party ?? null);
  out.leaf('OratorRole', s?.role ?? null);
  out.close('MetaSpeakerMP');
  if (s?.title) out.leaf('TalerTitel', s.title);
  out.close('Taler');
}

function segment(out: XmlOut, seg: ParsedSegment, lastModified: string): void {
  out.open('TaleSegment');
  out.open('MetaSpeechSegment');
  out.leaf('LastModified', lastModified);
  out.leaf('EdixiStatus', seg.status);
  out.leaf('StartDateTime', seg.start);
  if (seg.end !== null) out.leaf('EndDateTime', seg.end);
  out.close('MetaSpeechSegment');
  out.open('TekstGruppe');
  exitus(out, seg.paragraphs);
  out.close('TekstGruppe');
  out.close('TaleSegment');
}

function speech(out: XmlOut, s: ParsedSpeech, modern: boolean, lastModified: string): void {
  out.open('Tale');
  speaker(out, s.speaker, modern);
  if (s.speechType !== null) out.leaf('TaleType', s.speechType);
  for (const seg of s.segments) segment(out, seg, lastModified);
  out.close('Tale');
}

/** A pseudo-speaker's `Tale`: the label as OratorRole (or a fully empty speaker), one segment with its text. */
function event(out: XmlOut, e: ParsedEvent, status: string, last: boolean, lastModified: string): void {
  out.open('Tale');
  speaker(
    out,
    e.label === null
      ? null
      : { firstName: null, lastName: null, party: null, role: e.label, title: null, tingdokId: null },
    false,
  );
  segment(out, { start: e.start, end: last ? null : e.start, status, paragraphs: [e.text] }, lastModified);
  out.close('Tale');
}

function itemMeta(out: XmlOut, item: ParsedItem, modern: boolean): void {
  const sub = item.subItemNo !== null;
  out.open(sub ? 'MetaFTAgendaSubItem' : 'MetaFTAgendaItem');
  out.leaf(sub ? 'SubItemNo' : 'ItemNo', sub ? item.subItemNo : item.itemNo);
  if (item.caseType !== null) {
    out.leaf('FTCase', `${item.caseType} ${item.caseNumber}`, {
      tingdokID: modern ? item.caseTingdokId : null,
    });
    out.leaf('FTCaseNumber', item.caseNumber);
    out.leaf('FTCaseType', item.caseType);
    out.leaf('FTCaseStage', item.caseStage);
  }
  out.leaf('ShortTitle', item.shortTitle);
  out.close(sub ? 'MetaFTAgendaSubItem' : 'MetaFTAgendaItem');
}

/** The file's text for a draft sitting, in the form of `draft.sitting.era`. */
export function writeReferatXml(draft: SittingDraft): string {
  const { sitting } = draft;
  const modern = sitting.era !== 'legacy';
  const out = new XmlOut(!modern, modern ? PREFIX : '');
  const allEntries = sitting.items.flatMap((i) => i.entries);
  const lastEntry = allEntries[allEntries.length - 1];
  const eventStatus = sitting.era === 'preliminary' ? 'Released' : 'Typeset';
  out.raw('<?xml version="1.0" encoding="utf-8"?>');
  out.open('Dokument', {
    [`xmlns:${PREFIX}`]: modern ? NAMESPACE : null,
    edixistatus: sitting.era === 'preliminary' ? 'Foreløbig' : null,
  });
  out.open('MetaMeeting', { tingdokID: modern ? sitting.tingdokId : null });
  out.leaf('ParliamentarySession', sitting.samling);
  out.leaf('ParliamentaryGroup', 'Folketinget');
  out.leaf('DateOfSitting', sitting.date);
  out.leaf('MeetingNumber', String(sitting.meetingNumber));
  out.leaf('Location', 'Folketingssalen');
  out.close('MetaMeeting');
  out.open('TitelGruppe');
  exitus(out, [draft.title]);
  out.close('TitelGruppe');
  out.open('DagsordenPlan');
  exitus(
    out,
    sitting.items.filter((i) => i.subItemNo === null).map((i) => `${i.itemNo}) ${i.shortTitle}`),
  );
  out.close('DagsordenPlan');
  const writeEntries = (entries: ParsedItem['entries']) => {
    for (const e of entries)
      if (e.kind === 'speech') speech(out, e, modern, draft.lastModified);
      else event(out, e, eventStatus, e === lastEntry, draft.lastModified);
  };
  sitting.items.forEach((item, index) => {
    if (item.subItemNo !== null) return;
    out.open('DagsordenPunkt');
    itemMeta(out, item, modern);
    out.open('PunktTekst');
    exitus(out, [draft.itemTexts[index] ?? item.shortTitle]);
    out.close('PunktTekst');
    const subItems: ParsedItem[] = [];
    for (let k = index + 1; sitting.items[k]?.subItemNo != null; k++)
      subItems.push(sitting.items[k] as ParsedItem);
    const parts = Math.max(1, Math.min(draft.activities[index] ?? 1, Math.max(1, item.entries.length)));
    const per = Math.ceil(item.entries.length / parts);
    for (let a = 0; a < parts; a++) {
      out.open('Aktivitet');
      writeEntries(item.entries.slice(a * per, (a + 1) * per));
      if (a === parts - 1)
        for (const sub of subItems) {
          out.open('DagsordenUnderpunkt');
          itemMeta(out, sub, modern);
          out.open('Aktivitet');
          writeEntries(sub.entries);
          out.close('Aktivitet');
          out.close('DagsordenUnderpunkt');
        }
      out.close('Aktivitet');
    }
    out.close('DagsordenPunkt');
  });
  out.close('Dokument');
  if (!modern) out.raw('\n');
  return out.toString();
}
