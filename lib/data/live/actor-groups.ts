import 'server-only';
import { livePagedRows } from './actor-paging';
import { int } from './query';

/**
 * A member's party groups over the live service: their AktørAktør links (role 15 "medlem" to a Folketingsgruppe)
 * and each group's members, with the store's definition of a member's group on a date
 * (lib/store/actor-voting-index.ts). One request: the links with each group's own links expanded.
 */

/** A party-group membership (AktørAktør role 15 to an Aktørtype 4 actor). */
export interface GroupLink {
  readonly group: number;
  readonly code: string | null;
  readonly start: string | null;
  readonly end: string | null;
}

const ROLE_MEMBER = 15;
const PARTY_GROUP = 4;
const INDEPENDENT = 'UFG';

/** The members of a party group (role 15 links to it) with their dates. */
export interface GroupMember {
  readonly actor: number;
  readonly start: string | null;
  readonly end: string | null;
}

/** A member's party groups: their links, and the members of each group (independents' groups left out). */
export interface MemberGroups {
  /** Latest started first (undated last): the order {@link groupOn} relies on. */
  readonly links: readonly GroupLink[];
  readonly members: ReadonlyMap<number, readonly GroupMember[]>;
}

interface MemberLinkJson {
  readonly id: number;
  readonly tilaktørid: number;
  readonly startdato: string | null;
  readonly slutdato: string | null;
  readonly TilAktør?: {
    readonly typeid: number;
    readonly gruppenavnkort: string | null;
    readonly TilAktørAktør?: readonly {
      readonly fraaktørid: number;
      readonly rolleid: number;
      readonly startdato: string | null;
      readonly slutdato: string | null;
    }[];
  } | null;
}

/** The cap the service puts on an expanded collection (oda-reference §3.5): a list this long may be cut. */
const EXPAND_CAP = 100;

/**
 * The member's party-group links with each group's own links expanded (`TilAktør/TilAktørAktør`): one request
 * gives the groups and their members. A group whose expanded list hits the service's cap of 100 is read again
 * on its own, in full.
 */
export async function liveMemberGroups(actorId: number): Promise<MemberGroups> {
  const rows = await livePagedRows<MemberLinkJson>('AktørAktør', {
    filter: `fraaktørid eq ${int(actorId)} and rolleid eq ${ROLE_MEMBER}`,
    expand: ['TilAktør', 'TilAktør/TilAktørAktør'],
    select: [
      'id',
      'tilaktørid',
      'startdato',
      'slutdato',
      'TilAktør/typeid',
      'TilAktør/gruppenavnkort',
      'TilAktør/TilAktørAktør/fraaktørid',
      'TilAktør/TilAktørAktør/rolleid',
      'TilAktør/TilAktørAktør/startdato',
      'TilAktør/TilAktørAktør/slutdato',
    ],
  });
  const known = groupsOf.get(rows);
  if (known) return known;
  const groups = rows
    .filter((r) => r.TilAktør?.typeid === PARTY_GROUP)
    .sort((a, b) => {
      if (a.startdato !== b.startdato) {
        if (a.startdato === null) return 1;
        if (b.startdato === null) return -1;
        return a.startdato < b.startdato ? 1 : -1;
      }
      return b.id - a.id;
    });
  const links = groups.map((r) => ({
    group: r.tilaktørid,
    code: r.TilAktør?.gruppenavnkort ?? null,
    start: r.startdato,
    end: r.slutdato,
  }));
  const members = new Map<number, readonly GroupMember[]>();
  const capped: number[] = [];
  for (const r of groups) {
    if (members.has(r.tilaktørid) || r.TilAktør?.gruppenavnkort?.trim() === INDEPENDENT) continue;
    const expanded = r.TilAktør?.TilAktørAktør ?? [];
    if (expanded.length >= EXPAND_CAP) capped.push(r.tilaktørid);
    members.set(
      r.tilaktørid,
      expanded
        .filter((l) => l.rolleid === ROLE_MEMBER)
        .map((l) => ({ actor: l.fraaktørid, start: l.startdato, end: l.slutdato })),
    );
  }
  const uncut = [...new Set(capped)];
  const full = await Promise.all(uncut.map((g) => liveGroupMembers(g)));
  for (const [i, g] of uncut.entries()) members.set(g, full[i] ?? []);
  const result = { links, members };
  // Memoised on the rows only when nothing else was read (a capped group's own list may change on its own).
  if (capped.length === 0) groupsOf.set(rows, result);
  return result;
}

const groupsOf = new WeakMap<readonly MemberLinkJson[], MemberGroups>();

/** The group a member belonged to on a date (`start ≤ date < end`, open ends open; the latest started wins). */
export function groupOn(links: readonly GroupLink[], dato: string | null): GroupLink | undefined {
  if (dato === null) return undefined;
  return links.find((m) => (m.start === null || m.start <= dato) && (m.end === null || m.end > dato));
}

export const isIndependent = (link: GroupLink): boolean => link.code?.trim() === INDEPENDENT;

/** A group's members read on their own (role 15 links to it). */
export async function liveGroupMembers(groupId: number): Promise<GroupMember[]> {
  const rows = await livePagedRows<{ fraaktørid: number; startdato: string | null; slutdato: string | null }>(
    'AktørAktør',
    {
      filter: `tilaktørid eq ${int(groupId)} and rolleid eq ${ROLE_MEMBER}`,
      select: ['fraaktørid', 'startdato', 'slutdato'],
    },
  );
  return rows.map((r) => ({ actor: r.fraaktørid, start: r.startdato, end: r.slutdato }));
}

/** The members of a group on a date (distinct actors). */
export function membersOn(members: readonly GroupMember[], dato: string): number[] {
  const on = members.filter((m) => (m.start === null || m.start <= dato) && (m.end === null || m.end > dato));
  return [...new Set(on.map((m) => m.actor))];
}
