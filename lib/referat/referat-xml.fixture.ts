import type { ReferatEra } from './types';

/**
 * Transcript XML written by hand-sized descriptions, in the three eras' forms (docs/referat.md#eras): `legacy`
 * without namespace, pretty-printed, never a tingdokID; `tingdok` with an `ns0:` prefix on one line and the
 * tingdokIDs the description gives; `preliminary` as tingdok with the root's `edixistatus="Foreløbig"`. The
 * structure is the one docs/referat.md#structure describes, the same in every form — including the parts the parser
 * must skip (title, agenda plan, an item's own text, headings). Not a copy of a real file: the layout of real files
 * may differ in whitespace and in elements the parser does not read.
 */

/** A paragraph (`Exitus`): one run of text, or lines (`Linea`) of runs (`Char`, concatenated as they are). */
export type FixtureParagraph = string | readonly (readonly string[])[];

/** A list (`Index`) of entries (`Indentatio`), each a label (`Explicatus`) and a paragraph. */
export interface FixtureList {
  readonly list: readonly (readonly [label: string, text: string])[];
}

export interface FixtureSegment {
  readonly start?: string;
  /** Left out: no `EndDateTime` element (the last segment of every real sitting). */
  readonly end?: string;
  /** `EdixiStatus`; default "Typeset", or "Released" in the preliminary form. */
  readonly status?: string;
  readonly text: readonly (FixtureParagraph | FixtureList)[];
}

export interface FixtureSpeaker {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly party?: string;
  readonly role?: string;
  readonly title?: string;
  readonly tingdokId?: string;
}

export interface FixtureTale {
  /** Null: a fully empty `MetaSpeakerMP`. */
  readonly speaker: FixtureSpeaker | null;
  readonly speechType?: string;
  readonly segments: readonly FixtureSegment[];
}

export interface FixtureCase {
  readonly type: string;
  readonly number: string;
  readonly stage?: string;
  readonly tingdokId?: string;
}

export interface FixtureSubItem {
  readonly subItemNo: string;
  readonly shortTitle: string;
  readonly case?: FixtureCase;
  readonly tales: readonly FixtureTale[];
}

export interface FixtureItem {
  readonly itemNo: string;
  readonly shortTitle: string;
  readonly case?: FixtureCase;
  /** One array per `Aktivitet`: its speeches and sub-items in order. */
  readonly activities: readonly (readonly (FixtureTale | FixtureSubItem)[])[];
}

export interface FixtureSitting {
  readonly samling: string;
  readonly meetingNumber: string;
  readonly date: string;
  readonly tingdokId?: string;
  readonly items: readonly FixtureItem[];
}

type Node = string | { readonly name: string; readonly attrs: Attrs; readonly children: readonly Node[] };
type Attrs = Readonly<Record<string, string | undefined>>;

function el(name: string, attrs: Attrs, ...children: (Node | null)[]): Node {
  return { name, attrs, children: children.filter((child): child is Node => child !== null) };
}

/** A leaf element holding text, or nothing when the value is absent. */
function leaf(name: string, value: string | undefined, attrs: Attrs = {}): Node | null {
  return value === undefined ? null : el(name, attrs, value);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

function write(node: Node, prefix: string, pretty: boolean, indent: string): string {
  if (typeof node === 'string') return escapeText(node);
  const name = prefix + node.name;
  const attrs = Object.entries(node.attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
    .join('');
  if (node.children.length === 0) return `<${name}${attrs}/>`;
  const textOnly = node.children.every((child) => typeof child === 'string');
  const inner = indent + (pretty ? '  ' : '');
  const body = textOnly
    ? node.children.map((child) => write(child, prefix, pretty, inner)).join('')
    : node.children
        .map((child) => (pretty ? `\n${inner}` : '') + write(child, prefix, pretty, inner))
        .join('') + (pretty ? `\n${indent}` : '');
  return `<${name}${attrs}>${body}</${name}>`;
}

function lines(paragraph: FixtureParagraph): readonly (readonly string[])[] {
  return typeof paragraph === 'string' ? [[paragraph]] : paragraph;
}

function exitus(paragraph: FixtureParagraph): Node {
  return el(
    'Exitus',
    {},
    ...lines(paragraph).map((line) => el('Linea', {}, ...line.map((run) => el('Char', {}, run)))),
  );
}

/** The XML of a sitting in one era's form. */
export function referatXml(sitting: FixtureSitting, era: ReferatEra): string {
  const modern = era !== 'legacy';
  const id = (value: string | undefined) => (modern ? value : undefined);
  const status = era === 'preliminary' ? 'Released' : 'Typeset';

  const segment = (s: FixtureSegment): Node =>
    el(
      'TaleSegment',
      {},
      el(
        'MetaSpeechSegment',
        {},
        leaf('LastModified', s.start),
        leaf('EdixiStatus', s.status ?? status),
        leaf('StartDateTime', s.start),
        leaf('EndDateTime', s.end),
      ),
      el(
        'TekstGruppe',
        {},
        ...s.text.map((part) =>
          typeof part === 'object' && 'list' in part
            ? el(
                'Index',
                {},
                ...part.list.map(([label, text]) =>
                  el('Indentatio', {}, el('Explicatus', {}, label), exitus(text)),
                ),
              )
            : exitus(part),
        ),
      ),
    );

  const tale = (t: FixtureTale): Node => {
    const s = t.speaker;
    return el(
      'Tale',
      {},
      el(
        'Taler',
        {},
        s === null
          ? el('MetaSpeakerMP', {})
          : el(
              'MetaSpeakerMP',
              { tingdokID: id(s.tingdokId) },
              leaf('OratorFirstName', s.firstName),
              leaf('OratorLastName', s.lastName),
              leaf('GroupNameShort', s.party),
              leaf('OratorRole', s.role),
            ),
        leaf('TalerTitel', s?.title),
      ),
      t.speechType === undefined ? null : el('TaleType', {}, el('Linea', {}, el('Char', {}, t.speechType))),
      ...t.segments.map(segment),
    );
  };

  const caseMeta = (c: FixtureCase | undefined): Node[] =>
    c === undefined
      ? []
      : [
          el('FTCase', { tingdokID: id(c.tingdokId) }),
          el('FTCaseNumber', {}, c.number),
          el('FTCaseType', {}, c.type),
          ...(c.stage === undefined ? [] : [el('FTCaseStage', {}, c.stage)]),
        ];

  const item = (i: FixtureItem): Node =>
    el(
      'DagsordenPunkt',
      {},
      el(
        'MetaFTAgendaItem',
        {},
        el('ItemNo', {}, i.itemNo),
        ...caseMeta(i.case),
        el('ShortTitle', {}, i.shortTitle),
      ),
      el('PunktTekst', {}, exitus(`${i.itemNo}) ${i.shortTitle}`)),
      ...i.activities.map((activity) =>
        el(
          'Aktivitet',
          {},
          el('Rubrica', {}, el('Linea', {}, el('Char', {}, 'Forhandling'))),
          ...activity.map((part) =>
            'subItemNo' in part
              ? el(
                  'DagsordenUnderpunkt',
                  {},
                  el(
                    'MetaFTAgendaSubItem',
                    {},
                    el('SubItemNo', {}, part.subItemNo),
                    ...caseMeta(part.case),
                    el('ShortTitle', {}, part.shortTitle),
                  ),
                  el('PunktTekst', {}, exitus(part.shortTitle)),
                  ...part.tales.map(tale),
                )
              : tale(part),
          ),
        ),
      ),
    );

  const root = el(
    'Dokument',
    {
      'xmlns:ns0': modern ? 'http://www.ft.dk/referat' : undefined,
      edixistatus: era === 'preliminary' ? 'Foreløbig' : undefined,
    },
    el(
      'MetaMeeting',
      { tingdokID: id(sitting.tingdokId) },
      el('ParliamentarySession', {}, sitting.samling),
      el('ParliamentaryGroup', {}, 'Folketinget'),
      el('DateOfSitting', {}, sitting.date),
      el('MeetingNumber', {}, sitting.meetingNumber),
      el('Location', {}, 'Folketingssalen'),
    ),
    el('TitelGruppe', {}, exitus(`${sitting.meetingNumber}. møde`)),
    el('DagsordenPlan', {}, ...sitting.items.map((i) => exitus(`${i.itemNo}) ${i.shortTitle}`))),
    ...sitting.items.map(item),
  );
  const pretty = era === 'legacy';
  return `<?xml version="1.0" encoding="UTF-8"?>${pretty ? '\n' : ''}${write(root, modern ? 'ns0:' : '', pretty, '')}\n`;
}
