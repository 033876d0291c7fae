import { PARTIES, TERMS, type Term } from './parties';
import type { Random } from './random';
import { addDays, day } from './time';

/** One continuous stretch of a member's seat in one group. `to` is exclusive; null = still seated. */
export interface SeatSpell {
  readonly member: number;
  readonly party: string;
  readonly from: Date;
  readonly to: Date | null;
}

export interface RosterMember {
  readonly index: number;
  readonly sex: 'Mand' | 'Kvinde';
  /** Year of first election (may predate the first modelled term). */
  readonly firstElected: number;
  readonly born: number;
}

export interface Roster {
  readonly members: RosterMember[];
  readonly spells: SeatSpell[];
}

const SEATS = 179;

/**
 * Builds who sat in the Folketing from the 2011 election on: 179 seats per term, incumbents re-elected,
 * members switching group or leaving mid-term. Members are numbered; actors are created from them later.
 */
export function buildRoster(rng: Random, asOf: Date): Roster {
  const members: RosterMember[] = [];
  const spells: SeatSpell[] = [];
  const newMember = (year: number): number => {
    const index = members.length;
    const firstElected = year - (rng.chance(0.5) ? 0 : rng.pick([4, 4, 8, 11, 14, 17, 20]));
    members.push({
      index,
      sex: rng.chance(0.41) ? 'Kvinde' : 'Mand',
      firstElected,
      born: firstElected - rng.int(24, 58),
    });
    return index;
  };
  let previous = new Map<string, number[]>();
  TERMS.forEach((term: Term, t) => {
    const start = day(term.election);
    if (start > asOf) return;
    const nextElection = TERMS[t + 1]?.election;
    const end = nextElection && day(nextElection) <= asOf ? day(nextElection) : null;
    const current = new Map<string, number[]>();
    for (const [party, seats] of Object.entries(term.seats)) {
      const incumbents = rng
        .shuffle(previous.get(party) ?? [])
        .slice(0, Math.round((seats * rng.int(60, 80)) / 100));
      const seated = [...incumbents];
      while (seated.length < seats) seated.push(newMember(start.getUTCFullYear()));
      current.set(party, seated);
    }
    const total = [...current.values()].reduce((n, s) => n + s.length, 0);
    if (total !== SEATS) throw new Error(`Term ${term.election} has ${total} seats`);
    // Each seat as an open spell; events below cut spells short and open new ones.
    const open = new Map<number, { party: string; from: Date }>();
    for (const [party, seated] of current) for (const m of seated) open.set(m, { party, from: start });
    const close = (m: number, at: Date) => {
      const s = open.get(m);
      if (s) spells.push({ member: m, party: s.party, from: s.from, to: at });
      open.delete(m);
    };
    const events = [
      ...term.switches.map((s) => ({ ...s, kind: 'switch' as const })),
      ...Array.from({ length: 4 }, () => {
        const span = (end ?? addDays(start, 1400)).getTime() - start.getTime();
        const at = new Date(start.getTime() + Math.floor(rng.next() * span * 0.9) + 86_400_000 * 30);
        return { date: at.toISOString().slice(0, 10), from: '', to: '', kind: 'replace' as const };
      }),
    ].sort((a, b) => a.date.localeCompare(b.date));
    for (const ev of events) {
      const at = day(ev.date);
      if (at > asOf || (end && at >= end)) continue;
      const candidates = [...open.entries()].filter(([, s]) =>
        ev.kind === 'switch' ? s.party === ev.from : !PARTIES.find((p) => p.code === s.party)?.northAtlantic,
      );
      if (candidates.length === 0) continue;
      const [m, spell] = rng.pick(candidates);
      close(m, at);
      if (ev.kind === 'switch') open.set(m, { party: ev.to, from: at });
      else open.set(newMember(at.getUTCFullYear()), { party: spell.party, from: at });
    }
    for (const m of [...open.keys()]) {
      const s = open.get(m);
      if (s) spells.push({ member: m, party: s.party, from: s.from, to: end });
      open.delete(m);
    }
    previous = new Map();
    for (const s of spells) {
      if (s.to === end && s.from >= start && s.party !== 'UFG') {
        previous.set(s.party, [...(previous.get(s.party) ?? []), s.member]);
      }
    }
  });
  return { members, spells };
}

/** The members seated on a day, with the group each belonged to then. */
export function seatedOn(spells: readonly SeatSpell[], d: Date): SeatSpell[] {
  return spells.filter((s) => s.from <= d && (s.to === null || d < s.to));
}
