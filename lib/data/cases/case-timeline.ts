import { groupBy } from '@/lib/data/group-by';
import { daysBetween, httpUrl, nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import type { DocumentFile, KonklusionCounts } from '@/lib/data/types';
import { parseKonklusion } from '@/lib/konklusion';
import { AFSTEMNINGSTYPE } from '@/lib/model/oda-ids';
import type { FileRow } from '@/lib/store/case-detail';
import type { AgendaItemRow, StepDocumentRow, StepRow, StepVoteRow } from '@/lib/store/case-timeline';
import type { CaseMeeting, CaseSpan, CaseStep, CaseStepVote, CaseTimeline } from './types';

/** What the store gives for one case's timeline (lib/store/case-timeline.ts), steps already in date order. */
export interface TimelineRows {
  readonly steps: readonly StepRow[];
  readonly documents: readonly StepDocumentRow[];
  readonly files: readonly FileRow[];
  readonly votes: readonly StepVoteRow[];
  readonly agendaItems: readonly AgendaItemRow[];
}

const FINAL_READING = '3. behandling';

/**
 * Shapes a case's steps into its timeline: documents, votes and meetings per step, the days since introduction on
 * every dated step, and the span from introduction to final reading. `today` (YYYY-MM-DD) keeps a scheduled
 * third reading from counting as held.
 */
export function buildTimeline(rows: TimelineRows, today: string): CaseTimeline {
  const filesByDocument = groupBy(rows.files, (f) => f.dokumentid);
  const documentsByStep = groupBy(rows.documents, (d) => d.sagstrinid);
  const votesByStep = groupBy(rows.votes, (v) => v.sagstrinid);
  const stepIds = new Set(rows.steps.map((s) => s.id));
  const meetingsByStep = new Map<number, CaseMeeting[]>();
  const otherMeetings: CaseMeeting[] = [];
  for (const item of rows.agendaItems) {
    const meeting = toCaseMeeting(item);
    if (item.sagstrinid !== null && stepIds.has(item.sagstrinid)) {
      const list = meetingsByStep.get(item.sagstrinid) ?? [];
      list.push(meeting);
      meetingsByStep.set(item.sagstrinid, list);
    } else otherMeetings.push(meeting);
  }

  const dated = rows.steps
    .map((s) => ({ row: s, date: toIsoLocalDateTime(s.dato) }))
    .filter((s): s is { row: StepRow; date: string } => s.date !== null);
  const introduction =
    dated.find((s) => (nonBlank(s.row.sagstrinstype) ?? '').toLowerCase().startsWith('fremsættelse')) ??
    dated[0];
  const span = introduction ? finalSpan(introduction, dated, votesByStep, today) : null;

  const steps = rows.steps.map((row): CaseStep => {
    const date = toIsoLocalDateTime(row.dato);
    return {
      id: row.id,
      title: nonBlank(row.titel),
      type: nonBlank(row.sagstrinstype),
      status: nonBlank(row.sagstrinsstatus),
      date,
      day: introduction && date ? daysBetween(introduction.date, date) : null,
      folketingstidendeUrl: httpUrl(row.folketingstidendeurl),
      documents: (documentsByStep.get(row.id) ?? []).map((d) => ({
        id: d.dokument_id,
        title: nonBlank(d.titel),
        type: nonBlank(d.dokumenttype),
        date: toIsoLocalDateTime(d.dato),
        files: toFiles(filesByDocument.get(d.dokument_id) ?? []),
      })),
      votes: (votesByStep.get(row.id) ?? []).map(toStepVote),
      meetings: meetingsByStep.get(row.id) ?? [],
    };
  });
  return { steps, introductionStepId: introduction?.row.id ?? null, span, otherMeetings };
}

function finalSpan(
  introduction: { row: StepRow; date: string },
  dated: readonly { row: StepRow; date: string }[],
  votesByStep: ReadonlyMap<number, readonly StepVoteRow[]>,
  today: string,
): CaseSpan | null {
  const isFinalReading = (s: { row: StepRow; date: string }) =>
    nonBlank(s.row.sagstrinstype) === FINAL_READING && s.date.slice(0, 10) <= today;
  const hasFinalVote = (s: { row: StepRow }) =>
    (votesByStep.get(s.row.id) ?? []).some((v) => v.afstemningstype_id === AFSTEMNINGSTYPE.endeligVedtagelse);
  const final = dated.findLast(isFinalReading) ?? dated.findLast(hasFinalVote);
  if (!final) return null;
  const days = daysBetween(introduction.date, final.date);
  // A final reading dated before the introduction is a data error: no span rather than a negative one.
  if (days === null || days < 0) return null;
  return {
    fromStepId: introduction.row.id,
    fromDate: introduction.date,
    toStepId: final.row.id,
    toDate: final.date,
    days,
  };
}

/** A vote with its outcome from `vedtaget` and from the konklusion text, and counts from both sources. */
export function toStepVote(row: StepVoteRow): CaseStepVote {
  const adopted = row.vedtaget === 1;
  const konklusion = parseKonklusion(row.konklusion);
  const statedOutcome = konklusion.outcome;
  const stemmeCounts =
    row.stemmer > 0 ? { for: row.for_, against: row.imod, abstain: row.hverken, absent: row.fravaer } : null;
  const stated: KonklusionCounts = {
    for: konklusion.for.count,
    against: konklusion.against.count,
    abstain: konklusion.abstain.count,
  };
  const konklusionCounts =
    stated.for === null && stated.against === null && stated.abstain === null ? null : stated;
  const countsDisagree =
    stemmeCounts !== null &&
    konklusionCounts !== null &&
    (['for', 'against', 'abstain'] as const).some((side) => {
      const text = konklusionCounts[side];
      return text !== null && text !== stemmeCounts[side];
    });
  return {
    id: row.afstemning_id,
    nummer: row.nummer,
    voteType: nonBlank(row.afstemningstype),
    voteTypeId: row.afstemningstype_id,
    adopted,
    statedOutcome,
    outcomesDisagree: statedOutcome !== null && (statedOutcome === 'vedtaget') !== adopted,
    stemmeCounts,
    konklusionCounts,
    countsDisagree,
    comment: nonBlank(row.kommentar),
    meetingId: row.mødeid,
  };
}

function toCaseMeeting(item: AgendaItemRow): CaseMeeting {
  return {
    meetingId: item.møde_id,
    title: nonBlank(item.møde_titel),
    date: toIsoLocalDateTime(item.møde_dato),
    type: nonBlank(item.mødetype),
    agendaItemId: item.dagsordenspunkt_id,
    agendaNumber: nonBlank(item.punkt_nummer),
    agendaTitle: nonBlank(item.punkt_titel),
  };
}

/** Files with a usable link, PDF renditions first (the store's order). */
export function toFiles(rows: readonly FileRow[]): DocumentFile[] {
  return rows.flatMap((f) => {
    const url = httpUrl(f.filurl);
    return url ? [{ id: f.fil_id, url, format: nonBlank(f.format), variant: nonBlank(f.variantkode) }] : [];
  });
}
