import type { RebellionFilters } from '@/lib/data/analyses/types';
import { REBELLIONS_PATH, withQuery } from '@/lib/routes';
import {
  firstValid,
  parsePartyCode,
  parsePeriodCode,
  parsePositiveInt,
  type SearchParamsInput,
  setsFilter,
  toSearchParams,
} from './search-params';

/** Query parameter names (Danish, as the site's URLs are). */
export const REBELLION_SEARCH_PARAMS = {
  party: 'parti',
  period: 'samling',
  member: 'medlem',
  page: 'side',
} as const;

const MAX_ACTOR_ID = 2_147_483_647;
const MAX_PAGE = 1_000_000;

/** The fields of a {@link RebellionSearch}. */
interface RebellionSearchFields {
  readonly party: string | null;
  readonly period: string | null;
  readonly actorId: number | null;
  readonly page: number;
}

/**
 * The rebellions page's state — party, samling, member and page — as an immutable value that round-trips through
 * the URL: `/afstemninger/brud?parti=S&samling=20241&medlem=123&side=2`. Invalid values read as "any" (or page 1),
 * so every URL gives a valid state; defaults are left out of {@link toUrl}. Changing a filter goes back to page 1.
 */
export class RebellionSearch implements RebellionSearchFields {
  /** The party group's code on the vote date (`gruppenavnkort`, 'S'). */
  readonly party: string | null;
  /** Samling code (`Periode.kode`, '20241'). */
  readonly period: string | null;
  /** One member's breaks only (`Aktør.id`). */
  readonly actorId: number | null;
  /** 1-based. */
  readonly page: number;

  private constructor(fields: RebellionSearchFields) {
    this.party = fields.party;
    this.period = fields.period;
    this.actorId = fields.actorId;
    this.page = fields.page;
    Object.freeze(this);
  }

  static readonly EMPTY = new RebellionSearch({ party: null, period: null, actorId: null, page: 1 });

  static fromUrl(input: SearchParamsInput): RebellionSearch {
    const params = toSearchParams(input);
    const p = REBELLION_SEARCH_PARAMS;
    return new RebellionSearch({
      party: firstValid(params, p.party, parsePartyCode),
      period: firstValid(params, p.period, parsePeriodCode),
      actorId: firstValid(params, p.member, (raw) => parsePositiveInt(raw, MAX_ACTOR_ID)),
      page: firstValid(params, p.page, (raw) => parsePositiveInt(raw, MAX_PAGE)) ?? 1,
    });
  }

  /** The query without defaults, in a fixed order. */
  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = REBELLION_SEARCH_PARAMS;
    if (this.party !== null) params.set(p.party, this.party);
    if (this.period !== null) params.set(p.period, this.period);
    if (this.actorId !== null) params.set(p.member, String(this.actorId));
    if (this.page > 1) params.set(p.page, String(this.page));
    return params;
  }

  /** The page's URL for this state: a path, with a query when anything differs from the defaults. */
  toUrl(): string {
    return withQuery(REBELLIONS_PATH, this.toSearchParams());
  }

  get hasFilters(): boolean {
    return setsFilter(this.toSearchParams(), [REBELLION_SEARCH_PARAMS.page]);
  }

  /** This state with `changes`, on page 1 unless a page is among them. */
  private with(changes: Partial<RebellionSearchFields>): RebellionSearch {
    return new RebellionSearch({ ...this, page: 1, ...changes });
  }

  withParty(party: string | null): RebellionSearch {
    return this.with({ party: party === null ? null : parsePartyCode(party.trim()) });
  }

  withPeriod(period: string | null): RebellionSearch {
    return this.with({ period: period === null ? null : parsePeriodCode(period.trim()) });
  }

  /** One member's breaks (an `Aktør.id`), or every member's (null). */
  withMember(actorId: number | null): RebellionSearch {
    return this.with({ actorId: actorId === null ? null : parsePositiveInt(String(actorId), MAX_ACTOR_ID) });
  }

  withPage(page: number): RebellionSearch {
    return this.with({ page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1 });
  }

  /** Every member's breaks, page 1. */
  withoutFilters(): RebellionSearch {
    return RebellionSearch.EMPTY;
  }

  /** What lib/data's getRebellions takes. */
  toFilters(): RebellionFilters {
    return { party: this.party, period: this.period, actorId: this.actorId, page: this.page };
  }
}
