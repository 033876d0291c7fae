import { daysBetween } from '@/lib/data/oda-values';

/** When a question was answered, by the rule of docs/oda.md#questions-and-answers, and its days. */
export interface AnswerTiming {
  /** The day (`YYYY-MM-DD`) of its first answer up to the dataset's today; null while it is unanswered. */
  readonly answerDay: string | null;
  /**
   * Calendar days from the question's day to its first answer's day (the time of day ignored: the same day is 0;
   * an answer dated before its question gives negative days), or, while unanswered, to the dataset's today.
   */
  readonly days: number;
}

/**
 * The one rule for a question's days to answer (docs/oda.md#questions-and-answers): from the question's `dato` to
 * the earliest of its answers' `dato` on or before `today` — an answer dated later is not yet given — or, without
 * one, to `today`. Null when the question's date (or today) is no date. Read by a minister's answer times
 * (answer-times-load.ts) and by a question's summary (lib/data/documents/question-summary-load.ts).
 */
export function answerTiming(
  questionDate: string,
  answerDates: readonly string[],
  today: string,
): AnswerTiming | null {
  const todayDay = today.slice(0, 10);
  const answerDay =
    answerDates
      .map((date) => date.slice(0, 10))
      .filter((day) => daysBetween(day, todayDay) !== null && day <= todayDay)
      .sort()[0] ?? null;
  const days = daysBetween(questionDate.slice(0, 10), answerDay ?? todayDay);
  return days === null ? null : { answerDay, days };
}
