/**
 * Builds OData request text for the live reads (`Afstemning(5)?$expand=Stemme&$top=100`). Values are
 * percent-encoded here; string literals go through {@link str} so a quote in user text can't end the literal.
 * The upstream client parses every request again (lib/upstream/request.ts) and refuses unknown sets.
 */
export interface ODataQuery {
  readonly filter?: string | null;
  readonly select?: readonly string[];
  readonly expand?: readonly string[];
  readonly orderby?: string;
  readonly top?: number;
  readonly skip?: number;
  readonly inlinecount?: boolean;
}

/** `path?$filter=…&$select=…` with each option value percent-encoded. */
export function odata(path: string, query: ODataQuery = {}): string {
  const parts: string[] = [];
  const add = (name: string, value: string) => parts.push(`$${name}=${encodeURIComponent(value)}`);
  if (query.filter) add('filter', query.filter);
  if (query.select && query.select.length > 0) add('select', query.select.join(','));
  if (query.expand && query.expand.length > 0) add('expand', query.expand.join(','));
  if (query.orderby) add('orderby', query.orderby);
  if (query.top !== undefined) add('top', String(query.top));
  if (query.skip !== undefined && query.skip > 0) add('skip', String(query.skip));
  if (query.inlinecount) add('inlinecount', 'allpages');
  const encodedPath = encodeURI(path);
  return parts.length > 0 ? `${encodedPath}?${parts.join('&')}` : encodedPath;
}

/** An OData string literal: `'it''s'`. */
export function str(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** An OData Int32 literal; throws on anything else (ids come from parsed URLs, never raw text). */
export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not an integer: ${value}`);
  return String(value);
}

/** An OData DateTime literal from `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SS`: `datetime'2024-01-31T00:00:00'`. */
export function datetime(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?))?$/.exec(value);
  if (!m) throw new TypeError(`Not an ODA date: ${value}`);
  const time = m[2] ? (m[2].length === 5 ? `${m[2]}:00` : m[2]) : '00:00:00';
  return `datetime'${m[1]}T${time}'`;
}

/** `id eq 1 or id eq 2 …` (parenthesised), or null for no ids. */
export function anyOf(field: string, ids: readonly number[]): string | null {
  if (ids.length === 0) return null;
  return `(${[...new Set(ids)].map((id) => `${field} eq ${int(id)}`).join(' or ')})`;
}

/**
 * Ids split into `or` filters of at most `size` ids each, to be fetched in parallel: the real service sits behind
 * IIS, whose default query-string limit (2,048 bytes) a filter over a whole vote's 179 members would pass.
 */
export function anyOfChunks(field: string, ids: readonly number[], size = 40): string[] {
  const unique = [...new Set(ids)];
  const out: string[] = [];
  for (let i = 0; i < unique.length; i += size) {
    const clause = anyOf(field, unique.slice(i, i + size));
    if (clause) out.push(clause);
  }
  return out;
}

/** Joins filter clauses with `and`, skipping nulls. */
export function and(...clauses: readonly (string | null | undefined | false)[]): string | null {
  const kept = clauses.filter((c): c is string => typeof c === 'string' && c.length > 0);
  return kept.length === 0 ? null : kept.join(' and ');
}
