import 'server-only';
import type { CaseActorRow, CaseRow, CaseSubjectRow, FileRow } from '@/lib/store/case-detail';
import type { CaseDocumentRow } from '@/lib/store/case-documents';
import {
  clampDocumentPage,
  toCaseActors,
  toCaseDetail,
  toCaseDocumentsPage,
  toCaseSubjects,
} from '../case-shape';
import type { CaseActor, CaseDetail, CaseDocumentsPage, CaseSubject } from '../types';
import { livePagedRows } from './actor-paging';
import { orderBy } from './case-order';
import { filesMayBeCut, type OdaDokument, type OdaFil, type OdaNamed, toFileRows } from './case-rows';
import { anyOfChunks, int, odata } from './query';
import { liveAllRows, liveEntity } from './reader';

/**
 * The case page's reads from the live service, each in one round of requests (a second only for a page past the
 * last, or a document with 100+ files), giving what the store reads give (lib/data/case.ts): the same row shapes,
 * shaped by the same functions (lib/data/case-shape.ts). Classification texts come expanded with the rows.
 */

interface OdaSag {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly resume: string | null;
  readonly typeid: number;
  readonly statusid: number;
  readonly periodeid: number;
  readonly lovnummer: string | null;
  readonly lovnummerdato: string | null;
  readonly afgørelse: string | null;
  readonly afgørelsesdato: string | null;
  readonly retsinformationsurl: string | null;
  readonly opdateringsdato: string;
  readonly Sagstype?: OdaNamed<'type'>;
  readonly Sagsstatus?: OdaNamed<'status'>;
  readonly Sagskategori?: OdaNamed<'kategori'>;
  readonly Periode?: {
    readonly titel: string | null;
    readonly kode: string | null;
    readonly startdato: string | null;
    readonly slutdato: string | null;
  } | null;
}

/** `Sag(5)` with its type, status, category and session: one request. */
export async function liveCase(id: number): Promise<CaseDetail | null> {
  const sag = await liveEntity<OdaSag>(
    odata(`Sag(${int(id)})`, { expand: ['Sagstype', 'Sagsstatus', 'Sagskategori', 'Periode'] }),
  );
  if (!sag) return null;
  const row: CaseRow = {
    id: sag.id,
    nummer: sag.nummer,
    titel: sag.titel,
    titelkort: sag.titelkort,
    resume: sag.resume,
    typeid: sag.typeid,
    sagstype: sag.Sagstype?.type ?? null,
    statusid: sag.statusid,
    sagsstatus: sag.Sagsstatus?.status ?? null,
    kategori: sag.Sagskategori?.kategori ?? null,
    periodeid: sag.periodeid,
    periode_titel: sag.Periode?.titel ?? null,
    periode_kode: sag.Periode?.kode ?? null,
    periode_startdato: sag.Periode?.startdato ?? null,
    periode_slutdato: sag.Periode?.slutdato ?? null,
    lovnummer: sag.lovnummer,
    lovnummerdato: sag.lovnummerdato,
    afgørelse: sag.afgørelse,
    afgørelsesdato: sag.afgørelsesdato,
    retsinformationsurl: sag.retsinformationsurl,
    opdateringsdato: sag.opdateringsdato,
  };
  return toCaseDetail(row);
}

interface OdaSagAktør {
  readonly id: number;
  readonly aktørid: number;
  readonly rolleid: number;
  readonly Aktør?: { readonly navn: string | null; readonly Aktørtype?: OdaNamed<'type'> } | null;
  readonly SagAktørRolle?: OdaNamed<'rolle'>;
}

/** `SagAktør` of the case with actor, actor type and role expanded; ordered as the store orders them. */
export async function liveCaseActors(id: number): Promise<CaseActor[]> {
  const rows = await livePagedRows<OdaSagAktør>('SagAktør', {
    filter: `sagid eq ${int(id)}`,
    expand: ['Aktør/Aktørtype', 'SagAktørRolle'],
  });
  const actorRows = rows.map(
    (r): CaseActorRow => ({
      sagaktør_id: r.id,
      rolleid: r.rolleid,
      rolle: r.SagAktørRolle?.rolle ?? null,
      aktør_id: r.aktørid,
      navn: r.Aktør?.navn ?? null,
      aktørtype: r.Aktør?.Aktørtype?.type ?? null,
    }),
  );
  actorRows.sort(
    orderBy<CaseActorRow>({ key: (r) => r.rolleid }, { key: (r) => r.navn }, { key: (r) => r.sagaktør_id }),
  );
  return toCaseActors(actorRows);
}

interface OdaEmneordSag {
  readonly Emneord?: {
    readonly id: number;
    readonly emneord: string | null;
    readonly Emneordstype?: OdaNamed<'type'>;
  } | null;
}

/** `EmneordSag` of the case with the words and their types; distinct words, alphabetically. */
export async function liveCaseSubjects(id: number): Promise<CaseSubject[]> {
  const rows = await livePagedRows<OdaEmneordSag>('EmneordSag', {
    filter: `sagid eq ${int(id)}`,
    expand: ['Emneord/Emneordstype'],
  });
  const byId = new Map<number, CaseSubjectRow>();
  for (const r of rows) {
    const e = r.Emneord;
    if (!e || byId.has(e.id)) continue;
    byId.set(e.id, { emneord_id: e.id, emneord: e.emneord, emneordstype: e.Emneordstype?.type ?? null });
  }
  const subjectRows = [...byId.values()].sort(
    orderBy<CaseSubjectRow>({ key: (r) => r.emneord }, { key: (r) => r.emneord_id }),
  );
  return toCaseSubjects(subjectRows);
}

interface OdaSagDokument {
  readonly id: number;
  readonly dokumentid: number;
  readonly bilagsnummer: string | null;
  readonly Dokument?: OdaDokument | null;
  readonly SagDokumentRolle?: OdaNamed<'rolle'>;
}

/**
 * One page of `SagDokument` of the case, newest document first, with documents, files, types and roles expanded
 * and the count: one request. A page past the last is asked again for the last page (the count tells which).
 * `$orderby=Dokument/dato desc` puts documents without a date (or without a Dokument row) last, as the store does.
 */
export async function liveCaseDocuments(
  id: number,
  page: number,
  pageSize: number,
): Promise<CaseDocumentsPage> {
  const request = (current: number) =>
    odata('SagDokument', {
      filter: `sagid eq ${int(id)}`,
      expand: ['Dokument/Fil', 'Dokument/Dokumenttype', 'SagDokumentRolle'],
      orderby: 'Dokument/dato desc,dokumentid desc,id desc',
      top: pageSize,
      skip: (current - 1) * pageSize,
    });
  const asked = Math.max(1, Math.trunc(page) || 1);
  let answer = await liveAllRows<OdaSagDokument>(request(asked));
  const { current } = clampDocumentPage(asked, answer.count, pageSize);
  if (current !== asked) answer = await liveAllRows<OdaSagDokument>(request(current));
  const rows = answer.rows.map(
    (r): CaseDocumentRow => ({
      sagdokument_id: r.id,
      rolle: r.SagDokumentRolle?.rolle ?? null,
      bilagsnummer: r.bilagsnummer,
      dokument_id: r.dokumentid,
      titel: r.Dokument?.titel ?? null,
      dato: r.Dokument?.dato ?? null,
      dokumenttype: r.Dokument?.Dokumenttype?.type ?? null,
    }),
  );
  const files = await completeFiles(answer.rows.map((r) => r.Dokument));
  return toCaseDocumentsPage(answer.count, current, pageSize, rows, files);
}

/**
 * The files of expanded documents, in the store's order. Expanded collections are cut at 100 rows; a document
 * that shows 100 files has its files read on their own (`Fil?$filter=dokumentid eq …`, paged).
 */
export async function completeFiles(
  documents: readonly (OdaDokument | null | undefined)[],
): Promise<FileRow[]> {
  if (!filesMayBeCut(documents)) return toFileRows(documents);
  const cut = documents.filter((d): d is OdaDokument => (d?.Fil?.length ?? 0) >= 100).map((d) => d.id);
  const pages = await Promise.all(
    anyOfChunks('dokumentid', cut).map((filter) => liveAllRows<OdaFil>(odata('Fil', { filter }), 100_000)),
  );
  const full = new Map<number, OdaFil[]>();
  for (const f of pages.flatMap((p) => p.rows))
    full.set(f.dokumentid, [...(full.get(f.dokumentid) ?? []), f]);
  return toFileRows(documents.map((d) => (d && full.has(d.id) ? { ...d, Fil: full.get(d.id) } : d)));
}
