/**
 * `text` in at most `max` characters: whole when it fits, else cut at the last word break that leaves most of it
 * (at a character when a single word fills the space) and ended with '…'. Whitespace runs count as one space.
 * For share images and link previews, which have room for a fixed amount of text.
 */
export function clipText(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const room = plain.slice(0, Math.max(max - 1, 0));
  // The room ends at a word's end when a space follows it; else it ends inside a word, cut back to the break.
  const lastBreak = plain[room.length] === ' ' ? room.length : room.lastIndexOf(' ');
  const cut = lastBreak >= room.length * 0.6 ? room.slice(0, lastBreak) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}
