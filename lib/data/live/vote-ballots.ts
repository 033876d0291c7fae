import 'server-only';
import type { VoteBallotRow } from '@/lib/store/vote-ballots';
import { and, int, odata } from './query';
import { liveRows } from './reader';

/**
 * A vote's ballots over OData, in the row shape of lib/store/vote-ballots.ts: every `Stemme` with its member's
 * names, and the Folketingsgruppe the member belonged to on the vote date, read from `AktørAktør` and picked by the
 * store's rule ({@link pickGroups}).
 */

/** `Aktørtype` 4 and `AktørAktørRolle` 15 (oda-reference §2.3, §2.4), as in lib/store/vote-ballots.ts. */
const FOLKETINGSGRUPPE = 4;
const MEDLEM = 15;
/** The service's page (and `$top`) limit. */
const PAGE = 100;

/** A `Stemme` row as read (`$select` keeps the member's biografi, often kilobytes, out of the answer). */
export interface LiveStemme {
  readonly id: number;
  readonly typeid: number | null;
  readonly aktørid: number;
  readonly Aktør: {
    readonly navn: string | null;
    readonly fornavn: string | null;
    readonly efternavn: string | null;
  } | null;
}

/** An `AktørAktør` membership with the group it points to. */
export interface LiveMembership {
  readonly id: number;
  readonly fraaktørid: number;
  readonly tilaktørid: number;
  readonly startdato: string | null;
  readonly slutdato: string | null;
  readonly TilAktør: { readonly gruppenavnkort: string | null; readonly navn: string | null } | null;
}

/** One window of the vote's Stemme rows, by id; the first asks for the count. */
export function stemmePageRequest(voteId: number, page: number): string {
  return odata('Stemme', {
    filter: `afstemningid eq ${int(voteId)}`,
    select: ['id', 'typeid', 'aktørid', 'Aktør/navn', 'Aktør/fornavn', 'Aktør/efternavn'],
    expand: ['Aktør'],
    orderby: 'id',
    top: PAGE,
    skip: page * PAGE,
    inlinecount: page === 0,
  });
}

/**
 * How many windows of 100 of a vote's Stemme, and of the group memberships around its date, are asked for at
 * once: a vote has one Stemme per member (179) and about as many memberships cover a date, so two windows nearly
 * always hold them all and neither needs a second round for its count. The proxy warms the Stemme windows (lib/data/live/vote-exists.ts).
 */
export const FIRST_PAGES = 2;

/** Every row of a windowed request: the first {@link FIRST_PAGES} windows in parallel, any further ones (rare) after. */
async function fetchWindows<T>(pageRequest: (page: number) => string): Promise<T[]> {
  const first = await Promise.all(
    Array.from({ length: FIRST_PAGES }, (_, page) => liveRows<T>(pageRequest(page))),
  );
  const count = first[0]?.count ?? 0;
  const more: number[] = [];
  for (let page = FIRST_PAGES; page * PAGE < count; page++) more.push(page);
  const rest = await Promise.all(more.map((page) => liveRows<T>(pageRequest(page))));
  return [...first, ...rest].flatMap((p) => p.rows).slice(0, Math.max(count, 0));
}

/** Every Stemme of the vote, ordered by id. */
export function fetchStemme(voteId: number): Promise<LiveStemme[]> {
  return fetchWindows<LiveStemme>((page) => stemmePageRequest(voteId, page));
}

/** `YYYY-MM-DD` shifted by `days`. */
function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The service-side filter narrowing memberships to those that can cover `dato`: started before the day after it,
 * ended on its day or later (the exact test is {@link coversDate}, done here on the text as the store does). With
 * no date only memberships without dates can cover it (the store's `x <= NULL` is never true).
 */
function dateWindow(dato: string | null): string {
  if (dato === null) return 'startdato eq null and slutdato eq null';
  const day = /^\d{4}-\d{2}-\d{2}/.exec(dato)?.[0];
  if (!day) return '';
  return (
    `(startdato eq null or startdato lt datetime'${shiftDay(day, 1)}T00:00:00') and ` +
    `(slutdato eq null or slutdato ge datetime'${day}T00:00:00')`
  );
}

/**
 * One window of the Folketingsgruppe memberships (role "medlem" to an actor of type 4) that can cover the vote
 * date: every member's, not just the voters' — a short request that every vote of the same day shares, instead of
 * id lists (which the service caps at ~2 KB of query string and which are slow to parse). About 180 rows.
 */
export function membershipPageRequest(dato: string | null, page: number): string {
  return odata('AktørAktør', {
    filter: and(`rolleid eq ${MEDLEM}`, `TilAktør/typeid eq ${FOLKETINGSGRUPPE}`, dateWindow(dato)),
    select: [
      'id',
      'fraaktørid',
      'tilaktørid',
      'startdato',
      'slutdato',
      'TilAktør/gruppenavnkort',
      'TilAktør/navn',
    ],
    expand: ['TilAktør'],
    orderby: 'id',
    top: PAGE,
    skip: page * PAGE,
    inlinecount: page === 0,
  });
}

/** Whether a membership covers the date, compared as ODA text like the store's SQL (null = open). */
function coversDate(m: LiveMembership, dato: string | null): boolean {
  const started = m.startdato === null || (dato !== null && m.startdato <= dato);
  const notEnded = m.slutdato === null || (dato !== null && m.slutdato > dato);
  return started && notEnded;
}

/** SQLite's `ORDER BY startdato DESC, id DESC`: nulls sort lowest, so last. */
function laterFirst(a: LiveMembership, b: LiveMembership): number {
  if (a.startdato !== b.startdato) {
    if (a.startdato === null) return 1;
    if (b.startdato === null) return -1;
    return a.startdato < b.startdato ? 1 : -1;
  }
  return b.id - a.id;
}

/** Each member's group on the date: of the memberships covering it, the latest started (then highest id). */
export function pickGroups(
  memberships: readonly LiveMembership[],
  dato: string | null,
): Map<number, LiveMembership> {
  const picked = new Map<number, LiveMembership>();
  for (const m of memberships) {
    if (!coversDate(m, dato)) continue;
    const current = picked.get(m.fraaktørid);
    if (!current || laterFirst(m, current) < 0) picked.set(m.fraaktørid, m);
  }
  return picked;
}

/** The group memberships that can cover the date, ordered by id. */
export function fetchMemberships(dato: string | null): Promise<LiveMembership[]> {
  return fetchWindows<LiveMembership>((page) => membershipPageRequest(dato, page));
}

/** The ballot rows of lib/store/vote-ballots.ts from the Stemme rows and the picked groups, by Stemme id. */
export function toBallotRows(
  stemme: readonly LiveStemme[],
  groups: ReadonlyMap<number, LiveMembership>,
): VoteBallotRow[] {
  return stemme
    .map((s): VoteBallotRow => {
      const group = groups.get(s.aktørid) ?? null;
      return {
        stemme_id: s.id,
        aktoer_id: s.aktørid,
        stemmetype_id: s.typeid,
        aktoer_navn: s.Aktør?.navn ?? null,
        aktoer_fornavn: s.Aktør?.fornavn ?? null,
        aktoer_efternavn: s.Aktør?.efternavn ?? null,
        gruppe_id: group?.tilaktørid ?? null,
        gruppe_kode: group?.TilAktør?.gruppenavnkort ?? null,
        gruppe_navn: group?.TilAktør?.navn ?? null,
      };
    })
    .sort((a, b) => a.stemme_id - b.stemme_id);
}

/** The ballots of a vote from its Stemme rows: the memberships around its date; none when there is no Stemme. */
export async function liveVoteBallots(
  stemme: readonly LiveStemme[],
  dato: string | null,
): Promise<VoteBallotRow[]> {
  if (stemme.length === 0) return [];
  return toBallotRows(stemme, pickGroups(await fetchMemberships(dato), dato));
}
