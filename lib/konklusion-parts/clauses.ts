/** Which side a clause counts; `total` is the `I alt` line of the tab table. */
export type ClauseSide = 'for' | 'against' | 'abstain' | 'total';

/**
 * The wording family of a clause:
 * - `stemmer`: `108 stemmer for forslaget` (A);
 * - `stemte`: `For stemte 58` / `imod stemte 45` / `hverken for eller imod stemte 0` (B, C, D);
 * - `stemte-after`: `52 stemte for` / `51 stemte imod` / `0 stemte hverken for eller imod` (B-alt);
 * - `table`: `For\t   95` / `Imod\t   21` / `Hverken for/imod\t 0` / `I alt\t 116` (A-table).
 */
export type ClauseStyle = 'stemmer' | 'stemte' | 'stemte-after' | 'table';

/** A recognised count clause: `start`/`end` delimit the words and the number, not the list after it. */
export type Clause = {
  side: ClauseSide;
  style: ClauseStyle;
  count: number | null;
  start: number;
  end: number;
};

type Pattern = { side: ClauseSide; style: ClauseStyle; re: RegExp };

/** `hverken` or the typo `hver`. */
const NEITHER = String.raw`hver(?:ken)?\s+for\s+eller\s+imod`;
/**
 * An optional object after an A-style count: `forslaget`, `ændringsforslaget`, … It stops after `forslaget` so
 * a remark glued on without a space (`forslagetVed en fejl …`) keeps its first word.
 */
const OBJECT = String.raw`(?:\s+[a-zæøå]*?forslag(?:et)?)?`;

/** In priority order for matches at the same position; the abstain wording contains the others. */
const PATTERNS: readonly Pattern[] = [
  {
    side: 'abstain',
    style: 'stemmer',
    re: new RegExp(String.raw`(?<!\d)(\d+)\s*stemmer\s+${NEITHER}${OBJECT}`, 'giu'),
  },
  {
    side: 'for',
    style: 'stemmer',
    re: new RegExp(String.raw`(?<!\d)(\d+)\s*stemmer\s+for\b${OBJECT}`, 'giu'),
  },
  {
    side: 'against',
    style: 'stemmer',
    re: new RegExp(String.raw`(?<!\d)(\d+)\s*stemmer\s+imod\b${OBJECT}`, 'giu'),
  },
  { side: 'abstain', style: 'stemte', re: new RegExp(String.raw`${NEITHER}\s+stemte\s+(\d+)`, 'giu') },
  { side: 'for', style: 'stemte', re: /\bfor\s+stemte\s+(\d+)/giu },
  { side: 'against', style: 'stemte', re: /\bimod\s+stemte\s+(\d+)/giu },
  {
    side: 'abstain',
    style: 'stemte-after',
    re: new RegExp(String.raw`(?<!\d)(\d+)\s+stemte\s+${NEITHER}`, 'giu'),
  },
  { side: 'for', style: 'stemte-after', re: /(?<!\d)(\d+)\s+stemte\s+for\b/giu },
  { side: 'against', style: 'stemte-after', re: /(?<!\d)(\d+)\s+stemte\s+imod\b/giu },
  { side: 'abstain', style: 'table', re: /\bHverken for\/imod *\t[ \t]*(\d+)/gu },
  { side: 'for', style: 'table', re: /\bFor *\t[ \t]*(\d+)/gu },
  { side: 'against', style: 'table', re: /\bImod *\t[ \t]*(\d+)/gu },
  { side: 'total', style: 'table', re: /\bI alt *\t[ \t]*(\d+)/gu },
];

function toCount(digits: string | undefined): number | null {
  if (digits === undefined) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * Finds the earliest clause wording at or after a position that only moves forward. Each pattern's next match is
 * kept until the position passes it, and a pattern with no match left is never run again, so a long text costs
 * one scan per pattern rather than one per candidate.
 */
class ClauseScanner {
  private readonly ahead: (Clause | null | undefined)[] = PATTERNS.map(() => undefined);

  constructor(private readonly text: string) {}

  next(from: number): Clause | null {
    let best: Clause | null = null;
    for (const [i, { side, style, re }] of PATTERNS.entries()) {
      let hit = this.ahead[i];
      if (hit === undefined || (hit !== null && hit.start < from)) {
        re.lastIndex = from;
        const m = re.exec(this.text);
        hit = m ? { side, style, count: toCount(m[1]), start: m.index, end: m.index + m[0].length } : null;
        this.ahead[i] = hit;
      }
      if (hit !== null && (best === null || hit.start < best.start)) best = hit;
    }
    return best;
  }
}

/**
 * The count clauses of a text, in text order, starting at `from`. The first clause fixes the wording family;
 * later wordings of another family, and a second clause for a side already seen, are ordinary text (they can
 * occur inside a remark) and do not end the list before them.
 */
export function findClauses(text: string, from: number): Clause[] {
  const found: Clause[] = [];
  const seen = new Set<ClauseSide>();
  const scanner = new ClauseScanner(text);
  let pos = from;
  while (pos <= text.length && seen.size < 4) {
    const clause = scanner.next(pos);
    if (clause === null) break;
    const first = found[0];
    const fits = first === undefined || first.style === clause.style;
    const allowed = clause.side !== 'total' || clause.style === 'table';
    if (fits && allowed && !seen.has(clause.side)) {
      found.push(clause);
      seen.add(clause.side);
      pos = clause.end;
    } else {
      pos = clause.start + 1;
    }
  }
  return found;
}
