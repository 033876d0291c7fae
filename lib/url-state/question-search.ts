import type { AnswerState, QuestionFilters, QuestionSort } from '@/lib/data/questions/types';
import { parseIdSegment, QUESTION_LIST_PATH, withQuery } from '@/lib/routes';
import {
  bySlug,
  firstValid,
  parsePartyCode,
  parsePeriodCode,
  parsePositiveInt,
  type SearchParamsInput,
  setsFilter,
  toSearchParams,
} from './search-params';
import { parseVoteText } from './vote-search';

/** Query parameter names (Danish, as the site's URLs are). */
export const QUESTION_SEARCH_PARAMS = {
  text: 'q',
  minister: 'minister',
  ministry: 'ministerium',
  asker: 'spoerger',
  party: 'parti',
  committee: 'udvalg',
  answer: 'besvaret',
  samling: 'samling',
  subject: 'emne',
  sort: 'sortering',
  page: 'side',
} as const;

type QuestionParam = (typeof QUESTION_SEARCH_PARAMS)[keyof typeof QUESTION_SEARCH_PARAMS];

/** Answered or not as the URL writes it (`besvaret=nej`). */
export const ANSWER_SLUGS: Readonly<Record<AnswerState, string>> = { answered: 'ja', unanswered: 'nej' };
/** Orders as the URL writes them; the default (newest first) is left out. */
export const QUESTION_SORT_SLUGS: Readonly<Record<QuestionSort, string>> = {
  newest: 'nyeste',
  slowest: 'langsomst',
  fastest: 'hurtigst',
};

const MAX_PAGE = 1_000_000;

/** How each parameter's value is read; a value none of these accept is invalid (see {@link invalidParams}). */
const PARSERS = {
  text: parseVoteText,
  minister: parseIdSegment,
  ministry: parseIdSegment,
  asker: parseIdSegment,
  party: parsePartyCode,
  committee: parsePartyCode,
  answer: bySlug(ANSWER_SLUGS),
  samling: parsePeriodCode,
  subject: parseIdSegment,
  sort: bySlug(QUESTION_SORT_SLUGS),
  page: (raw: string) => parsePositiveInt(raw, MAX_PAGE),
} as const satisfies Record<keyof typeof QUESTION_SEARCH_PARAMS, (raw: string) => unknown>;

/** The fields of a {@link QuestionSearch}: the list's filters. */
type QuestionSearchFields = QuestionFilters;

/**
 * The question list's state — text, minister (person), ministry (minister title), asker, the asker's party,
 * committee, answered or not, samling, subject, order and page — as an immutable value that round-trips through
 * the URL: `/spoergsmaal?minister=12&udvalg=FIU&besvaret=nej&samling=20241&sortering=langsomst&side=2`. An empty value (a form's
 * untouched field) is "any"; a value that is no valid value of its parameter (`minister=abc`, `besvaret=måske`) is
 * read as "any" here and named by {@link invalidParams}, which the page answers with status 400 and a sentence
 * (proxy.ts). Defaults are left out of {@link toUrl}; changing a filter or the order goes back to page 1.
 */
export class QuestionSearch implements QuestionSearchFields {
  readonly text: string | null;
  readonly ministerId: number | null;
  readonly ministryId: number | null;
  readonly askerId: number | null;
  readonly party: string | null;
  readonly committee: string | null;
  readonly answer: AnswerState | null;
  readonly samling: string | null;
  readonly subjectId: number | null;
  readonly sort: QuestionSort;
  readonly page: number;

  private constructor(fields: QuestionSearchFields) {
    this.text = fields.text;
    this.ministerId = fields.ministerId;
    this.ministryId = fields.ministryId;
    this.askerId = fields.askerId;
    this.party = fields.party;
    this.committee = fields.committee;
    this.answer = fields.answer;
    this.samling = fields.samling;
    this.subjectId = fields.subjectId;
    this.sort = fields.sort;
    this.page = fields.page;
    Object.freeze(this);
  }

  static readonly EMPTY = new QuestionSearch({
    text: null,
    ministerId: null,
    ministryId: null,
    askerId: null,
    party: null,
    committee: null,
    answer: null,
    samling: null,
    subjectId: null,
    sort: 'newest',
    page: 1,
  });

  static fromUrl(input: SearchParamsInput): QuestionSearch {
    const params = toSearchParams(input);
    const p = QUESTION_SEARCH_PARAMS;
    return new QuestionSearch({
      text: firstValid(params, p.text, PARSERS.text),
      ministerId: firstValid(params, p.minister, PARSERS.minister),
      ministryId: firstValid(params, p.ministry, PARSERS.ministry),
      askerId: firstValid(params, p.asker, PARSERS.asker),
      party: firstValid(params, p.party, PARSERS.party),
      committee: firstValid(params, p.committee, PARSERS.committee),
      answer: firstValid(params, p.answer, PARSERS.answer),
      samling: firstValid(params, p.samling, PARSERS.samling),
      subjectId: firstValid(params, p.subject, PARSERS.subject),
      sort: firstValid(params, p.sort, PARSERS.sort) ?? 'newest',
      page: firstValid(params, p.page, PARSERS.page) ?? 1,
    });
  }

  /**
   * The parameters of the query whose values are not valid ones (an empty value is "any", so valid), in the order
   * of {@link QUESTION_SEARCH_PARAMS}, each with the first invalid value as given (cut at 40 characters). Unknown
   * parameters are left alone.
   */
  static invalidParams(
    input: SearchParamsInput,
  ): { readonly param: QuestionParam; readonly value: string }[] {
    const params = toSearchParams(input);
    const invalid: { param: QuestionParam; value: string }[] = [];
    for (const key of Object.keys(QUESTION_SEARCH_PARAMS) as (keyof typeof QUESTION_SEARCH_PARAMS)[]) {
      const param = QUESTION_SEARCH_PARAMS[key];
      const bad = params.getAll(param).find((raw) => raw.trim() !== '' && PARSERS[key](raw.trim()) === null);
      if (bad !== undefined) invalid.push({ param, value: bad.slice(0, 40) });
    }
    return invalid;
  }

  /** The query without defaults, in a fixed order. */
  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = QUESTION_SEARCH_PARAMS;
    const set = (name: string, value: string | number | null) => {
      if (value !== null) params.set(name, String(value));
    };
    set(p.text, this.text);
    set(p.minister, this.ministerId);
    set(p.ministry, this.ministryId);
    set(p.asker, this.askerId);
    set(p.party, this.party);
    set(p.committee, this.committee);
    set(p.answer, this.answer === null ? null : ANSWER_SLUGS[this.answer]);
    set(p.samling, this.samling);
    set(p.subject, this.subjectId);
    if (this.sort !== 'newest') params.set(p.sort, QUESTION_SORT_SLUGS[this.sort]);
    if (this.page > 1) params.set(p.page, String(this.page));
    return params;
  }

  /** The list's URL for this state: a path, with a query when anything differs from the defaults. */
  toUrl(): string {
    return withQuery(QUESTION_LIST_PATH, this.toSearchParams());
  }

  /** Whether any filter is set (the order and the page are no filters). */
  get hasFilters(): boolean {
    return setsFilter(this.toSearchParams(), [QUESTION_SEARCH_PARAMS.sort, QUESTION_SEARCH_PARAMS.page]);
  }

  /** This state with `changes`, on page 1 unless a page is among them. */
  private with(changes: Partial<QuestionSearchFields>): QuestionSearch {
    return new QuestionSearch({ ...this, page: 1, ...changes });
  }

  withMinister(ministerId: number | null): QuestionSearch {
    return this.with({ ministerId });
  }

  withMinistry(ministryId: number | null): QuestionSearch {
    return this.with({ ministryId });
  }

  withAsker(askerId: number | null): QuestionSearch {
    return this.with({ askerId });
  }

  withParty(party: string | null): QuestionSearch {
    return this.with({ party });
  }

  withAnswer(answer: AnswerState | null): QuestionSearch {
    return this.with({ answer });
  }

  withSamling(samling: string | null): QuestionSearch {
    return this.with({ samling: samling === null ? null : parsePeriodCode(samling) });
  }

  withSort(sort: QuestionSort): QuestionSearch {
    return this.with({ sort });
  }

  withPage(page: number): QuestionSearch {
    return this.with({ page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1 });
  }

  /** The same order without any filter: page 1 of every question. */
  withoutFilters(): QuestionSearch {
    return QuestionSearch.EMPTY.withSort(this.sort);
  }

  /** What lib/data's getQuestionList takes. */
  toFilters(): QuestionFilters {
    return { ...this };
  }
}
