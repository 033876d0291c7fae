import { parseSearchText, withoutControlCharacters } from '@/lib/data/search-terms';
import type { VoteFilters, VoteOutcome } from '@/lib/data/types';
import { parseIdSegment, VOTE_LIST_PATH } from '@/lib/routes';
import { firstValid, parsePositiveInt, type SearchParamsInput, toSearchParams } from './search-params';

/** Query parameter names (Danish, as the site's URLs are). */
export const VOTE_SEARCH_PARAMS = {
  text: 'q',
  caseNumber: 'sag',
  period: 'samling',
  voteType: 'type',
  outcome: 'resultat',
  page: 'side',
} as const;

/** The longest text filter kept (longer text is cut). */
export const MAX_VOTE_TEXT = 100;
/** The longest case number kept; ODA's run to 'Aktstk. 123' and 'KOM (2024) 0123'. */
export const MAX_CASE_NUMBER = 30;

const MAX_PAGE = 1_000_000;
const OUTCOMES: readonly VoteOutcome[] = ['vedtaget', 'forkastet'];

const parsePeriod = (raw: string): string | null => (/^\d{5}$/.test(raw) ? raw : null);
const parseOutcome = (raw: string): VoteOutcome | null =>
  OUTCOMES.find((o) => o === raw.toLowerCase()) ?? null;

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

/**
 * The vote list's state — text, case number, session, vote type, outcome and page — as an immutable value that
 * round-trips through the URL: `/afstemninger?q=boligområder&sag=F+2&samling=20241&type=3&resultat=vedtaget&side=2`.
 * Invalid or unknown values read as "any" (or page 1), so every URL gives a valid state; defaults are left out of
 * {@link toUrl}. Changing a filter goes back to page 1.
 */
export class VoteSearch {
  private constructor(
    /** Words that must all occur in the case's number or titles, the step's title or the vote's texts. */
    readonly text: string | null,
    /** A case number, 'L 123'. */
    readonly caseNumber: string | null,
    /** Session code (`Periode.kode`), e.g. '20241'. */
    readonly period: string | null,
    readonly voteTypeId: number | null,
    readonly outcome: VoteOutcome | null,
    /** 1-based. */
    readonly page: number,
  ) {
    Object.freeze(this);
  }

  static readonly EMPTY = new VoteSearch(null, null, null, null, null, 1);

  static fromUrl(input: SearchParamsInput): VoteSearch {
    const params = toSearchParams(input);
    const p = VOTE_SEARCH_PARAMS;
    return new VoteSearch(
      firstValid(params, p.text, parseVoteText),
      firstValid(params, p.caseNumber, parseCaseNumberFilter),
      firstValid(params, p.period, parsePeriod),
      firstValid(params, p.voteType, parseIdSegment),
      firstValid(params, p.outcome, parseOutcome),
      firstValid(params, p.page, (raw) => parsePositiveInt(raw, MAX_PAGE)) ?? 1,
    );
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
    if (this.page > 1) params.set(p.page, String(this.page));
    return params;
  }

  /** The list's URL for this state: a path, with a query when anything differs from the defaults. */
  toUrl(): string {
    const query = this.toSearchParams().toString();
    return query ? `${VOTE_LIST_PATH}?${query}` : VOTE_LIST_PATH;
  }

  get hasFilters(): boolean {
    return (
      this.text !== null ||
      this.caseNumber !== null ||
      this.period !== null ||
      this.voteTypeId !== null ||
      this.outcome !== null
    );
  }

  withText(text: string | null): VoteSearch {
    const value = text === null ? null : parseVoteText(text);
    return new VoteSearch(value, this.caseNumber, this.period, this.voteTypeId, this.outcome, 1);
  }

  withCaseNumber(caseNumber: string | null): VoteSearch {
    const value = caseNumber === null ? null : parseCaseNumberFilter(caseNumber);
    return new VoteSearch(this.text, value, this.period, this.voteTypeId, this.outcome, 1);
  }

  withPeriod(period: string | null): VoteSearch {
    const value = period === null ? null : parsePeriod(period);
    return new VoteSearch(this.text, this.caseNumber, value, this.voteTypeId, this.outcome, 1);
  }

  withVoteType(voteTypeId: number | null): VoteSearch {
    const id = voteTypeId === null ? null : parseIdSegment(String(voteTypeId));
    return new VoteSearch(this.text, this.caseNumber, this.period, id, this.outcome, 1);
  }

  withOutcome(outcome: VoteOutcome | null): VoteSearch {
    return new VoteSearch(this.text, this.caseNumber, this.period, this.voteTypeId, outcome, 1);
  }

  withPage(page: number): VoteSearch {
    const valid = Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
    return new VoteSearch(this.text, this.caseNumber, this.period, this.voteTypeId, this.outcome, valid);
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
      page: this.page,
    };
  }
}
