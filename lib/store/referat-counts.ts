import { prepared } from './prepared';
import type { Store } from './store';

/** What the store holds of the debates and what of it stayed unlinked (the figures `/metrics` shows). */
export interface ReferatCounts {
  readonly filesImported: number;
  readonly filesRejected: number;
  readonly sittings: number;
  /** Sittings without their plenary Møde. */
  readonly unlinkedSittings: number;
  readonly items: number;
  /** Items without their Dagsordenspunkt (only counted where the sitting has its Møde). */
  readonly unlinkedItems: number;
  /** Items with a case number (items that are not cases have none) and without the Sag. */
  readonly unlinkedCases: number;
  readonly speeches: number;
  /** Speeches without their person, and the distinct printed names among them. */
  readonly unlinkedSpeeches: number;
  readonly unlinkedSpeakers: number;
  readonly events: number;
}

const selectCounts = prepared<[], ReferatCounts>(`
SELECT
  (SELECT count(*) FROM "_referat_fil" WHERE status = 'imported') AS filesImported,
  (SELECT count(*) FROM "_referat_fil" WHERE status = 'rejected') AS filesRejected,
  (SELECT count(*) FROM "_referat_moede") AS sittings,
  (SELECT count(*) FROM "_referat_moede" WHERE moedeid IS NULL) AS unlinkedSittings,
  (SELECT count(*) FROM "_referat_punkt") AS items,
  (SELECT count(*) FROM "_referat_punkt" AS p JOIN "_referat_moede" AS m ON m.id = p.moede
    WHERE p.dagsordenspunktid IS NULL AND m.moedeid IS NOT NULL) AS unlinkedItems,
  (SELECT count(*) FROM "_referat_punkt" WHERE sagid IS NULL AND sagsnummer IS NOT NULL) AS unlinkedCases,
  (SELECT count(*) FROM "_tale") AS speeches,
  (SELECT count(*) FROM "_tale" WHERE aktoerid IS NULL) AS unlinkedSpeeches,
  (SELECT count(DISTINCT navn) FROM "_tale" WHERE aktoerid IS NULL) AS unlinkedSpeakers,
  (SELECT count(*) FROM "_referat_haendelse") AS events`);

/**
 * The debates' counts in one read: files by status, sittings, items, speeches and events, and what of them is
 * unlinked (docs/referat-linking.md#what-stays-unlinked). The unlinked counts search the link columns' indexes for null; the totals count the
 * tables (an index scan each: tens of milliseconds for 800,000 speeches).
 */
export function referatCounts(db: Store): ReferatCounts {
  const row = selectCounts(db).get();
  if (!row) throw new Error('referatCounts: the counting read returned no row');
  return row;
}
