import { AKTOERAKTOERROLLE } from '@/lib/model/oda-ids';
import { AKTØRAKTØRROLLE, id } from './classifications';
import type { GenContext } from './context';
import { organisationName } from './organisations';
import { PARTIES, TERMS, UFG } from './parties';
import type { Samling } from './periods';
import type { Roster, SeatSpell } from './roster';
import { currentBiografi, legacyBiografi } from './text/biografi';
import { createNameFactory } from './text/names';
import { POLICY_AREAS, type PolicyArea } from './text/policy-areas';
import { PROFESSIONS } from './text/professions';
import { addDays, day, maxDate, minDate, odaDate, odaStamp } from './time';

const TYPE = {
  ministerområde: 1,
  ministertitel: 2,
  udvalg: 3,
  folketingsgruppe: 4,
  person: 5,
  andenGruppe: 7,
  kommission: 9,
  organisation: 10,
  forsamling: 11,
  privatperson: 12,
  netværk: 13,
} as const;
/** Commissions and delegations written as Kommission actors, with the years they exist (an assumption). */
const COMMISSIONS: readonly { code: string; navn: string; from: number; to: number }[] = [
  { code: 'NR', navn: 'Nordisk Råds danske delegation', from: 1953, to: 9999 },
  { code: 'ER', navn: 'Europarådets danske delegation', from: 1953, to: 9999 },
  { code: 'IPU', navn: 'Den Interparlamentariske Unions danske gruppe', from: 1953, to: 9999 },
  { code: 'NATO', navn: 'NATOs Parlamentariske Forsamling - danske delegation', from: 1955, to: 9999 },
  { code: 'VEU', navn: 'Den Vesteuropæiske Unions Forsamling - danske observatører', from: 1955, to: 2010 },
  { code: 'OSCE', navn: 'OSCEs Parlamentariske Forsamling - danske delegation', from: 1992, to: 9999 },
  { code: 'ARK', navn: 'Delegationen til Arktisk Parlamentarikerkonference', from: 1994, to: 9999 },
  {
    code: 'MED',
    navn: 'Middelhavsunionens Parlamentariske Forsamling - danske delegation',
    from: 2004,
    to: 9999,
  },
];
/** "Anden gruppe" actors (names an assumption; the real table has five). */
const OTHER_GROUPS = [
  'Folketingets Præsidium',
  'Udvalgsformandskollegiet',
  'Folketingets Administration',
  'Partiernes gruppeformænd',
  'Folketingets Ungdomsparlament',
];
/** The committee whose first samling's actor is Aktør 1, as Finansudvalget is in the real table. */
const FIRST_COMMITTEE = 'FIU';
// The roles the site reads (party membership, minister posts) come from the one home of ids the site uses.
const ROLE_MEMBER = AKTOERAKTOERROLLE.medlem;
const ROLE_CHAIR = id(AKTØRAKTØRROLLE, 'formand');
const ROLE_VICE = id(AKTØRAKTØRROLLE, 'næstformand');
const ROLE_MINISTER = AKTOERAKTOERROLLE.minister;

export interface Ministry {
  readonly area: PolicyArea;
  /** Aktør of type Ministerområde. */
  readonly ministryId: number;
  /** Aktør of type Ministertitel. */
  readonly titleId: number;
}

export interface Actors {
  /** Aktør id of each roster member. */
  readonly memberIds: readonly number[];
  readonly memberNames: readonly string[];
  /** Aktør id of the group a spell belongs to, in the samling of a day. */
  groupActor(spell: SeatSpell, samling: Samling): number;
  readonly committees: ReadonlyMap<number, readonly { area: PolicyArea; id: number; members: number[] }[]>;
  readonly ministries: readonly Ministry[];
  /** The minister (roster member) holding a ministry on a day, if any. */
  ministerOn(area: string, d: Date): number | undefined;
  readonly organisations: readonly number[];
  readonly privatePersons: readonly number[];
  readonly folketinget: ReadonlyMap<number, number>;
}

/** Writes every Aktør and AktørAktør row: assembly, groups, committees, ministries, members, organisations. */
export function generateActors(ctx: GenContext, roster: Roster): Actors {
  const { rng, sink } = ctx;
  const aktørIds = ctx.ids('Aktør');
  const linkIds = ctx.ids('AktørAktør');
  const names = createNameFactory(rng.fork(1));
  const stamp = (d: Date) => odaStamp(rng, d, 72);
  const migrated = () => odaStamp(rng, day('2019-03-20'), 8);
  // Aktør 1 is Finansudvalget of a samling, as in the real table (docs/oda.md#first-rows): its id is taken before
  // every other and given to the first modern samling's finance committee, so the ids draw as many gaps as before.
  const firstCommitteeId = aktørIds.next();
  let firstCommitteeWritten = false;
  const aktør = (row: Record<string, string | number | null>, idValue = aktørIds.next()) => {
    sink.write('Aktør', { id: idValue, ...row });
    return idValue;
  };
  const link = (fra: number, til: number, rolle: number, from: Date | null, to: Date | null, at: Date) =>
    sink.write('AktørAktør', {
      id: linkIds.next(),
      fraaktørid: fra,
      tilaktørid: til,
      startdato: from ? odaDate(from) : null,
      slutdato: to ? odaDate(to) : null,
      opdateringsdato: stamp(from ?? at),
      rolleid: rolle,
    });
  const modern = ctx.samlinger.filter((s) => s.start.getUTCFullYear() >= 2000 && s.start <= ctx.asOf);
  const voteEra = ctx.samlinger.filter(
    (s) => s.start.getUTCFullYear() >= ctx.scale.firstYear && s.start <= ctx.asOf,
  );

  // Ministries and minister titles (not per session): their ids come next, as in the real table; the rows are
  // written once the ministers are known, dated from the first minister's appointment to the last one's end.
  const undated = new Map<number, Record<string, string | number | null>>();
  const aktørUndated = (row: Record<string, string | number | null>) => {
    const idValue = aktørIds.next();
    undated.set(idValue, row);
    return idValue;
  };
  const ministries: Ministry[] = [...POLICY_AREAS].map((area) => {
    const ministryId = aktørUndated({
      typeid: TYPE.ministerområde,
      navn: area.ministry,
      fornavn: rng.chance(0.5) ? area.ministry : null,
      biografi: '',
      opdateringsdato: migrated(),
    });
    const titleId = aktørUndated({
      typeid: TYPE.ministertitel,
      gruppenavnkort: area.ministerTitle,
      navn: area.minister,
      opdateringsdato: migrated(),
    });
    return { area, ministryId, titleId };
  });

  // Per session: the assembly, the groups and the committees (from 2000; groups back to 1952).
  const folketinget = new Map<number, number>();
  const groups = new Map<string, number>();
  const committees = new Map<number, { area: PolicyArea; id: number; members: number[] }[]>();
  const partiesInTerm = new Set(roster.spells.map((s) => s.party));
  aktør({
    typeid: TYPE.organisation,
    navn: 'Folketinget',
    opdateringsdato: migrated(),
  });
  for (const s of ctx.samlinger) {
    const year = s.start.getUTCFullYear();
    const period = {
      periodeid: s.id,
      startdato: odaDate(s.start),
      slutdato: odaDate(s.end),
      opdateringsdato: year < 2014 ? odaStamp(rng, day('2014-09-01'), 400) : stamp(s.start),
    };
    folketinget.set(
      s.id,
      aktør({
        typeid: TYPE.forsamling,
        gruppenavnkort: 'Folketinget',
        navn: 'Folketinget',
        ...period,
      }),
    );
    for (const p of PARTIES) {
      const exists =
        year >= ctx.scale.firstYear - 2
          ? partiesInTerm.has(p.code) && p.from <= year + 1 && p.to >= year
          : p.from <= year && p.to >= year;
      if (!exists) continue;
      groups.set(
        `${s.id}:${p.code}`,
        aktør({
          typeid: TYPE.folketingsgruppe,
          gruppenavnkort: p.code,
          navn: p.name,
          ...period,
        }),
      );
    }
    if (modern.includes(s)) {
      const list = POLICY_AREAS.slice(0, ctx.scale.committees).map((area) => {
        const row = {
          typeid: TYPE.udvalg,
          gruppenavnkort: area.committeeCode,
          navn: area.committee,
          ...period,
        };
        const first = !firstCommitteeWritten && area.committeeCode === FIRST_COMMITTEE;
        if (first) firstCommitteeWritten = true;
        return { area, id: first ? aktør(row, firstCommitteeId) : aktør(row), members: [] as number[] };
      });
      committees.set(s.id, list);
    }
  }

  // Members of the Folketing.
  const memberIds: number[] = [];
  const memberNames: string[] = [];
  const spellsOf = new Map<number, SeatSpell[]>();
  for (const sp of roster.spells) spellsOf.set(sp.member, [...(spellsOf.get(sp.member) ?? []), sp]);
  for (const m of roster.members) {
    const name = names.person(m.sex);
    const spells = spellsOf.get(m.index) ?? [];
    const first = spells[0];
    const last = spells[spells.length - 1];
    const current = last ? last.to === null : false;
    const lastParty =
      last?.party === 'UFG' ? (spells.find((s) => s.party !== 'UFG')?.party ?? 'UFG') : (last?.party ?? 'S');
    const party = PARTIES.find((p) => p.code === lastParty);
    const bio = {
      fornavn: name.fornavn,
      efternavn: name.efternavn,
      navn: name.navn,
      sex: name.sex,
      born: `${m.born}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      partyName: party?.name ?? UFG.name,
      partyCode: lastParty,
      constituency:
        party?.northAtlantic === 'GL' ? 'Grønland' : party?.northAtlantic === 'FO' ? 'Færøerne' : '',
      memberFrom: first ? odaDate(first.from).slice(0, 10) : `${m.firstElected}-01-01`,
      memberTo: current || !last?.to ? null : odaDate(last.to).slice(0, 10),
      profession: rng.pick(PROFESSIONS).title,
      ministerPosts: [],
      spokespersonAreas: [],
    };
    const biografi = current ? currentBiografi(bio, rng) : rng.chance(0.5) ? legacyBiografi(bio, rng) : '';
    memberNames.push(name.navn);
    memberIds.push(
      aktør({
        typeid: TYPE.person,
        gruppenavnkort: rng.chance(0.5) ? '' : null,
        navn: name.navn,
        fornavn: name.fornavn,
        efternavn: name.efternavn,
        biografi,
        opdateringsdato: current ? stamp(addDays(ctx.asOf, -rng.int(1, 200))) : migrated(),
        startdato: first ? odaDate(first.from) : null,
        slutdato: current || !last?.to ? null : odaDate(last.to),
      }),
    );
  }

  // Earlier persons: members since 1953, ministers from outside the Folketing and substitutes, so that the Person
  // actors number as in the real table (issue 14: 2,883, about half with startdato). No biografi ("" as for the
  // real non-current persons, docs/oda.md#biografi) and no memberships; the split between the kinds and the dates are
  // assumptions. 40.6% of them carry dates: with the modelled members (all dated) that makes about half.
  const seatEarlier = (personId: number, from: Date, to: Date) => {
    const spanned = ctx.samlinger.filter((x) => x.start < to && x.end > from);
    const first = spanned[0];
    if (!first) return;
    const parties = PARTIES.filter((p) => groups.has(`${first.id}:${p.code}`));
    if (parties.length === 0) return;
    const party = rng.pick(parties).code;
    for (const x of spanned) {
      const g = groups.get(`${x.id}:${party}`);
      if (g === undefined) break;
      const start = maxDate(from, x.start);
      link(personId, g, ROLE_MEMBER, start, minDate(to, x.end), start);
    }
  };
  const extraPersons = Math.max(0, ctx.scale.persons - memberIds.length);
  for (let k = 0; k < extraPersons; k++) {
    const name = names.person();
    const kind = rng.weighted<'member' | 'substitute' | 'minister'>([
      ['member', 70],
      ['substitute', 22],
      ['minister', 8],
    ]);
    let from: Date | null = null;
    let to: Date | null = null;
    if (rng.chance(0.406)) {
      from = day(`${rng.int(kind === 'member' ? 1953 : 1975, 2010)}-01-01`);
      from = addDays(from, rng.int(0, 364));
      const days =
        kind === 'member'
          ? rng.int(365, 20 * 365)
          : kind === 'minister'
            ? rng.int(300, 4 * 365)
            : rng.int(14, 60);
      to = minDate(addDays(from, days), day('2011-09-15'));
    }
    const personId = aktør({
      typeid: TYPE.person,
      gruppenavnkort: rng.chance(0.5) ? '' : null,
      navn: name.navn,
      fornavn: name.fornavn,
      efternavn: name.efternavn,
      biografi: '',
      opdateringsdato: migrated(),
      startdato: from ? odaDate(from) : null,
      slutdato: to ? odaDate(to) : null,
    });
    // A dated earlier member or substitute sat for one party, in its group of each samling of the seat.
    if (from && to && kind !== 'minister') seatEarlier(personId, from, to);
  }

  // Independents get a group of their own per session.
  const ufg = new Map<string, number>();
  const groupActor = (spell: SeatSpell, s: Samling): number => {
    if (spell.party !== 'UFG') {
      const g = groups.get(`${s.id}:${spell.party}`);
      if (g === undefined) throw new Error(`No group ${spell.party} in ${s.titel}`);
      return g;
    }
    const key = `${s.id}:${spell.member}`;
    let g = ufg.get(key);
    if (g === undefined) {
      g = aktør({
        typeid: TYPE.folketingsgruppe,
        gruppenavnkort: UFG.code,
        navn: `${UFG.name} - ${memberNames[spell.member]}`,
        periodeid: s.id,
        startdato: odaDate(s.start),
        slutdato: odaDate(s.end),
        opdateringsdato: stamp(s.start),
      });
      ufg.set(key, g);
    }
    return g;
  };

  // Group membership per session, clipped to the session.
  for (const s of voteEra) {
    for (const sp of roster.spells) {
      const to = sp.to ?? s.end;
      if (sp.from >= s.end || to <= s.start) continue;
      const from = maxDate(sp.from, s.start);
      const until = sp.to === null && s.end > ctx.asOf ? null : minDate(to, s.end);
      link(memberIds[sp.member] as number, groupActor(sp, s), ROLE_MEMBER, from, until, from);
    }
    // Committee seats: seated members at the session start (or election), two to three committees each.
    const list = committees.get(s.id) ?? [];
    const seated = roster.spells.filter(
      (sp) => sp.from <= s.start && (sp.to === null || sp.to > s.start) && sp.party !== 'UFG',
    );
    const pool = rng.shuffle(seated.map((sp) => sp.member));
    list.forEach((c, i) => {
      const size = Math.min(pool.length, rng.int(17, 29));
      const chosen = Array.from({ length: size }, (_, k) => pool[(i * 7 + k * 3) % pool.length] as number);
      c.members = [...new Set(chosen)];
      c.members.forEach((m, k) => {
        const role = k === 0 ? ROLE_CHAIR : k === 1 ? ROLE_VICE : ROLE_MEMBER;
        link(memberIds[m] as number, c.id, role, s.start, s.end > ctx.asOf ? null : s.end, s.start);
      });
    });
  }

  // Ministers: government members hold the ministries; reshuffles at each election and mid-term.
  const ministerSpells: { area: string; member: number; from: Date; to: Date | null }[] = [];
  TERMS.forEach((term, t) => {
    const start = day(term.election);
    if (start > ctx.asOf) return;
    const next = TERMS[t + 1];
    const nextStart = next ? day(next.election) : null;
    const end = nextStart && nextStart <= ctx.asOf ? nextStart : null;
    const govSeated = roster.spells.filter(
      (sp) =>
        term.government.includes(sp.party) &&
        sp.from <= addDays(start, 20) &&
        (sp.to === null || sp.to > addDays(start, 20)),
    );
    const pool = rng.shuffle(govSeated.map((sp) => sp.member));
    ministries.forEach((min, i) => {
      const member = pool[i % Math.max(1, pool.length)];
      if (member === undefined) return;
      const from = addDays(start, rng.int(2, 6));
      ministerSpells.push({ area: min.area.key, member, from, to: end });
      link(memberIds[member] as number, min.titleId, ROLE_MINISTER, from, end, from);
    });
  });

  // Real ministries and minister titles carry startdato, and slutdato once ended (issue 14: "finansminister"
  // 2007-11-23 → 2009-04-07): here from the area's first minister spell to its last, open while one runs.
  for (const m of ministries) {
    const spells = ministerSpells.filter((sp) => sp.area === m.area.key);
    const first = spells.reduce<Date | null>((d, sp) => (d ? minDate(d, sp.from) : sp.from), null);
    const ended = spells.length > 0 && spells.every((sp) => sp.to !== null);
    const last = ended ? spells.reduce((d, sp) => maxDate(d, sp.to as Date), spells[0]?.to as Date) : null;
    const dates = { startdato: first ? odaDate(first) : null, slutdato: last ? odaDate(last) : null };
    for (const id of [m.ministryId, m.titleId])
      sink.write('Aktør', { id, ...(undated.get(id) as Record<string, string | number | null>), ...dates });
  }

  // Commissions (Aktørtype 9), re-created per samling like the groups (docs/oda.md#per-samling-actors), newest samling first until
  // the scale's count (real: 463); which commissions exist is an assumption. Then the "Anden gruppe" actors
  // (type 7, real: 5), undated (an assumption).
  let commissionsLeft = ctx.scale.commissions;
  const pastSamlinger = ctx.samlinger
    .filter((s) => s.start <= ctx.asOf)
    .sort((a, b) => b.start.getTime() - a.start.getTime());
  for (const s of pastSamlinger) {
    const year = s.start.getUTCFullYear();
    for (const c of COMMISSIONS) {
      if (commissionsLeft <= 0 || year < c.from || year > c.to) continue;
      commissionsLeft--;
      aktør({
        typeid: TYPE.kommission,
        gruppenavnkort: c.code,
        navn: c.navn,
        periodeid: s.id,
        startdato: odaDate(s.start),
        slutdato: odaDate(s.end),
        opdateringsdato: year < 2014 ? odaStamp(rng, day('2014-09-01'), 400) : stamp(s.start),
      });
    }
  }
  for (const navn of OTHER_GROUPS.slice(0, ctx.scale.otherGroups))
    aktør({ typeid: TYPE.andenGruppe, navn, opdateringsdato: migrated() });

  // Organisations and private persons (senders of consultation replies and enquiries).
  const orgNames = new Set<string>();
  const organisations = Array.from({ length: ctx.scale.organisations }, () => {
    let n = organisationName(rng);
    for (let k = 2; orgNames.has(n); k++) n = `${organisationName(rng)}${k > 5 ? ` ${k}` : ''}`;
    orgNames.add(n);
    return aktør({
      typeid: TYPE.organisation,
      navn: n,
      opdateringsdato: migrated(),
    });
  });
  const privatePersons = Array.from({ length: ctx.scale.privatePersons }, () => {
    const p = names.person();
    return aktør({
      typeid: TYPE.privatperson,
      navn: p.navn,
      fornavn: p.fornavn,
      efternavn: p.efternavn,
      opdateringsdato: migrated(),
    });
  });

  return {
    memberIds,
    memberNames,
    groupActor,
    committees,
    ministries,
    organisations,
    privatePersons,
    folketinget,
    ministerOn: (area, d) =>
      ministerSpells.find((m) => m.area === area && m.from <= d && (m.to === null || d < m.to))?.member,
  };
}
