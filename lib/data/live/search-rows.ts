import 'server-only';
import type { CaseHitRow } from '@/lib/store/search-cases';
import type { DocumentCaseRow } from '@/lib/store/search-documents';
import { toDocumentHit } from '../search-hits';
import type { DocumentHit } from '../types';
import { completeFiles } from './case';
import { orderBy } from './case-order';
import { EXPANDED_CAP, type OdaDokument } from './case-rows';
import type { OdaCaseRef } from './oda-json';
import { anyOfChunks, int, odata } from './query';
import { liveAllRows, liveRows } from './reader';

/**
 * The live search's hit rows: what the service answers for a page of cases or documents, reshaped into the rows
 * the store's hit queries give (lib/store/search-cases.ts, search-documents.ts). Expanded collections past the
 * service's cap of 100 (a case's steps, a document's files or cases) are read on their own.
 */

export interface OdaSagHit {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly resume: string | null;
  readonly Sagstype?: { readonly type: string | null } | null;
  readonly Sagsstatus?: { readonly status: string | null } | null;
  readonly Periode?: { readonly titel: string | null } | null;
  readonly Sagstrin?: readonly { readonly dato: string | null }[];
}

export const CASE_SELECT = [
  'id',
  'nummer',
  'titel',
  'titelkort',
  'resume',
  'Sagstype/type',
  'Sagsstatus/status',
  'Periode/titel',
  'Sagstrin/dato',
];
export const CASE_EXPAND = ['Sagstype', 'Sagsstatus', 'Periode', 'Sagstrin'];

export interface OdaDokumentHit extends OdaDokument {
  readonly SagDokument?: readonly {
    readonly dokumentid: number;
    readonly Sag?: OdaCaseRef | null;
  }[];
}

export const DOCUMENT_EXPAND = ['Dokumenttype', 'Fil', 'SagDokument/Sag'];

/** Case hit rows: the first and last step dates from the expanded steps, or read on their own past 100 steps. */
export async function toCaseHitRows(rows: readonly OdaSagHit[]): Promise<CaseHitRow[]> {
  return Promise.all(
    rows.map(async (r): Promise<CaseHitRow> => {
      const dates = (r.Sagstrin ?? []).flatMap((s) => (s.dato ? [s.dato] : [])).sort();
      let first = dates[0] ?? null;
      let last = dates.at(-1) ?? null;
      if ((r.Sagstrin?.length ?? 0) >= EXPANDED_CAP) [first, last] = await stepDateRange(r.id);
      return {
        id: r.id,
        nummer: r.nummer,
        titel: r.titel,
        titelkort: r.titelkort,
        resume: r.resume,
        sagstype: r.Sagstype?.type ?? null,
        sagsstatus: r.Sagsstatus?.status ?? null,
        periode_titel: r.Periode?.titel ?? null,
        first_dato: first,
        last_dato: last,
      };
    }),
  );
}

async function stepDateRange(sagid: number): Promise<[string | null, string | null]> {
  const edge = (direction: 'asc' | 'desc') =>
    liveRows<{ dato: string | null }>(
      odata('Sagstrin', {
        filter: `sagid eq ${int(sagid)} and dato ne null`,
        select: ['dato'],
        orderby: `dato ${direction}`,
        top: 1,
      }),
    );
  const [min, max] = await Promise.all([edge('asc'), edge('desc')]);
  return [min.rows[0]?.dato ?? null, max.rows[0]?.dato ?? null];
}

/** Document hits with their files and cases (each read on its own where the expansion may have been cut). */
export async function toDocumentHits(rows: readonly OdaDokumentHit[]): Promise<DocumentHit[]> {
  if (rows.length === 0) return [];
  const [files, cases] = await Promise.all([completeFiles(rows), documentCases(rows)]);
  return rows.map((d) =>
    toDocumentHit(
      { id: d.id, titel: d.titel, dato: d.dato, dokumenttype: d.Dokumenttype?.type ?? null },
      files,
      cases,
    ),
  );
}

async function documentCases(rows: readonly OdaDokumentHit[]): Promise<DocumentCaseRow[]> {
  const cut = rows.filter((d) => (d.SagDokument?.length ?? 0) >= EXPANDED_CAP).map((d) => d.id);
  const links = rows.flatMap((d) =>
    (d.SagDokument?.length ?? 0) >= EXPANDED_CAP ? [] : (d.SagDokument ?? []),
  );
  if (cut.length > 0) {
    const pages = await Promise.all(
      anyOfChunks('dokumentid', cut).map((filter) =>
        liveAllRows<NonNullable<OdaDokumentHit['SagDokument']>[number]>(
          odata('SagDokument', { filter, expand: ['Sag'] }),
          100_000,
        ),
      ),
    );
    links.push(...pages.flatMap((p) => p.rows));
  }
  const seen = new Set<string>();
  const out: DocumentCaseRow[] = [];
  for (const link of links) {
    const s = link.Sag;
    const key = `${link.dokumentid}:${s?.id}`;
    if (!s || seen.has(key)) continue;
    seen.add(key);
    out.push({
      dokumentid: link.dokumentid,
      sag_id: s.id,
      nummer: s.nummer,
      titel: s.titel,
      titelkort: s.titelkort,
    });
  }
  return out.sort(orderBy<DocumentCaseRow>({ key: (c) => c.dokumentid }, { key: (c) => c.sag_id }));
}
