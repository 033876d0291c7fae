import { describe, expect, it } from 'vitest';
import { answerTiming } from './answer-timing';

describe('answerTiming', () => {
  it('counts calendar days to the first answer, the time of day ignored', () => {
    expect(answerTiming('2024-11-04T10:00:00', ['2024-11-04T15:00:00'], '2025-03-01')).toEqual({
      answerDay: '2024-11-04',
      days: 0,
    });
    expect(answerTiming('2024-12-02', ['2024-12-10', '2024-12-05T09:00:00'], '2025-03-01')).toEqual({
      answerDay: '2024-12-05',
      days: 3,
    });
  });

  it('counts an unanswered question to today, and an answer after today as none yet', () => {
    expect(answerTiming('2024-12-20', [], '2025-03-01')).toEqual({ answerDay: null, days: 71 });
    expect(answerTiming('2025-02-20', ['2025-03-05'], '2025-03-01')).toEqual({ answerDay: null, days: 9 });
  });

  it('keeps an answer dated before its question, with negative days', () => {
    expect(answerTiming('2025-02-27', ['2025-02-26'], '2025-03-01')).toEqual({
      answerDay: '2025-02-26',
      days: -1,
    });
  });

  it('is null for a question without a date, and skips answers without one', () => {
    expect(answerTiming('', ['2025-01-01'], '2025-03-01')).toBeNull();
    expect(answerTiming('2025-01-01', ['not a date'], '2025-03-01')).toEqual({ answerDay: null, days: 59 });
  });
});
