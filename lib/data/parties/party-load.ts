import { loadCurrentFolketing } from '@/lib/data/actors/actor-current-load';
import { nonBlank } from '@/lib/data/oda-values';
import { loadActorSearchOptions } from '@/lib/data/search/actor-search-load';
import { storeReads } from '@/lib/data/store-read-source';
import type { PartyRef, PeriodLabel, PeriodOption } from '@/lib/data/types';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import { periodRows } from '@/lib/store/actor-votes';
import { votingIndex } from '@/lib/store/actor-voting-index';
import { type PairCounts, type PartyRecords, partyRecords } from '@/lib/store/party-record';
import type { Store } from '@/lib/store/store';
import type { PartyAgreement, PartyLookup, PartyOverview, PartyPeriod } from './types';

/**
 * The parties by code: each trimmed `gruppenavnkort` of the Folketingsgrupper with its newest group's name — the
 * actor list's party choices (loadActorSearchOptions), the one read of them.
 */
function partiesByCode(db: Store): Map<string, PartyRef> {
  const byCode = new Map<string, PartyRef>();
  for (const p of loadActorSearchOptions(db).parties) if (!byCode.has(p.code)) byCode.set(p.code, p);
  return byCode;
}

/** The codes of every party with a page (`/parti/<code>`): the sitemap's party file (lib/data/site/sitemap-load.ts). */
export const partyCodes = (db: Store): string[] => [...partiesByCode(db).keys()];

const refOf = (parties: Map<string, PartyRef>, code: string): PartyRef =>
  parties.get(code) ?? { code, name: code };

const toAgreement = (pair: PairCounts | undefined): PartyAgreement | null =>
  pair && pair.both > 0 ? { both: pair.both, same: pair.same } : null;

/**
 * A samling just begun rests on a handful of votes (ten in late November): the party page's headline figures and
 * sentences, and /partier's matrix unless a samling is chosen, speak of the newest samling with at least this many
 * voted votes, else of the newest. Every figure still carries its count.
 */
export const HEADLINE_MIN_VOTES = 100;

/** The index of the newest entry (oldest first) with at least `min` votes, else the newest; -1 when empty. */
export function headlineIndex(votes: readonly number[], min = HEADLINE_MIN_VOTES): number {
  for (let i = votes.length - 1; i >= 0; i--) if ((votes[i] ?? 0) >= min) return i;
  return votes.length - 1;
}

/** The samlinger with ballots on some vote (the unknown one left out), newest first, with their labels. */
function periodsNewestFirst(db: Store, records: PartyRecords): PeriodLabel[] {
  const labels = periodRows(db);
  const known = [...records.periods]
    .filter(([id, record]) => id !== null && record.voted > 0)
    .map(([id]) => id as number);
  const start = (id: number) => labels.get(id)?.startdato ?? records.periods.get(id)?.latest ?? '';
  return known
    .sort((a, b) => (start(a) < start(b) ? 1 : start(a) > start(b) ? -1 : b - a))
    .map((id) => {
      const row = labels.get(id);
      return { id, code: nonBlank(row?.kode), title: nonBlank(row?.titel) };
    });
}

/** Which party a `/parti/<segment>` names, without its figures (see {@link loadParty}). */
function resolvePartySegment(
  parties: Map<string, PartyRef>,
  segment: string,
): Exclude<PartyLookup, { kind: 'party' }> | { kind: 'party'; party: PartyRef } {
  const wanted = segment.trim();
  if (wanted.toUpperCase() === INDEPENDENTS) return { kind: 'independents' };
  const party = parties.get(wanted);
  if (party && party.code !== segment) return { kind: 'redirect', code: party.code };
  if (party) return { kind: 'party', party };
  const lower = wanted.toLowerCase();
  const other = [...parties.keys()].find((code) => code.toLowerCase() === lower);
  return other ? { kind: 'redirect', code: other } : { kind: 'unknown' };
}

/**
 * What `/parti/<segment>` shows: the party whose code is the segment; the same code written in another case (to
 * redirect to); the independents (UFG, not a party); or unknown. A party's figures per samling and its agreement
 * with each other party come from the in-memory party records (lib/store/party-record.ts, where the definitions
 * are); its members now from the current Folketing (actor-current-load.ts). A store read (lib/data/store-read-source.ts).
 */
export function loadParty(db: Store, segment: string): PartyLookup {
  const parties = partiesByCode(db);
  const resolved = resolvePartySegment(parties, segment);
  if (resolved.kind !== 'party') return resolved;
  const { party } = resolved;
  const records = partyRecords(votingIndex(db));
  const periods: PartyPeriod[] = [];
  const others = new Set<string>();
  for (const label of periodsNewestFirst(db, records).reverse()) {
    const record = records.periods.get(label.id);
    const counts = record?.parties.get(party.code);
    if (!record || !counts) continue;
    periods.push({ period: label, ...counts });
    for (const code of record.agreement.get(party.code)?.keys() ?? []) others.add(code);
  }
  const agreement = [...others].map((code) => ({
    party: refOf(parties, code),
    byPeriod: periods.map((p) =>
      toAgreement(records.periods.get(p.period.id)?.agreement.get(party.code)?.get(code)),
    ),
  }));
  const now = loadCurrentFolketing(db, { query: null, party: party.code, period: null });
  return {
    kind: 'party',
    profile: {
      party,
      today: now.today,
      members: now.parties.find((p) => p.party === party.code)?.members ?? [],
      periods,
      headline: headlineIndex(periods.map((p) => p.votes)),
      agreement,
    },
  };
}

/**
 * `/partier`: the parties with members now (the current Folketing, largest first), and for one samling — the one
 * asked for by code, else the newest with at least `minVotes` votes (with the newer ones it passed over; the
 * pages use HEADLINE_MIN_VOTES, tests a store-sized one) — the agreement of every pair of parties with ballots in it, the
 * parties ordered by seats in that samling. A store read (lib/data/store-read-source.ts).
 */
export function loadPartyOverview(
  db: Store,
  periodCode: string | null,
  minVotes = HEADLINE_MIN_VOTES,
): PartyOverview {
  const parties = partiesByCode(db);
  const records = partyRecords(votingIndex(db));
  const now = loadCurrentFolketing(db, { query: null, party: null, period: null });
  const current = now.parties
    .filter((p) => p.party !== null && p.party !== INDEPENDENTS)
    .map((p) => ({ party: refOf(parties, p.party as string), seats: p.members.length }));
  const labels = periodsNewestFirst(db, records).filter((p) => p.code !== null);
  const periods: PeriodOption[] = labels.map((p) => ({
    code: p.code as string,
    title: p.title ?? (p.code as string),
  }));
  const voted = (p: PeriodLabel) => records.periods.get(p.id)?.voted ?? 0;
  const defaultAt = labels.length - 1 - headlineIndex(labels.map(voted).reverse(), minVotes);
  const chosen = periodCode === null ? labels[defaultAt] : labels.find((p) => p.code === periodCode);
  const byDefault =
    periodCode === null
      ? {
          minVotes,
          newer: labels
            .slice(0, Math.max(defaultAt, 0))
            .map((p, i) => ({ period: periods[i] as PeriodOption, votes: voted(p) })),
        }
      : null;
  const record = chosen ? records.periods.get(chosen.id) : undefined;
  const option = chosen ? (periods.find((p) => p.code === chosen.code) ?? null) : null;
  if (!record)
    return {
      today: now.today,
      current,
      periods,
      period: option,
      byDefault,
      votes: 0,
      parties: [],
      cells: [],
    };
  const codes = [...record.parties]
    .sort(([a, x], [b, y]) => y.seats - x.seats || a.localeCompare(b, 'da'))
    .map(([code]) => code);
  return {
    today: now.today,
    current,
    periods,
    period: option,
    byDefault,
    votes: record.voted,
    parties: codes.map((code) => refOf(parties, code)),
    cells: codes.map((a) =>
      codes.map((b) => (a === b ? null : toAgreement(record.agreement.get(a)?.get(b)))),
    ),
  };
}

storeReads('lib/data/parties/party-load.ts', { loadParty, loadPartyOverview });
