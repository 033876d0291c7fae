import { ANSWER_TIMES_PATH, withQuery } from '@/lib/routes';
import { bySlug, firstValid, parsePeriodCode, type SearchParamsInput, toSearchParams } from './search-params';

/** Query parameter names (Danish, as the site's URLs are). */
export const ANSWER_TIMES_PARAMS = { samling: 'samling', view: 'visning', sort: 'sortering' } as const;

/** Rows per minister (a person under a title) or per ministry (a minister title, whoever held it). */
export type AnswerTimesView = 'ministers' | 'ministries';

/** The columns the table sorts by: the name, or a figure (the largest first; for the shares, the smallest first). */
export type AnswerTimesSort = 'name' | 'received' | 'open' | 'median' | 'p90' | 'within7' | 'within28';

export const ANSWER_TIMES_VIEW_SLUGS: Readonly<Record<AnswerTimesView, string>> = {
  ministers: 'ministre',
  ministries: 'ministerier',
};
export const ANSWER_TIMES_SORT_SLUGS: Readonly<Record<AnswerTimesSort, string>> = {
  name: 'navn',
  received: 'modtaget',
  open: 'aabne',
  median: 'median',
  p90: 'p90',
  within7: 'uge',
  within28: 'fire-uger',
};

/**
 * The answer-time comparison's state — the samling (none: the newest with questions), ministers or ministries, and
 * the column sorted by — as an immutable value that round-trips through the URL:
 * `/spoergsmaal/svartider?samling=20241&visning=ministerier&sortering=median`. Invalid values read as the defaults;
 * defaults are left out.
 */
export class AnswerTimesChoice {
  private constructor(
    readonly samling: string | null,
    readonly view: AnswerTimesView,
    readonly sort: AnswerTimesSort,
  ) {
    Object.freeze(this);
  }

  static readonly DEFAULT = new AnswerTimesChoice(null, 'ministers', 'name');

  static fromUrl(input: SearchParamsInput): AnswerTimesChoice {
    const params = toSearchParams(input);
    const p = ANSWER_TIMES_PARAMS;
    return new AnswerTimesChoice(
      firstValid(params, p.samling, parsePeriodCode),
      firstValid(params, p.view, bySlug(ANSWER_TIMES_VIEW_SLUGS)) ?? 'ministers',
      firstValid(params, p.sort, bySlug(ANSWER_TIMES_SORT_SLUGS)) ?? 'name',
    );
  }

  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = ANSWER_TIMES_PARAMS;
    if (this.samling !== null) params.set(p.samling, this.samling);
    if (this.view !== 'ministers') params.set(p.view, ANSWER_TIMES_VIEW_SLUGS[this.view]);
    if (this.sort !== 'name') params.set(p.sort, ANSWER_TIMES_SORT_SLUGS[this.sort]);
    return params;
  }

  toUrl(): string {
    return withQuery(ANSWER_TIMES_PATH, this.toSearchParams());
  }

  withSamling(samling: string | null): AnswerTimesChoice {
    return new AnswerTimesChoice(samling === null ? null : parsePeriodCode(samling), this.view, this.sort);
  }

  withView(view: AnswerTimesView): AnswerTimesChoice {
    return new AnswerTimesChoice(this.samling, view, this.sort);
  }

  withSort(sort: AnswerTimesSort): AnswerTimesChoice {
    return new AnswerTimesChoice(this.samling, this.view, sort);
  }
}
