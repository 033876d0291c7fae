/** How much the generator produces. `full` approaches the real service's volumes (oda-reference §6.5). */
export interface ScaleConfig {
  readonly name: 'tiny' | 'demo' | 'full';
  /** First session (by start year) with cases, meetings and votes. */
  readonly firstYear: number;
  /** Multiplier on the per-session case volumes of a real session. */
  readonly caseFactor: number;
  /** Share of plenary votes kept (1 = every vote of a real session). */
  readonly voteFactor: number;
  readonly organisations: number;
  readonly privatePersons: number;
  /** Committees per session. */
  readonly committees: number;
}

export const SCALES: Readonly<Record<ScaleConfig['name'], ScaleConfig>> = {
  tiny: {
    name: 'tiny',
    firstYear: 2013,
    caseFactor: 0.01,
    voteFactor: 0.03,
    organisations: 40,
    privatePersons: 20,
    committees: 8,
  },
  demo: {
    name: 'demo',
    firstYear: 2013,
    caseFactor: 0.05,
    voteFactor: 0.12,
    organisations: 400,
    privatePersons: 250,
    committees: 24,
  },
  full: {
    name: 'full',
    firstYear: 2013,
    caseFactor: 1,
    voteFactor: 1,
    organisations: 6300,
    privatePersons: 4200,
    committees: 26,
  },
};
