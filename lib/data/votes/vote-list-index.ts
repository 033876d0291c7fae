import { fold } from '@/lib/data/search/search-text';
import { votingIndex } from '@/lib/store/actor-voting-index';
import { oncePerStore } from '@/lib/store/prepared';
import type { Store } from '@/lib/store/store';
import { selectVoteOrder, type VoteOrderRow } from '@/lib/store/vote-list';
import type { VoteFilters } from './types';

/**
 * Every vote in list order, newest first, with what the vote list's filters test — read and folded once per store
 * connection (the store is read-only while open; sorting all votes costs tens of milliseconds at full scale), so a
 * page filters about 10,000 small entries in memory and then reads only its own rows by id.
 */
interface VoteListEntry {
  readonly id: number;
  readonly period: string | null;
  readonly typeId: number;
  readonly adopted: boolean;
  /** The case number as a {@link caseNumberKey}. */
  readonly caseNumber: string | null;
  /** The searched text (case number and titles, step title, kommentar, konklusion), folded. */
  readonly text: string;
}

/** A case number compared regardless of case and spacing: 'l  123' and 'L 123' are the same. */
export function caseNumberKey(number: string): string {
  return number.trim().replace(/\s+/g, ' ').toUpperCase();
}

const voteListIndex = oncePerStore((db: Store): readonly VoteListEntry[] =>
  selectVoteOrder(db).map(
    (row: VoteOrderRow): VoteListEntry => ({
      id: row.afstemning_id,
      period: row.periode_kode,
      typeId: row.afstemningstype_id,
      adopted: row.vedtaget === 1,
      caseNumber: row.sag_nummer === null ? null : caseNumberKey(row.sag_nummer),
      text: fold(row.tekst),
    }),
  ),
);

/** The words of a text filter, folded like the searched text; empty for a blank filter. */
export function textFilterWords(text: string | null): string[] {
  return text === null ? [] : fold(text).split(/\s+/).filter(Boolean);
}

/**
 * The ids of the votes passing the filters (all but the page), in list order. Only votes where members broke with
 * their party (`rebels`): those with a break in the voting index (lib/store/actor-voting-index.ts), built once per
 * store file in each thread and warmed at start, so the filter costs a lookup per vote.
 */
export function filterVoteList(db: Store, filters: Omit<VoteFilters, 'page'>): number[] {
  const words = textFilterWords(filters.text);
  const caseNumber = filters.caseNumber === null ? null : caseNumberKey(filters.caseNumber);
  const adopted = filters.outcome === null ? null : filters.outcome === 'vedtaget';
  const index = filters.rebels ? votingIndex(db) : null;
  const ids: number[] = [];
  for (const v of voteListIndex(db)) {
    if (filters.period !== null && v.period !== filters.period) continue;
    if (filters.voteTypeId !== null && v.typeId !== filters.voteTypeId) continue;
    if (adopted !== null && v.adopted !== adopted) continue;
    if (caseNumber !== null && v.caseNumber !== caseNumber) continue;
    if (index !== null && index.deviationCount(v.id) === 0) continue;
    if (!words.every((w) => v.text.includes(w))) continue;
    ids.push(v.id);
  }
  return ids;
}
