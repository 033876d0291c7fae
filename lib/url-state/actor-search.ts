import { ACTOR_LIST_PATH, withQuery } from '@/lib/routes';
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
export const ACTOR_SEARCH_PARAMS = {
  query: 'q',
  type: 'type',
  party: 'parti',
  period: 'samling',
  status: 'status',
  page: 'side',
} as const;

/** The type filter's values: a URL word each, standing for an Aktørtype id (null: every type). */
export const ACTOR_TYPE_FILTERS = {
  medlemmer: 5,
  partier: 4,
  udvalg: 3,
  ministre: 2,
  ministerier: 1,
  kommissioner: 9,
  organisationer: 10,
  privatpersoner: 12,
  forsamlinger: 11,
  alle: null,
} as const satisfies Record<string, number | null>;

export type ActorTypeFilter = keyof typeof ACTOR_TYPE_FILTERS;

/** Members of the Folketing (Aktørtype 5 Person) unless the URL says otherwise. */
export const DEFAULT_ACTOR_TYPE: ActorTypeFilter = 'medlemmer';

/**
 * Which members the member list shows: those in the Folketing on the data's today (grouped by party), those who
 * were members once but are not now, or every person. Only for the members type.
 */
export const MEMBER_STATUS_FILTERS = {
  nuvaerende: 'current',
  tidligere: 'former',
  alle: null,
} as const satisfies Record<string, 'current' | 'former' | null>;

export type MemberStatusFilter = keyof typeof MEMBER_STATUS_FILTERS;
export type MemberStatus = NonNullable<(typeof MEMBER_STATUS_FILTERS)[MemberStatusFilter]>;

/** The Folketing now, unless the URL says otherwise. */
export const DEFAULT_MEMBER_STATUS: MemberStatusFilter = 'nuvaerende';

export const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 1_000_000;

const isTypeFilter = (raw: string): raw is ActorTypeFilter => Object.hasOwn(ACTOR_TYPE_FILTERS, raw);

/** Search text: whitespace collapsed, at most {@link MAX_QUERY_LENGTH} characters; null when empty. */
export function normaliseQuery(raw: string): string | null {
  const text = raw.replace(/[\s\u00a0]+/g, ' ').trim();
  return text === '' ? null : [...text].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

const parseType = (raw: string): ActorTypeFilter | null => {
  const word = raw.toLowerCase();
  return isTypeFilter(word) ? word : null;
};
const parseStatus = (raw: string): MemberStatusFilter | null => {
  const word = raw.toLowerCase();
  return Object.hasOwn(MEMBER_STATUS_FILTERS, word) ? (word as MemberStatusFilter) : null;
};

/**
 * The actor list's state — name search, type, member status, party, samling and page — as an immutable value that
 * round-trips through the URL: `/aktoerer?q=søren&status=tidligere&parti=S&samling=20241&side=2`. Invalid or
 * unknown values read as their defaults, so every URL gives a valid state; defaults are left out of {@link toUrl}.
 * The member status belongs to the members type only (other types always read it as the default). Changing a
 * filter goes back to page 1.
 */
export class ActorSearch {
  private constructor(
    readonly query: string | null,
    readonly type: ActorTypeFilter,
    /** Members only: the Folketing now, former members, or every person. */
    readonly status: MemberStatusFilter,
    /** Party code (`gruppenavnkort`). */
    readonly party: string | null,
    /** Samling code (`Periode.kode`). */
    readonly period: string | null,
    /** 1-based. */
    readonly page: number,
  ) {
    Object.freeze(this);
  }

  private static make(
    query: string | null,
    type: ActorTypeFilter,
    status: MemberStatusFilter,
    party: string | null,
    period: string | null,
    page: number,
  ): ActorSearch {
    const memberStatus = type === DEFAULT_ACTOR_TYPE ? status : DEFAULT_MEMBER_STATUS;
    // The Folketing now is one page (grouped by party): it has no page 2.
    const grouped = type === DEFAULT_ACTOR_TYPE && MEMBER_STATUS_FILTERS[memberStatus] === 'current';
    return new ActorSearch(query, type, memberStatus, party, period, grouped ? 1 : page);
  }

  static readonly DEFAULT = new ActorSearch(null, DEFAULT_ACTOR_TYPE, DEFAULT_MEMBER_STATUS, null, null, 1);

  static fromUrl(input: SearchParamsInput): ActorSearch {
    const params = toSearchParams(input);
    const p = ACTOR_SEARCH_PARAMS;
    return ActorSearch.make(
      firstValid(params, p.query, normaliseQuery),
      firstValid(params, p.type, parseType) ?? DEFAULT_ACTOR_TYPE,
      firstValid(params, p.status, parseStatus) ?? DEFAULT_MEMBER_STATUS,
      firstValid(params, p.party, parsePartyCode),
      firstValid(params, p.period, parsePeriodCode),
      firstValid(params, p.page, (raw) => parsePositiveInt(raw, MAX_PAGE)) ?? 1,
    );
  }

  /** The query without defaults, in a fixed order. */
  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = ACTOR_SEARCH_PARAMS;
    if (this.query !== null) params.set(p.query, this.query);
    if (this.type !== DEFAULT_ACTOR_TYPE) params.set(p.type, this.type);
    if (this.status !== DEFAULT_MEMBER_STATUS) params.set(p.status, this.status);
    if (this.party !== null) params.set(p.party, this.party);
    if (this.period !== null) params.set(p.period, this.period);
    if (this.page > 1) params.set(p.page, String(this.page));
    return params;
  }

  /** The list's URL for this state: a path, with a query when anything differs from the defaults. */
  toUrl(): string {
    return withQuery(ACTOR_LIST_PATH, this.toSearchParams());
  }

  /** Anything other than the default list (the Folketing now: every name, party and samling). */
  get hasFilters(): boolean {
    return setsFilter(this.toSearchParams(), [ACTOR_SEARCH_PARAMS.page]);
  }

  /** The Aktørtype id the type filter stands for; null for every type. */
  get typeId(): number | null {
    return ACTOR_TYPE_FILTERS[this.type];
  }

  /** Members only: current or former members; null for every person (and for other types). */
  get memberStatus(): MemberStatus | null {
    return this.type === DEFAULT_ACTOR_TYPE ? MEMBER_STATUS_FILTERS[this.status] : null;
  }

  /** The Folketing now: shown grouped by party, on one page. */
  get groupedByParty(): boolean {
    return this.memberStatus === 'current';
  }

  withQuery(query: string | null): ActorSearch {
    const text = query === null ? null : normaliseQuery(query);
    return ActorSearch.make(text, this.type, this.status, this.party, this.period, 1);
  }

  withType(type: ActorTypeFilter): ActorSearch {
    const valid = isTypeFilter(type) ? type : DEFAULT_ACTOR_TYPE;
    return ActorSearch.make(this.query, valid, this.status, this.party, this.period, 1);
  }

  withStatus(status: MemberStatusFilter): ActorSearch {
    const valid = parseStatus(status) ?? DEFAULT_MEMBER_STATUS;
    return ActorSearch.make(this.query, this.type, valid, this.party, this.period, 1);
  }

  withParty(party: string | null): ActorSearch {
    const code = party === null ? null : parsePartyCode(party);
    return ActorSearch.make(this.query, this.type, this.status, code, this.period, 1);
  }

  withPeriod(period: string | null): ActorSearch {
    const code = period === null ? null : parsePeriodCode(period);
    return ActorSearch.make(this.query, this.type, this.status, this.party, code, 1);
  }

  withPage(page: number): ActorSearch {
    const valid = Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
    return ActorSearch.make(this.query, this.type, this.status, this.party, this.period, valid);
  }

  withoutFilters(): ActorSearch {
    return ActorSearch.DEFAULT;
  }
}
