/**
 * Bounds on what the OData text layer will look at. Each is checked before the work it protects, so hostile or
 * random input is refused in time linear in its length, with recursion depth bounded by MAX_DEPTH:
 *
 * - MAX_OPTION_LENGTH: 8,000 characters per option value (and per resource path), checked before lexing.
 *   IIS, which fronts the real ODA, refuses query strings over 2,048 bytes by default [inf], so real clients never
 *   come near it; the margin is for our own longer nextLinks and forwarded requests.
 * - MAX_TOKENS: 1,000 tokens per option, counted while lexing. Every AST node consumes at least one token, so this
 *   also bounds the node count, and a left-deep chain such as `id eq 1 or id eq 2 or …` is at most ~500 levels
 *   high: downstream recursive visitors (printer, SQL compiler) stay far from any stack limit.
 * - MAX_DEPTH: 100 levels of syntactic nesting: parentheses, `not`, unary `-`, function-call arguments, lambda
 *   bodies and nested `($expand=…)`. Counted on the way down, so `'('.repeat(100000)` never recurses deeply.
 * - MAX_QUERY_LENGTH: 16,384 characters for a whole query string (names plus values), checked before any option
 *   is parsed; Node's HTTP server refuses request heads over 16 KiB by default anyway.
 */

import { type ErrorSource, ODataLimitError } from './errors';

export const MAX_OPTION_LENGTH = 8_000;
export const MAX_TOKENS = 1_000;
export const MAX_DEPTH = 100;
export const MAX_QUERY_LENGTH = 16_384;

/** Refuses option text longer than MAX_OPTION_LENGTH. */
export function checkLength(text: string, source: ErrorSource): void {
  if (text.length > MAX_OPTION_LENGTH) throw new ODataLimitError('length', MAX_OPTION_LENGTH, source);
}
