import {
  firstValid,
  parsePositiveInt,
  type SearchParamsInput,
  toSearchParams,
} from '@/lib/url-state/search-params';

/** The actor list's address. */
export const ACTOR_LIST_PATH = '/aktoerer';

/** Query parameter names (Danish, as the site's URLs are). */
export const ACTOR_SEARCH_PARAMS = {
  query: 'q',
  type: 'type',
  party: 'parti',
  period: 'samling',
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
/** Party codes as ODA writes them: 'S', 'UFG', 'KrF', 'Grønl.', 'Fredspolitisk folkeparti'. */
const parseParty = (raw: string): string | null =>
  /^[\p{L}\p{N}][\p{L}\p{N}. -]{0,39}$/u.test(raw) ? raw : null;
/** Samling code (`Periode.kode`): '20241'. */
const parsePeriod = (raw: string): string | null => (/^\d{5}$/.test(raw) ? raw : null);

/**
 * The actor list's state — name search, type, party, samling and page — as an immutable value that round-trips
 * through the URL: `/aktoerer?q=søren&type=medlemmer&parti=S&samling=20241&side=2`. Invalid or unknown values
 * read as their defaults, so every URL gives a valid state; defaults are left out of {@link toUrl}. Changing a
 * filter goes back to page 1.
 */
export class ActorSearch {
  private constructor(
    readonly query: string | null,
    readonly type: ActorTypeFilter,
    /** Party code (`gruppenavnkort`). */
    readonly party: string | null,
    /** Samling code (`Periode.kode`). */
    readonly period: string | null,
    /** 1-based. */
    readonly page: number,
  ) {
    Object.freeze(this);
  }

  static readonly DEFAULT = new ActorSearch(null, DEFAULT_ACTOR_TYPE, null, null, 1);

  static fromUrl(input: SearchParamsInput): ActorSearch {
    const params = toSearchParams(input);
    const p = ACTOR_SEARCH_PARAMS;
    return new ActorSearch(
      firstValid(params, p.query, normaliseQuery),
      firstValid(params, p.type, parseType) ?? DEFAULT_ACTOR_TYPE,
      firstValid(params, p.party, parseParty),
      firstValid(params, p.period, parsePeriod),
      firstValid(params, p.page, (raw) => parsePositiveInt(raw, MAX_PAGE)) ?? 1,
    );
  }

  /** The query without defaults, in a fixed order. */
  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = ACTOR_SEARCH_PARAMS;
    if (this.query !== null) params.set(p.query, this.query);
    if (this.type !== DEFAULT_ACTOR_TYPE) params.set(p.type, this.type);
    if (this.party !== null) params.set(p.party, this.party);
    if (this.period !== null) params.set(p.period, this.period);
    if (this.page > 1) params.set(p.page, String(this.page));
    return params;
  }

  /** The list's URL for this state: a path, with a query when anything differs from the defaults. */
  toUrl(): string {
    const query = this.toSearchParams().toString();
    return query ? `${ACTOR_LIST_PATH}?${query}` : ACTOR_LIST_PATH;
  }

  /** Anything other than the default list (members, every name, party and samling). */
  get hasFilters(): boolean {
    return (
      this.query !== null || this.type !== DEFAULT_ACTOR_TYPE || this.party !== null || this.period !== null
    );
  }

  /** The Aktørtype id the type filter stands for; null for every type. */
  get typeId(): number | null {
    return ACTOR_TYPE_FILTERS[this.type];
  }

  withQuery(query: string | null): ActorSearch {
    return new ActorSearch(
      query === null ? null : normaliseQuery(query),
      this.type,
      this.party,
      this.period,
      1,
    );
  }

  withType(type: ActorTypeFilter): ActorSearch {
    return new ActorSearch(
      this.query,
      isTypeFilter(type) ? type : DEFAULT_ACTOR_TYPE,
      this.party,
      this.period,
      1,
    );
  }

  withParty(party: string | null): ActorSearch {
    return new ActorSearch(this.query, this.type, party === null ? null : parseParty(party), this.period, 1);
  }

  withPeriod(period: string | null): ActorSearch {
    return new ActorSearch(
      this.query,
      this.type,
      this.party,
      period === null ? null : parsePeriod(period),
      1,
    );
  }

  withPage(page: number): ActorSearch {
    const valid = Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
    return new ActorSearch(this.query, this.type, this.party, this.period, valid);
  }

  withoutFilters(): ActorSearch {
    return ActorSearch.DEFAULT;
  }
}
