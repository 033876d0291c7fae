import { Writable } from 'node:stream';

/**
 * A stream for progress tests: keeps every write and plays them on a small screen that knows the codes the
 * display uses (newline, carriage return, cursor up `ESC[nA`, clear line `ESC[2K`, clear below `ESC[J`).
 */
export class FakeTerminal extends Writable {
  readonly writes: string[] = [];
  private readonly lines: string[] = [''];
  private row = 0;
  private col = 0;

  constructor(
    readonly isTTY: boolean,
    readonly columns?: number,
    readonly rows?: number,
  ) {
    super({ decodeStrings: false });
  }

  override _write(chunk: unknown, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    const text = String(chunk);
    this.writes.push(text);
    this.play(text);
    done();
  }

  /** All that was written, as one string. */
  get text(): string {
    return this.writes.join('');
  }

  /** The screen's lines, without the empty line the cursor waits on at the end. */
  get screen(): string[] {
    const lines = [...this.lines];
    while (lines.length > 0 && lines.at(-1) === '') lines.pop();
    return lines;
  }

  /** The row the cursor is on. */
  get cursorRow(): number {
    return this.row;
  }

  private play(text: string): void {
    for (const [token, count, code] of text.matchAll(/\x1b\[(\d*)([A-Za-z])|\n|\r|[^\x1b\n\r]+/g)) {
      if (code === 'A') this.row = Math.max(0, this.row - Number(count || 1));
      else if (code === 'K' && count === '2') this.lines[this.row] = '';
      else if (code === 'J' && (count === '' || count === '0')) {
        this.lines.length = this.row + 1;
        this.lines[this.row] = (this.lines[this.row] ?? '').slice(0, this.col);
      } else if (code !== undefined) throw new Error(`unexpected escape ${JSON.stringify(token)}`);
      else if (token === '\n') {
        this.row += 1;
        this.col = 0;
        while (this.lines.length <= this.row) this.lines.push('');
      } else if (token === '\r') this.col = 0;
      else {
        const line = (this.lines[this.row] ?? '').padEnd(this.col);
        this.lines[this.row] = line.slice(0, this.col) + token + line.slice(this.col + token.length);
        this.col += token.length;
      }
    }
  }
}
