import { describe, expect, it } from 'vitest';
import { LEAD_CHARS, leadParagraphs, toParagraphs } from './speech-text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i}`).join(' ');

describe('toParagraphs', () => {
  it('splits at newlines and drops blank paragraphs', () => {
    expect(toParagraphs('Et.\n\n  To. \nTre.')).toEqual(['Et.', 'To.', 'Tre.']);
  });
});

describe('leadParagraphs', () => {
  it('gives a short text whole, not truncated', () => {
    expect(leadParagraphs('Et.\nTo.', 7)).toEqual({ paragraphs: ['Et.', 'To.'], truncated: false });
  });

  it('keeps whole paragraphs while they fit, and says the text goes on', () => {
    const text = `Kort.\n${words(100)}`;
    expect(leadParagraphs(text, text.length)).toEqual({ paragraphs: ['Kort.'], truncated: true });
  });

  it('cuts a long first paragraph at a word with an ellipsis', () => {
    const text = words(200);
    const { paragraphs, truncated } = leadParagraphs(text, text.length);
    expect(truncated).toBe(true);
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]?.endsWith('…')).toBe(true);
    expect(paragraphs[0]?.length).toBeLessThanOrEqual(LEAD_CHARS);
  });

  it('never shows a paragraph the head cut short as whole', () => {
    const text = `${words(10)}\n${words(300)}`;
    const head = text.slice(0, 200);
    expect(leadParagraphs(head, text.length)).toEqual({ paragraphs: [words(10)], truncated: true });
    const unbroken = words(300);
    const cut = leadParagraphs(unbroken.slice(0, 100), unbroken.length, 60);
    expect(cut.truncated).toBe(true);
    expect(cut.paragraphs[0]?.endsWith('…')).toBe(true);
  });
});
