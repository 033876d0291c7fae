import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatShortDate,
  formatTime,
  formatWeekdayDate,
  type LocalDateTime,
  parseLocalDateTime,
} from './local-date-time';

const at = (text: string): LocalDateTime => {
  const value = parseLocalDateTime(text);
  if (!value) throw new Error(`not a date: ${text}`);
  return value;
};

describe('local date-times', () => {
  it('reads ODA text as local time without shifting it', () => {
    expect(parseLocalDateTime('2026-11-24T13:00:00')).toMatchObject({ date: '2026-11-24', time: '13:00' });
    expect(parseLocalDateTime('2014-09-09 09:05:59.653')).toMatchObject({
      date: '2014-09-09',
      time: '09:05',
    });
    expect(parseLocalDateTime('2026-03-29T02:30:00')?.time).toBe('02:30'); // the hour skipped by summer time
  });

  it('treats bare dates and midnight as dates without a time', () => {
    expect(parseLocalDateTime('2026-11-24')?.time).toBeNull();
    expect(parseLocalDateTime('2026-11-24T00:00:00')?.time).toBeNull();
  });

  it('rejects text that is not a date', () => {
    for (const text of ['', 'i morgen', '2026-02-30', '2026-13-01', '2026-11-24T25:00:00', null, undefined])
      expect(parseLocalDateTime(text)).toBeNull();
  });

  it('formats in Danish and English', () => {
    const value = at('2026-11-24T13:00:00');
    expect(formatDate(value, 'da')).toBe('24. november 2026');
    expect(formatDate(value, 'en')).toBe('24 November 2026');
    expect(formatWeekdayDate(value, 'da')).toBe('tirsdag den 24. november 2026');
    expect(formatWeekdayDate(value, 'en')).toBe('Tuesday, 24 November 2026');
    expect(formatShortDate(value, 'da')).toMatch(/^tirs\. 24\. nov\. 2026$/);
    expect(formatTime(value, 'da')).toBe('kl. 13.00');
    expect(formatTime(value, 'en')).toBe('13:00');
    expect(formatTime(at('2026-11-24'), 'en')).toBeNull();
  });

  it('keeps late evening on its own day whatever the process time zone', () => {
    expect(formatDate(at('2026-12-31T23:30:00'), 'da')).toBe('31. december 2026');
    expect(formatTime(at('2026-12-31T23:30:00'), 'da')).toBe('kl. 23.30');
  });
});
