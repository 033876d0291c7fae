import { LRUCache } from 'lru-cache';
import { parseBiografi } from '@/lib/biografi';
import { nonBlank } from '@/lib/data/oda-values';
import { rankedActors } from '@/lib/data/search/actor-search-load';
import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import { INDEPENDENTS, INDEPENDENTS_NAME } from '@/lib/model/oda-ids';
import { selectCurrentMembers } from '@/lib/store/actor-current';
import { oncePerStore } from '@/lib/store/prepared';
import type { Store } from '@/lib/store/store';
import { storkredsOf } from './actor-constituency';
import type { CurrentFolketing, CurrentMember, CurrentParty } from './types';

const DANISH = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** What the list shows of a member now beyond the name: their group, storkreds and photo. */
interface MemberNow {
  readonly party: string | null;
  readonly partyName: string | null;
  readonly storkreds: string | null;
  readonly photoUrl: string | null;
}

/**
 * The members on a given day with their group, storkreds and photo, per connection and day: reading 179 biografi
 * documents takes a good part of a second, and the store cannot change while the connection is open (a mirror's
 * "today" moves at midnight, hence the day in the key).
 */
const membersOn = oncePerStore(() => new LRUCache<string, ReadonlyMap<number, MemberNow>>({ max: 1 }));

function membersNow(db: Store, today: string): ReadonlyMap<number, MemberNow> {
  const byDay = membersOn(db);
  let members = byDay.get(today);
  if (!members) {
    const found = new Map<number, MemberNow>();
    for (const row of selectCurrentMembers(db, today)) {
      if (found.has(row.id)) continue; // The first row is the latest started membership.
      const party = nonBlank(row.kode);
      const bio = parseBiografi(row.biografi);
      found.set(row.id, {
        party,
        partyName: party === INDEPENDENTS ? INDEPENDENTS_NAME : nonBlank(row.gruppe_navn),
        storkreds: storkredsOf(bio?.constituency ?? null),
        photoUrl: bio?.pictureUrl ?? null,
      });
    }
    byDay.set(today, found);
    members = found;
  }
  return members;
}

/** What the Folketing now is filtered by: name text, party code and samling code (as the actor list's filters). */
export interface CurrentFilter {
  readonly query: string | null;
  readonly party: string | null;
  readonly period: string | null;
}

/**
 * The members of the Folketing on the data's today (a membership of a party group lasting on it, as the member
 * list's status filter judges it, lib/store/actor-search.ts), by party group — largest first, then by name — and
 * within each group in the list's order (names starting with the search text first, then Danish alphabetical
 * order). A store read (lib/data/store-read-source.ts), called through `getCurrentFolketing` (actor-search.ts).
 */
export function loadCurrentFolketing(db: Store, filter: CurrentFilter): CurrentFolketing {
  const today = datasetToday(db);
  const now = membersNow(db, today);
  const ranked = rankedActors(db, { ...filter, type: 5, status: 'current' });
  const groups = new Map<string, { party: CurrentParty; members: CurrentMember[] }>();
  for (const actor of ranked) {
    const member = now.get(actor.id);
    if (!member) continue;
    const key = member.party ?? '';
    let group = groups.get(key);
    if (!group) {
      const members: CurrentMember[] = [];
      group = { party: { party: member.party, partyName: member.partyName, members }, members };
      groups.set(key, group);
    }
    group.members.push({
      id: actor.id,
      name: actor.name,
      storkreds: member.storkreds,
      photoUrl: member.photoUrl,
    });
  }
  const parties = [...groups.values()]
    .map((g) => g.party)
    .sort(
      (a, b) =>
        b.members.length - a.members.length ||
        DANISH.compare(a.partyName ?? a.party ?? '', b.partyName ?? b.party ?? ''),
    );
  return { today, total: parties.reduce((n, p) => n + p.members.length, 0), parties };
}

storeReads('lib/data/actors/actor-current-load.ts', { loadCurrentFolketing });
