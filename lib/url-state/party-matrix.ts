import { PARTY_LIST_PATH, withQuery } from '@/lib/routes';
import {
  firstValid,
  parsePeriodCode,
  type SearchParamsInput,
  setsFilter,
  toSearchParams,
} from './search-params';

/** Query parameter names (Danish, as the site's URLs are; `samling` as on /moeder and /afstemninger). */
export const PARTY_MATRIX_PARAMS = { period: 'samling' } as const;

/**
 * The party overview's state — the samling whose agreement matrix it shows — as an immutable value that
 * round-trips through the URL: `/partier?samling=20241`. No samling (or an invalid one) is the default: the
 * newest samling with votes, left out of {@link toUrl}. Pure: usable on the server and in the browser.
 */
export class PartyMatrix {
  private constructor(
    /** Session code (`Periode.kode`), e.g. '20241'; null for the newest with votes. */
    readonly period: string | null,
  ) {
    Object.freeze(this);
  }

  static readonly DEFAULT = new PartyMatrix(null);

  static fromUrl(input: SearchParamsInput): PartyMatrix {
    return new PartyMatrix(firstValid(toSearchParams(input), PARTY_MATRIX_PARAMS.period, parsePeriodCode));
  }

  /** The query without defaults. */
  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    if (this.period !== null) params.set(PARTY_MATRIX_PARAMS.period, this.period);
    return params;
  }

  /** The overview's URL for this state. */
  toUrl(): string {
    return withQuery(PARTY_LIST_PATH, this.toSearchParams());
  }

  get hasFilters(): boolean {
    return setsFilter(this.toSearchParams());
  }

  withoutFilters(): PartyMatrix {
    return PartyMatrix.DEFAULT;
  }
}
