import 'server-only';
import { type AttendanceRow, MEMBER_ROLE_ID, PARTY_GROUP_TYPE_ID } from '@/lib/store/meeting-attendance';
import { toIsoLocalDateTime } from '../oda-values';
import { liveRowsInPages } from './meeting-pages';
import { and, datetime, int } from './query';

interface AttendeeJson {
  readonly id: number;
  readonly aktørid: number;
  readonly Aktør?: {
    readonly navn: string | null;
    readonly fornavn: string | null;
    readonly efternavn: string | null;
  } | null;
}

interface MembershipJson {
  readonly id: number;
  readonly fraaktørid: number;
  readonly startdato: string | null;
  readonly TilAktør?: { readonly gruppenavnkort: string | null; readonly navn: string | null } | null;
}

/**
 * Who attended a meeting, as the store's rows (lib/store/meeting-attendance.ts): the `MødeAktør` rows with names
 * (two pages asked at once: a plenary meeting has ~179) and, as soon as the meeting's date is known, every party
 * membership valid on that date — `AktørAktør` rolle 'medlem' to a Folketingsgruppe, about one per member of the
 * Folketing then (two pages at once) — of which each attendee's latest-starting one is theirs. Asking for the
 * date's memberships rather than the attendees' keeps the requests short and independent of the attendee list.
 * `meetingDate` is `Møde.dato` (null: no groups).
 */
export async function liveAttendanceRows(
  meetingId: number,
  meetingDate: Promise<string | null>,
): Promise<AttendanceRow[]> {
  const [attendees, groups] = await Promise.all([
    liveRowsInPages<AttendeeJson>(
      'MødeAktør',
      {
        filter: `mødeid eq ${int(meetingId)}`,
        expand: ['Aktør'],
        select: ['id', 'aktørid', 'Aktør/navn', 'Aktør/fornavn', 'Aktør/efternavn'],
        orderby: 'id',
      },
      2,
    ),
    meetingDate.then((date) => partyGroupsOn(toIsoLocalDateTime(date))),
  ]);
  return attendees.map((a) => {
    const group = groups.get(a.aktørid);
    return {
      aktoer_id: a.aktørid,
      navn: a.Aktør?.navn ?? null,
      fornavn: a.Aktør?.fornavn ?? null,
      efternavn: a.Aktør?.efternavn ?? null,
      gruppe_kode: group?.gruppenavnkort ?? null,
      gruppe_navn: group?.navn ?? null,
    };
  });
}

/** Each actor's party group on `date`: of their memberships valid then, the one that started last. */
async function partyGroupsOn(
  date: string | null,
): Promise<ReadonlyMap<number, { gruppenavnkort: string | null; navn: string | null }>> {
  if (date === null) return new Map();
  const on = datetime(date);
  const memberships = await liveRowsInPages<MembershipJson>(
    'AktørAktør',
    {
      filter: and(
        `rolleid eq ${int(MEMBER_ROLE_ID)}`,
        `startdato le ${on}`,
        `(slutdato eq null or slutdato gt ${on})`,
        `TilAktør/typeid eq ${int(PARTY_GROUP_TYPE_ID)}`,
      ),
      expand: ['TilAktør'],
      select: ['id', 'fraaktørid', 'startdato', 'TilAktør/gruppenavnkort', 'TilAktør/navn'],
      orderby: 'fraaktørid,startdato desc,id',
    },
    2,
  );
  const groups = new Map<number, { gruppenavnkort: string | null; navn: string | null }>();
  for (const m of memberships)
    if (!groups.has(m.fraaktørid) && m.TilAktør)
      groups.set(m.fraaktørid, { gruppenavnkort: m.TilAktør.gruppenavnkort, navn: m.TilAktør.navn });
  return groups;
}
