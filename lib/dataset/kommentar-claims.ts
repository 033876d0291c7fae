/**
 * What an `Afstemning.kommentar` says about named members' ballots, in the forms the real service writes
 * (docs/oda.md#konklusion and the real sample of Afstemning rows): a member who voted by mistake, a vote cast in a
 * member's name, members a technical fault kept from voting, a member recorded absent by mistake. Group-level
 * notes ("Ved en fejl stemte DF imod forslaget.") and other notes ("Omafstemning") name no member: no claim.
 */

/** The ballot a note says a member has: a side, any cast vote, or none (Fravær). */
export type ClaimedBallot = 'for' | 'imod' | 'hverken' | 'cast' | 'absent';

export interface KommentarClaim {
  /** The member's name as the note writes it (a genitive `s` or `'` taken off: `i Sophie Løhdes (V) navn`). */
  readonly name: string;
  /** The group code in the parentheses. */
  readonly party: string;
  readonly ballot: ClaimedBallot;
}

const SIDE: Readonly<Record<string, ClaimedBallot>> = {
  for: 'for',
  imod: 'imod',
  'hverken for eller imod': 'hverken',
};

/** `Name (CODE)` items of a list joined by `, ` and ` og `; bare group codes are left out. */
function namedMembers(list: string): { name: string; party: string }[] {
  return list
    .split(/, | og /u)
    .map((item) => /^(.+?) \(([\p{L}]+)\)$/u.exec(item.trim()))
    .flatMap((m) => (m?.[1] && m[2] ? [{ name: m[1], party: m[2] }] : []));
}

const withBallot = (list: string, ballot: ClaimedBallot): KommentarClaim[] =>
  namedMembers(list).map((m) => ({ ...m, ballot }));

/** A genitive name as the nominative: `Sophie Løhdes` → `Sophie Løhde`, `Jens'` → `Jens`. */
export function nominative(genitive: string): string {
  if (genitive.endsWith("'")) return genitive.slice(0, -1);
  return genitive.endsWith('s') ? genitive.slice(0, -1) : genitive;
}

const PATTERNS: readonly { re: RegExp; claims: (m: RegExpExecArray) => KommentarClaim[] }[] = [
  {
    // Ved en fejl stemte Dennis Flydtkjær (DF) imod forslaget.
    re: /Ved en fejl stemte (.+?) (for|imod|hverken for eller imod) \p{L}*forslaget/gu,
    claims: (m) => withBallot(m[1] ?? '', SIDE[m[2] ?? ''] ?? 'cast'),
  },
  {
    // Karen J. Klint (S) og Steen Gade (SF) stemte ved en fejl for ændringsforslaget.
    re: /^(.+?) stemte ved en fejl (for|imod|hverken for eller imod) \p{L}*forslaget/gu,
    claims: (m) => withBallot(m[1] ?? '', SIDE[m[2] ?? ''] ?? 'cast'),
  },
  {
    // Ved en fejl er der afgivet en stemme i Sophie Løhdes (V) navn.
    re: /Ved en fejl er der afgivet en stemme i (.+?) \(([\p{L}]+)\) navn/gu,
    claims: (m) => [{ name: nominative(m[1] ?? ''), party: m[2] ?? '', ballot: 'cast' }],
  },
  {
    // Anna Holm (S) og Ole Dam (DD) kunne grundet en teknisk fejl ikke afgive deres stemme.
    re: /^(.+?) kunne grundet en teknisk fejl ikke afgive (?:deres|sin) stemme/gu,
    claims: (m) => withBallot(m[1] ?? '', 'absent'),
  },
  {
    // Ved en fejl var Carsten Bach (LA) fraværende ved afstemningen af lovforslaget.
    re: /Ved en fejl var (.+?) fraværende/gu,
    claims: (m) => withBallot(m[1] ?? '', 'absent'),
  },
];

/** Every member a kommentar names with the ballot it says they have; empty for a note that names none. */
export function kommentarClaims(kommentar: string | null): KommentarClaim[] {
  if (!kommentar) return [];
  return PATTERNS.flatMap(({ re, claims }) => [...kommentar.matchAll(re)].flatMap((m) => claims(m)));
}

/** Whether a Stemmetype id (1 for, 2 imod, 3 fravær, 4 hverken) is the ballot a claim says. */
export function ballotMatches(claimed: ClaimedBallot, stemmetypeId: number): boolean {
  switch (claimed) {
    case 'for':
      return stemmetypeId === 1;
    case 'imod':
      return stemmetypeId === 2;
    case 'hverken':
      return stemmetypeId === 4;
    case 'cast':
      return stemmetypeId === 1 || stemmetypeId === 2 || stemmetypeId === 4;
    case 'absent':
      return stemmetypeId === 3;
  }
}
