/** What a URL's query can arrive as: Next's `searchParams` record, URLSearchParams, a URL or a query string. */
export type SearchParamsInput =
  | URL
  | URLSearchParams
  | string
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Any {@link SearchParamsInput} as URLSearchParams (a string may be a whole URL, a path with a query or a query). */
export function toSearchParams(input: SearchParamsInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (input instanceof URL) return input.searchParams;
  if (typeof input === 'string') {
    const q = input.indexOf('?');
    const query = q >= 0 ? input.slice(q + 1) : input.includes('=') ? input : '';
    return new URLSearchParams(query.split('#')[0]);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') params.append(key, value);
    else if (value) for (const v of value) params.append(key, v);
  }
  return params;
}

/**
 * Reads a URL word ('langsomst', any case) as the key it stands for in `slugs` (`{ slowest: 'langsomst' }`); null for
 * any other word.
 */
export const bySlug =
  <K extends string>(slugs: Readonly<Record<K, string>>) =>
  (raw: string): K | null =>
    (Object.keys(slugs) as K[]).find((k) => slugs[k] === raw.toLowerCase()) ?? null;

/** The first value of a parameter that passes `parse`, or null. */
export function firstValid<T>(
  params: URLSearchParams,
  key: string,
  parse: (raw: string) => T | null,
): T | null {
  for (const raw of params.getAll(key)) {
    const value = parse(raw.trim());
    if (value !== null) return value;
  }
  return null;
}

/**
 * Whether a state's canonical query (defaults left out) sets a filter: any parameter but those that only choose a
 * page or a view. Read from the query, so "has filters" and the URL cannot disagree.
 */
export const setsFilter = (params: URLSearchParams, notFilters: readonly string[] = []): boolean =>
  [...params.keys()].some((key) => !notFilters.includes(key));

/** A positive integer written plainly ('12', not '012', '1e3' or '+4'), at most `max`; else null. */
export function parsePositiveInt(raw: string, max: number): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= max ? n : null;
}

/** A samling's code as ODA writes it (`Periode.kode`): '20241'; else null. */
export const parsePeriodCode = (raw: string): string | null => (/^\d{5}$/.test(raw) ? raw : null);

/** A party code as ODA writes it (`gruppenavnkort`): 'S', 'UFG', 'KrF', 'Grønl.', 'Fredspolitisk folkeparti'; else null. */
export const parsePartyCode = (raw: string): string | null =>
  /^[\p{L}\p{N}][\p{L}\p{N}. -]{0,39}$/u.test(raw) ? raw : null;
