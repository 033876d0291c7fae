import { clipText } from '@/lib/format/clip-text';

/*
 * A speech's text as stored (`_tale.tekst`: its paragraphs joined by "\n") → paragraphs to show, whole or the first
 * ones for the meeting page's debate, whose speeches link to their own pages for the rest.
 */

/** The text's paragraphs, blank ones left out. */
export const toParagraphs = (text: string): string[] =>
  text
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * How much of a speech the meeting page shows, in characters: whole paragraphs up to this, the first cut at a word
 * when longer. A sitting's ~540 speeches must fit a page of ≤ 200 KB gzip (scripts/bench/pages-targets.ts times it),
 * and the page carries its text twice (the HTML, and React's payload after it): the rest is on the speech's page.
 */
export const LEAD_CHARS = 320;

/** The lead of a speech in a folded item (one with more than `FOLD_AFTER` speeches): its first sentence or so. */
export const FOLDED_LEAD_CHARS = 160;

/**
 * The first paragraphs of a speech whose text starts with `head` and is `length` characters long: whole paragraphs
 * while they fit in `max` characters (always the first, cut at a word with an ellipsis when it is longer), and
 * whether the text goes on past them.
 */
export function leadParagraphs(
  head: string,
  length: number,
  max: number = LEAD_CHARS,
): { paragraphs: string[]; truncated: boolean } {
  // The head may end inside a paragraph: that one is whole only when the whole text is in the head.
  const complete = head.length >= length;
  const whole = toParagraphs(complete ? head : head.slice(0, head.lastIndexOf('\n') + 1));
  if (whole.length === 0) {
    // No paragraph ends within the head: show its start, cut at a word.
    const start = toParagraphs(head)[0] ?? '';
    return {
      paragraphs: start ? [clipText(start, Math.min(start.length - 1, max))] : [],
      truncated: !complete,
    };
  }
  const paragraphs: string[] = [];
  let used = 0;
  for (const paragraph of whole) {
    if (paragraphs.length > 0 && used + paragraph.length > max) break;
    paragraphs.push(paragraph);
    used += paragraph.length;
  }
  const first = paragraphs[0] ?? '';
  const cut = first.length > max;
  if (cut) paragraphs[0] = clipText(first, max);
  return { paragraphs, truncated: !complete || cut || paragraphs.length < whole.length };
}
