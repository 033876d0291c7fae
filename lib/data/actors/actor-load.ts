import { parseBiografi } from '@/lib/biografi';
import { daysBetween, nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { storeReads } from '@/lib/data/store-read-source';
import type { ActorKind, ActorRef, PeriodLabel } from '@/lib/data/types';
import { AKTOERAKTOERROLLE, AKTOERTYPE, INDEPENDENTS, INDEPENDENTS_NAME } from '@/lib/model/oda-ids';
import {
  type ActorLinkRow,
  type ActorRow,
  selectActorLinksFrom,
  selectActorLinksTo,
  selectActorRow,
  selectActorSiblings,
} from '@/lib/store/actor';
import type { Store } from '@/lib/store/store';
import type { ActorLink, ActorSummary, PartySpell, PoliticianProfile } from './types';

/** The kind of page an Aktørtype id gets; 'other' for every type without a page of its own. */
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

/**
 * One actor's record, or null when there is none. A store read (lib/data/store-read-source.ts): runs in the pages'
 * query pool, called through `getActor` (actor.ts).
 */
export function loadActor(db: Store, id: number): ActorSummary | null {
  const row = selectActorRow(db, id);
  return row ? toActorSummary(row) : null;
}

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
    const gap = last?.to && m.from ? daysBetween(last.to, m.from) : null;
    const joins = last !== undefined && last.party === party && gap !== null && Math.abs(gap) <= 1;
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
 * A person's party history, committee seats, minister posts and other roles, and the parsed biografi. A store
 * read (lib/data/store-read-source.ts), called through `getPoliticianProfile` (actor.ts).
 */
export function loadPoliticianProfile(db: Store, id: number): PoliticianProfile {
  const links = selectActorLinksFrom(db, id).map(toActorLink);
  const partyLinks = links.filter(
    (l) => l.actor.typeId === AKTOERTYPE.folketingsgruppe && l.roleId === AKTOERAKTOERROLLE.medlem,
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
    biografi: parseBiografi(selectActorRow(db, id)?.biografi ?? null),
  };
}

/**
 * The actors linked to this one (`tilaktørid`): a group's or committee's members, a title's holders. A store read
 * (lib/data/store-read-source.ts), called through `getActorMembers` (actor.ts).
 */
export function loadActorMembers(db: Store, id: number): ActorLink[] {
  return selectActorLinksTo(db, id).map(toActorLink);
}

/**
 * The actors of a type with a name — the same group or committee in other samlinger (a new Aktør each samling) —
 * newest first, with their samling. A store read (lib/data/store-read-source.ts), called through `getActorSiblings`
 * (actor.ts).
 */
export function loadActorSiblings(
  db: Store,
  typeId: number,
  name: string,
): { readonly id: number; readonly period: PeriodLabel }[] {
  return selectActorSiblings(db, typeId, name).map((r) => ({
    id: r.id,
    period: { id: r.periodeid, code: nonBlank(r.periode_kode), title: nonBlank(r.periode_titel) },
  }));
}

storeReads('lib/data/actors/actor-load.ts', {
  loadActor,
  loadActorMembers,
  loadActorSiblings,
  loadPoliticianProfile,
});
