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

type Timed = Pick<IndexedQuestion, 'day' | 'answerDay' | 'firstAnswer'>;

/**
 * The one place the rule is applied to a question: days from its `dato` to its first answer's `dato` (calendar
 * days; the same day is 0; an answer dated before its question gives negative days), unanswered ones to today.
 * `today` is the dataset's today as a day number (lib/data/oda-values.ts `dayNumber`). Null for a question with no
 * date or dated after today (from the data's future): it counts nowhere.
 */
export function answerDays(question: Timed, today: number): AnswerDays | null {
  if (question.day === null || question.day > today) return null;
  const answered = isAnswered(question, today);
  return {
    answered,
    answerDate: answered ? question.firstAnswer : null,
    days: (answered ? (question.answerDay as number) : today) - question.day,
  };
}

/** Whether the question has an answer dated on or before `today` (a day number). */
export const isAnswered = (question: Pick<Timed, 'answerDay'>, today: number): boolean =>
  question.answerDay !== null && question.answerDay <= today;
