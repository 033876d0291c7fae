import { MEETING_LIST_PATH, meetingListCalendarPath, parseIdSegment, withQuery } from '@/lib/routes';
import {
  bySlug,
  firstValid,
  parsePeriodCode,
  parsePositiveInt,
  type SearchParamsInput,
  setsFilter,
  toSearchParams,
} from './search-params';

/** Query parameter names (Danish, as the site's URLs are; `samling` and `side` as on /afstemninger). */
export const MEETING_SEARCH_PARAMS = { tense: 'tid', type: 'type', period: 'samling', page: 'side' } as const;

/**
 * Upcoming: from the dataset's "today" on and not marked held, nearest first. Past: the rest, newest first (the
 * rule is the store's: lib/store/meetings.ts).
 */
export type MeetingTense = 'upcoming' | 'past';

/** Tenses as they appear in the URL. */
const TENSE_SLUGS: Readonly<Record<MeetingTense, string>> = { upcoming: 'kommende', past: 'tidligere' };

const MAX_PAGE = 1_000_000;

const parseTense = bySlug(TENSE_SLUGS);
const parseTypeId = parseIdSegment;
const parsePage = (raw: string): number | null => parsePositiveInt(raw, MAX_PAGE);

/**
 * The meeting list's state — upcoming or past, meeting type, session and page — as an immutable value that
 * round-trips through the URL: `/moeder?tid=tidligere&type=2&samling=20261&side=3`. Invalid or unknown values read
 * as the default (upcoming, any type, any session, page 1), so every URL gives a valid state; defaults are left
 * out of {@link toUrl}. Changing a filter goes back to page 1. Pure: usable on the server and in the browser.
 */
export class MeetingSearch {
  private constructor(
    readonly tense: MeetingTense,
    /** `Mødetype` id. */
    readonly typeId: number | null,
    /** Session code (`Periode.kode`), e.g. '20261'. */
    readonly period: string | null,
    /** 1-based. */
    readonly page: number,
  ) {
    Object.freeze(this);
  }

  static readonly DEFAULT = new MeetingSearch('upcoming', null, null, 1);

  static fromUrl(input: SearchParamsInput): MeetingSearch {
    const params = toSearchParams(input);
    const p = MEETING_SEARCH_PARAMS;
    return new MeetingSearch(
      firstValid(params, p.tense, parseTense) ?? 'upcoming',
      firstValid(params, p.type, parseTypeId),
      firstValid(params, p.period, parsePeriodCode),
      firstValid(params, p.page, parsePage) ?? 1,
    );
  }

  /** The query without defaults, in a fixed order. */
  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = MEETING_SEARCH_PARAMS;
    if (this.tense !== 'upcoming') params.set(p.tense, TENSE_SLUGS[this.tense]);
    if (this.typeId !== null) params.set(p.type, String(this.typeId));
    if (this.period !== null) params.set(p.period, this.period);
    if (this.page > 1) params.set(p.page, String(this.page));
    return params;
  }

  /** The list's URL for this state: a path, with a query when anything differs from the defaults. */
  toUrl(): string {
    return withQuery(MEETING_LIST_PATH, this.toSearchParams());
  }

  /** The upcoming meetings' calendar file with this state's type and session filters (tense and page do not apply). */
  toCalendarUrl(): string {
    const params = new URLSearchParams();
    if (this.typeId !== null) params.set(MEETING_SEARCH_PARAMS.type, String(this.typeId));
    if (this.period !== null) params.set(MEETING_SEARCH_PARAMS.period, this.period);
    return meetingListCalendarPath(params.toString());
  }

  /** The value of the tense in the URL ('kommende', 'tidligere'), e.g. for a hidden form field. */
  get tenseSlug(): string {
    return TENSE_SLUGS[this.tense];
  }

  get hasFilters(): boolean {
    return setsFilter(this.toSearchParams(), [MEETING_SEARCH_PARAMS.tense, MEETING_SEARCH_PARAMS.page]);
  }

  /** The other tense keeps the filters and starts at page 1. */
  withTense(tense: MeetingTense): MeetingSearch {
    return new MeetingSearch(tense, this.typeId, this.period, 1);
  }

  withType(typeId: number | null): MeetingSearch {
    const id = typeId === null ? null : parseTypeId(String(typeId));
    return new MeetingSearch(this.tense, id, this.period, 1);
  }

  withPeriod(period: string | null): MeetingSearch {
    return new MeetingSearch(this.tense, this.typeId, period === null ? null : parsePeriodCode(period), 1);
  }

  withPage(page: number): MeetingSearch {
    const valid = Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
    return new MeetingSearch(this.tense, this.typeId, this.period, valid);
  }

  /** The same tense without filters, page 1. */
  withoutFilters(): MeetingSearch {
    return new MeetingSearch(this.tense, null, null, 1);
  }
}
