import { describe, expect, it } from 'vitest';
import type { AttendanceRow } from '@/lib/store/meeting-attendance';
import { groupAttendance } from './meeting-attendance';

const row = (id: number, party: string | null, name = `Navn ${id}`): AttendanceRow => ({
  aktoer_id: id,
  navn: name,
  fornavn: null,
  efternavn: null,
  gruppe_kode: party,
  gruppe_navn: party ? `Parti ${party}` : null,
});

describe('groupAttendance: n of m', () => {
  it('counts the attendees among the members with a ballot, each once', () => {
    const rows = [row(1, 'S'), row(2, 'S'), row(3, 'V'), row(3, 'V')];
    const attendance = groupAttendance(rows, [1, 2, 3, 4, 5, 5]);
    expect(attendance.total).toBe(3);
    expect(attendance.ballotHolders).toBe(5);
    expect(attendance.presentWithBallot).toBe(3);
  });

  it('does not count an attendee without a ballot towards n, but keeps them in the total', () => {
    const attendance = groupAttendance([row(1, 'S'), row(9, null, 'Minister uden mandat')], [1, 2]);
    expect(attendance).toMatchObject({ total: 2, ballotHolders: 2, presentWithBallot: 1 });
    expect(attendance.groups.map((g) => g.partyCode)).toEqual(['S', null]);
  });

  it('gives no m when the meeting has no ballots', () => {
    expect(groupAttendance([row(1, 'S'), row(2, 'V')])).toMatchObject({
      total: 2,
      ballotHolders: 0,
      presentWithBallot: 0,
    });
  });

  it('has m but n 0 when ballots exist and nobody is recorded as present', () => {
    expect(groupAttendance([], [1, 2, 3])).toMatchObject({
      total: 0,
      ballotHolders: 3,
      presentWithBallot: 0,
    });
  });
});
