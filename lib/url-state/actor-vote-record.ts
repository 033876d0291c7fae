import type { ActorVoteFilter, VoteRecordSort } from '@/lib/data/actors/types';
import type { VoteChoice } from '@/lib/data/types';
import { actorVoteRecordPath, actorVotesExportPath } from '@/lib/routes';
import { CHOICE_SLUGS, parseChoice } from './member-vote-filter';
import {
  bySlug,
  firstValid,
  parsePeriodCode,
  parsePositiveInt,
  type SearchParamsInput,
  toSearchParams,
} from './search-params';

/** Query parameter names (Danish, as the site's URLs are). */
export const ACTOR_VOTE_RECORD_PARAMS = {
  period: 'samling',
  choice: 'stemme',
  partyLine: 'partilinje',
  topic: 'emne',
  sort: 'sortering',
  page: 'side',
} as const;

/** The party-line filter's one value: votes against the party group's majority. */
export const AGAINST_PARTY_SLUG = 'imod';

/** Sort orders as the URL writes them; the default (newest first) is left out. */
const SORT_SLUGS: Readonly<Record<VoteRecordSort, string>> = { newest: 'nyeste', oldest: 'aeldste' };

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 1_000_000;

const parseSort = bySlug(SORT_SLUGS);
const parseAgainst = (raw: string): true | null => (raw.toLowerCase() === AGAINST_PARTY_SLUG ? true : null);

/**
 * A member's vote record's state — samling, choice, against the party line, subject, order and page — as an
 * immutable value that round-trips through the URL:
 * `/aktoer/2335/afstemninger?samling=20251&stemme=imod&partilinje=imod&emne=12&sortering=aeldste&side=2`. The
 * download of the member's ballots takes the same filters and order (without the page): {@link csvUrl}. Invalid
 * values read as "any" (or page 1, newest first), so every URL gives a valid state; defaults are left out.
 * Changing a filter or the order goes back to page 1.
 */
export class ActorVoteRecord {
  private constructor(
    readonly actorId: number,
    readonly period: string | null,
    readonly choice: VoteChoice | null,
    readonly againstParty: boolean,
    readonly topic: number | null,
    readonly sort: VoteRecordSort,
    /** 1-based. */
    readonly page: number,
  ) {
    Object.freeze(this);
  }

  static of(actorId: number): ActorVoteRecord {
    return new ActorVoteRecord(actorId, null, null, false, null, 'newest', 1);
  }

  static fromUrl(actorId: number, input: SearchParamsInput): ActorVoteRecord {
    const params = toSearchParams(input);
    const p = ACTOR_VOTE_RECORD_PARAMS;
    return new ActorVoteRecord(
      actorId,
      firstValid(params, p.period, parsePeriodCode),
      firstValid(params, p.choice, parseChoice),
      firstValid(params, p.partyLine, parseAgainst) ?? false,
      firstValid(params, p.topic, (raw) => parsePositiveInt(raw, MAX_ID)),
      firstValid(params, p.sort, parseSort) ?? 'newest',
      firstValid(params, p.page, (raw) => parsePositiveInt(raw, MAX_PAGE)) ?? 1,
    );
  }

  /** The filters and order without defaults, in a fixed order: the download's query. */
  private filterParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = ACTOR_VOTE_RECORD_PARAMS;
    if (this.period !== null) params.set(p.period, this.period);
    if (this.choice !== null) params.set(p.choice, CHOICE_SLUGS[this.choice]);
    if (this.againstParty) params.set(p.partyLine, AGAINST_PARTY_SLUG);
    if (this.topic !== null) params.set(p.topic, String(this.topic));
    if (this.sort !== 'newest') params.set(p.sort, SORT_SLUGS[this.sort]);
    return params;
  }

  /** The page's query without defaults. */
  toSearchParams(): URLSearchParams {
    const params = this.filterParams();
    if (this.page > 1) params.set(ACTOR_VOTE_RECORD_PARAMS.page, String(this.page));
    return params;
  }

  /** The record page's URL for this state. */
  toUrl(): string {
    return actorVoteRecordPath(this.actorId, this.toSearchParams().toString());
  }

  /** The download of the ballots this state lists, every page of them, in its order. */
  csvUrl(): string {
    return actorVotesExportPath(this.actorId, this.filterParams().toString());
  }

  get hasFilters(): boolean {
    return this.period !== null || this.choice !== null || this.againstParty || this.topic !== null;
  }

  withPage(page: number): ActorVoteRecord {
    const valid = Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
    return this.with({ page: valid });
  }

  withPeriod(period: string | null): ActorVoteRecord {
    return this.with({ period: period === null ? null : parsePeriodCode(period), page: 1 });
  }

  withChoice(choice: VoteChoice | null): ActorVoteRecord {
    return this.with({ choice, page: 1 });
  }

  withAgainstParty(againstParty: boolean): ActorVoteRecord {
    return this.with({ againstParty, page: 1 });
  }

  withTopic(topic: number | null): ActorVoteRecord {
    return this.with({ topic: topic === null ? null : parsePositiveInt(String(topic), MAX_ID), page: 1 });
  }

  withSort(sort: VoteRecordSort): ActorVoteRecord {
    return this.with({ sort, page: 1 });
  }

  /** Every vote of the member, in the same order, from page 1. */
  withoutFilters(): ActorVoteRecord {
    return ActorVoteRecord.of(this.actorId).withSort(this.sort);
  }

  /** What lib/data's vote record read and the download take. */
  toFilter(): ActorVoteFilter {
    return {
      period: this.period,
      choice: this.choice,
      againstParty: this.againstParty,
      topic: this.topic,
      sort: this.sort,
    };
  }

  /** The value a sort order has in the URL ('aeldste'), e.g. for a form's option values. */
  static sortSlug(sort: VoteRecordSort): string {
    return SORT_SLUGS[sort];
  }

  private with(change: Partial<Omit<ActorVoteRecord, 'actorId'>>): ActorVoteRecord {
    return new ActorVoteRecord(
      this.actorId,
      change.period !== undefined ? change.period : this.period,
      change.choice !== undefined ? change.choice : this.choice,
      change.againstParty ?? this.againstParty,
      change.topic !== undefined ? change.topic : this.topic,
      change.sort ?? this.sort,
      change.page ?? this.page,
    );
  }
}
