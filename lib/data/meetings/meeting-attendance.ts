import { nonBlank } from '@/lib/data/oda-values';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import type { AttendanceRow } from '@/lib/store/meeting-attendance';
import type { AttendanceGroup, MeetingAttendance } from './types';

const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** The actor's name: `navn`, else first and last name, else a placeholder with the id. */
function nameOf(row: AttendanceRow): string {
  const full = [nonBlank(row.fornavn), nonBlank(row.efternavn)].filter(Boolean).join(' ');
  return nonBlank(row.navn) ?? (full || `Aktør ${row.aktoer_id}`);
}

/**
 * The group's name. Each independent has a group of their own ('Uden for folketingsgrupperne - <name>'); they are
 * shown together under the shared part of the name.
 */
function groupNameOf(row: AttendanceRow): string | null {
  const name = nonBlank(row.gruppe_navn);
  if (name && nonBlank(row.gruppe_kode) === INDEPENDENTS) return name.replace(/\s+-\s+.*$/, '');
  return name;
}

/**
 * Attendance grouped by party group on the meeting's date, counted against the members with a ballot in the
 * meeting's votes (`ballotHolders`, see MeetingAttendance): the largest group first (then by code), attendees by
 * name within a group, attendees with no group on that date last. An actor listed twice is counted once.
 */
export function groupAttendance(
  rows: readonly AttendanceRow[],
  ballotHolders: readonly number[] = [],
): MeetingAttendance {
  const groups = new Map<
    string,
    { partyCode: string | null; partyName: string | null; rows: AttendanceRow[] }
  >();
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.aktoer_id)) continue;
    seen.add(row.aktoer_id);
    const partyCode = nonBlank(row.gruppe_kode);
    const partyName = groupNameOf(row);
    const key = partyCode ?? partyName ?? '';
    const group = groups.get(key) ?? { partyCode, partyName, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const list: AttendanceGroup[] = [...groups.values()]
    .map((g) => ({
      partyCode: g.partyCode,
      partyName: g.partyName,
      attendees: g.rows
        .map((r) => ({ id: r.aktoer_id, name: nameOf(r) }))
        .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id),
    }))
    .sort((a, b) => {
      const aKnown = a.partyCode !== null || a.partyName !== null;
      const bKnown = b.partyCode !== null || b.partyName !== null;
      if (aKnown !== bKnown) return aKnown ? -1 : 1;
      return (
        b.attendees.length - a.attendees.length ||
        collator.compare(a.partyCode ?? a.partyName ?? '', b.partyCode ?? b.partyName ?? '')
      );
    });
  const holders = new Set(ballotHolders);
  let presentWithBallot = 0;
  for (const id of seen) if (holders.has(id)) presentWithBallot += 1;
  return { total: seen.size, groups: list, ballotHolders: holders.size, presentWithBallot };
}
