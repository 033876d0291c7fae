import type { PartyLoyalty } from '@/lib/data/actors/types';
import { share } from '@/lib/format/numbers';

/** Share of present votes, where the party group had a majority, cast with it; null when there are none. */
export const withPartyShare = (l: PartyLoyalty): number | null =>
  share(l.withParty, l.withParty + l.againstParty);
