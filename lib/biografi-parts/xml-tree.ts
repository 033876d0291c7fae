import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A small, ordered XML tree from fast-xml-parser's `preserveOrder` output, and the lookups the biografi reader
 * needs. Element names are matched case-insensitively: the legacy format writes `PictureHiRes`, the current
 * `pictureHiRes`, and social links come in both casings.
 */

export interface XmlElement {
  readonly name: string;
  readonly children: readonly XmlNode[];
}

export type XmlNode = XmlElement | { readonly text: string };

/** Biografi documents are 1–10 KB; anything far larger is not one, and is not worth parsing. */
export const MAX_DOCUMENT_LENGTH = 200_000;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  commentPropName: false,
  cdataPropName: false,
});

type Ordered = Record<string, unknown>[];

function toNodes(items: unknown): XmlNode[] {
  if (!Array.isArray(items)) return [];
  const nodes: XmlNode[] = [];
  for (const item of items as Ordered) {
    for (const [key, value] of Object.entries(item)) {
      if (key === ':@') continue;
      if (key === '#text') nodes.push({ text: String(value) });
      else nodes.push({ name: key, children: toNodes(value) });
    }
  }
  return nodes;
}

/**
 * The document element of an XML string, or null when the text is not well-formed XML (or too large, or
 * declares a DTD — biografi never does, and entity definitions are a way to make a parser do a lot of work).
 * The XML declaration is dropped first: legacy rows claim `encoding="utf-16"` for what is ordinary text.
 */
export function parseXmlTree(xml: string): XmlElement | null {
  if (xml.length > MAX_DOCUMENT_LENGTH) return null;
  const text = xml
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .trim();
  if (text === '' || /<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  if (XMLValidator.validate(text) !== true) return null;
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch {
    // The validator lets a few malformed texts through that the parser refuses (an unclosed CDATA section).
    return null;
  }
  const roots = toNodes(parsed).filter(isElement);
  return roots.length === 1 ? (roots[0] ?? null) : null;
}

export function isElement(node: XmlNode): node is XmlElement {
  return 'name' in node;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The first child element with one of the names. */
export function child(parent: XmlElement | null | undefined, ...names: string[]): XmlElement | null {
  if (!parent) return null;
  for (const node of parent.children) {
    if (isElement(node) && names.some((n) => same(node.name, n))) return node;
  }
  return null;
}

/** Every child element with one of the names, in document order. */
export function children(parent: XmlElement | null | undefined, ...names: string[]): XmlElement[] {
  if (!parent) return [];
  return parent.children.filter(
    (node): node is XmlElement => isElement(node) && names.some((n) => same(node.name, n)),
  );
}

/** Follows a path of child names: `path(root, 'personalInformation', 'function', 'formattedTitle')`. */
export function path(parent: XmlElement | null | undefined, ...names: string[]): XmlElement | null {
  let current: XmlElement | null = parent ?? null;
  for (const name of names) current = child(current, name);
  return current;
}

/** Elements whose content starts a new paragraph when flattened to text. */
const BLOCK = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'tr', 'table']);

/** Marks where a block element starts or ends in {@link rawText} (U+2029 PARAGRAPH SEPARATOR). */
export const PARAGRAPH_BREAK = '\u2029';

/**
 * The raw text of an element and its descendants (entities of the XML layer decoded, nothing else), block
 * elements bounded by {@link PARAGRAPH_BREAK}. Raw: the caller decodes the HTML layer and collapses whitespace.
 */
export function rawText(node: XmlNode | null | undefined): string {
  if (!node) return '';
  if (!isElement(node)) return node.text;
  const inner = node.children.map(rawText).join('');
  return BLOCK.has(node.name.toLowerCase()) ? `${PARAGRAPH_BREAK}${inner}${PARAGRAPH_BREAK}` : inner;
}
