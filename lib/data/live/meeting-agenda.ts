import 'server-only';
import type { AgendaCaseRow, AgendaDocumentRow, AgendaItemRow } from '@/lib/store/meeting';
import { liveCaseHeads } from './meeting-cases';
import { liveRowsInPages } from './meeting-pages';
import { anyOfChunks, int, odata } from './query';
import { liveRows } from './reader';

/** The rows the store's three agenda reads return (lib/store/meeting.ts), for lib/data/meeting-agenda.ts. */
export interface AgendaRows {
  readonly items: AgendaItemRow[];
  readonly cases: AgendaCaseRow[];
  readonly documents: AgendaDocumentRow[];
}

interface ItemJson {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly kørebemærkning: string | null;
  readonly kommentar: string | null;
  readonly forhandlingskode: string | null;
  readonly superid: number | null;
  readonly sagstrinid: number | null;
  readonly Sagstrin?: { readonly titel: string | null; readonly sagid: number | null } | null;
}

interface CaseLinkJson {
  readonly id: number;
  readonly dagsordenspunktid: number;
  readonly sagid: number;
}

interface DocumentLinkJson {
  readonly id: number;
  readonly dagsordenspunktid: number;
  readonly dokumentid: number;
  readonly note: string | null;
}

interface FileJson {
  readonly id: number;
  readonly filurl: string | null;
  readonly variantkode: string | null;
}

interface DocumentJson {
  readonly id: number;
  readonly titel: string | null;
  readonly Fil?: readonly FileJson[];
}

/** The document's first file, the PDF rendition ('P') first, then by id — as the store's subquery picks it. */
function firstFileUrl(files: readonly FileJson[] | undefined): string | null {
  const rank = (f: FileJson) => (f.variantkode === 'P' ? 0 : 1);
  let best: FileJson | null = null;
  for (const f of files ?? [])
    if (best === null || rank(f) < rank(best) || (rank(f) === rank(best) && f.id < best.id)) best = f;
  return best?.filurl ?? null;
}

/** The documents with these ids with their files, by id: 40 ids a request, in parallel. */
async function documentsById(ids: readonly number[]): Promise<ReadonlyMap<number, DocumentJson>> {
  const pages = await Promise.all(
    anyOfChunks('id', ids, 40).map((filter) =>
      liveRows<DocumentJson>(
        odata('Dokument', {
          filter,
          expand: ['Fil'],
          select: ['id', 'titel', 'Fil/id', 'Fil/filurl', 'Fil/variantkode'],
        }),
      ),
    ),
  );
  return new Map(pages.flatMap((p) => p.rows).map((d) => [d.id, d]));
}

/**
 * A meeting's agenda rows from the live service in two rounds: the items (with their step), the case links and
 * the document links of the meeting in parallel — each a top-level query paged in full, so the 100-row cut of
 * expanded collections never applies — then the linked cases and documents (with files) by id, in parallel.
 */
export async function liveAgendaRows(meetingId: number): Promise<AgendaRows> {
  const byMeeting = `Dagsordenspunkt/mødeid eq ${int(meetingId)}`;
  const [itemRows, caseLinks, documentLinks] = await Promise.all([
    liveRowsInPages<ItemJson>('Dagsordenspunkt', {
      filter: `mødeid eq ${int(meetingId)}`,
      expand: ['Sagstrin'],
      select: [
        'id',
        'nummer',
        'titel',
        'kørebemærkning',
        'kommentar',
        'forhandlingskode',
        'superid',
        'sagstrinid',
        'Sagstrin/titel',
        'Sagstrin/sagid',
      ],
      orderby: 'id',
    }),
    liveRowsInPages<CaseLinkJson>('DagsordenspunktSag', {
      filter: byMeeting,
      select: ['id', 'dagsordenspunktid', 'sagid'],
      orderby: 'dagsordenspunktid,id',
    }),
    liveRowsInPages<DocumentLinkJson>('DagsordenspunktDokument', {
      filter: byMeeting,
      select: ['id', 'dagsordenspunktid', 'dokumentid', 'note'],
      orderby: 'id',
    }),
  ]);
  const stepCaseIds = itemRows.flatMap((i) => (i.Sagstrin?.sagid != null ? [i.Sagstrin.sagid] : []));
  const [cases, documents] = await Promise.all([
    liveCaseHeads([...caseLinks.map((l) => l.sagid), ...stepCaseIds]),
    documentsById(documentLinks.map((l) => l.dokumentid)),
  ]);

  const items = itemRows.map(
    (i): AgendaItemRow => ({
      id: i.id,
      nummer: i.nummer,
      titel: i.titel,
      koerebemaerkning: i.kørebemærkning,
      kommentar: i.kommentar,
      forhandlingskode: i.forhandlingskode,
      superid: i.superid,
      sagstrinid: i.sagstrinid,
    }),
  );
  const caseRows: AgendaCaseRow[] = [];
  for (const link of caseLinks) {
    const sag = cases.get(link.sagid);
    if (sag) caseRows.push(caseRow(link.dagsordenspunktid, 'sag', sag, null));
  }
  for (const item of itemRows) {
    const sag = item.Sagstrin?.sagid != null ? cases.get(item.Sagstrin.sagid) : undefined;
    if (sag) caseRows.push(caseRow(item.id, 'sagstrin', sag, item.Sagstrin?.titel ?? null));
  }
  const documentRows = documentLinks.flatMap((link): AgendaDocumentRow[] => {
    const doc = documents.get(link.dokumentid);
    return doc
      ? [
          {
            punkt_id: link.dagsordenspunktid,
            dokument_id: doc.id,
            titel: doc.titel,
            note: link.note,
            filurl: firstFileUrl(doc.Fil),
          },
        ]
      : [];
  });
  return { items, cases: caseRows, documents: documentRows };
}

function caseRow(
  punktId: number,
  via: AgendaCaseRow['via'],
  sag: { id: number; nummer: string | null; titel: string | null; titelkort: string | null },
  stepTitle: string | null,
): AgendaCaseRow {
  return {
    punkt_id: punktId,
    via,
    sag_id: sag.id,
    sag_nummer: sag.nummer,
    sag_titel: sag.titel,
    sag_titelkort: sag.titelkort,
    sagstrin_titel: stepTitle,
  };
}
