import { PARTIES, TERMS, type Term } from './parties';
import type { Random } from './random';
import type { SeatSpell } from './roster';
import type { Sponsor } from './session-state';

/** Stemmetype ids: 1 for, 2 imod, 3 fravær, 4 hverken for eller imod. */
export type Ballot = 1 | 2 | 3 | 4;

const position = (code: string): number => PARTIES.find((p) => p.code === code)?.position ?? 5;

export const termOn = (d: Date): Term => {
  let term = TERMS[0] as Term;
  for (const t of TERMS) if (t.election <= d.toISOString().slice(0, 10)) term = t;
  return term;
};

/**
 * How each group votes on a proposal: the government's camp backs its own, an opposition proposal's groups theirs,
 * others by political distance.
 */
export function partyStances(
  rng: Random,
  parties: readonly string[],
  sponsor: Sponsor,
  d: Date,
): Map<string, Ballot> {
  const term = termOn(d);
  const camp = [...term.government, ...term.support];
  const stances = new Map<string, Ballot>();
  const proposer =
    sponsor.kind === 'government'
      ? null
      : (sponsor.parties[0] ?? rng.pick(parties.filter((p) => !term.government.includes(p) && p !== 'UFG')));
  const centre = proposer
    ? position(proposer)
    : camp.reduce((sum, p) => sum + position(p), 0) / Math.max(1, camp.length);
  for (const p of parties) {
    if (p === 'UFG') continue;
    let pFor: number;
    if (proposer)
      pFor =
        p === proposer || (sponsor.kind === 'opposition' && sponsor.parties.includes(p))
          ? 1
          : term.government.includes(p)
            ? 0.12
            : 0.8 - 0.16 * Math.abs(position(p) - centre);
    else pFor = camp.includes(p) ? 1 : 0.92 - 0.12 * Math.abs(position(p) - centre);
    const r = rng.next();
    stances.set(p, r < pFor ? 1 : r < pFor + 0.06 ? 4 : 2);
  }
  return stances;
}

/** One ballot per seated member: absences, party discipline, the odd member voting against the group. */
export function castBallots(
  rng: Random,
  seated: readonly SeatSpell[],
  stances: Map<string, Ballot>,
  formerParty: (member: number) => string,
): Ballot[] {
  const absence = 0.28 + rng.next() * 0.2;
  return seated.map((sp) => {
    const northAtlantic = PARTIES.find((p) => p.code === sp.party)?.northAtlantic;
    if (rng.chance(northAtlantic ? absence + 0.2 : absence)) return 3;
    const stance =
      stances.get(sp.party === 'UFG' ? formerParty(sp.member) : sp.party) ?? (rng.chance(0.6) ? 1 : 2);
    if (sp.party === 'UFG' && rng.chance(0.25)) return rng.pick([1, 2, 4] as const);
    if (rng.chance(0.004)) return rng.pick(([1, 2, 4] as const).filter((b) => b !== stance));
    return stance;
  });
}
