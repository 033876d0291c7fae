/** How much the generator produces. `full` approaches the real service's volumes (docs/oda.md#volumes). */
export interface ScaleConfig {
  readonly name: 'tiny' | 'sample' | 'demo' | 'full';
  /** First session (by start year) with cases, meetings and votes. */
  readonly firstYear: number;
  /** Multiplier on the per-session case volumes of a real session. */
  readonly caseFactor: number;
  /** Share of plenary votes kept (1 = every vote of a real session). */
  readonly voteFactor: number;
  readonly organisations: number;
  readonly privatePersons: number;
  /**
   * Person actors in all (the real table, March 2019: 2,883 — every member since 1953, ministers from outside the
   * Folketing, substitutes): the members of the modelled terms and as many earlier persons as make up the rest.
   */
  readonly persons: number;
  /** Kommission actors (real: 463, one per commission and samling). */
  readonly commissions: number;
  /** "Anden gruppe" actors (real: 5). */
  readonly otherGroups: number;
  /** Committees per session. */
  readonly committees: number;
  /** Meetings per committee and session. */
  readonly committeeMeetings: number;
  /** The plenary sittings' transcripts (lib/dataset/referat/build-referat.ts). */
  readonly referat: ReferatScale;
}

/**
 * How many transcripts: the share of held plenary sittings that get a file, the speeches of an ordinary sitting
 * (split over its items by stage) and how many of the latest sittings with a case on the agenda are debated at full
 * length ({@link FULL_DEBATE_SPEECHES} speeches), so that pages have whole debates to show at every scale.
 */
export interface ReferatScale {
  readonly sittingShare: number;
  readonly speeches: number;
  readonly fullDebates: number;
}

/** Speeches of a sitting debated at full length: ~800,000 over the ~1,460 held sittings of the full scale. */
export const FULL_DEBATE_SPEECHES = 600;

export const SCALES: Readonly<Record<ScaleConfig['name'], ScaleConfig>> = {
  tiny: {
    name: 'tiny',
    firstYear: 2013,
    caseFactor: 0.01,
    voteFactor: 0.03,
    organisations: 40,
    privatePersons: 20,
    persons: 500,
    commissions: 10,
    otherGroups: 1,
    committees: 8,
    committeeMeetings: 4,
    referat: { sittingShare: 0.03, speeches: 6, fullDebates: 1 },
  },
  /**
   * The column-pattern test's scale (a few seconds): every session at 4% of the cases and votes, but the cheap
   * parts that set the shares of whole tables at their full size — the actors and the committee meetings — so
   * each column's null / "" / value shares come out as at full scale.
   */
  sample: {
    name: 'sample',
    firstYear: 2013,
    caseFactor: 0.04,
    voteFactor: 0.04,
    organisations: 6300,
    privatePersons: 4200,
    persons: 2883,
    commissions: 463,
    otherGroups: 5,
    committees: 26,
    committeeMeetings: 40,
    referat: { sittingShare: 0.03, speeches: 6, fullDebates: 0 },
  },
  demo: {
    name: 'demo',
    firstYear: 2013,
    caseFactor: 0.05,
    voteFactor: 0.12,
    organisations: 400,
    privatePersons: 250,
    persons: 900,
    commissions: 46,
    otherGroups: 2,
    committees: 24,
    committeeMeetings: 8,
    referat: { sittingShare: 1, speeches: 8, fullDebates: 12 },
  },
  full: {
    name: 'full',
    firstYear: 2013,
    caseFactor: 1,
    voteFactor: 1,
    organisations: 6300,
    privatePersons: 4200,
    persons: 2883,
    commissions: 463,
    otherGroups: 5,
    committees: 26,
    committeeMeetings: 40,
    referat: { sittingShare: 1, speeches: FULL_DEBATE_SPEECHES, fullDebates: 0 },
  },
};
