/**
 * Writes `Afstemning.konklusion` texts in the real templates of each era (reference sections 4.2–4.5), with the
 * quirks the real rows carry. `parseKonklusion` reads every output back to the same outcome, counts, group codes
 * and members.
 */

export type KonklusionFormat = 'A' | 'A-table' | 'B' | 'C' | 'D';

/** One side of a vote. */
export interface SideInput {
  count: number;
  /** Group codes voting (mostly) this way, in the order to print. */
  groups: string[];
  /** Individuals voting differently from their group, or named independents. */
  members: { name: string; party: string }[];
}

export interface VoteTally {
  outcome: 'vedtaget' | 'forkastet';
  /** Typeid 4 (Ændringsforslag): B and C then open with `Ændringsforslaget` (real B rows do so only sometimes). */
  amendment: boolean;
  for: SideInput;
  against: SideInput;
  abstain: SideInput;
}

/** Irregularities seen in real rows; each is a no-op where the format has nothing it could apply to. */
export interface Quirks {
  /** A leading newline, every line indented by ten spaces, eight spaces at the very end (2017 re-stamped A rows). */
  leadingIndent?: boolean;
  /** A: no blank lines (`Vedtaget58 stemmer …(KF)55 stemmer …`); A-table: no blank line after the outcome. */
  missingBlankLines?: boolean;
  /** A comma after a last group code (`(S, V, UFG,)`); in D also no space after a list ending in a name (Nov 2024 – Feb 2025). */
  trailingCommaInList?: boolean;
  /** `()` after a zero count (D, Nov 2024 – Feb 2025). */
  emptyParensForZero?: boolean;
  /** A space after `(` when the list starts with a name: `( Lars Boje Mathiesen (UFG))` (D). */
  leadingSpaceBeforeName?: boolean;
  /** B, C: no final full stop; A, A-table: no final newlines. */
  missingFinalStop?: boolean;
  /** An error note after the counts: `Ved en fejl har SF stemt imod forslaget.` */
  remark?: string | null;
  /** Everything on one line (seen in D: `Forkastet For stemte 23 (…) imod stemte 88 (…) …`). */
  noLineBreaks?: boolean;
  /** `hver for eller imod` instead of `hverken for eller imod`. */
  hverTypo?: boolean;
}

type Item = { text: string; member: boolean };

/** A text as lines plus the glue around them, so the layout quirks can be applied in one place. */
type Layout = { prefix: string; lines: string[]; sep: string; suffix: string };

const INDENT = ' '.repeat(10);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Items in print order: A names the members before the group codes, the later formats after them. */
function itemsOf(side: SideInput, membersFirst: boolean): Item[] {
  const groups = side.groups.map((code) => ({ text: code, member: false }));
  const members = side.members.map((m) => ({ text: `${m.name} (${m.party})`, member: true }));
  return membersFirst ? [...members, ...groups] : [...groups, ...members];
}

function joinItems(items: Item[], og: boolean): string {
  const texts = items.map((item) => item.text);
  const last = texts.pop();
  if (last === undefined) return '';
  if (texts.length === 0) return last;
  return `${texts.join(', ')}${og ? ' og ' : ', '}${last}`;
}

/** ` (list)` after a count, `` when the list is omitted (zero count or nothing to name). */
function listAfter(side: SideInput, items: Item[], og: boolean, quirks: Quirks): string {
  if (side.count === 0 || items.length === 0)
    return side.count === 0 && quirks.emptyParensForZero ? ' ()' : '';
  const last = items[items.length - 1];
  const comma = quirks.trailingCommaInList && last !== undefined && !last.member ? ',' : '';
  const space = quirks.leadingSpaceBeforeName && items[0]?.member ? ' ' : '';
  return ` (${space}${joinItems(items, og)}${comma})`;
}

function neither(quirks: Quirks): string {
  return quirks.hverTypo ? 'hver for eller imod' : 'hverken for eller imod';
}

/** Format A (2014–2018): `Vedtaget\n\n108 stemmer for forslaget (…)\n\n…\n\n`. */
function layoutA(t: VoteTally, q: Quirks): Layout {
  const line = (side: SideInput, label: string) =>
    `${side.count} stemmer ${label} forslaget${listAfter(side, itemsOf(side, true), false, q)}`;
  const lines = [
    capitalise(t.outcome),
    line(t.for, 'for'),
    line(t.against, 'imod'),
    line(t.abstain, neither(q)),
  ];
  return {
    prefix: '',
    lines,
    sep: q.missingBlankLines ? '' : '\n\n',
    suffix: q.missingBlankLines ? '' : '\n\n',
  };
}

/** Tab-table column: the number right-aligned as if each digit were two spaces wide (as in the 2018 rows). */
function cell(label: string, n: number): string {
  return `${label}\t${' '.repeat(Math.max(1, 22 - 2 * String(n).length))}${n}`;
}

/** Format A-table (2018 re-import): counts only. */
function layoutTable(t: VoteTally, q: Quirks): Layout {
  const total = t.for.count + t.against.count + t.abstain.count;
  const rows = [
    cell('For', t.for.count),
    cell('Imod', t.against.count),
    cell('Hverken for/imod', t.abstain.count),
    cell('I alt', total),
  ];
  const head = q.missingBlankLines ? [capitalise(t.outcome)] : [capitalise(t.outcome), ''];
  return { prefix: '\n', lines: [...head, ...rows], sep: '\n', suffix: '\n' };
}

/** `For stemte 58 (…)` for B, C and D; `og` before the last item except where noted. */
function stemte(label: string, side: SideInput, og: boolean, q: Quirks): string {
  return `${label} stemte ${side.count}${listAfter(side, itemsOf(side, false), og, q)}`;
}

/** Format B (Nov 2018 – June 2024): one line; abstain lists of group codes only are joined without `og`. */
function layoutB(t: VoteTally, q: Quirks): Layout {
  const subject = t.amendment ? 'Ændringsforslaget' : 'Forslaget';
  const clauses = [
    stemte('For', t.for, true, q),
    stemte('imod', t.against, true, q),
    stemte(neither(q), t.abstain, t.abstain.members.length > 0, q),
  ];
  const text = `${subject} blev ${t.outcome}. ${clauses.join(', ')}${q.missingFinalStop ? '' : '.'}`;
  return { prefix: '', lines: [text], sep: '', suffix: '' };
}

/** Format C (late 2025): B's clauses on their own lines, ending `,` and the last `.`. */
function layoutC(t: VoteTally, q: Quirks): Layout {
  const subject = t.amendment ? 'Ændringsforslaget' : 'Forslaget';
  const lines = [
    `${subject} er ${t.outcome}.`,
    `${stemte('For', t.for, true, q)},`,
    `${stemte('imod', t.against, true, q)},`,
    `${stemte(neither(q), t.abstain, true, q)}${q.missingFinalStop ? '' : '.'}`,
  ];
  return { prefix: '', lines, sep: '\n', suffix: '' };
}

/**
 * Format D (Oct 2024 – 2025): outcome word, then three lines each ending with a space, no final stop. With the
 * Nov 2024 – Feb 2025 trailing-comma template a list ending in a name has no space after it.
 */
function layoutD(t: VoteTally, q: Quirks): Layout {
  const line = (label: string, side: SideInput) => {
    const text = stemte(label, side, false, q);
    const endsInName = side.count > 0 && itemsOf(side, false).at(-1)?.member === true;
    return q.trailingCommaInList && endsInName ? text : `${text} `;
  };
  const lines = [
    capitalise(t.outcome),
    line('For', t.for),
    line('imod', t.against),
    line(neither(q), t.abstain),
  ];
  return { prefix: '', lines, sep: '\n', suffix: '' };
}

function withRemark(layout: Layout, format: KonklusionFormat, remark: string): Layout {
  const lines = [...layout.lines];
  if (format === 'A' || format === 'A-table') return { ...layout, lines: [...lines, remark] };
  const i = lines.length - 1;
  const last = lines[i] ?? '';
  lines[i] = `${last}${last.endsWith(' ') ? '' : ' '}${remark}`;
  return { ...layout, lines };
}

function render(layout: Layout, q: Quirks): string {
  if (q.noLineBreaks) {
    return layout.lines
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join(' ');
  }
  if (!q.leadingIndent) return layout.prefix + layout.lines.join(layout.sep) + layout.suffix;
  const lines = layout.lines.map((line) => (line === '' ? line : INDENT + line));
  const end = layout.suffix.endsWith('\n') ? layout.suffix : `${layout.suffix}\n`;
  return `\n${lines.join(layout.sep || '\n')}${end}${' '.repeat(8)}`;
}

const LAYOUTS: Record<KonklusionFormat, (t: VoteTally, q: Quirks) => Layout> = {
  A: layoutA,
  'A-table': layoutTable,
  B: layoutB,
  C: layoutC,
  D: layoutD,
};

/** The konklusion text of a vote in the given era's template, with the given quirks. */
export function formatKonklusion(tally: VoteTally, format: KonklusionFormat, quirks: Quirks = {}): string {
  let layout = LAYOUTS[format](tally, quirks);
  if (quirks.remark) layout = withRemark(layout, format, quirks.remark);
  if (quirks.missingFinalStop && (format === 'A' || format === 'A-table')) layout = { ...layout, suffix: '' };
  return render(layout, quirks);
}

/**
 * The template in use on a vote date (`YYYY-MM-DD…`): A until 2018-10-31, B from 2018-11-01, D from 2024-10-01,
 * C from 2025-10-01. The tab table (A-table) is never chosen by date.
 */
export function formatForDate(isoDate: string): KonklusionFormat {
  const day = isoDate.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(day)) throw new RangeError(`not an ISO date: ${JSON.stringify(isoDate)}`);
  if (day < '2018-11-01') return 'A';
  if (day < '2024-10-01') return 'B';
  if (day < '2025-10-01') return 'D';
  return 'C';
}
