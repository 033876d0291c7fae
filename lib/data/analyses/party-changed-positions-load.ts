import { pageCountOf } from '@/lib/data/paged';
import { storeReads } from '@/lib/data/store-read-source';
import { votingIndex } from '@/lib/store/actor-voting-index';
import { selectCaseHeads } from '@/lib/store/case-votes';
import { oncePerStore } from '@/lib/store/prepared';
import type { Store } from '@/lib/store/store';
import {
  type PositionChange,
  type PositionChangeKind,
  toCasePartyPositions,
} from './case-party-positions-shape';
import { caseVotesIndex } from './case-votes-index';
import type { PartyChangedCase, PartyChangedPositions } from './party-changed-positions-shape';

interface ChangeAt {
  readonly caseId: number;
  readonly change: PositionChange;
}

/**
 * Every party's changed positions across all cases with two or more votes, newest first (the later vote's place in
 * the site's vote order), built once per store connection from the case votes and the voting index.
 */
export const changesByParty = oncePerStore((db: Store): ReadonlyMap<string, readonly ChangeAt[]> => {
  const index = votingIndex(db);
  const byParty = new Map<string, ChangeAt[]>();
  for (const [caseId, votes] of caseVotesIndex(db)) {
    if (votes.length < 2) continue;
    for (const { party, change } of toCasePartyPositions(caseId, votes, index.partyTallies).parties) {
      if (!change) continue;
      const list = byParty.get(party);
      if (list) list.push({ caseId, change });
      else byParty.set(party, [{ caseId, change }]);
    }
  }
  const rank = (c: ChangeAt) => index.voteRank(c.change.later.id) ?? Number.MAX_SAFE_INTEGER;
  for (const list of byParty.values()) list.sort((a, b) => rank(a) - rank(b) || b.caseId - a.caseId);
  return byParty;
});

/**
 * One page (1-based, clamped to the last) of the cases where the party (its `gruppenavnkort`) changed position
 * in the given way (`kind`), newest first, with the counts of every kind, each with the two votes that differ and the case's number and title. A store read
 * (lib/data/store-read-source.ts); an unknown party has none.
 */
export function loadPartyChangedPositions(
  db: Store,
  party: string,
  kind: PositionChangeKind,
  page: number,
  pageSize: number,
): PartyChangedPositions {
  const every = changesByParty(db).get(party) ?? [];
  const byKind = { votes: 0, amendment: 0, motion: 0 };
  for (const c of every) byKind[c.change.kind]++;
  const all = every.filter((c) => c.change.kind === kind);
  const pageCount = pageCountOf(all.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const slice = all.slice((current - 1) * pageSize, current * pageSize);
  const heads = new Map(
    selectCaseHeads(
      db,
      slice.map((c) => c.caseId),
    ).map((h) => [h.id, h]),
  );
  const items = slice.map(
    ({ caseId, change }): PartyChangedCase => ({
      caseId,
      caseNumber: heads.get(caseId)?.nummer ?? null,
      caseTitle: heads.get(caseId)?.titel ?? null,
      change,
    }),
  );
  return {
    items,
    total: all.length,
    page: current,
    pageSize,
    pageCount,
    byKind,
  };
}

storeReads('lib/data/analyses/party-changed-positions-load.ts', { loadPartyChangedPositions });
