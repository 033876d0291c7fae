import 'server-only';
import type { AgendaItemRow, StepDocumentRow, StepRow, StepVoteRow } from '@/lib/store/case-timeline';
import { buildTimeline } from '../case-timeline';
import { danishToday } from '../case-values';
import type { CaseTimeline } from '../types';
import { livePagedRows } from './actor-paging';
import { completeFiles } from './case';
import { isNull, orderBy } from './case-order';
import type { OdaDokument, OdaNamed } from './case-rows';
import { int } from './query';

/**
 * A case's timeline from the live service: five collections read in parallel — the steps, the steps' documents
 * (with files and type), the votes on the steps, the ballots of those votes (two fields each, paged) and the agenda
 * items that concern the case (with meeting and meeting type) — so a cold timeline takes two rounds of requests:
 * every first page, then the remaining pages (in practice the ballots: ~179 per vote). Each set is filtered through
 * a navigation path (`Sagstrin/sagid eq 5`) and paged, so no collection is cut at the service's 100-row cap on
 * expanded collections. Pages are read through the memoised reader (./actor-paging.ts), so a warm read parses
 * nothing again. The rows are shaped as the store's SQL shapes them and built by the same function.
 *
 * "Today" is today in Denmark: a third reading dated later is scheduled, not held.
 */
export async function liveCaseTimeline(id: number): Promise<CaseTimeline> {
  const sagid = int(id);
  const [steps, documents, votes, ballots, agenda] = await Promise.all([
    livePagedRows<OdaSagstrin>('Sagstrin', {
      filter: `sagid eq ${sagid}`,
      expand: ['Sagstrinstype', 'Sagstrinsstatus'],
    }),
    livePagedRows<OdaSagstrinDokument>('SagstrinDokument', {
      filter: `Sagstrin/sagid eq ${sagid}`,
      expand: ['Dokument/Fil', 'Dokument/Dokumenttype'],
    }),
    livePagedRows<OdaAfstemning>('Afstemning', {
      filter: `Sagstrin/sagid eq ${sagid}`,
      expand: ['Afstemningstype'],
    }),
    livePagedRows<OdaStemme>(
      'Stemme',
      { filter: `Afstemning/Sagstrin/sagid eq ${sagid}`, select: ['afstemningid', 'typeid'] },
      1_000_000,
    ),
    livePagedRows<OdaDagsordenspunkt>('Dagsordenspunkt', {
      filter: `Sagstrin/sagid eq ${sagid} or DagsordenspunktSag/any(d: d/sagid eq ${sagid})`,
      expand: ['Møde/Mødetype'],
    }),
  ]);
  const stepDocuments = documents.filter(
    (r): r is OdaSagstrinDokument & { Dokument: OdaDokument } =>
      r.Dokument !== null && r.Dokument !== undefined,
  );
  const files = await completeFiles(stepDocuments.map((r) => r.Dokument));
  return buildTimeline(
    {
      steps: toStepRows(steps),
      documents: toStepDocumentRows(stepDocuments),
      files,
      votes: toStepVoteRows(votes, ballots),
      agendaItems: toAgendaItemRows(agenda),
    },
    danishToday(),
  );
}

interface OdaSagstrin {
  readonly id: number;
  readonly titel: string | null;
  readonly dato: string | null;
  readonly typeid: number;
  readonly folketingstidendeurl: string | null;
  readonly Sagstrinstype?: OdaNamed<'type'>;
  readonly Sagstrinsstatus?: OdaNamed<'status'>;
}

/** Steps in date order, undated last, then by id. */
function toStepRows(rows: readonly OdaSagstrin[]): StepRow[] {
  return rows
    .map(
      (r): StepRow => ({
        id: r.id,
        titel: r.titel,
        dato: r.dato,
        typeid: r.typeid,
        sagstrinstype: r.Sagstrinstype?.type ?? null,
        sagstrinsstatus: r.Sagstrinsstatus?.status ?? null,
        folketingstidendeurl: r.folketingstidendeurl,
      }),
    )
    .sort(orderBy<StepRow>({ key: (r) => isNull(r.dato) }, { key: (r) => r.dato }, { key: (r) => r.id }));
}

interface OdaSagstrinDokument {
  readonly sagstrinid: number;
  readonly Dokument?: OdaDokument | null;
}

/** By step, then document date (undated first, as SQLite sorts NULL), then document id. */
function toStepDocumentRows(
  rows: readonly (OdaSagstrinDokument & { Dokument: OdaDokument })[],
): StepDocumentRow[] {
  return rows
    .map(
      (r): StepDocumentRow => ({
        sagstrinid: r.sagstrinid,
        dokument_id: r.Dokument.id,
        titel: r.Dokument.titel,
        dato: r.Dokument.dato,
        dokumenttype: r.Dokument.Dokumenttype?.type ?? null,
      }),
    )
    .sort(
      orderBy<StepDocumentRow>(
        { key: (r) => r.sagstrinid },
        { key: (r) => r.dato },
        { key: (r) => r.dokument_id },
      ),
    );
}

interface OdaAfstemning {
  readonly id: number;
  readonly nummer: number;
  readonly vedtaget: boolean;
  readonly konklusion: string | null;
  readonly kommentar: string | null;
  readonly mødeid: number;
  readonly sagstrinid: number | null;
  readonly Afstemningstype?: OdaNamed<'type'>;
}

interface OdaStemme {
  readonly afstemningid: number;
  readonly typeid: number;
}

/** Votes by step, number and id, with their ballots counted by Stemmetype (1 For, 2 Imod, 3 Fravær, 4 Hverken). */
function toStepVoteRows(votes: readonly OdaAfstemning[], ballots: readonly OdaStemme[]): StepVoteRow[] {
  const tally = new Map<number, [number, number, number, number, number]>();
  for (const b of ballots) {
    let t = tally.get(b.afstemningid);
    if (!t) {
      t = [0, 0, 0, 0, 0];
      tally.set(b.afstemningid, t);
    }
    t[0]++;
    if (b.typeid >= 1 && b.typeid <= 4) t[b.typeid as 1 | 2 | 3 | 4]++;
  }
  return votes
    .flatMap((v): StepVoteRow[] => {
      if (v.sagstrinid === null) return [];
      const [stemmer, for_, imod, fravær, hverken] = tally.get(v.id) ?? [0, 0, 0, 0, 0];
      return [
        {
          sagstrinid: v.sagstrinid,
          afstemning_id: v.id,
          nummer: v.nummer,
          vedtaget: v.vedtaget ? 1 : 0,
          konklusion: v.konklusion,
          kommentar: v.kommentar,
          mødeid: v.mødeid,
          afstemningstype: v.Afstemningstype?.type ?? null,
          stemmer,
          for_,
          imod,
          fravær,
          hverken,
        },
      ];
    })
    .sort(
      orderBy<StepVoteRow>(
        { key: (r) => r.sagstrinid },
        { key: (r) => r.nummer },
        { key: (r) => r.afstemning_id },
      ),
    );
}

interface OdaDagsordenspunkt {
  readonly id: number;
  readonly sagstrinid: number | null;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly Møde?: {
    readonly id: number;
    readonly titel: string | null;
    readonly dato: string | null;
    readonly Mødetype?: OdaNamed<'type'>;
  } | null;
}

/** Agenda items with a meeting, by meeting date (undated last), meeting id and item id. */
function toAgendaItemRows(rows: readonly OdaDagsordenspunkt[]): AgendaItemRow[] {
  return rows
    .flatMap((r): AgendaItemRow[] => {
      const m = r.Møde;
      if (!m) return [];
      return [
        {
          dagsordenspunkt_id: r.id,
          sagstrinid: r.sagstrinid,
          punkt_nummer: r.nummer,
          punkt_titel: r.titel,
          møde_id: m.id,
          møde_titel: m.titel,
          møde_dato: m.dato,
          mødetype: m.Mødetype?.type ?? null,
        },
      ];
    })
    .sort(
      orderBy<AgendaItemRow>(
        { key: (r) => isNull(r.møde_dato) },
        { key: (r) => r.møde_dato },
        { key: (r) => r.møde_id },
        { key: (r) => r.dagsordenspunkt_id },
      ),
    );
}
