import 'server-only';
import type { ActorCaseRow, ActorDocumentRow } from '@/lib/store/actor-cases';
import { livePagedRows } from './actor-paging';
import type { OdaCaseRef } from './oda-json';
import { anyOfChunks, int, odata } from './query';
import { liveRows } from './reader';

/**
 * An actor's cases and documents over the live service, as the store's row shapes (lib/store/actor-cases.ts).
 * The store groups and orders the link rows in SQL; OData cannot group, so the actor's link rows are read in full
 * (two small fields each, paged in parallel), grouped and ordered here, and only the page's cases or documents are
 * read with their details: three rounds cold (links' first page and the role names; the other link pages; the
 * page's details).
 */

/** A lookup table of role names by id (SagAktørRolle, DokumentAktørRolle: a few dozen rows). */
async function roleNames(set: 'SagAktørRolle' | 'DokumentAktørRolle'): Promise<Map<number, string | null>> {
  const rows = await livePagedRows<{ id: number; rolle: string | null }>(set, { select: ['id', 'rolle'] });
  return new Map(rows.map((r) => [r.id, r.rolle]));
}

/** `SagAktørRolle` names by id, as the store's `sagAktoerRoles` (blank names left out). */
export async function liveSagAktoerRoles(): Promise<Map<number, string>> {
  const names = await roleNames('SagAktørRolle');
  return new Map([...names].flatMap(([id, name]) => (name?.trim() ? [[id, name.trim()] as const] : [])));
}

/** The actor's cases (distinct `sagid`, newest id first) with the actor's roles on each. */
export async function liveActorCaseIds(
  actorId: number,
): Promise<{ readonly sagid: number; readonly roles: readonly number[] }[]> {
  const links = await livePagedRows<{ sagid: number; rolleid: number }>('SagAktør', {
    filter: `aktørid eq ${int(actorId)}`,
    select: ['sagid', 'rolleid'],
  });
  const byCase = new Map<number, Set<number>>();
  for (const l of links) {
    const roles = byCase.get(l.sagid) ?? new Set<number>();
    roles.add(l.rolleid);
    byCase.set(l.sagid, roles);
  }
  return [...byCase].sort((a, b) => b[0] - a[0]).map(([sagid, roles]) => ({ sagid, roles: [...roles] }));
}

interface SagJson {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly Sagstype?: { readonly type: string | null } | null;
  readonly Sagsstatus?: { readonly status: string | null } | null;
  readonly Periode?: { readonly titel: string | null } | null;
}

/** The page's cases with their type, status and samling (a case that is not there drops out, as in the store). */
export async function liveActorCaseRows(
  page: readonly { readonly sagid: number; readonly roles: readonly number[] }[],
): Promise<ActorCaseRow[]> {
  const answers = await Promise.all(
    anyOfChunks(
      'id',
      page.map((c) => c.sagid),
    ).map((filter) =>
      liveRows<SagJson>(
        odata('Sag', {
          filter,
          expand: ['Sagstype', 'Sagsstatus', 'Periode'],
          select: [
            'id',
            'nummer',
            'titel',
            'titelkort',
            'Sagstype/type',
            'Sagsstatus/status',
            'Periode/titel',
          ],
        }),
      ),
    ),
  );
  const byId = new Map(answers.flatMap((a) => a.rows).map((s) => [s.id, s]));
  return page.flatMap((c): ActorCaseRow[] => {
    const s = byId.get(c.sagid);
    if (!s) return [];
    return [
      {
        sag_id: s.id,
        nummer: s.nummer,
        titel: s.titel,
        titelkort: s.titelkort,
        sagstype: s.Sagstype?.type ?? null,
        sagsstatus: s.Sagsstatus?.status ?? null,
        periode_titel: s.Periode?.titel ?? null,
        rolle_ids: c.roles.join(','),
      },
    ];
  });
}

/** The actor's documents (distinct `dokumentid`, the lowest role id each), newest first as the store orders them. */
export async function liveActorDocumentIds(
  actorId: number,
): Promise<{ readonly dokumentid: number; readonly rolleid: number }[]> {
  const links = await livePagedRows<{
    dokumentid: number;
    rolleid: number;
    Dokument?: { id: number; dato: string | null } | null;
  }>('DokumentAktør', {
    filter: `aktørid eq ${int(actorId)}`,
    expand: ['Dokument'],
    select: ['dokumentid', 'rolleid', 'Dokument/id', 'Dokument/dato'],
  });
  const byDoc = new Map<
    number,
    { dokumentid: number; rolleid: number; dato: string | null; exists: boolean }
  >();
  for (const l of links) {
    const seen = byDoc.get(l.dokumentid);
    if (seen) seen.rolleid = Math.min(seen.rolleid, l.rolleid);
    else
      byDoc.set(l.dokumentid, {
        dokumentid: l.dokumentid,
        rolleid: l.rolleid,
        dato: l.Dokument?.dato ?? null,
        exists: Boolean(l.Dokument),
      });
  }
  // `ORDER BY dato IS NULL, dato DESC, id DESC`; links to a document that is not there are counted, not listed.
  return [...byDoc.values()]
    .sort((a, b) => {
      if (a.exists !== b.exists) return a.exists ? -1 : 1;
      if ((a.dato === null) !== (b.dato === null)) return a.dato === null ? 1 : -1;
      if (a.dato !== b.dato) return (a.dato ?? '') < (b.dato ?? '') ? 1 : -1;
      return b.dokumentid - a.dokumentid;
    })
    .map((d) => ({ dokumentid: d.exists ? d.dokumentid : -1, rolleid: d.rolleid }));
}

interface DokumentJson {
  readonly id: number;
  readonly titel: string | null;
  readonly dato: string | null;
  readonly Dokumenttype?: { readonly type: string | null } | null;
  readonly SagDokument?: readonly {
    readonly id: number;
    readonly Sag?: OdaCaseRef | null;
  }[];
}

/** The page's documents with their type, the actor's role and the case of their lowest-id SagDokument. */
export async function liveActorDocumentRows(
  page: readonly { readonly dokumentid: number; readonly rolleid: number }[],
): Promise<ActorDocumentRow[]> {
  const ids = page.map((d) => d.dokumentid).filter((id) => id > 0);
  const [answers, roles] = await Promise.all([
    Promise.all(
      anyOfChunks('id', ids).map((filter) =>
        liveRows<DokumentJson>(
          odata('Dokument', {
            filter,
            expand: ['Dokumenttype', 'SagDokument', 'SagDokument/Sag'],
            select: [
              'id',
              'titel',
              'dato',
              'Dokumenttype/type',
              'SagDokument/id',
              'SagDokument/Sag/id',
              'SagDokument/Sag/nummer',
              'SagDokument/Sag/titel',
              'SagDokument/Sag/titelkort',
            ],
          }),
        ),
      ),
    ),
    roleNames('DokumentAktørRolle'),
  ]);
  const byId = new Map(answers.flatMap((a) => a.rows).map((d) => [d.id, d]));
  return page.flatMap((p): ActorDocumentRow[] => {
    const d = byId.get(p.dokumentid);
    if (!d) return [];
    const first = [...(d.SagDokument ?? [])].sort((a, b) => a.id - b.id)[0];
    const sag = first?.Sag ?? null;
    return [
      {
        dokument_id: d.id,
        titel: d.titel,
        dato: d.dato,
        dokumenttype: d.Dokumenttype?.type ?? null,
        rolle: roles.get(p.rolleid) ?? null,
        sag_id: sag?.id ?? null,
        sag_nummer: sag?.nummer ?? null,
        sag_titelkort: sag?.titelkort ?? null,
        sag_titel: sag?.titel ?? null,
      },
    ];
  });
}
