import { daysBetween } from '@/lib/data/oda-values';
import type { IndexedQuestion } from './question-index';

/** A question's state on the dataset's today, by the rule of docs/oda.md#questions-and-answers. */
export interface AnswerDays {
  /** It has an answer dated on or before today (an answer dated later is not yet given). */
  readonly answered: boolean;
  /** The day of that answer (`YYYY-MM-DD`); null while unanswered. */
  readonly answerDate: string | null;
  /** Calendar days from the question's day to its first answer's, or, while unanswered, to today. */
  readonly days: number;
}

/**
 * The one place the rule is applied to a question: days from its `dato` to its first answer's `dato` (calendar
 * days; the same day is 0; an answer dated before its question gives negative days), unanswered ones to `today`.
 * Null for a question with no date or dated after `today` (from the data's future): it counts nowhere.
 */
export function answerDays(
  question: Pick<IndexedQuestion, 'date' | 'firstAnswer'>,
  today: string,
): AnswerDays | null {
  if (question.date === null || question.date > today) return null;
  const answerDate =
    question.firstAnswer !== null && question.firstAnswer <= today ? question.firstAnswer : null;
  const days = daysBetween(question.date, answerDate ?? today);
  return days === null ? null : { answered: answerDate !== null, answerDate, days };
}
