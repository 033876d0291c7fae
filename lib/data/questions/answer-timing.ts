import { dayNumber } from '@/lib/data/oda-values';
import { answerDays } from './answer-days';

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
 * A question's days to answer from its dates as ODA writes them, for a question read on its own (a question's
 * summary, lib/data/documents/question-summary-load.ts) rather than from the question index: the rule itself is
 * applied by answer-days.ts, the one place. Null when the question's date (or today) is no date, or the question is
 * dated after today.
 */
export function answerTiming(
  questionDate: string,
  answerDates: readonly string[],
  today: string,
): AnswerTiming | null {
  const todayDay = dayNumber(today);
  if (todayDay === null) return null;
  const first = answerDates
    .map((date) => ({ date: date.slice(0, 10), day: dayNumber(date) }))
    .filter((answer): answer is { date: string; day: number } => answer.day !== null)
    .sort((a, b) => a.day - b.day)[0];
  const timed = answerDays(
    { day: dayNumber(questionDate), answerDay: first?.day ?? null, firstAnswer: first?.date ?? null },
    todayDay,
  );
  return timed && { answerDay: timed.answerDate, days: timed.days };
}
