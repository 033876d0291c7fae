import { STORKREDS_PATH, withQuery } from '@/lib/routes';
import { firstValid, type SearchParamsInput, setsFilter, toSearchParams } from './search-params';

/** Query parameter names (Danish, as the site's URLs are). */
export const STORKREDS_PARAMS = { storkreds: 'kreds' } as const;

/** The longest storkreds name kept ('Københavns Omegns Storkreds' is 27 characters). */
const MAX_NAME = 60;

/** A storkreds as the biografi writes it: letters, spaces and hyphens, whitespace collapsed; else null. */
function parseStorkreds(raw: string): string | null {
  const name = raw.replace(/\s+/g, ' ').trim();
  return name.length > 0 && name.length <= MAX_NAME && /^[\p{L} -]+$/u.test(name) ? name : null;
}

/**
 * "Find dine folketingsmedlemmer": the storkreds chosen, as an immutable value that round-trips through the URL:
 * `/storkredse?kreds=Sjællands+Storkreds`. The name is the biografi's ('Sjællands Storkreds', 'Grønland'); one
 * that no member is elected in shows as such on the page. Without a choice the page lists every storkreds.
 */
export class StorkredsChoice {
  private constructor(readonly storkreds: string | null) {
    Object.freeze(this);
  }

  static readonly NONE = new StorkredsChoice(null);

  static of(storkreds: string): StorkredsChoice {
    return new StorkredsChoice(parseStorkreds(storkreds));
  }

  static fromUrl(input: SearchParamsInput): StorkredsChoice {
    return new StorkredsChoice(firstValid(toSearchParams(input), STORKREDS_PARAMS.storkreds, parseStorkreds));
  }

  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    if (this.storkreds !== null) params.set(STORKREDS_PARAMS.storkreds, this.storkreds);
    return params;
  }

  toUrl(): string {
    return withQuery(STORKREDS_PATH, this.toSearchParams());
  }

  get hasFilters(): boolean {
    return setsFilter(this.toSearchParams());
  }

  withoutFilters(): StorkredsChoice {
    return StorkredsChoice.NONE;
  }
}
