import type { ExpectedVoteKind } from '@/lib/data/votes/upcoming-vote-rule';
import { UPCOMING_PATH, withQuery } from '@/lib/routes';
import { bySlug, firstValid, type SearchParamsInput, toSearchParams } from './search-params';

/** The query parameter (Danish, as the site's URLs are) and its values, by expected vote. */
export const UPCOMING_FILTER_PARAM = 'afstemning';
const KIND_SLUGS: Readonly<Record<ExpectedVoteKind, string>> = { final: 'endelig', motions: 'forslag' };

const parseKind = bySlug(KIND_SLUGS);

/**
 * Which upcoming votes /kommende shows — all, final votes only or motions for a resolution only — as an immutable
 * value that round-trips through the URL: `/kommende?afstemning=endelig`. An unknown value reads as all.
 */
export class UpcomingFilter {
  private constructor(readonly kind: ExpectedVoteKind | null) {
    Object.freeze(this);
  }

  static readonly ALL = new UpcomingFilter(null);

  static fromUrl(input: SearchParamsInput): UpcomingFilter {
    return new UpcomingFilter(firstValid(toSearchParams(input), UPCOMING_FILTER_PARAM, parseKind));
  }

  static of(kind: ExpectedVoteKind | null): UpcomingFilter {
    return kind === null ? UpcomingFilter.ALL : new UpcomingFilter(kind);
  }

  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    if (this.kind !== null) params.set(UPCOMING_FILTER_PARAM, KIND_SLUGS[this.kind]);
    return params;
  }

  toUrl(): string {
    return withQuery(UPCOMING_PATH, this.toSearchParams());
  }

  /** Whether a vote of this kind passes the filter. */
  passes(kind: ExpectedVoteKind): boolean {
    return this.kind === null || this.kind === kind;
  }
}
