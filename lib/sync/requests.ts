/**
 * The requests the sync sends, and nothing else: only shapes the real service is known to answer well
 * (docs/oda.md#client-requests) — `$filter` on `id` and `opdateringsdato`, `$orderby`, `$top`, `$select`,
 * `$inlinecount=allpages`. Each is parsed and re-printed by the upstream client before it is sent.
 */

/** The most rows the service returns per request. */
export const PAGE_SIZE = 100;

const stamp = (value: string) => `datetime'${value}'`;

/** The set's row count and its highest id. */
export const countAndMaxIdRequest = (set: string): string =>
  `${set}?$select=id&$orderby=id desc&$top=1&$inlinecount=allpages`;

/** One page of an id partition of the initial copy, after `cursor` and below `hi`; the first page also counts. */
export const partitionPageRequest = (set: string, cursor: number, hi: number, count: boolean): string =>
  `${set}?$filter=id gt ${cursor} and id lt ${hi}&$orderby=id&$top=${PAGE_SIZE}${count ? '&$inlinecount=allpages' : ''}`;

/**
 * Ids and stamps of `top` rows from `skip` in (stamp, id) descending order, and the set's row count: one request
 * says whether anything changed (set-changes.ts).
 */
export const probeRequest = (set: string, skip: number, top: number): string =>
  `${set}?$select=id,opdateringsdato&$orderby=opdateringsdato desc,id desc${skip > 0 ? `&$skip=${skip}` : ''}&$top=${top}&$inlinecount=allpages`;

/**
 * One page of the rows stamped after `watermark`, in (stamp, id) order, continuing after `cursor`: keyset paging,
 * so a row re-stamped while we page moves behind the cursor and is read again rather than skipped.
 */
export function deltaPageRequest(
  set: string,
  watermark: string,
  cursor: { readonly stamp: string; readonly id: number } | null,
): string {
  const after = cursor
    ? ` and (opdateringsdato gt ${stamp(cursor.stamp)} or (opdateringsdato eq ${stamp(cursor.stamp)} and id gt ${cursor.id}))`
    : '';
  return `${set}?$filter=opdateringsdato gt ${stamp(watermark)}${after}&$orderby=opdateringsdato,id&$top=${PAGE_SIZE}`;
}

/** How many rows have `lo <= id < hi`. */
export const rangeCountRequest = (set: string, lo: number, hi: number): string =>
  `${set}?$filter=id ge ${lo} and id lt ${hi}&$select=id&$top=1&$inlinecount=allpages`;

/** Every row with `lo <= id < hi` when there are at most a page of them. */
export const rangeRowsRequest = (set: string, lo: number, hi: number): string =>
  `${set}?$filter=id ge ${lo} and id lt ${hi}&$orderby=id&$top=${PAGE_SIZE}&$inlinecount=allpages`;

/** Ids per by-id request: `id eq N or …` for 40 ids stays well under IIS's 2 KB query string. */
export const IDS_PER_REQUEST = 40;

/** The rows with these ids (at most {@link IDS_PER_REQUEST}). */
export const byIdsRequest = (set: string, ids: readonly number[]): string =>
  `${set}?$filter=${ids.map((id) => `id eq ${id}`).join(' or ')}&$orderby=id&$top=${PAGE_SIZE}`;
