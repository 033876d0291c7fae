/**
 * A minimal XML writer for biografi documents: elements, text escaped for XML, optional two-space indentation
 * (the UTF-16-declared legacy rows are indented, the others are one line), empty elements as `<name />`.
 */

export interface XmlElement {
  readonly name: string;
  readonly attrs?: readonly (readonly [string, string])[];
  readonly children: readonly XmlChild[];
}

/** A child is an element or text; text is escaped when written. */
export type XmlChild = XmlElement | string;

/** An element; `undefined`, `null` and `false` children are dropped so optional parts can be inlined. */
export function el(
  name: string,
  ...children: readonly (XmlChild | readonly XmlChild[] | null | undefined | false)[]
): XmlElement {
  const flat: XmlChild[] = [];
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) flat.push(...(c as readonly XmlChild[]));
    else flat.push(c as XmlChild);
  }
  return { name, children: flat };
}

/** The same element with attributes. */
export function withAttrs(element: XmlElement, attrs: readonly (readonly [string, string])[]): XmlElement {
  return { ...element, attrs };
}

/** Escapes text content for XML (quotes stay as they are, as in ODA's strings). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  æ: '&aelig;',
  ø: '&oslash;',
  å: '&aring;',
  Æ: '&AElig;',
  Ø: '&Oslash;',
  Å: '&Aring;',
  é: '&eacute;',
  '\u00a0': '&nbsp;',
};

/**
 * HTML-entity-encodes Danish letters ("fødte" → "f&oslash;dte"). Written as XML text this becomes the
 * double-escaped "f&amp;oslash;dte" ODA stores, so a reader still sees "&oslash;" after XML parsing.
 */
export function htmlEntities(text: string): string {
  return text.replace(/[æøåÆØÅé\u00a0]/g, (ch) => HTML_ENTITIES[ch] ?? ch);
}

function attrText(attrs: XmlElement['attrs']): string {
  return (attrs ?? []).map(([k, v]) => ` ${k}="${escapeXml(v).replace(/"/g, '&quot;')}"`).join('');
}

/** Serialises an element; with `indent` each element starts on its own line, indented two spaces a level. */
export function writeXml(element: XmlElement, indent = false, depth = 0): string {
  const pad = indent ? '  '.repeat(depth) : '';
  const open = `<${element.name}${attrText(element.attrs)}`;
  if (element.children.length === 0) return `${pad}${open} />`;
  const onlyText = element.children.every((c) => typeof c === 'string');
  if (onlyText || !indent) {
    const inner = element.children
      .map((c) => (typeof c === 'string' ? escapeXml(c) : writeXml(c, false)))
      .join('');
    return `${pad}${open}>${inner}</${element.name}>`;
  }
  const inner = element.children
    .map((c) =>
      typeof c === 'string' ? `${'  '.repeat(depth + 1)}${escapeXml(c)}` : writeXml(c, true, depth + 1),
    )
    .join('\n');
  return `${pad}${open}>\n${inner}\n${pad}</${element.name}>`;
}
