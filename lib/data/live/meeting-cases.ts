import 'server-only';
import { anyOfChunks, odata } from './query';
import { liveRows } from './reader';

/** The few columns of a `Sag` an agenda item or a vote line shows. */
export interface CaseHead {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
}

/**
 * The cases with these ids, by id (missing ones are absent, as an inner join leaves them out): one request per 40
 * ids, in parallel, each at most 40 rows so no paging is needed. Fetched by id rather than expanded, so a page
 * does not carry every case's long texts (`resume`, `begrundelse`).
 */
export async function liveCaseHeads(ids: readonly number[]): Promise<ReadonlyMap<number, CaseHead>> {
  const pages = await Promise.all(
    anyOfChunks('id', ids, 40).map((filter) =>
      liveRows<CaseHead>(odata('Sag', { filter, select: ['id', 'nummer', 'titel', 'titelkort'] })),
    ),
  );
  return new Map(pages.flatMap((p) => p.rows).map((c) => [c.id, c]));
}
