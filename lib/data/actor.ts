import 'server-only';
import { cache } from 'react';
import { parseBiografi } from '@/lib/biografi';
import {
  type ActorLinkRow,
  type ActorRow,
  selectActorLinksFrom,
  selectActorLinksTo,
  selectActorRow,
  selectActorSiblings,
} from '@/lib/store/actor';
import { getStore } from '@/lib/store/open-store';
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import type {
  ActorKind,
  ActorLink,
  ActorRef,
  ActorSummary,
  PartySpell,
  PeriodLabel,
  PoliticianProfile,
} from './types';

/** Aktørtype ids with a page of their own (oda-reference §2.3). */
export const AKTOERTYPE = {
  ministerområde: 1,
  ministertitel: 2,
  udvalg: 3,
  folketingsgruppe: 4,
  person: 5,
} as const;

/** AktørAktørRolle 15 "medlem" (oda-reference §2.4). */
const ROLE_MEMBER = 15;
const INDEPENDENTS = 'UFG';
const INDEPENDENTS_NAME = 'Uden for folketingsgrupperne';

/** The largest id ODA can have (`Edm.Int32`). */
export const MAX_ACTOR_ID = 2_147_483_647;

/** A route segment as an actor id: a plain positive integer ('12', not '012', '1e3', '+4', '12abc'); else null. */
export function parseActorId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ACTOR_ID ? id : null;
}

export function actorKind(typeId: number | null): ActorKind {
  switch (typeId) {
    case AKTOERTYPE.person:
      return 'person';
    case AKTOERTYPE.folketingsgruppe:
      return 'party-group';
    case AKTOERTYPE.udvalg:
      return 'committee';
    case AKTOERTYPE.ministerområde:
      return 'ministry';
    case AKTOERTYPE.ministertitel:
      return 'minister-title';
    default:
      return 'other';
  }
}

/** `navn`, else first and last name joined; null when neither is there. */
export function actorName(
  navn: string | null,
  fornavn: string | null,
  efternavn: string | null,
): string | null {
  return nonBlank(navn) ?? nonBlank([nonBlank(fornavn), nonBlank(efternavn)].filter(Boolean).join(' '));
}

function period(id: number | null, code: string | null, title: string | null): PeriodLabel | null {
  return id === null ? null : { id, code: nonBlank(code), title: nonBlank(title) };
}

function toActorSummary(row: ActorRow): ActorSummary {
  return {
    id: row.id,
    kind: actorKind(row.typeid),
    typeId: row.typeid,
    typeName: nonBlank(row.aktoertype),
    name: actorName(row.navn, row.fornavn, row.efternavn),
    shortName: nonBlank(row.gruppenavnkort),
    firstName: nonBlank(row.fornavn),
    lastName: nonBlank(row.efternavn),
    period: period(row.periodeid, row.periode_kode, row.periode_titel),
    startDate: toIsoLocalDateTime(row.startdato ?? row.periode_start),
    endDate: toIsoLocalDateTime(row.slutdato ?? (row.periodeid !== null ? row.periode_slut : null)),
    hasBiografi: nonBlank(row.biografi) !== null,
  };
}

/** The raw reads (lib/store/actor.ts), shaped by the functions below. Memoised per request. */
const actorRow = cache(async (id: number) => selectActorRow(getStore(), id) ?? null);
const linksFrom = cache(async (id: number) => selectActorLinksFrom(getStore(), id));
const linksTo = cache(async (id: number) => selectActorLinksTo(getStore(), id));

/**
 * One actor's record, or null when there is none. Memoised per request: the page, its metadata and its
 * panels share one read. Callers render at request time (`await connection()`).
 */
export const getActor = cache(async (id: number): Promise<ActorSummary | null> => {
  const row = await actorRow(id);
  return row ? toActorSummary(row) : null;
});

function toActorLink(row: ActorLinkRow): ActorLink {
  const actor: ActorRef = {
    id: row.other_id,
    name: actorName(row.other_navn, row.other_fornavn, row.other_efternavn),
    typeId: row.other_typeid,
    typeName: nonBlank(row.other_type),
    shortName: nonBlank(row.other_kode),
  };
  return {
    actor,
    role: nonBlank(row.rolle),
    roleId: row.rolleid,
    from: toIsoLocalDateTime(row.startdato),
    to: toIsoLocalDateTime(row.slutdato),
    period: period(row.periodeid, row.periode_kode, row.periode_titel),
  };
}

/** Days between two ISO dates' calendar days (b − a). */
function dayGap(a: string, b: string): number {
  return (Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000;
}

/**
 * Party spells from a person's group memberships (oldest first): consecutive memberships with the same party
 * code join when the next starts no more than a day after the previous ends. A membership without dates stays a
 * spell of its own — we do not guess where it belongs.
 */
export function toPartySpells(memberships: readonly ActorLink[]): PartySpell[] {
  const spells: {
    party: string | null;
    partyName: string | null;
    from: string | null;
    to: string | null;
    groupIds: number[];
  }[] = [];
  for (const m of memberships) {
    const party = m.actor.shortName;
    const partyName = party === INDEPENDENTS ? INDEPENDENTS_NAME : m.actor.name;
    const last = spells.at(-1);
    const joins =
      last !== undefined &&
      last.party === party &&
      last.to !== null &&
      m.from !== null &&
      dayGap(last.to, m.from) <= 1 &&
      dayGap(last.to, m.from) >= -1;
    if (last && joins) {
      last.to = m.to;
      last.partyName = partyName ?? last.partyName;
      last.groupIds.push(m.actor.id);
    } else {
      spells.push({ party, partyName, from: m.from, to: m.to, groupIds: [m.actor.id] });
    }
  }
  return spells;
}

const newestFirst = (a: ActorLink, b: ActorLink) => (b.from ?? '').localeCompare(a.from ?? '');

/**
 * A person's party history, committee seats, minister posts and other roles, and the parsed biografi. Memoised
 * per request.
 */
export const getPoliticianProfile = cache(async (id: number): Promise<PoliticianProfile> => {
  const [linkRows, row] = await Promise.all([linksFrom(id), actorRow(id)]);
  const links = linkRows.map(toActorLink);
  const partyLinks = links.filter(
    (l) => l.actor.typeId === AKTOERTYPE.folketingsgruppe && l.roleId === ROLE_MEMBER,
  );
  const partySpells = toPartySpells(partyLinks);
  const open = partySpells.filter((s) => s.to === null);
  const latestParty =
    open.at(-1) ?? [...partySpells].sort((a, b) => (a.to ?? '').localeCompare(b.to ?? '')).at(-1) ?? null;
  const rest = links.filter((l) => !partyLinks.includes(l));
  return {
    partySpells,
    latestParty,
    committees: rest.filter((l) => l.actor.typeId === AKTOERTYPE.udvalg).sort(newestFirst),
    ministerPosts: rest.filter((l) => l.actor.typeId === AKTOERTYPE.ministertitel).sort(newestFirst),
    otherRoles: rest
      .filter((l) => l.actor.typeId !== AKTOERTYPE.udvalg && l.actor.typeId !== AKTOERTYPE.ministertitel)
      .sort(newestFirst),
    biografi: parseBiografi(row?.biografi ?? null),
  };
});

/** The actors linked to this one (`tilaktørid`): a group's or committee's members, a title's holders. */
export const getActorMembers = cache(
  async (id: number): Promise<ActorLink[]> => (await linksTo(id)).map(toActorLink),
);

/** The same group or committee in other samlinger (a new Aktør each samling), newest first. Memoised per request. */
export const getActorSiblings = cache(
  async (
    actor: Pick<ActorSummary, 'typeId' | 'name' | 'period'>,
  ): Promise<{ readonly id: number; readonly period: PeriodLabel }[]> => {
    if (actor.period === null || actor.name === null) return [];
    return selectActorSiblings(getStore(), actor.typeId, actor.name).map((r) => ({
      id: r.id,
      period: { id: r.periodeid, code: nonBlank(r.periode_kode), title: nonBlank(r.periode_titel) },
    }));
  },
);
