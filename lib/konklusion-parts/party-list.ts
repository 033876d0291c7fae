import type { NamedMember } from './types';

/** A group code as printed in lists: `S`, `UFG`, `ALT`, `IA`. */
export const PARTY_CODE = /^[A-ZÆØÅ][A-Za-zÆØÅæøå.]*$/u;

/** ` og ` between list items (any whitespace around it). */
const OG = /\s+og\s+/y;

export type PartyList = { parties: string[]; members: NamedMember[] };

/**
 * list-items = item { ("," | " og ") item }   (empty items are skipped: `UFG,` and `()` occur)
 *
 * Splits only at depth 0, so the comma and parentheses of `Name (PARTY)` stay inside their item.
 */
export function splitItems(content: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  let i = 0;
  while (i < content.length) {
    const ch = content.charAt(i);
    // Only at the start of a whitespace run: a later start in the same run cannot match differently.
    if (depth === 0 && /\s/u.test(ch) && !/\s/u.test(content.charAt(i - 1))) {
      OG.lastIndex = i;
      if (OG.test(content)) {
        items.push(current);
        current = '';
        i = OG.lastIndex;
        continue;
      }
    }
    if (ch === '(') depth += 1;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && ch === ',') {
      items.push(current);
      current = '';
    } else {
      current += ch;
    }
    i += 1;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/**
 * member = name "(" party-code [")" {")"}]
 *
 * `Full Name (PARTY)`, tolerating a missing or doubled closing parenthesis. Read by hand rather than with one
 * regular expression, whose backtracking over long runs of spaces would be quadratic.
 */
function readMember(item: string): NamedMember | null {
  const open = item.indexOf('(');
  if (open < 0) return null;
  let close = item.length;
  while (close > open && (item.charAt(close - 1) === ')' || /\s/u.test(item.charAt(close - 1)))) close -= 1;
  const name = item.slice(0, open).replace(/\s+/gu, ' ').trim();
  const party = item.slice(open + 1, close).trim();
  if (/[()]/u.test(name) || !/\p{L}/u.test(name) || !PARTY_CODE.test(party)) return null;
  return { name, party };
}

/**
 * item = party-code | name "(" party-code ")"
 *
 * Anything else (a stray word, a name without a group) is dropped rather than guessed at.
 */
export function parseItems(content: string): PartyList {
  const parties: string[] = [];
  const members: NamedMember[] = [];
  for (const item of splitItems(content)) {
    if (PARTY_CODE.test(item)) {
      parties.push(item);
      continue;
    }
    const member = readMember(item);
    if (member) members.push(member);
  }
  return { parties, members };
}

export type ListRead = PartyList & { rest: string };

/**
 * segment = ws* [ "(" list-items [")"] ] rest
 *
 * Reads the parenthesised list that follows a count, if any, and returns the text after it. An unclosed list
 * runs to the end of the segment (the next clause starts a new segment).
 */
export function readList(segment: string): ListRead {
  const open = segment.search(/\S/u);
  if (open < 0 || segment.charAt(open) !== '(') return { parties: [], members: [], rest: segment };
  let depth = 0;
  for (let i = open; i < segment.length; i += 1) {
    const ch = segment.charAt(i);
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (depth === 0) {
      return { ...parseItems(segment.slice(open + 1, i)), rest: segment.slice(i + 1) };
    }
  }
  return { ...parseItems(segment.slice(open + 1)), rest: '' };
}
