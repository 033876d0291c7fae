/**
 * Byte ranges of a file of known size (RFC 9110 §14): which part of it a `GET` with `Range` asks for, and whether
 * `If-Range` still lets it. One range only: a client that asks for several gets the whole file (§14.2 lets a server
 * ignore `Range`), as does one whose header is not a byte range this parser reads.
 */

/** What to answer a request's `Range` with. */
export type RangeAnswer =
  /** No (usable) `Range`: the whole file, 200. */
  | { readonly kind: 'whole' }
  /** Bytes `start` to `end`, both inclusive: 206 with `Content-Range: bytes start-end/size`. */
  | { readonly kind: 'part'; readonly start: number; readonly end: number }
  /** A range that starts past the end: 416, whose `Content-Range` gives the size alone. */
  | { readonly kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (whitespace around the spec allowed, the unit case-insensitive). */
const SINGLE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

/** Digits as a whole number, or null past what a file offset can be. */
const toOffset = (digits: string): number | null => {
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * The part of a `size`-byte file that a `Range` header asks for:
 * - `bytes=a-b`: bytes a to b (b past the end means to the end); a past the last byte is unsatisfiable;
 * - `bytes=a-`: from a to the end;
 * - `bytes=-n`: the last n bytes (the whole file when n ≥ size); `-0` is unsatisfiable;
 * - no header, several ranges, another unit, `a-b` with b < a, or anything else unreadable: the whole file.
 * An empty file has no range to give.
 */
export function parseRange(header: string | null | undefined, size: number): RangeAnswer {
  if (!header) return WHOLE;
  const match = SINGLE_RANGE.exec(header);
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    const suffix = toOffset(last);
    if (suffix === null) return size > 0 ? { kind: 'part', start: 0, end: size - 1 } : UNSATISFIABLE;
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = toOffset(first);
  if (start === null) return UNSATISFIABLE;
  // A last position past what an offset can be reaches the end like any other past the end.
  const end = last === '' ? null : toOffset(last);
  if (end !== null && end < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'part', start, end: end === null ? size - 1 : Math.min(end, size - 1) };
}

/**
 * Whether `If-Range` lets a `Range` be answered (RFC 9110 §13.1.5): absent, yes; an entity tag, when it is strong
 * and equals `etag` (strong comparison); a date, when it is exactly `lastModified` (to the second). Otherwise the
 * file changed since the client's first part: it gets the whole file anew.
 */
export function ifRangeAllows(ifRange: string | null | undefined, etag: string, lastModified: Date): boolean {
  if (ifRange === null || ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === etag;
  if (value.startsWith('W/')) return false;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === Math.floor(lastModified.getTime() / 1000);
}

/**
 * Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2: `W/"x"` matches `"x"`; `*` matches
 * anything that exists): a `GET` or `HEAD` is then answered 304.
 */
export function noneMatch(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** `Content-Range` of a part (`bytes 0-99/1000`) or of an unsatisfiable request (the size alone, after `*`). */
export function contentRange(answer: RangeAnswer, size: number): string | null {
  if (answer.kind === 'part') return `bytes ${answer.start}-${answer.end}/${size}`;
  if (answer.kind === 'unsatisfiable') return `bytes */${size}`;
  return null;
}
