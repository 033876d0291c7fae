import type { VoteFilters, VoteOutcome } from '@/lib/data/types';
import { firstValid, parsePositiveInt, type SearchParamsInput, toSearchParams } from './search-params';

/** The vote list's address. */
export const VOTE_LIST_PATH = '/afstemninger';

/** Query parameter names (Danish, as the site's URLs are). */
export const VOTE_SEARCH_PARAMS = {
  period: 'samling',
  voteType: 'type',
  outcome: 'resultat',
  page: 'side',
} as const;

const MAX_TYPE_ID = 2_147_483_647;
const MAX_PAGE = 1_000_000;
const OUTCOMES: readonly VoteOutcome[] = ['vedtaget', 'forkastet'];

const parsePeriod = (raw: string): string | null => (/^\d{5}$/.test(raw) ? raw : null);
const parseOutcome = (raw: string): VoteOutcome | null =>
  OUTCOMES.find((o) => o === raw.toLowerCase()) ?? null;

/**
 * The vote list's state — session, vote type, outcome and page — as an immutable value that round-trips through
 * the URL: `/afstemninger?samling=20241&type=1&resultat=vedtaget&side=2`. Invalid or unknown values read as "any"
 * (or page 1), so every URL gives a valid state; defaults are left out of {@link toUrl}. Changing a filter goes
 * back to page 1.
 */
export class VoteSearch {
  private constructor(
    /** Session code (`Periode.kode`), e.g. '20241'. */
    readonly period: string | null,
    readonly voteTypeId: number | null,
    readonly outcome: VoteOutcome | null,
    /** 1-based. */
    readonly page: number,
  ) {
    Object.freeze(this);
  }

  static readonly EMPTY = new VoteSearch(null, null, null, 1);

  static fromUrl(input: SearchParamsInput): VoteSearch {
    const params = toSearchParams(input);
    const p = VOTE_SEARCH_PARAMS;
    return new VoteSearch(
      firstValid(params, p.period, parsePeriod),
      firstValid(params, p.voteType, (raw) => parsePositiveInt(raw, MAX_TYPE_ID)),
      firstValid(params, p.outcome, parseOutcome),
      firstValid(params, p.page, (raw) => parsePositiveInt(raw, MAX_PAGE)) ?? 1,
    );
  }

  /** The query without defaults, in a fixed order. */
  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = VOTE_SEARCH_PARAMS;
    if (this.period !== null) params.set(p.period, this.period);
    if (this.voteTypeId !== null) params.set(p.voteType, String(this.voteTypeId));
    if (this.outcome !== null) params.set(p.outcome, this.outcome);
    if (this.page > 1) params.set(p.page, String(this.page));
    return params;
  }

  /** The list's URL for this state: a path, with a query when anything differs from the defaults. */
  toUrl(): string {
    const query = this.toSearchParams().toString();
    return query ? `${VOTE_LIST_PATH}?${query}` : VOTE_LIST_PATH;
  }

  get hasFilters(): boolean {
    return this.period !== null || this.voteTypeId !== null || this.outcome !== null;
  }

  withPeriod(period: string | null): VoteSearch {
    return new VoteSearch(period === null ? null : parsePeriod(period), this.voteTypeId, this.outcome, 1);
  }

  withVoteType(voteTypeId: number | null): VoteSearch {
    const id = voteTypeId === null ? null : parsePositiveInt(String(voteTypeId), MAX_TYPE_ID);
    return new VoteSearch(this.period, id, this.outcome, 1);
  }

  withOutcome(outcome: VoteOutcome | null): VoteSearch {
    return new VoteSearch(this.period, this.voteTypeId, outcome, 1);
  }

  withPage(page: number): VoteSearch {
    const valid = Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
    return new VoteSearch(this.period, this.voteTypeId, this.outcome, valid);
  }

  /** The same filters without any: page 1 of every vote. */
  withoutFilters(): VoteSearch {
    return VoteSearch.EMPTY;
  }

  /** What lib/data's getVotes takes. */
  toFilters(): VoteFilters {
    return { period: this.period, voteTypeId: this.voteTypeId, outcome: this.outcome, page: this.page };
  }
}
