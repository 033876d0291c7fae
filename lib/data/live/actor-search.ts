import 'server-only';
import type { ActorCandidateRow, ActorResultRow } from '@/lib/store/actor-search';
import { actorName } from '../actor';
import { livePages, liveRowsInPages } from './meeting-pages';
import { and, anyOfChunks, int, odata, str } from './query';
import { liveRows } from './reader';

/*
 * The actor list (/aktoerer) from the live service, with the store's meaning (lib/store/actor-search.ts):
 * the service filters by name, type, party and samling, and every matching actor's name comes back (pages of
 * 100 in parallel) so the list can be ranked and put in Danish alphabetical order here — OData orders by the
 * service's collation and cannot rank "starts with the text" first. Only the shown page's details are read.
 */

const PERSON = 5;
const PARTY_GROUP = 4;
const MEMBER_ROLE = 15;
const DANISH = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** What the filters ask for (the store's ActorSearchParams before they become GLOB patterns). */
export interface LiveActorFilter {
  readonly query: string | null;
  readonly type: number | null;
  readonly party: string | null;
  readonly period: string | null;
}

/** A candidate with its display name, in list order. */
export type RankedActor = ActorCandidateRow & { readonly name: string | null };

/**
 * Case folded as the store's GLOB patterns fold it (caseInsensitiveGlob): each character with a one-character
 * lower and upper case stands for both, every other character for itself.
 */
function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLocaleLowerCase('da');
    const upper = ch.toLocaleUpperCase('da');
    out += lower !== upper && lower.length === 1 && upper.length === 1 ? lower : ch;
  }
  return out;
}

/**
 * The name clause: the text in `navn`, `fornavn` or `efternavn` (case-folded by `tolower`), or across the space
 * between first and last name — the store's `navn GLOB *q* OR fornavn || ' ' || efternavn GLOB *q*` (a text
 * without a space found in "fornavn efternavn" is found in one of them).
 */
function nameClause(query: string): string {
  const needle = str(query.toLocaleLowerCase('da'));
  const fields = ['navn', 'fornavn', 'efternavn'].map((f) => `substringof(${needle},tolower(${f}))`);
  if (query.includes(' '))
    fields.push(`substringof(${needle},tolower(concat(concat(fornavn,' '),efternavn)))`);
  return `(${fields.join(' or ')})`;
}

/**
 * Party and samling: a person passes as a member (rolle 15) of a Folketingsgruppe with that code in that samling;
 * any other actor by being that party's group and by its own samling.
 */
function membershipClause(party: string | null, period: string | null): string | null {
  if (party === null && period === null) return null;
  const member = and(
    `m/rolleid eq ${int(MEMBER_ROLE)}`,
    `m/TilAktør/typeid eq ${int(PARTY_GROUP)}`,
    party !== null && `m/TilAktør/gruppenavnkort eq ${str(party)}`,
    period !== null && `m/TilAktør/Periode/kode eq ${str(period)}`,
  );
  const other = and(
    `typeid ne ${int(PERSON)}`,
    party !== null && `typeid eq ${int(PARTY_GROUP)} and gruppenavnkort eq ${str(party)}`,
    period !== null && `Periode/kode eq ${str(period)}`,
  );
  return `((typeid eq ${int(PERSON)} and FraAktørAktør/any(m: ${member})) or (${other}))`;
}

interface CandidateJson {
  readonly id: number;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
  readonly typeid: number;
}

function rank(row: CandidateJson, folded: string | null): number {
  if (folded === null || row.navn === null) return 0;
  const navn = fold(row.navn);
  if (navn.startsWith(folded)) return 2;
  return navn.includes(` ${folded}`) ? 1 : 0;
}

function matches(row: CandidateJson, folded: string): boolean {
  return (
    (row.navn !== null && fold(row.navn).includes(folded)) ||
    fold(`${row.fornavn ?? ''} ${row.efternavn ?? ''}`).includes(folded)
  );
}

/** Rank first (name starts with the text, then a word does, then the rest), then Danish order, nameless last. */
function byRankThenName(a: RankedActor, b: RankedActor): number {
  if (a.rang !== b.rang) return b.rang - a.rang;
  if (a.name === null || b.name === null) return a.name === b.name ? a.id - b.id : a.name === null ? 1 : -1;
  return DANISH.compare(a.name, b.name) || a.id - b.id;
}

/** Ranked lists by request, reused while every page of the answer is the same cached page (a warm list). */
const ranked = new Map<
  string,
  { pages: readonly (readonly CandidateJson[])[]; list: readonly RankedActor[] }
>();
const RANKED_KEPT = 64;

/** Every actor passing the filters, in list order (the store's candidates sorted by its comparator). */
export async function liveRankedActors(filter: LiveActorFilter): Promise<readonly RankedActor[]> {
  const query = {
    filter: and(
      filter.type !== null && `typeid eq ${int(filter.type)}`,
      filter.query !== null && nameClause(filter.query),
      membershipClause(filter.party, filter.period),
    ),
    select: ['id', 'navn', 'fornavn', 'efternavn', 'typeid'],
    orderby: 'id',
  };
  const key = JSON.stringify([filter.query, query.filter]);
  const pages = await livePages<CandidateJson>('Aktør', query);
  const known = ranked.get(key);
  if (known && known.pages.length === pages.length && known.pages.every((p, i) => p === pages[i]))
    return known.list;

  const folded = filter.query === null ? null : fold(filter.query);
  const list = pages
    .flat()
    .filter((row) => folded === null || matches(row, folded))
    .map(
      (row): RankedActor => ({
        id: row.id,
        navn: row.navn,
        fornavn: row.fornavn,
        efternavn: row.efternavn,
        typeid: row.typeid,
        rang: rank(row, folded),
        name: actorName(row.navn, row.fornavn, row.efternavn),
      }),
    )
    .sort(byRankThenName);
  ranked.delete(key);
  ranked.set(key, { pages, list });
  if (ranked.size > RANKED_KEPT) ranked.delete(ranked.keys().next().value as string);
  return list;
}

interface ActorDetailJson {
  readonly id: number;
  readonly typeid: number;
  readonly gruppenavnkort: string | null;
  readonly startdato: string | null;
  readonly slutdato: string | null;
  readonly Aktørtype?: { readonly type: string | null } | null;
  readonly Periode?: { readonly titel: string | null } | null;
}

interface MembershipJson {
  readonly id: number;
  readonly fraaktørid: number;
  readonly slutdato: string | null;
  readonly TilAktør?: { readonly gruppenavnkort: string | null } | null;
}

/** Persons per membership request: with two pages asked at once, up to ~15 samlinger each fit in one round. */
const PERSONS_PER_REQUEST = 13;

/**
 * Each person's latest party membership (rolle 15 to a Folketingsgruppe; latest start, then highest id — the
 * store's row_number()): all their memberships, 13 persons a request in parallel, two pages each asked at once,
 * ordered so the first row per person is the latest.
 */
async function latestMemberships(personIds: readonly number[]): Promise<ReadonlyMap<number, MembershipJson>> {
  const pages = await Promise.all(
    anyOfChunks('fraaktørid', personIds, PERSONS_PER_REQUEST).map((persons) =>
      liveRowsInPages<MembershipJson>(
        'AktørAktør',
        {
          filter: and(persons, `rolleid eq ${int(MEMBER_ROLE)}`, `TilAktør/typeid eq ${int(PARTY_GROUP)}`),
          expand: ['TilAktør'],
          select: ['id', 'fraaktørid', 'slutdato', 'TilAktør/gruppenavnkort'],
          orderby: 'fraaktørid,startdato desc,id desc',
        },
        2,
      ),
    ),
  );
  const latest = new Map<number, MembershipJson>();
  for (const m of pages.flat()) if (!latest.has(m.fraaktørid)) latest.set(m.fraaktørid, m);
  return latest;
}

/**
 * What the shown lines need beyond the name (the store's ActorResultRow), in one round: the actors with type and
 * samling (40 ids a request) and the persons' latest parties, in parallel. Only persons are asked for a party:
 * memberships (rolle 15 to a Folketingsgruppe) are persons' — a page of committees costs no extra requests.
 */
export async function liveActorResultRows(
  actors: readonly { readonly id: number; readonly typeid: number }[],
): Promise<ActorResultRow[]> {
  const persons = actors.filter((a) => a.typeid === PERSON).map((a) => a.id);
  const [pages, latest] = await Promise.all([
    Promise.all(
      anyOfChunks(
        'id',
        actors.map((a) => a.id),
        40,
      ).map((filter) =>
        liveRows<ActorDetailJson>(
          odata('Aktør', {
            filter,
            expand: ['Aktørtype', 'Periode'],
            select: [
              'id',
              'typeid',
              'gruppenavnkort',
              'startdato',
              'slutdato',
              'Aktørtype/type',
              'Periode/titel',
            ],
          }),
        ),
      ),
    ),
    latestMemberships(persons),
  ]);
  return pages
    .flatMap((p) => p.rows)
    .map((a): ActorResultRow => {
      const membership = latest.get(a.id) ?? null;
      return {
        id: a.id,
        typeid: a.typeid,
        aktoertype: a.Aktørtype?.type ?? null,
        gruppenavnkort: a.gruppenavnkort,
        periode_titel: a.Periode?.titel ?? null,
        startdato: a.startdato,
        slutdato: a.slutdato,
        seneste_parti: membership?.TilAktør?.gruppenavnkort ?? null,
        seneste_parti_slut: membership ? membership.slutdato : null,
      };
    });
}
