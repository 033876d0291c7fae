import { type Konklusion, parseKonklusion } from '@/lib/konklusion';
import { STEMMETYPE } from '@/lib/store/actor-voting-index';

/**
 * A party group's side on a vote as the vote's `konklusion` text states it — the live mode's stand-in for the
 * store's majority count over every ballot (lib/store/actor-voting-index.ts), which over OData would need all
 * ~179 Stemme of each of a member's thousands of votes.
 *
 * Every era's text (reference §4; A, B, C, D) lists each group code once, on the side most of the group's
 * members present took, and names the members who voted otherwise (`Name (PARTY)`). So: the side whose list
 * holds the code is the group's majority. Where the text cannot say, the answer is null ("not stated") and the
 * caller counts the ballot as such rather than guessing:
 * - blank texts (28 % of real votes, 2014–2018), unreadable texts and the 2018 tab tables (counts, no lists);
 * - a code in no list (the group's present members were all named one by one) or in more than one list.
 *
 * Where text and ballots can disagree (documented in lib/data/live/actor-votes.ts): a tie inside the group (the
 * text still lists the code on one side; the store says "no majority"), a group with a single member present
 * (the text lists it; the store needs two), and texts that contradict the Stemme rows.
 */

/** The sides in the order of Stemmetype ids. */
const SIDES = [
  ['for', STEMMETYPE.for],
  ['against', STEMMETYPE.against],
  ['abstain', STEMMETYPE.abstain],
] as const;

/** The Stemmetype id (1 For, 2 Imod, 4 Hverken) of the side whose list holds `code`, or null when not stated. */
export function partySide(konklusion: Konklusion, code: string): number | null {
  let found: number | null = null;
  for (const [key, type] of SIDES) {
    if (!konklusion[key].parties.includes(code)) continue;
    if (found !== null) return null;
    found = type;
  }
  return found;
}

/** Parsed texts by text: the same vote's text comes with every member's ballots (parsing takes ~0.2 ms). */
const byText = new Map<string, Konklusion>();
const MAX_TEXTS = 50_000;
/** And by vote object of the live reader's memoised JSON, which skips even the lookup by text while cached. */
const byObject = new WeakMap<object, Konklusion>();

/** The parsed konklusion of a vote object (never mutated), parsed once per distinct text. */
export function konklusionOf(vote: { readonly konklusion?: string | null }): Konklusion {
  const seen = byObject.get(vote);
  if (seen) return seen;
  const text = vote.konklusion ?? '';
  let k = byText.get(text);
  if (!k) {
    if (byText.size >= MAX_TEXTS) byText.clear();
    k = parseKonklusion(text);
    byText.set(text, k);
  }
  byObject.set(vote, k);
  return k;
}
