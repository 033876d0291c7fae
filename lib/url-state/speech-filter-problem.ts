import { parseParty, parseRecordId } from './search';
import { type SearchParamsInput, toSearchParams } from './search-params';

/**
 * Why a URL's speech filters (`person`, `sag`, `parti`: lib/url-state/search.ts) cannot be read, or null when they
 * can (or are not given): the JSON route answers 400 with it, where the page reads a malformed filter as not set.
 * Server-only, in a file of its own, so the search page's scripts do not carry it.
 */
export function speechFilterProblem(input: SearchParamsInput): string | null {
  const params = toSearchParams(input);
  for (const [name, parse, rule] of [
    ['person', parseRecordId, "a speaker's Aktør id (digits)"],
    ['sag', parseRecordId, "a case's id (digits)"],
    ['parti', parseParty, "a party's code (1–10 letters, e.g. 'S')"],
  ] as const) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '' && parse(value) === null)
      return `The ${name} parameter must be ${rule}; got "${value.slice(0, 40)}".`;
  }
  return null;
}
