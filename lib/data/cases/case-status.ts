/**
 * ODA's case statuses (`Sagsstatus.status`, 68 of them, several names repeated under other ids;
 * docs/oda.md#case-statuses) grouped into a few plain words a reader understands (lib/wording/case-status-words.ts): what became of the case.
 * The raw status stays available beside the plain word, so nothing is hidden.
 */
export type CaseStatusGroup = 'adopted' | 'rejected' | 'pending' | 'lapsed' | 'concluded';

/** The groups in the order the status filter offers them, each with its URL value (`/soeg?status=vedtaget`). */
export const CASE_STATUS_GROUPS: readonly { readonly group: CaseStatusGroup; readonly slug: string }[] = [
  { group: 'adopted', slug: 'vedtaget' },
  { group: 'rejected', slug: 'forkastet' },
  { group: 'pending', slug: 'under-behandling' },
  { group: 'lapsed', slug: 'bortfaldet' },
  { group: 'concluded', slug: 'afsluttet' },
];

/**
 * Every status name of the reference list, by group. Keys are compared without case and with spaces and dots
 * evened out ("3.beh./Vedtaget" and "3. beh./Vedtaget" are one), see {@link statusKey}.
 */
const GROUP_OF: Readonly<Record<CaseStatusGroup, readonly string[]>> = {
  adopted: [
    'Vedtaget',
    'Stadfæstet',
    'Tiltrådt',
    '2. beh/Vedtaget',
    '3.beh./Vedtaget',
    'Eneste behandling/Vedtaget',
    '1. (eneste) behandling/Vedtaget',
  ],
  rejected: [
    'Forkastet',
    '2. beh./Forkastet',
    '3. beh./Forkastet',
    '1. (eneste) behandling/Forkastet',
    'Afvist',
    'Spørgsmål afvist',
  ],
  pending: [
    'Anmeldt',
    'Fremsat',
    'Fremsat/henvist til udvalg',
    'Igangværende',
    'Foreløbig',
    'Henstående',
    'Skal forhandles',
    'Ikke afgjort',
    'Optaget',
    'Afventer opfølgning',
    'Besvaret, foreløbigt',
    'Betænkning afgivet',
    'Tillægsbetænkning afgivet',
    '1. beh./Henvist til udvalg',
    '1. beh./Direkte til 2. beh.',
    '1. beh. afbrudt/udsat',
    '1. beh. afbrudt/henvist til udvalg',
    '2. beh./Henvist til udvalg',
    '2. beh./Direkte til 3. beh.',
    '2. beh. afbrudt/udsat',
    '2. beh. afbrudt/henvist til udvalg',
    '3. beh. afbrudt/udsat',
    '3. beh. afbrudt/henvist til udvalg',
  ],
  lapsed: ['Bortfaldet', '2. beh./Bortfaldet', 'Tilbagetaget', 'Udgået', 'Aflyst'],
  concluded: [
    'Afsluttet',
    'Afgivet',
    'Afholdt',
    'Behandlet',
    'Beretning afgivet',
    'Besvaret, endeligt',
    'Delt',
    'Foretaget',
    'Forhandlet',
    'Forhandlet i udvalg/delegation',
    'Forhandling afsluttet',
    'Fremmet',
    'Godkendt orlov',
    'Ingen forhandling',
    'Ophør anmeldt',
    'Stedfortræder godkendt',
    'Taget til efterretning',
  ],
};

/** A status name compared loosely: lower case, no spaces or dots ("3.beh./Vedtaget" = "3. beh/vedtaget"). */
const statusKey = (status: string): string => status.toLowerCase().replace(/[\s.]+/g, '');

const BY_KEY: ReadonlyMap<string, CaseStatusGroup> = new Map(
  (Object.entries(GROUP_OF) as [CaseStatusGroup, readonly string[]][]).flatMap(([group, names]) =>
    names.map((name) => [statusKey(name), group] as const),
  ),
);

/**
 * The plain group of a case status, or null for a status the table does not know (the raw status is then shown
 * alone): an unknown name ending in an outcome ("…/Vedtaget") still gets that outcome.
 */
export function toCaseStatusGroup(status: string | null): CaseStatusGroup | null {
  if (!status) return null;
  const known = BY_KEY.get(statusKey(status));
  if (known) return known;
  const outcome = statusKey(status).split('/').at(-1) ?? '';
  return BY_KEY.get(outcome) ?? null;
}

/** The group a URL's `status` value names, or null. */
export function caseStatusGroupFromSlug(slug: string): CaseStatusGroup | null {
  return CASE_STATUS_GROUPS.find((g) => g.slug === slug)?.group ?? null;
}

export function caseStatusSlug(group: CaseStatusGroup): string {
  return CASE_STATUS_GROUPS.find((g) => g.group === group)?.slug ?? group;
}
