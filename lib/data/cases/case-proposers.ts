import { SAGAKTOERROLLE } from '@/lib/model/oda-ids';
import type { CaseActor } from './types';

const BROUGHT_BY: ReadonlySet<number> = new Set([
  SAGAKTOERROLLE.forespørger,
  SAGAKTOERROLLE.forslagsstillerPriv,
  SAGAKTOERROLLE.forslagsstillerReg,
]);

/**
 * Who brought the case, as ODA records it: its proposers (a minister for the government, members for a private
 * proposal) or, for a forespørgsel, the members who asked it — each once, in ODA's order. Empty when ODA names none.
 */
export function caseProposers(actors: readonly CaseActor[]): CaseActor[] {
  const seen = new Set<number>();
  return actors.filter((a) => BROUGHT_BY.has(a.roleId) && !seen.has(a.id) && seen.add(a.id));
}
