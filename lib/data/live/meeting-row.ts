import 'server-only';
import type { MeetingRow } from '@/lib/store/meeting';

/** A `Møde` as the service answers the request built from {@link MEETING_SELECT} and {@link MEETING_EXPAND}. */
export interface MeetingJson {
  readonly id: number;
  readonly titel: string | null;
  readonly nummer: string | null;
  readonly lokale: string | null;
  readonly dagsordenurl: string | null;
  readonly starttidsbemærkning: string | null;
  readonly dato: string | null;
  readonly statusid: number | null;
  readonly typeid: number | null;
  readonly periodeid: number;
  readonly Mødestatus?: { readonly status: string | null } | null;
  readonly Mødetype?: { readonly type: string | null } | null;
  readonly Periode?: { readonly kode: string | null; readonly titel: string | null } | null;
}

/** What a meeting header or list line needs: the columns of lib/store/meeting.ts MEETING_COLUMNS. */
export const MEETING_SELECT = [
  'id',
  'titel',
  'nummer',
  'lokale',
  'dagsordenurl',
  'starttidsbemærkning',
  'dato',
  'statusid',
  'typeid',
  'periodeid',
  'Mødestatus/status',
  'Mødetype/type',
  'Periode/kode',
  'Periode/titel',
] as const;

export const MEETING_EXPAND = ['Mødestatus', 'Mødetype', 'Periode'] as const;

/** The store's row shape (joined names null when the joined row is missing), so the store's shaping applies. */
export function toMeetingRow(json: MeetingJson): MeetingRow {
  return {
    id: json.id,
    titel: json.titel,
    nummer: json.nummer,
    lokale: json.lokale,
    dagsordenurl: json.dagsordenurl,
    starttidsbemaerkning: json.starttidsbemærkning,
    dato: json.dato,
    statusid: json.statusid,
    status: json.Mødestatus?.status ?? null,
    typeid: json.typeid,
    type: json.Mødetype?.type ?? null,
    periodeid: json.periodeid,
    periode_kode: json.Periode?.kode ?? null,
    periode_titel: json.Periode?.titel ?? null,
  };
}
