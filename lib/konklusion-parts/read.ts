import { type ClauseStyle, findClauses } from './clauses';
import { type Header, readHeader } from './header';
import { readList } from './party-list';
import type { Konklusion, KonklusionFamily, VoteSide } from './types';

function noSide(): VoteSide {
  return { count: null, parties: [], members: [] };
}

/** A result with nothing read: every count null, every list empty. */
export function blank(format: KonklusionFamily): Konklusion {
  return { outcome: null, for: noSide(), against: noSide(), abstain: noSide(), format, remark: null };
}

/** Text left after the last clause, without the separators and whitespace around it. */
function toRemark(rest: string): string | null {
  const text = rest.replace(/^[\s.,;:]+/u, '').trim();
  return text.length > 0 ? text : null;
}

/** The family follows the clause wording; without clauses the outcome line decides (a bare word is D). */
function familyOf(header: Header, style: ClauseStyle | undefined, rest: string): KonklusionFamily {
  if (style === 'stemmer') return 'A';
  if (style === 'table') return 'A-table';
  if (style === 'stemte-after') return 'B-alt';
  if (style === undefined && toRemark(rest) !== null) return 'unknown';
  if (header.style === 'blev') return 'B';
  if (header.style === 'er') return 'C';
  return 'D';
}

/**
 * konklusion = header [clause [list] {clause [list]}] [remark]
 *
 * The unguarded reader behind `parseKonklusion`; exported so the fuzz test can show it does not throw.
 */
export function readKonklusion(text: string): Konklusion {
  if (text.trim() === '') return blank('empty');
  const header = readHeader(text);
  if (header === null) return blank('unknown');

  const clauses = findClauses(text, header.end);
  const result = blank(familyOf(header, clauses[0]?.style, text.slice(header.end)));
  result.outcome = header.outcome;
  clauses.forEach((clause, i) => {
    const next = clauses[i + 1];
    const { parties, members, rest } = readList(text.slice(clause.end, next ? next.start : text.length));
    if (next === undefined) result.remark = toRemark(rest);
    if (clause.side === 'total') return;
    const side =
      clause.side === 'for' ? result.for : clause.side === 'against' ? result.against : result.abstain;
    side.count = clause.count;
    side.parties = parties;
    side.members = members;
  });
  return result;
}
