/** One person named in a vote list, with the group code printed after the name: `Jon Stephensen (UFG)`. */
export type NamedMember = { name: string; party: string };

/** One side of a vote as the konklusion text states it. */
export type VoteSide = {
  /** The number printed for this side, or null when the text gives none. */
  count: number | null;
  /** Bare group codes in text order (`S`, `UFG`). */
  parties: string[];
  /** People named with their group, in text order. */
  members: NamedMember[];
};

/**
 * The text shape that was recognised (reference section 4):
 * - `A`: `Vedtaget\n\n108 stemmer for forslaget (…)\n\n…` (2014–2018, incl. the Oct 2018 transition row);
 * - `A-table`: the 2018 re-import tab table (`For\t 95\nImod\t 21\n…`), counts but no lists;
 * - `B`: `Forslaget blev vedtaget. For stemte 58 (…), imod stemte …` (Nov 2018 – June 2024);
 * - `B-alt`: the one B-era row in another word order: `52 stemte for (…). 51 stemte imod (…). …`;
 * - `C`: `Forslaget er vedtaget.\nFor stemte …,\nimod stemte …,\nhverken …` (late 2025);
 * - `D`: `Vedtaget\nFor stemte … \nimod stemte … \n…` (Oct 2024 – 2025), also a bare outcome word;
 * - `empty`: nothing but whitespace; `unknown`: no recognisable outcome line.
 */
export type KonklusionFamily = 'A' | 'A-table' | 'B' | 'B-alt' | 'C' | 'D' | 'empty' | 'unknown';

export type Outcome = 'vedtaget' | 'forkastet';

export type Konklusion = {
  /** Read from the text only (never from `Afstemning.vedtaget`); null when the text states none. */
  outcome: Outcome | null;
  for: VoteSide;
  against: VoteSide;
  abstain: VoteSide;
  /** Which format family was recognised. */
  format: KonklusionFamily;
  /** Text after the counts, e.g. `Ved en fejl har SF stemt imod forslaget.`, or null. */
  remark: string | null;
};
