/**
 * FTS5 full-text queries — the text bound to `… MATCH ?` — as values, written out by one printer, so quoting and
 * operators are right by construction. FTS5's query grammar is strict in ways that are easy to miss when text is
 * joined by hand: two phrases side by side mean AND, but a phrase beside a parenthesised group is a syntax error
 * (`"a" ("b" OR "c")`: "fts5: syntax error near OR"), and a word such as OR, NOT or NEAR, or a `*`, `:` or `^`,
 * is syntax unless quoted. The printer therefore quotes every phrase, writes every AND and OR out, and puts every
 * part that is not a phrase in parentheses.
 *
 * Build queries with {@link phrase}, {@link allOf}, {@link anyOf} and {@link inColumns}; the store's reads take an
 * {@link FtsQuery} and print it with {@link printFtsQuery} when they bind it.
 */

export type FtsQuery =
  /** Text matched as it is (for a trigram index: as a substring, case and accents aside). */
  | { readonly kind: 'phrase'; readonly text: string }
  /** Every part must match (at least two parts). */
  | { readonly kind: 'all'; readonly parts: readonly FtsQuery[] }
  /** Some part must match (at least two parts). */
  | { readonly kind: 'any'; readonly parts: readonly FtsQuery[] }
  /** The query, matched in these columns only. */
  | { readonly kind: 'columns'; readonly columns: readonly string[]; readonly query: FtsQuery };

/**
 * Text to match as it is. Any character may appear in it except NUL, where SQLite stops reading the query (an
 * "unterminated string"): callers remove control characters first (lib/data/search/search-terms.ts).
 * @throws RangeError when the text holds a NUL.
 */
export function phrase(text: string): FtsQuery {
  if (text.includes('\u0000')) throw new RangeError('An FTS5 phrase cannot hold a NUL character.');
  return { kind: 'phrase', text };
}

/** The parts of a list, those of the same kind opened up (`all(a, all(b, c))` is `all(a, b, c)`), each once. */
function flatten(kind: 'all' | 'any', parts: readonly FtsQuery[]): FtsQuery[] {
  const seen = new Map<string, FtsQuery>();
  for (const part of parts) {
    for (const inner of part.kind === kind ? part.parts : [part]) seen.set(printFtsQuery(inner), inner);
  }
  return [...seen.values()];
}

function combine(kind: 'all' | 'any', parts: readonly FtsQuery[]): FtsQuery | null {
  const flat = flatten(kind, parts);
  if (flat.length <= 1) return flat[0] ?? null;
  return { kind, parts: flat };
}

/** Every part must match; a single part is itself; null for no parts (there is nothing to ask). */
export const allOf = (parts: readonly FtsQuery[]): FtsQuery | null => combine('all', parts);

/** Some part must match; a single part is itself; null for no parts (there is nothing to ask). */
export const anyOf = (parts: readonly FtsQuery[]): FtsQuery | null => combine('any', parts);

/** The query matched in the named columns of the index only. */
export function inColumns(columns: readonly [string, ...string[]], query: FtsQuery): FtsQuery {
  return { kind: 'columns', columns, query };
}

/** A string in double quotes, its own double quotes doubled: FTS5 reads all of it as text (a phrase, a column). */
const quoted = (text: string): string => `"${text.replaceAll('"', '""')}"`;

/** A part inside an operator's operands: a phrase as it is, anything else in parentheses. */
const operand = (query: FtsQuery): string =>
  query.kind === 'phrase' ? printFtsQuery(query) : `(${printFtsQuery(query)})`;

/**
 * The query as FTS5 text: `"klima" AND ("oekonomi" OR "økonomi")`,
 * `{"titel" "titelkort"} : ("skat" OR "klima")`.
 */
export function printFtsQuery(query: FtsQuery): string {
  switch (query.kind) {
    case 'phrase':
      return quoted(query.text);
    case 'all':
      return query.parts.map(operand).join(' AND ');
    case 'any':
      return query.parts.map(operand).join(' OR ');
    case 'columns':
      return `{${query.columns.map(quoted).join(' ')}} : ${operand(query.query)}`;
  }
}
