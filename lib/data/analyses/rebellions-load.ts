import { actorName } from '@/lib/data/actors/actor-load';
import { nonBlank } from '@/lib/data/oda-values';
import { paged } from '@/lib/data/paged';
import { loadActorSearchOptions } from '@/lib/data/search/actor-search-load';
import { storeReads } from '@/lib/data/store-read-source';
import type { PresentChoice } from '@/lib/data/types';
import type { VoteSummary } from '@/lib/data/votes/types';
import { toVoteChoice } from '@/lib/data/votes/vote-breakdown';
import { voteSummaries } from '@/lib/data/votes/votes-load';
import { type ActorNameRow, actorNameRows } from '@/lib/store/actor-search';
import { periodRows } from '@/lib/store/actor-votes';
import { type Deviation, type VotingIndex, votingIndex } from '@/lib/store/actor-voting-index';
import { majorityOf } from '@/lib/store/party-majority';
import type { Store } from '@/lib/store/store';
import { selectVotePeriods } from '@/lib/store/vote-list';
import type { Rebellion, RebellionFilterOptions, RebellionFilters, RebellionPage } from './types';

/*
 * The rebellions across votes: every member's break with their party group's majority, from the voting index
 * (lib/store/actor-voting-index.ts, where the definitions are; its rule of a group's majority is
 * lib/store/party-majority.ts, the one the vote page's "Brød med partiet" and the politician pages use). The index
 * is built once per store file in each of the pages' query pool threads and warmed at start; this module orders
 * its breaks once per index and filters them in memory: about 5,000 breaks at full scale. Store reads
 * (lib/data/store-read-source.ts), called through lib/data/analyses/rebellions.ts.
 */

/** Breaks per page of the rebellions page (and entries in its feed). */
export const REBELLION_PAGE_SIZE = 50;
/** Pages beyond this are read as this one (keeps the offset a small integer). */
const MAX_PAGE = 1_000_000;

const DANISH = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** A break as the page orders and filters it. */
interface ListedBreak {
  readonly deviation: Deviation;
  /** The vote's samling (`Møde.periodeid`); null when unknown. */
  readonly period: number | null;
  readonly name: string | null;
}

/** The index's breaks in page order, per index (a new store file gets a new index, and so a new list). */
const ordered = new WeakMap<VotingIndex, { readonly list: readonly ListedBreak[]; readonly names: NameOf }>();

type NameOf = (id: number) => ActorNameRow | undefined;

/**
 * Every break, newest vote first (the site's vote order), then by party code and member name (Danish order), as
 * the vote page lists a vote's breaks. Ordered on first use per index (about 50 ms at full scale), or ahead of the
 * pages by lib/data/analyses/warm-analyses.ts.
 */
export function listedBreaks(db: Store): { readonly list: readonly ListedBreak[]; readonly names: NameOf } {
  const index = votingIndex(db);
  const known = ordered.get(index);
  if (known) return known;
  const byId = new Map(actorNameRows(db).map((r) => [r.id, r]));
  const names: NameOf = (id) => byId.get(id);
  const periodOf = new Map(index.votes.map((v) => [v.id, v.period]));
  const rank = (d: Deviation) => index.voteRank(d.voteId) ?? Number.MAX_SAFE_INTEGER;
  const list = index.deviations
    .map((deviation): ListedBreak => {
      const row = byId.get(deviation.actorId);
      return {
        deviation,
        period: periodOf.get(deviation.voteId) ?? null,
        name: row ? actorName(row.navn, row.fornavn, row.efternavn) : null,
      };
    })
    .sort(
      (a, b) =>
        rank(a.deviation) - rank(b.deviation) ||
        DANISH.compare(a.deviation.party ?? '', b.deviation.party ?? '') ||
        DANISH.compare(a.name ?? '', b.name ?? '') ||
        a.deviation.actorId - b.deviation.actorId,
    );
  const entry = { list, names };
  ordered.set(index, entry);
  return entry;
}

/** The samling id of a samling code; undefined when no samling has it. */
function periodIdOf(db: Store, code: string): number | undefined {
  for (const row of periodRows(db).values()) if (row.kode?.trim() === code) return row.id;
  return undefined;
}

/** A present Stemmetype as a choice (a break is never Fravær). */
function presentChoice(type: number | null): PresentChoice | null {
  const choice = toVoteChoice(type);
  return choice === null || choice === 'absent' ? null : choice;
}

/**
 * One page of the latest breaks with the party, newest vote first, filtered by party (the member's group on the
 * vote date), samling and member, with how many pass the filters. A page past the end is empty (its `total` still
 * counts); an unknown samling or party matches nothing.
 */
export function loadRebellions(db: Store, filters: RebellionFilters): RebellionPage {
  const page = Number.isSafeInteger(filters.page) && filters.page > 0 ? Math.min(filters.page, MAX_PAGE) : 1;
  const { list, names } = listedBreaks(db);
  const period = filters.period === null ? null : (periodIdOf(db, filters.period) ?? Number.NaN);
  const matching = list.filter(
    ({ deviation, period: p }) =>
      (filters.party === null || deviation.party === filters.party) &&
      (period === null || p === period) &&
      (filters.actorId === null || deviation.actorId === filters.actorId),
  );
  const offset = (page - 1) * REBELLION_PAGE_SIZE;
  const shown = matching.slice(offset, offset + REBELLION_PAGE_SIZE);
  const votes = new Map<number, VoteSummary>(
    voteSummaries(db, [...new Set(shown.map((b) => b.deviation.voteId))], true).map((v) => [v.id, v]),
  );
  const items = shown.flatMap(({ deviation: d, name }): Rebellion[] => {
    const vote = votes.get(d.voteId);
    const choice = presentChoice(d.type);
    const majority = presentChoice(majorityOf(d.tally));
    if (!vote || !choice || !majority) return [];
    const group = names(d.groupId);
    return [
      {
        actorId: d.actorId,
        name,
        party: d.party,
        partyName: nonBlank(group?.navn),
        choice,
        majority,
        partyCounts: { for: d.tally.for, against: d.tally.against, abstain: d.tally.abstain },
        vote,
      },
    ];
  });
  const member =
    filters.actorId === null ? null : { id: filters.actorId, name: memberName(names(filters.actorId)) };
  return { ...paged(items, matching.length, page, REBELLION_PAGE_SIZE), member };
}

function memberName(row: ActorNameRow | undefined): string | null {
  return row ? actorName(row.navn, row.fornavn, row.efternavn) : null;
}

/** The parties (by name) and samlinger (newest first) with at least one break: the rebellions page's choices. */
export function loadRebellionFilterOptions(db: Store): RebellionFilterOptions {
  const { list } = listedBreaks(db);
  const codes = new Set(list.flatMap((b) => (b.deviation.party === null ? [] : [b.deviation.party])));
  const periods = new Set(list.map((b) => b.period));
  return {
    parties: loadActorSearchOptions(db).parties.filter((p) => codes.has(p.code)),
    periods: selectVotePeriods(db)
      .filter((p) => periods.has(p.periode_id))
      .map((p) => ({ code: p.periode_kode, title: nonBlank(p.periode_titel) ?? p.periode_kode })),
  };
}

storeReads('lib/data/analyses/rebellions-load.ts', { loadRebellionFilterOptions, loadRebellions });
