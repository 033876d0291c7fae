import { share } from '@/components/actor/numbers';
import type { PartyLoyalty, VoteCounts } from '@/lib/data/types';

/** Ballots where the member took part (For, Imod, Hverken). */
export const present = (c: VoteCounts): number => c.for + c.against + c.abstain;

/** Ballots with a known choice. */
export const known = (c: VoteCounts): number => present(c) + c.absent;

/** Share of known ballots not marked Fravær; null without ballots. */
export const attendance = (c: VoteCounts): number | null => share(present(c), known(c));

/** Share of present votes, where the party group had a majority, cast with it; null when there are none. */
export const withPartyShare = (l: PartyLoyalty): number | null =>
  share(l.withParty, l.withParty + l.againstParty);
