import { storeReads } from '@/lib/data/store-read-source';
import type { Store } from '@/lib/store/store';
import { loadCurrentFolketing } from './actor-current-load';
import type { CurrentMember, CurrentParty, Storkredse, StorkredsMembers } from './types';

const DANISH = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** The ten storkredse first (their names end so), then the North Atlantic seats, each group in Danish order. */
function byName(a: string, b: string): number {
  const storkreds = (name: string) => (name.endsWith('Storkreds') ? 0 : 1);
  return storkreds(a) - storkreds(b) || DANISH.compare(a, b);
}

/**
 * The members of the Folketing on the data's today by storkreds (or North Atlantic seat) — the one their biografi's
 * current seat names (lib/data/actors/actor-constituency.ts) — and within each by party group, largest first, each in the
 * member list's order (actor-current-load.ts). Members whose biografi names no storkreds come last, under null:
 * missing data rather than a guess. A store read (lib/data/store-read-source.ts), called through `getStorkredse`
 * (storkreds.ts).
 */
export function loadStorkredse(db: Store): Storkredse {
  const folketing = loadCurrentFolketing(db, { query: null, party: null, period: null });
  const places = new Map<string | null, Map<string, { party: CurrentParty; members: CurrentMember[] }>>();
  for (const party of folketing.parties) {
    for (const member of party.members) {
      const parties = places.get(member.storkreds) ?? new Map();
      places.set(member.storkreds, parties);
      const key = party.party ?? '';
      let group = parties.get(key);
      if (!group) {
        const members: CurrentMember[] = [];
        group = { party: { party: party.party, partyName: party.partyName, members }, members };
        parties.set(key, group);
      }
      group.members.push(member);
    }
  }
  const storkredse: StorkredsMembers[] = [...places].map(([name, parties]) => {
    const list = [...parties.values()]
      .map((g) => g.party)
      .sort(
        (a, b) =>
          b.members.length - a.members.length ||
          DANISH.compare(a.partyName ?? a.party ?? '', b.partyName ?? b.party ?? ''),
      );
    return { name, total: list.reduce((n, p) => n + p.members.length, 0), parties: list };
  });
  storkredse.sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : byName(a.name, b.name)));
  return { today: folketing.today, total: folketing.total, storkredse };
}

storeReads('lib/data/actors/storkreds-load.ts', { loadStorkredse });
