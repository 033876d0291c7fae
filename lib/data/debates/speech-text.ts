import { clipText } from '@/lib/share/clip-text';

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

/** How much of a speech the meeting page shows: whole paragraphs up to about this many characters. */
export const LEAD_CHARS = 600;

/** The longest a single first paragraph is shown before it is cut with an ellipsis. */
const MAX_FIRST_PARAGRAPH = 900;

/**
 * The first paragraphs of a speech whose text starts with `head` and is `length` characters long: whole paragraphs
 * while they fit in {@link LEAD_CHARS} (always the first, cut at a word when it is very long), and whether the text
 * goes on past them.
 */
export function leadParagraphs(head: string, length: number): { paragraphs: string[]; truncated: boolean } {
  // The head may end inside a paragraph: that one is whole only when the whole text is in the head.
  const complete = head.length >= length;
  const cut = complete ? head.length : head.lastIndexOf('\n') + 1;
  const whole = toParagraphs(head.slice(0, cut));
  const paragraphs: string[] = [];
  let used = 0;
  for (const paragraph of whole) {
    if (paragraphs.length > 0 && used + paragraph.length > LEAD_CHARS) break;
    paragraphs.push(paragraph);
    used += paragraph.length;
  }
  const first = paragraphs[0];
  if (first === undefined) {
    // No paragraph ends within the head: show its start, cut at a word.
    const start = toParagraphs(head)[0] ?? '';
    return {
      paragraphs: start ? [clipText(start, Math.min(start.length - 1, MAX_FIRST_PARAGRAPH))] : [],
      truncated: !complete,
    };
  }
  if (first.length > MAX_FIRST_PARAGRAPH) paragraphs[0] = clipText(first, MAX_FIRST_PARAGRAPH);
  const truncated = !complete || paragraphs.length < whole.length || first.length > MAX_FIRST_PARAGRAPH;
  return { paragraphs, truncated };
}
