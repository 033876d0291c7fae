import { type AnswerTimeFigures, type OpenQuestion, SLOWEST_OPEN_COUNT } from './types';

/**
 * One question with its days (docs/oda.md#questions-and-answers): to its first answer when answered, else to the
 * dataset's today.
 */
export interface TimedQuestion {
  readonly id: number;
  readonly typeId: number;
  /** The question's day (`YYYY-MM-DD`). */
  readonly date: string;
  readonly answered: boolean;
  readonly days: number;
}

/** An open question as {@link answerTimeFigures} finds it, before its title and asker are read. */
export type OpenQuestionTiming = Omit<OpenQuestion, 'title' | 'asker'>;

/** The figures of a group of questions, its slowest open questions still without their titles and askers. */
export interface TimedFigures extends Omit<AnswerTimeFigures, 'slowestOpen'> {
  readonly slowestOpen: readonly OpenQuestionTiming[];
}

/**
 * The nearest-rank `p`-th percentile (0 < p ≤ 100) of ascending `sorted` values: the ⌈p/100·n⌉-th smallest, so a
 * value the data holds, never an interpolation — of [1, 3] the median is 1, of [1, 3, 8] it is 3.
 * @throws RangeError for no values or a `p` outside (0, 100].
 */
export function nearestRank(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('A percentile of no values');
  if (!(p > 0 && p <= 100)) throw new RangeError(`A percentile of ${p}`);
  // Rounded before the ceiling, so 0.9 · 10 (9.000000000000002 in floating point) is rank 9.
  const rank = Math.ceil(Number(((p / 100) * sorted.length).toFixed(9)));
  return sorted[rank - 1] as number;
}

/** The figures of a non-empty group of questions (see AnswerTimeFigures). */
export function answerTimeFigures(questions: readonly TimedQuestion[]): TimedFigures {
  const days = questions.map((q) => q.days).sort((a, b) => a - b);
  const answered = questions.filter((q) => q.answered);
  const share = (within: number) => answered.filter((q) => q.days <= within).length / questions.length;
  return {
    received: questions.length,
    answered: answered.length,
    open: questions.length - answered.length,
    medianDays: nearestRank(days, 50),
    p90Days: nearestRank(days, 90),
    answeredWithin7DaysShare: share(7),
    answeredWithin28DaysShare: share(28),
    answeredBeforeAsked: answered.filter((q) => q.days < 0).length,
    slowestOpen: questions
      .filter((q) => !q.answered)
      .sort((a, b) => b.days - a.days || a.id - b.id)
      .slice(0, SLOWEST_OPEN_COUNT)
      .map(({ id, typeId, date, days: daysOpen }) => ({ id, typeId, date, daysOpen })),
  };
}
