import { AKTOERTYPE } from '@/lib/model/oda-ids';
import { readStoreMeta } from '@/lib/store/meta';
import { type PartyMembership, partyMembershipOn, readPartyMemberships } from '@/lib/store/party-membership';
import {
  type AgendaItemRow,
  linkDataStamp,
  type SamlingRow,
  selectAgendaItems,
  selectMinisterTitles,
  selectNumberedCases,
  selectPlenaryMeeting,
  selectSamling,
  selectSpeakerCandidates,
  selectTitleHolders,
} from '@/lib/store/referat-link';
import type { Store } from '@/lib/store/store';
import { aliasesFor, aliasOf, SPEAKER_ALIASES, type SpeakerAlias } from './speaker-aliases';
import { collapseSpaces, nameKey, normaliseName } from './speaker-name';

/**
 * Links a transcript's sittings, items, cases and speakers to ODA's rows by natural keys, by the rules of
 * docs/referat-linking.md — never guessing: what does not match exactly one row stays unlinked. The ODA rows it
 * needs are read once per store (persons, memberships, minister titles), per samling (cases) or per sitting (the
 * Møde's agenda, who held a minister title that day) and kept in memory, so linking a speech costs map look-ups.
 */

/** Item types of a sitting's agenda that are not cases (no Sag to link): the chair's notices, elections… */
export const NON_CASE_TYPES: ReadonlySet<string> = new Set(['FM', 'VALG', 'UVP']);

/** Why a speaker stayed unlinked: no person has the name, several do and nothing tells them apart, or no name. */
export type UnlinkedWhy = 'unknown' | 'ambiguous' | 'unnamed';

export type SpeakerLink =
  | { readonly aktoerid: number }
  | { readonly aktoerid: null; readonly why: UnlinkedWhy };

/** A speaker as linking reads them: the printed (normalised) name, party code and title. */
export interface SpeakerKey {
  readonly name: string | null;
  readonly party: string | null;
  readonly title: string | null;
}

/** The comparison form of a case number: "l  4 a" → "L 4 A" (a split case matches whole). */
export const caseKey = (text: string): string => text.replace(/\s+/g, ' ').trim().toLocaleUpperCase('da');

/** The printed case number of an item ("L 12", "L 4 A"), or null for an item that is not a case (see above). */
export function printedCaseNumber(caseType: string | null, caseNumber: string | null): string | null {
  const type = caseType?.trim() ?? '';
  if (type === '' || NON_CASE_TYPES.has(type.toLocaleUpperCase('da'))) return null;
  return caseKey([type, caseNumber ?? ''].join(' '));
}

/** A sitting's date as ODA compares dates: ISO local time, midnight when only the day is given. */
export const sittingInstant = (date: string): string => (date.length === 10 ? `${date}T00:00:00` : date);

/** A map from a key to the one value it names; a key naming two values names none (`null`). */
function uniqueIndex<V>(entries: Iterable<readonly [string, V]>): Map<string, V | null> {
  const index = new Map<string, V | null>();
  for (const [key, value] of entries) {
    const seen = index.get(key);
    index.set(key, seen === undefined || seen === value ? value : null);
  }
  return index;
}

function namesOfActors(db: Store): { persons: Map<string, number[]>; privates: Map<string, number[]> } {
  const persons = new Map<string, number[]>();
  const privates = new Map<string, number[]>();
  for (const a of selectSpeakerCandidates(db)) {
    const into = a.typeid === AKTOERTYPE.person ? persons : privates;
    const names = new Set<string>();
    for (const raw of [a.navn, [a.fornavn, a.efternavn].filter(Boolean).join(' ')]) {
      const name = normaliseName(raw ?? null);
      if (name !== null) names.add(nameKey(name));
    }
    for (const key of names) into.set(key, [...(into.get(key) ?? []), a.id]);
  }
  return { persons, privates };
}

/** A Møde's agenda items by number: top-level items, and sub-items by their parent's id and their own number. */
interface AgendaIndex {
  readonly byNumber: ReadonlyMap<string, number | null>;
  readonly children: ReadonlyMap<string, number | null>;
}

const EMPTY_AGENDA: AgendaIndex = { byNumber: new Map(), children: new Map() };

function agendaIndex(rows: readonly AgendaItemRow[]): AgendaIndex {
  const key = (n: string | null) => caseKey(n ?? '');
  return {
    byNumber: uniqueIndex(rows.filter((r) => r.superid === null).map((r) => [key(r.nummer), r.id] as const)),
    children: uniqueIndex(
      rows.filter((r) => r.superid !== null).map((r) => [`${r.superid}|${key(r.nummer)}`, r.id] as const),
    ),
  };
}

/** What linking reads once per store (rebuilt when the ODA rows change: {@link linkDataStamp}). */
class StoreLinks {
  readonly persons: Map<string, number[]>;
  readonly privates: Map<string, number[]>;
  readonly titles: Map<string, number | null>;
  readonly memberships: Map<number, PartyMembership[]>;
  readonly aliases: ReadonlyMap<string, readonly SpeakerAlias[]>;
  private readonly samlinger = new Map<string, SamlingRow | null>();
  private readonly cases = new Map<number, Map<string, number | null>>();
  private readonly agendas = new Map<number, Map<number, AgendaIndex>>();

  constructor(
    private readonly db: Store,
    readonly stamp: string,
    aliases: readonly SpeakerAlias[],
  ) {
    ({ persons: this.persons, privates: this.privates } = namesOfActors(db));
    this.titles = uniqueIndex(
      selectMinisterTitles(db).flatMap((t) =>
        [t.navn, t.gruppenavnkort].flatMap((raw) => {
          const title = collapseSpaces(raw);
          return title === null ? [] : [[nameKey(title), t.id] as const];
        }),
      ),
    );
    this.memberships = readPartyMemberships(db);
    this.aliases = aliasesFor(readStoreMeta(db).synthetic, aliases);
  }

  /** The samling (Periode) with the code, or null when there is none or more than one. */
  samling(kode: string): SamlingRow | null {
    let row = this.samlinger.get(kode);
    if (row === undefined) {
      const rows = selectSamling(this.db, kode);
      row = rows.length === 1 ? (rows[0] ?? null) : null;
      this.samlinger.set(kode, row);
    }
    return row;
  }

  /** The agenda of a plenary Møde of the samling (every Møde's read at once), empty when it has none. */
  agendaOf(periodeid: number, moedeid: number): AgendaIndex {
    let byMeeting = this.agendas.get(periodeid);
    if (!byMeeting) {
      const rows = new Map<number, AgendaItemRow[]>();
      for (const r of selectAgendaItems(this.db, periodeid))
        rows.set(r.moedeid, [...(rows.get(r.moedeid) ?? []), r]);
      byMeeting = new Map([...rows].map(([m, items]) => [m, agendaIndex(items)]));
      this.agendas.set(periodeid, byMeeting);
    }
    return byMeeting.get(moedeid) ?? EMPTY_AGENDA;
  }

  /** The Sag of the samling with the case number (whole, {@link caseKey}), or null when none or several. */
  caseOf(periodeid: number, number: string): number | null {
    let index = this.cases.get(periodeid);
    if (!index) {
      index = uniqueIndex(
        selectNumberedCases(this.db, periodeid).map((c) => [caseKey(c.nummer), c.id] as const),
      );
      this.cases.set(periodeid, index);
    }
    return index.get(number) ?? null;
  }
}

const storeLinks = new WeakMap<Store, StoreLinks>();

/**
 * The linker of a store: built on first use and again when the ODA rows it reads have changed since (a sync cycle
 * brought new persons, meetings or cases). `aliases` is the repository's table unless a test gives its own.
 */
export function referatLinker(db: Store, aliases: readonly SpeakerAlias[] = SPEAKER_ALIASES): ReferatLinker {
  const stamp = linkDataStamp(db);
  let links = storeLinks.get(db);
  if (!links || links.stamp !== stamp || aliases !== SPEAKER_ALIASES) {
    links = new StoreLinks(db, stamp, aliases);
    if (aliases === SPEAKER_ALIASES) storeLinks.set(db, links);
  }
  return new ReferatLinker(db, links);
}

/** The linker's answers for one store state; {@link sitting} gives the per-sitting ones. */
export class ReferatLinker {
  constructor(
    private readonly db: Store,
    private readonly links: StoreLinks,
  ) {}

  /** The stamp of the ODA rows this linker read (see lib/store/referat-link.ts `linkDataStamp`). */
  get stamp(): string {
    return this.links.stamp;
  }

  /** Links for one sitting: its Møde, agenda, cases and speakers on its date. */
  sitting(samling: string, meetingNumber: number, date: string): SittingLinks {
    return new SittingLinks(this.db, this.links, samling, meetingNumber, sittingInstant(date));
  }
}

export class SittingLinks {
  readonly periode: SamlingRow | null;
  /** The plenary Møde of the samling with the meeting's number, or null (none, or several). */
  readonly moedeid: number | null;
  private readonly holders = new Map<number, number | null>();
  private readonly speakers = new Map<string, SpeakerLink>();

  constructor(
    private readonly db: Store,
    private readonly links: StoreLinks,
    private readonly samling: string,
    meetingNumber: number,
    private readonly date: string,
  ) {
    this.periode = links.samling(samling);
    const meetings = this.periode ? selectPlenaryMeeting(db, this.periode.id, meetingNumber) : [];
    this.moedeid = meetings.length === 1 ? (meetings[0] ?? null) : null;
  }

  /**
   * The Dagsordenspunkt of the sitting's Møde for an item: by its number (ItemNo); a sub-item's own Dagsordenspunkt
   * when the Møde has exactly one under its parent with the sub-item's number, else its parent's.
   */
  agendaItem(itemNo: string, subItemNo: string | null): number | null {
    if (this.moedeid === null || this.periode === null) return null;
    const agenda = this.links.agendaOf(this.periode.id, this.moedeid);
    const parent = agenda.byNumber.get(caseKey(itemNo)) ?? null;
    if (subItemNo === null || parent === null) return parent;
    return agenda.children.get(`${parent}|${caseKey(subItemNo)}`) ?? parent;
  }

  /** The Sag with the printed case number ({@link printedCaseNumber}) in the sitting's samling, or null. */
  caseOf(number: string): number | null {
    return this.periode ? this.links.caseOf(this.periode.id, number) : null;
  }

  /** The person holding the minister title the speaker's title names on the sitting's date, or null. */
  private titleHolder(title: string | null): number | null {
    if (title === null) return null;
    const titleId = this.links.titles.get(nameKey(title));
    if (titleId === undefined || titleId === null) return null;
    let holder = this.holders.get(titleId);
    if (holder === undefined) {
      holder = selectTitleHolders(this.db, [titleId], this.date).get(titleId) ?? null;
      this.holders.set(titleId, holder);
    }
    return holder;
  }

  /** The speaker's person by the rules of docs/referat-linking.md#speakers; the same speaker is resolved once. */
  speaker(key: SpeakerKey): SpeakerLink {
    const cacheKey = `${key.name}\u0000${key.party}\u0000${key.title}`;
    let link = this.speakers.get(cacheKey);
    if (!link) {
      link = this.resolve(key);
      this.speakers.set(cacheKey, link);
    }
    return link;
  }

  private resolve({ name, party, title }: SpeakerKey): SpeakerLink {
    const holder = this.titleHolder(collapseSpaces(title));
    if (name === null) return holder === null ? { aktoerid: null, why: 'unnamed' } : { aktoerid: holder };
    const current = aliasOf(this.links.aliases, name, this.samling) ?? name;
    const key = nameKey(current);
    const found = this.links.persons.get(key) ?? this.links.privates.get(key) ?? [];
    const one = (ids: readonly number[]): SpeakerLink | null =>
      ids.length === 1 && ids[0] !== undefined ? { aktoerid: ids[0] } : null;
    if (found.length === 0) {
      // A minister printed by title in the name fields: the title's holder on the date.
      const byTitle = this.titleHolder(name);
      return byTitle === null ? { aktoerid: null, why: 'unknown' } : { aktoerid: byTitle };
    }
    const ambiguous: SpeakerLink = { aktoerid: null, why: 'ambiguous' };
    let candidates: readonly number[] = found;
    const unique = one(candidates);
    if (unique) return unique;
    if (holder !== null && candidates.includes(holder)) return { aktoerid: holder };
    const printedParty = party?.trim().toLocaleUpperCase('da') || null;
    if (printedParty !== null) {
      candidates = candidates.filter(
        (id) =>
          partyMembershipOn(this.links.memberships.get(id), this.date)?.code?.toLocaleUpperCase('da') ===
          printedParty,
      );
      if (candidates.length === 0) return ambiguous;
      const byParty = one(candidates);
      if (byParty) return byParty;
    }
    const seated = candidates.filter((id) => partyMembershipOn(this.links.memberships.get(id), this.date));
    const bySeat = one(seated);
    if (bySeat) return bySeat;
    if (seated.length > 1) candidates = seated;
    const start = this.periode?.startdato ?? null;
    const end = this.periode?.slutdato ?? null;
    const inPeriod = candidates.filter((id) =>
      (this.links.memberships.get(id) ?? []).some(
        (m) =>
          (m.start === null || end === null || m.start < end) &&
          (m.end === null || start === null || m.end > start),
      ),
    );
    return one(inPeriod) ?? ambiguous;
  }
}
