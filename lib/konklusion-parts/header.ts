import type { Outcome } from './types';

/** How the outcome was announced: `Forslaget blev …` (B), `Forslaget er …` (C) or the bare word (A, D). */
export type HeaderStyle = 'blev' | 'er' | 'bare';

export type Header = { outcome: Outcome; style: HeaderStyle; end: number };

/**
 * header = ws* [ ["Ændrings"] "forslaget" ws+ ("blev" | "er") ws+ ] ("vedtaget" | "forkastet") ["."]
 *
 * Only the very start of the text counts: an outcome word further on (inside a remark, say) is not a header.
 * The word may run straight into the next clause (`Vedtaget58 stemmer …`).
 */
const HEADER = /^\s*(?:(?:ændrings)?forslaget\s+(blev|er)\s+)?(vedtaget|forkastet)\.?/iu;

export function readHeader(text: string): Header | null {
  const m = HEADER.exec(text);
  if (!m) return null;
  const verb = m[1]?.toLowerCase();
  const style: HeaderStyle = verb === 'blev' ? 'blev' : verb === 'er' ? 'er' : 'bare';
  const outcome: Outcome = m[2]?.toLowerCase() === 'vedtaget' ? 'vedtaget' : 'forkastet';
  return { outcome, style, end: m[0].length };
}
