/**
 * The meetings domain's types: meetings, their agendas and attendance, and the meeting lists.
 */

import type { Paged, PeriodOption, TypeOption } from '@/lib/data/types';

/**
 * A meeting (ODA `Møde`) as a page header or a line in a list. Type, status and period are the Danish names from
 * `Mødetype`, `Mødestatus` and `Periode` (data, not interface text); null when unknown.
 */
export interface MeetingSummary {
  readonly id: number;
  /** `Møde.titel`, e.g. '45. møde' (plenary) or 'Møde i Skatteudvalget' (committee). */
  readonly title: string | null;
  /** The plenary meeting's number ('45'); null for committee meetings. */
  readonly number: string | null;
  readonly typeId: number | null;
  readonly type: string | null;
  readonly statusId: number | null;
  readonly status: string | null;
  /** The start, Danish local time without offset (`2026-11-24T13:00:00`); null when unknown. */
  readonly date: string | null;
  /** `Møde.starttidsbemærkning`, e.g. 'Kl. 13.00' or 'Efter afstemningerne'; null when blank. */
  readonly startNote: string | null;
  /** `Møde.lokale`, e.g. 'Folketingssalen'. */
  readonly venue: string | null;
  /** The official agenda on ft.dk (`Møde.dagsordenurl`), only when it is an http(s) URL. */
  readonly agendaUrl: string | null;
  readonly periodId: number;
  /** The session's code (`Periode.kode`, '20261'), as in the `samling` URL filter. */
  readonly periodCode: string | null;
  /** The session's title, e.g. '2026-27'. */
  readonly period: string | null;
}

/** A case on an agenda item: through `DagsordenspunktSag`, or through the item's `Sagstrin` (then `stepTitle`). */
export interface AgendaCase {
  readonly id: number;
  readonly number: string | null;
  /** The case's short title, else its full title. */
  readonly title: string | null;
  /** The title of the case step the item is about (`Sagstrin.titel`), when the item names one. */
  readonly stepTitle: string | null;
}

/** A document on an agenda item (`DagsordenspunktDokument` → `Dokument`, with its first `Fil`). */
export interface AgendaDocument {
  readonly id: number;
  readonly title: string | null;
  /** The file (PDF rendition first), only when it is an http(s) URL. */
  readonly fileUrl: string | null;
  /** `DagsordenspunktDokument.note`, e.g. 'Omtrykt'. */
  readonly note: string | null;
}

/** One agenda item (ODA `Dagsordenspunkt`) with its sub-items (`superid`), in agenda order. */
export interface AgendaItem {
  readonly id: number;
  /** `Dagsordenspunkt.nummer`, text ('1', '2', …). */
  readonly number: string | null;
  readonly title: string | null;
  /** `kørebemærkning`, e.g. 'Afstemning'. */
  readonly remark: string | null;
  readonly comment: string | null;
  /** `forhandlingskode`: '', 'L', 'FO', 'UDG', 'FO/L', 'FF' (null when blank). */
  readonly debateCode: string | null;
  readonly cases: readonly AgendaCase[];
  readonly documents: readonly AgendaDocument[];
  readonly subItems: readonly AgendaItem[];
}

/** One person (or other actor) recorded as present at a meeting (`MødeAktør` → `Aktør`). */
export interface Attendee {
  readonly id: number;
  readonly name: string;
}

/** The start of a meeting's agenda, for a list: its first top-level items with their cases. */
export interface AgendaPreview {
  readonly items: readonly Pick<AgendaItem, 'id' | 'number' | 'title' | 'cases'>[];
  /** Top-level items not shown. */
  readonly more: number;
}

/** A meeting as a line in a list: its summary and the start of its agenda. */
export interface MeetingListItem extends MeetingSummary {
  readonly agenda: AgendaPreview;
}

/** Attendees of one party group (Folketingsgruppe) on the meeting's date; `party` null: no group that day. */
export interface AttendanceGroup {
  /** The group's short code, e.g. 'S', 'V', 'UFG'; null when unknown. */
  readonly partyCode: string | null;
  /** The group's name, e.g. 'Socialdemokratiet'; null when unknown. */
  readonly partyName: string | null;
  readonly attendees: readonly Attendee[];
}

/** Who attended a meeting, grouped by party: largest group first, attendees without a group last. */
export interface MeetingAttendance {
  /** Everyone recorded as present (`MødeAktør`), each counted once. */
  readonly total: number;
  readonly groups: readonly AttendanceGroup[];
  /**
   * The members who could have voted: those with a ballot (`Stemme`, absence included) in the meeting's votes; 0
   * when the meeting has no votes or no recorded ballots (then there is no "of m" to give).
   */
  readonly ballotHolders: number;
  /** Of `ballotHolders`, those recorded as present: the n of "n of m". */
  readonly presentWithBallot: number;
}

/** One page of a meeting list (see lib/url-state/meeting-search.ts for the query). */
export interface MeetingListPage extends Paged<MeetingListItem> {
  /** The day the list splits upcoming from past (YYYY-MM-DD): the dataset's as_of, else today in Denmark. */
  readonly today: string;
}

/** The choices the meeting list's filters offer: meeting types by id, sessions by code, with Danish names. */
export interface MeetingFilterOptions {
  readonly types: readonly TypeOption[];
  readonly periods: readonly PeriodOption[];
}
