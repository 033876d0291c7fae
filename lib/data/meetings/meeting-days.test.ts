import { describe, expect, it } from 'vitest';
import { groupMeetingsByDay } from './meeting-days';

const m = (id: number, date: string | null) => ({ id, date });

describe('groupMeetingsByDay', () => {
  it('puts meetings of the same day together, in list order, days in the order they appear', () => {
    const days = groupMeetingsByDay([
      m(1, '2026-11-24T09:00:00'),
      m(2, '2026-11-24T13:00:00'),
      m(3, '2026-11-25T10:00:00'),
      m(4, '2026-11-26T08:30:00'),
      m(5, '2026-11-26T12:15:00'),
    ]);
    expect(days.map((d) => [d.date, d.meetings.map((x) => x.id)])).toEqual([
      ['2026-11-24', [1, 2]],
      ['2026-11-25', [3]],
      ['2026-11-26', [4, 5]],
    ]);
  });

  it('keeps a newest-first order (past meetings)', () => {
    const days = groupMeetingsByDay([
      m(9, '2026-11-20T13:00:00'),
      m(8, '2026-11-20T10:00:00'),
      m(7, '2026-11-19T10:00:00'),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-19']);
    expect(days[0]?.meetings.map((x) => x.id)).toEqual([9, 8]);
  });

  it('groups meetings without a readable date under null', () => {
    const days = groupMeetingsByDay([m(1, null), m(2, 'ukendt'), m(3, '2026-01-02')]);
    expect(days).toEqual([
      { date: null, meetings: [m(1, null), m(2, 'ukendt')] },
      { date: '2026-01-02', meetings: [m(3, '2026-01-02')] },
    ]);
  });

  it('gives no days for no meetings', () => {
    expect(groupMeetingsByDay([])).toEqual([]);
  });
});
