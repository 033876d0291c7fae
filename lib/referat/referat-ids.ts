import { parseIdSegment } from '@/lib/routes';

/**
 * Ids of the debates' rows, built from natural keys so that a re-released transcript gives its sitting, items and
 * speeches the same ids (and `/tale/<id>` permalinks keep working): a sitting is samling × 1,000 + meeting number;
 * an item or a speech is the sitting's id × 10,000 + its ordinal in the file. All stay below 2^53.
 */

/** The samling code as a number ("20231" → 20231), or null when it is not five digits. */
export function samlingNumber(samling: string): number | null {
  return /^\d{5}$/.test(samling) ? Number(samling) : null;
}

export function sittingId(samling: number, meetingNumber: number): number {
  return samling * 1_000 + meetingNumber;
}

export function entryId(sitting: number, ordinal: number): number {
  return sitting * 10_000 + ordinal;
}

/** The sitting a speech, item or event id belongs to. */
export function sittingOf(entry: number): number {
  return Math.floor(entry / 10_000);
}

/** The first and last entry id a sitting can hold (ordinals 0 … 9,999): its items, speeches and events. */
export function entryRange(sitting: number): readonly [lo: number, hi: number] {
  return [entryId(sitting, 0), entryId(sitting, 9_999)];
}

/** The largest entry id: samling 99999's meeting 999, ordinal 9,999 — what an id segment of `/tale/<id>` may hold. */
export const MAX_ENTRY_ID = entryId(sittingId(99_999, 999), 9_999);

/**
 * A speech's id segment (`/tale/<id>`) by the one id parser: ids of the debates' own rows run past Int32. Here, not in
 * lib/routes.ts, so the pages' scripts do not carry the debates' id arithmetic.
 */
export const parseSpeechIdSegment = (segment: string): number | null => parseIdSegment(segment, MAX_ENTRY_ID);
