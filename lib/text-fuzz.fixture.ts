/**
 * Inputs and a hang bound for the fuzz tests of the text parsers (konklusion, biografi): texts mutated from real
 * and generated records, and texts grown to a given size from pieces the parsers react to, drawn from the
 * dataset generator's seeded PRNG so every run sees the same inputs.
 */
import type { Random } from '@/lib/dataset/random';

/** Sizes (characters) the grown inputs reach: a line, a record, a large field, a whole biografi document. */
export const FUZZ_SIZES = [200, 2_000, 20_000, 100_000, 200_000] as const;

/**
 * How long one parse may take: 250 ms plus 10 ms per 1,000 characters (a 200 KB input: 2.25 s). A hang bound,
 * not a speed test — generous, because CI machines are shared and noisy; a parser that rescans its input per
 * character or per piece misses it by far at the larger sizes.
 */
export function budgetMs(length: number): number {
  return 250 + length / 100;
}

/** A short, printable description of an input for failure messages. */
export function describeInput(input: string): string {
  const start = JSON.stringify(input.slice(0, 120));
  return input.length > 120 ? `${start}… (${input.length} characters)` : start;
}

/** Runs `parse` on the input and fails, naming the input, when it throws or takes longer than its budget. */
export function withinBudget<T>(parse: (text: string) => T, input: string): T {
  const started = performance.now();
  let result: T;
  try {
    result = parse(input);
  } catch (error) {
    throw new Error(`${String(error)} for input ${describeInput(input)}`);
  }
  const elapsed = performance.now() - started;
  if (elapsed > budgetMs(input.length))
    throw new Error(
      `${elapsed.toFixed(0)} ms (budget ${budgetMs(input.length).toFixed(0)} ms) for input ${describeInput(input)}`,
    );
  return result;
}

/** A few random edits: a piece inserted, a run deleted, a slice copied elsewhere or repeated, a swap. */
export function mutate(rng: Random, base: string, pieces: readonly string[]): string {
  let text = base;
  for (let edits = rng.int(1, 8); edits > 0; edits--) {
    const at = rng.int(0, text.length);
    switch (rng.int(0, 4)) {
      case 0:
        text = text.slice(0, at) + rng.pick(pieces) + text.slice(at);
        break;
      case 1:
        text = text.slice(0, at) + text.slice(at + rng.int(1, 12));
        break;
      case 2:
        text =
          text.slice(0, at) + text.slice(rng.int(0, text.length)).slice(0, rng.int(0, 40)) + text.slice(at);
        break;
      case 3:
        text =
          text.slice(0, at) + text.slice(at, at + rng.int(1, 20)).repeat(rng.int(2, 40)) + text.slice(at);
        break;
      default:
        text = text.slice(0, at) + text.slice(at + 1, at + 2) + text.slice(at, at + 1) + text.slice(at + 2);
    }
  }
  return text;
}

/**
 * A text of at least `size` characters (whole pieces, so escapes and elements stay whole) built from the pieces (and, when given, slices of a real record), in one of the
 * shapes that make parsers backtrack or rescan: one piece repeated (`<!--<!--<!--…`), two alternating, a random
 * soup, or mutated copies of the record.
 */
export function grow(rng: Random, pieces: readonly string[], size: number, record = ''): string {
  const parts: string[] = [];
  let length = 0;
  const add = (part: string) => {
    const nonEmpty = part === '' ? ' ' : part;
    parts.push(nonEmpty);
    length += nonEmpty.length;
  };
  const shape = rng.int(0, record ? 3 : 2);
  const first = rng.pick(pieces);
  const second = rng.pick(pieces);
  while (length < size) {
    if (shape === 0) add(first);
    else if (shape === 1) add(parts.length % 2 === 0 ? first : second);
    else if (shape === 2) add(rng.pick(pieces));
    else add(mutate(rng, record, pieces));
  }
  return parts.join('');
}
