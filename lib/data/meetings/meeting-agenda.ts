import { httpUrl, nonBlank } from '@/lib/data/oda-values';
import type { AgendaCaseRow, AgendaDocumentRow, AgendaItemRow } from '@/lib/store/meeting';
import type { AgendaCase, AgendaDocument, AgendaItem, AgendaPreview } from './types';

const LEADING_NUMBER = /^\s*(\d+)/;
/** One collator for every comparison (`localeCompare` with a locale builds one per call). */
const numberCollator = new Intl.Collator('da', { numeric: true });

/**
 * Agenda order for `Dagsordenspunkt.nummer` (text): by the leading number, numerically ('2' before '10', '3a'
 * after '3'), then by the text, then by id; items without a leading number come after numbered ones, and items
 * without any `nummer` last.
 */
export function compareAgendaNumbers(
  a: { readonly nummer: string | null; readonly id: number },
  b: { readonly nummer: string | null; readonly id: number },
): number {
  const na = a.nummer === null ? null : LEADING_NUMBER.exec(a.nummer);
  const nb = b.nummer === null ? null : LEADING_NUMBER.exec(b.nummer);
  if (na && nb) {
    const byNumber = Number(na[1]) - Number(nb[1]);
    if (byNumber !== 0) return byNumber;
  } else if (na || nb) {
    return na ? -1 : 1;
  } else if ((a.nummer === null) !== (b.nummer === null)) {
    return a.nummer === null ? 1 : -1;
  }
  const byText = numberCollator.compare(a.nummer ?? '', b.nummer ?? '');
  return byText !== 0 ? byText : a.id - b.id;
}

/**
 * The parent of each item: its `superid` when that is another item of the same meeting and following parents
 * never comes back to the item. Anything else (a missing parent, itself, a cycle) makes it a top-level item, so no
 * item is ever lost.
 */
function parentsOf(items: readonly AgendaItemRow[]): Map<number, number | null> {
  const ids = new Set(items.map((i) => i.id));
  const declared = new Map<number, number | null>(
    items.map((i) => [
      i.id,
      i.superid !== null && i.superid !== i.id && ids.has(i.superid) ? i.superid : null,
    ]),
  );
  const parents = new Map<number, number | null>();
  for (const item of items) {
    const seen = new Set<number>([item.id]);
    let up = declared.get(item.id) ?? null;
    let cyclic = false;
    while (up !== null) {
      if (seen.has(up)) {
        cyclic = true;
        break;
      }
      seen.add(up);
      up = declared.get(up) ?? null;
    }
    parents.set(item.id, cyclic ? null : (declared.get(item.id) ?? null));
  }
  return parents;
}

/** The cases of each item: `DagsordenspunktSag` first, then the step's case; one entry per case. */
function casesByItem(rows: readonly AgendaCaseRow[]): Map<number, AgendaCase[]> {
  const byItem = new Map<number, AgendaCase[]>();
  const ordered = [...rows].sort((a, b) => (a.via === b.via ? 0 : a.via === 'sag' ? -1 : 1));
  for (const row of ordered) {
    const list = byItem.get(row.punkt_id) ?? [];
    const stepTitle = row.via === 'sagstrin' ? nonBlank(row.sagstrin_titel) : null;
    const existing = list.findIndex((c) => c.id === row.sag_id);
    if (existing >= 0) {
      const known = list[existing];
      if (known && stepTitle && !known.stepTitle) list[existing] = { ...known, stepTitle };
    } else {
      list.push({
        id: row.sag_id,
        number: nonBlank(row.sag_nummer),
        title: nonBlank(row.sag_titelkort) ?? nonBlank(row.sag_titel),
        stepTitle,
      });
    }
    byItem.set(row.punkt_id, list);
  }
  return byItem;
}

function documentsByItem(rows: readonly AgendaDocumentRow[]): Map<number, AgendaDocument[]> {
  const byItem = new Map<number, AgendaDocument[]>();
  for (const row of rows) {
    const list = byItem.get(row.punkt_id) ?? [];
    if (list.some((d) => d.id === row.dokument_id)) continue;
    list.push({
      id: row.dokument_id,
      title: nonBlank(row.titel),
      fileUrl: httpUrl(row.filurl),
      note: nonBlank(row.note),
    });
    byItem.set(row.punkt_id, list);
  }
  return byItem;
}

/**
 * A meeting's agenda as a tree in agenda order: top-level items by {@link compareAgendaNumbers}, each with its
 * sub-items (`superid`) in the same order, its cases and its documents.
 */
export function buildAgenda(
  items: readonly AgendaItemRow[],
  cases: readonly AgendaCaseRow[],
  documents: readonly AgendaDocumentRow[],
): AgendaItem[] {
  const parents = parentsOf(items);
  const children = new Map<number | null, AgendaItemRow[]>();
  for (const item of items) {
    const parent = parents.get(item.id) ?? null;
    const siblings = children.get(parent);
    if (siblings) siblings.push(item);
    else children.set(parent, [item]);
  }
  const caseMap = casesByItem(cases);
  const documentMap = documentsByItem(documents);
  const build = (parent: number | null): AgendaItem[] =>
    [...(children.get(parent) ?? [])].sort(compareAgendaNumbers).map((row) => ({
      id: row.id,
      number: nonBlank(row.nummer),
      title: nonBlank(row.titel),
      remark: nonBlank(row.koerebemaerkning),
      comment: nonBlank(row.kommentar),
      debateCode: nonBlank(row.forhandlingskode),
      cases: caseMap.get(row.id) ?? [],
      documents: documentMap.get(row.id) ?? [],
      subItems: build(row.id),
    }));
  return build(null);
}

/**
 * The agendas of several meetings (items and cases without documents, as a list or a calendar needs them), each
 * built as {@link buildAgenda} builds one; a meeting with no items has an empty agenda.
 */
export function buildAgendas(
  meetingIds: readonly number[],
  items: readonly AgendaItemRow[],
  cases: readonly AgendaCaseRow[],
): Map<number, AgendaItem[]> {
  const itemsOf = new Map<number, AgendaItemRow[]>(meetingIds.map((id) => [id, []]));
  const meetingOf = new Map<number, number>();
  for (const item of items) {
    itemsOf.get(item.moede_id)?.push(item);
    meetingOf.set(item.id, item.moede_id);
  }
  const casesOf = new Map<number, AgendaCaseRow[]>();
  for (const row of cases) {
    const meetingId = meetingOf.get(row.punkt_id);
    if (meetingId === undefined) continue;
    const list = casesOf.get(meetingId) ?? [];
    list.push(row);
    casesOf.set(meetingId, list);
  }
  return new Map([...itemsOf].map(([id, rows]) => [id, buildAgenda(rows, casesOf.get(id) ?? [], [])]));
}

/** The first `size` top-level items of an agenda, each with its cases, and how many more there are. */
export function agendaPreview(agenda: readonly AgendaItem[], size = 3): AgendaPreview {
  return {
    items: agenda.slice(0, size).map(({ id, number, title, cases }) => ({ id, number, title, cases })),
    more: Math.max(0, agenda.length - size),
  };
}
