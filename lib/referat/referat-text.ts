/**
 * The text of a transcript as readers see it: the `Char` runs of a paragraph concatenated, its lines (`Linea`)
 * joined with a space, and whitespace collapsed (docs/referat.md#what-the-parser-keeps).
 */

/** Every run of whitespace (no-break spaces included) as one space, none at either end. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Collects a segment's paragraphs from runs of text, word breaks and paragraph ends, in document order. */
export class ParagraphBuilder {
  private buffer = '';
  private readonly done: string[] = [];

  /** A run of characters, appended as it is (runs split inside a word join without a space). */
  add(text: string): void {
    this.buffer += text;
  }

  /** A new line or a nested block: what follows is a new word. */
  wordBreak(): void {
    if (this.buffer !== '') this.buffer += ' ';
  }

  /** The paragraph ends here; an empty one is dropped. */
  end(): void {
    if (this.buffer === '') return;
    const paragraph = normaliseSpace(this.buffer);
    this.buffer = '';
    if (paragraph !== '') this.done.push(paragraph);
  }

  /** The paragraphs so far, the open one ended. */
  paragraphs(): string[] {
    this.end();
    return this.done;
  }
}
