/**
 * The site's domain types: trimmed, serialisable views of ODA records that pages and components receive.
 * Raw row shapes stay in lib/store; docs/glossary.md maps these English names to the Danish ODA ones.
 */

/** One vote (ODA `Afstemning`) as a line in a list. */
export interface VoteSummary {
  readonly id: number;
  /** The vote's number within its meeting (`Afstemning.nummer`). */
  readonly nummer: number;
  /**
   * When the vote took place: `Sagstrin.dato`, else `Møde.dato`, as an ISO 8601 local date-time in Danish time
   * without offset (`2025-03-12T13:05:00`); null when neither is known.
   */
  readonly date: string | null;
  readonly adopted: boolean;
  /** The vote type in Danish (`Afstemningstype.type`, e.g. 'Endelig vedtagelse'); null when unknown. */
  readonly voteType: string | null;
  readonly caseId: number | null;
  /** The case number as shown in Folketinget, e.g. 'L 123'; null when the case has none or is unknown. */
  readonly caseNumber: string | null;
  /** The case's short title, else its full title; null when the vote is not tied to a case. */
  readonly caseTitle: string | null;
  readonly meetingId: number;
  readonly meetingTitle: string | null;
}

/** What the store says about itself, for the banner and footer on every page. */
export interface SiteInfo {
  /** True when the store holds generated demo data rather than a copy of the real ODA records. */
  readonly synthetic: boolean;
  /** The dataset's "today" (YYYY-MM-DD, Danish local date); null when the store does not say. */
  readonly asOf: string | null;
  /** The generator's scale ('demo', 'full'), null for a non-synthetic store. */
  readonly scale: string | null;
}

/** Whether the site has data to show: the store file exists (and what it says about itself), or it is missing. */
export type SiteStatus =
  | { readonly kind: 'ready'; readonly site: SiteInfo }
  | { readonly kind: 'store-missing'; readonly storeFile: string };
