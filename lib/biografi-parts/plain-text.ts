/**
 * Text from biografi documents as plain text. After XML parsing, ODA's strings still hold HTML: entities escaped
 * once more for XML (`f&amp;oslash;dt` → `f&oslash;dt`) and, in editor-formatted blocks, escaped markup. We decode
 * the entities once, drop anything that looks like a tag and collapse whitespace — only plain text comes out.
 */

/** The named HTML entities seen in or plausible for Danish texts: Latin-1, typography and a few symbols. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  aring: 'å',
  Aring: 'Å',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  euml: 'ë',
  Euml: 'Ë',
  iuml: 'ï',
  aacute: 'á',
  Aacute: 'Á',
  eacute: 'é',
  Eacute: 'É',
  iacute: 'í',
  Iacute: 'Í',
  oacute: 'ó',
  Oacute: 'Ó',
  uacute: 'ú',
  Uacute: 'Ú',
  yacute: 'ý',
  agrave: 'à',
  egrave: 'è',
  ograve: 'ò',
  acirc: 'â',
  ecirc: 'ê',
  ocirc: 'ô',
  atilde: 'ã',
  otilde: 'õ',
  ntilde: 'ñ',
  ccedil: 'ç',
  Ccedil: 'Ç',
  eth: 'ð',
  ETH: 'Ð',
  thorn: 'þ',
  THORN: 'Þ',
  szlig: 'ß',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  para: '¶',
  sect: '§',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  times: '×',
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function fromCodePoint(code: number): string | null {
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : null;
}

/** Decodes HTML character references once; unknown names and invalid code points stay as written. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(
    ENTITY,
    (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10)) ?? whole;
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16)) ?? whole;
      return (name !== undefined && Object.hasOwn(NAMED, name) ? NAMED[name] : undefined) ?? whole;
    },
  );
}

/** A whole tag from its '<' to the first '>' after it: `<p>`, `</a>`, `<br/>`, `<a href="…">`. */
const WHOLE_TAG = /^<\/?[A-Za-z][A-Za-z0-9:-]*(?:\s[^<>]*)?\/?>$/;
const ANGLE = /[<>]/g;
/** Tags that end a paragraph of text. */
const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table)\b[^<>]*>/gi;
/** Control characters other than tab and line breaks. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Paragraph boundaries: U+2029 (what lib/biografi-parts/xml-tree.ts puts around block elements). */
const PARAGRAPH = /\u2029+/;

/**
 * Every comment (`<!-- … -->`) and tag replaced by a space, until none is left: removing one can complete another
 * around it (`<a <!-- x --> href>`, `<a <b>>`), and that one goes too — no tag survives. One pass, linear in the
 * text: a tag ends at the first '>' after its '<' (it holds no '<' or '>'), so each '<' written out is checked
 * once, at the next '>', and only the last one can still start a tag. A `<!--` with no `-->` after it stays
 * text; once one is found no later one can close either, so none is looked for again. (A regex
 * `<!--[\s\S]*?-->` rescans to the end for each unclosed one: quadratic.)
 */
export function stripTags(text: string): string {
  const out: string[] = [];
  /** Where each '<' written out since the last dead one is; a tag can only start at the last. */
  const opens: number[] = [];
  let commentsMayClose = true;
  let at = 0;
  while (at < text.length) {
    ANGLE.lastIndex = at;
    const next = ANGLE.exec(text)?.index ?? -1;
    if (next === -1) {
      out.push(text.slice(at));
      break;
    }
    if (next > at) out.push(text.slice(at, next));
    at = next;
    if (text[at] === '<') {
      const close = commentsMayClose && text.startsWith('<!--', at) ? text.indexOf('-->', at + 4) : -1;
      if (close !== -1) {
        out.push(' ');
        at = close + 3;
        continue;
      }
      if (commentsMayClose && text.startsWith('<!--', at)) commentsMayClose = false;
      opens.push(out.length);
      out.push('<');
    } else {
      const open = opens.pop();
      const tag = open === undefined ? '' : `${out.slice(open).join('')}>`;
      if (open !== undefined && WHOLE_TAG.test(tag)) {
        out.length = open;
        out.push(' ');
      } else {
        // Every '<' before this '>' would hold it, so none of them can start a tag any more.
        opens.length = 0;
        out.push('>');
      }
    }
    at += 1;
  }
  return out.join('');
}

/**
 * Decoded text without tags, every run of whitespace (NBSP and paragraph breaks too) one space, empty
 * comma-separated fields closed up ('Hjørring Gymnasium, , fra 1981' → 'Hjørring Gymnasium, fra 1981'), trimmed.
 */
function clean(decoded: string): string {
  // Control characters go first: dropped later, they could join a '<' to a name (`<\u0001script>`).
  return stripTags(decoded.replace(CONTROL, ''))
    .replace(/[\s\u00a0\u2007\u202f]+/g, ' ')
    .replace(/,(?: ?,)+/g, ',')
    .trim();
}

/** One line of plain text: entities decoded once, tags removed, whitespace collapsed. */
export function toPlainLine(raw: string): string {
  return clean(decodeHtmlEntities(raw));
}

/** Like {@link toPlainLine}, or null when nothing is left. */
export function plainOrNull(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const line = toPlainLine(raw);
  return line === '' ? null : line;
}

/**
 * Paragraphs of plain text: split where block elements were (as XML elements, or as escaped HTML inside the
 * text), each cleaned as by {@link toPlainLine}; empty paragraphs dropped.
 */
export function toPlainParagraphs(raw: string): string[] {
  return decodeHtmlEntities(raw)
    .replace(BLOCK_TAG, '\u2029')
    .split(PARAGRAPH)
    .map(clean)
    .filter((p) => p !== '');
}
