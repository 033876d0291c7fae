import { parseSearchText, withoutControlCharacters } from '@/lib/data/search/search-terms';
import type { VoteOutcome } from '@/lib/data/types';
import type { VoteFilters } from '@/lib/data/votes/types';
import { parseIdSegment, VOTE_LIST_PATH, withQuery } from '@/lib/routes';
import {
  firstValid,
  parsePeriodCode,
  parsePositiveInt,
  type SearchParamsInput,
  setsFilter,
  toSearchParams,
} from './search-params';

/** Query parameter names (Danish, as the site's URLs are). */
export const VOTE_SEARCH_PARAMS = {
  text: 'q',
  caseNumber: 'sag',
  period: 'samling',
  voteType: 'type',
  outcome: 'resultat',
  rebels: 'brud',
  page: 'side',
} as const;

/** The longest text filter kept (longer text is cut). */
export const MAX_VOTE_TEXT = 100;
/** The longest case number kept; ODA's run to 'Aktstk. 123' and 'KOM (2024) 0123'. */
export const MAX_CASE_NUMBER = 30;

const MAX_PAGE = 1_000_000;
const OUTCOMES: readonly VoteOutcome[] = ['vedtaget', 'forkastet'];

const parseOutcome = (raw: string): VoteOutcome | null =>
  OUTCOMES.find((o) => o === raw.toLowerCase()) ?? null;
/** The rebels filter's one value (a checkbox's): 'brud=ja'. */
export const VOTE_REBELS_ON = 'ja';
const parseRebels = (raw: string): true | null => (raw.toLowerCase() === VOTE_REBELS_ON ? true : null);

/** Text with control characters as spaces and runs of whitespace as one space, trimmed and cut; null when blank. */
function cleanText(raw: string, max: number): string | null {
  const text = withoutControlCharacters(raw).replace(/\s+/g, ' ').trim().slice(0, max).trim();
  return text === '' ? null : text;
}

/** The text filter: any words, cleaned; null when blank. */
export const parseVoteText = (raw: string): string | null => cleanText(raw, MAX_VOTE_TEXT);

/**
 * The case filter: a case number written as the search box reads one ('l123', 'Aktstk 5') in ODA's spelling
 * ('L 123', 'Aktstk. 5'); anything else as typed (cleaned), so an unknown number finds nothing rather than being
 * dropped. Null when blank.
 */
export function parseCaseNumberFilter(raw: string): string | null {
  const text = cleanText(raw, MAX_CASE_NUMBER);
  return text === null ? null : (parseSearchText(text).caseNumber ?? text);
}

/** The fields of a {@link VoteSearch}. */
interface VoteSearchFields {
  readonly text: string | null;
  readonly caseNumber: string | null;
  readonly period: string | null;
  readonly voteTypeId: number | null;
  readonly outcome: VoteOutcome | null;
  readonly rebels: boolean;
  readonly page: number;
}

/**
 * The vote list's state — text, case number, session, vote type, outcome, only votes where members broke with their
 * party, and page — as an immutable value that round-trips through the URL:
 * `/afstemninger?q=boligområder&sag=F+2&samling=20241&type=3&resultat=vedtaget&brud=ja&side=2`. Invalid or unknown
 * values read as "any" (or page 1), so every URL gives a valid state; defaults are left out of {@link toUrl}.
 * Changing a filter goes back to page 1.
 */
export class VoteSearch implements VoteSearchFields {
  /** Words that must all occur in the case's number or titles, the step's title or the vote's texts. */
  readonly text: string | null;
  /** A case number, 'L 123'. */
  readonly caseNumber: string | null;
  /** Session code (`Periode.kode`), e.g. '20241'. */
  readonly period: string | null;
  readonly voteTypeId: number | null;
  readonly outcome: VoteOutcome | null;
  /** Only votes where at least one member voted otherwise than their party's majority (lib/store/party-majority.ts). */
  readonly rebels: boolean;
  /** 1-based. */
  readonly page: number;

  private constructor(fields: VoteSearchFields) {
    this.text = fields.text;
    this.caseNumber = fields.caseNumber;
    this.period = fields.period;
    this.voteTypeId = fields.voteTypeId;
    this.outcome = fields.outcome;
    this.rebels = fields.rebels;
    this.page = fields.page;
    Object.freeze(this);
  }

  static readonly EMPTY = new VoteSearch({
    text: null,
    caseNumber: null,
    period: null,
    voteTypeId: null,
    outcome: null,
    rebels: false,
    page: 1,
  });

  static fromUrl(input: SearchParamsInput): VoteSearch {
    const params = toSearchParams(input);
    const p = VOTE_SEARCH_PARAMS;
    return new VoteSearch({
      text: firstValid(params, p.text, parseVoteText),
      caseNumber: firstValid(params, p.caseNumber, parseCaseNumberFilter),
      period: firstValid(params, p.period, parsePeriodCode),
      voteTypeId: firstValid(params, p.voteType, parseIdSegment),
      outcome: firstValid(params, p.outcome, parseOutcome),
      rebels: firstValid(params, p.rebels, parseRebels) ?? false,
      page: firstValid(params, p.page, (raw) => parsePositiveInt(raw, MAX_PAGE)) ?? 1,
    });
  }

  /** The query without defaults, in a fixed order. */
  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = VOTE_SEARCH_PARAMS;
    if (this.text !== null) params.set(p.text, this.text);
    if (this.caseNumber !== null) params.set(p.caseNumber, this.caseNumber);
    if (this.period !== null) params.set(p.period, this.period);
    if (this.voteTypeId !== null) params.set(p.voteType, String(this.voteTypeId));
    if (this.outcome !== null) params.set(p.outcome, this.outcome);
    if (this.rebels) params.set(p.rebels, VOTE_REBELS_ON);
    if (this.page > 1) params.set(p.page, String(this.page));
    return params;
  }

  /** The list's URL for this state: a path, with a query when anything differs from the defaults. */
  toUrl(): string {
    return withQuery(VOTE_LIST_PATH, this.toSearchParams());
  }

  get hasFilters(): boolean {
    return setsFilter(this.toSearchParams(), [VOTE_SEARCH_PARAMS.page]);
  }

  /** This state with `changes`, on page 1 unless a page is among them. */
  private with(changes: Partial<VoteSearchFields>): VoteSearch {
    return new VoteSearch({ ...this, page: 1, ...changes });
  }

  withText(text: string | null): VoteSearch {
    return this.with({ text: text === null ? null : parseVoteText(text) });
  }

  withCaseNumber(caseNumber: string | null): VoteSearch {
    return this.with({ caseNumber: caseNumber === null ? null : parseCaseNumberFilter(caseNumber) });
  }

  withPeriod(period: string | null): VoteSearch {
    return this.with({ period: period === null ? null : parsePeriodCode(period) });
  }

  withVoteType(voteTypeId: number | null): VoteSearch {
    return this.with({
      voteTypeId: voteTypeId === null ? null : parseIdSegment(String(voteTypeId)),
    });
  }

  withOutcome(outcome: VoteOutcome | null): VoteSearch {
    return this.with({ outcome });
  }

  /** Only votes where members broke with their party (true), or every vote. */
  withRebels(rebels: boolean): VoteSearch {
    return this.with({ rebels });
  }

  withPage(page: number): VoteSearch {
    return this.with({ page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1 });
  }

  /** The same filters without any: page 1 of every vote. */
  withoutFilters(): VoteSearch {
    return VoteSearch.EMPTY;
  }

  /** What lib/data's getVotes takes. */
  toFilters(): VoteFilters {
    return {
      period: this.period,
      voteTypeId: this.voteTypeId,
      outcome: this.outcome,
      text: this.text,
      caseNumber: this.caseNumber,
      rebels: this.rebels,
      page: this.page,
    };
  }
}
