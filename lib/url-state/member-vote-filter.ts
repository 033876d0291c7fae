import type { VoteChoice } from '@/lib/data/types';
import type { MemberBallot } from '@/lib/data/votes/types';
import { bySlug, firstValid, type SearchParamsInput, toSearchParams } from './search-params';

/** Query parameter names on the vote page. */
export const MEMBER_FILTER_PARAMS = { party: 'parti', choice: 'stemme', sort: 'sortering' } as const;

/** Choices as they appear in the URL (ASCII, Danish): the vote page's and a member's vote record's. */
export const CHOICE_SLUGS: Readonly<Record<VoteChoice, string>> = {
  for: 'for',
  against: 'imod',
  abstain: 'hverken',
  absent: 'fravaer',
};

export type MemberSortKey = 'name' | 'party' | 'choice';
const SORT_SLUGS: Readonly<Record<MemberSortKey, string>> = {
  name: 'navn',
  party: 'parti',
  choice: 'stemme',
};

export interface MemberSort {
  readonly key: MemberSortKey;
  readonly descending: boolean;
}

const DEFAULT_SORT: MemberSort = { key: 'name', descending: false };

/** A choice's URL word ('imod', any case) as the choice; null for anything else. */
export const parseChoice: (raw: string) => VoteChoice | null = bySlug(CHOICE_SLUGS);

/** Party codes are short ('S', 'UFG', 'Grønl.'); anything longer or blank is not one. */
const parseParty = (raw: string): string | null => (raw.length > 0 && raw.length <= 40 ? raw : null);

function parseSort(raw: string): MemberSort | null {
  const descending = raw.startsWith('-');
  const slug = (descending ? raw.slice(1) : raw).toLowerCase();
  const key = (Object.keys(SORT_SLUGS) as MemberSortKey[]).find((k) => SORT_SLUGS[k] === slug);
  return key ? { key, descending } : null;
}

/**
 * The member list's state on the vote page — party, vote and sort order — as an immutable value that round-trips
 * through the URL: `?parti=S&stemme=imod&sortering=-navn`. Invalid values read as the default (everyone, by name
 * A–Å); defaults are left out of the query.
 */
export class MemberVoteFilter {
  private constructor(
    readonly party: string | null,
    readonly choice: VoteChoice | null,
    readonly sort: MemberSort,
  ) {
    Object.freeze(this);
  }

  static readonly EMPTY = new MemberVoteFilter(null, null, DEFAULT_SORT);

  static fromUrl(input: SearchParamsInput): MemberVoteFilter {
    const params = toSearchParams(input);
    const p = MEMBER_FILTER_PARAMS;
    return new MemberVoteFilter(
      firstValid(params, p.party, parseParty),
      firstValid(params, p.choice, parseChoice),
      firstValid(params, p.sort, parseSort) ?? DEFAULT_SORT,
    );
  }

  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = MEMBER_FILTER_PARAMS;
    if (this.party !== null) params.set(p.party, this.party);
    if (this.choice !== null) params.set(p.choice, CHOICE_SLUGS[this.choice]);
    if (this.sort.key !== DEFAULT_SORT.key || this.sort.descending !== DEFAULT_SORT.descending) {
      params.set(p.sort, `${this.sort.descending ? '-' : ''}${SORT_SLUGS[this.sort.key]}`);
    }
    return params;
  }

  /** The query string with a leading '?', or '' for the defaults: append to the vote page's path. */
  toQuery(): string {
    const query = this.toSearchParams().toString();
    return query ? `?${query}` : '';
  }

  withParty(party: string | null): MemberVoteFilter {
    return new MemberVoteFilter(party === null ? null : parseParty(party.trim()), this.choice, this.sort);
  }

  withChoice(choice: VoteChoice | null): MemberVoteFilter {
    return new MemberVoteFilter(this.party, choice, this.sort);
  }

  withSort(sort: MemberSort): MemberVoteFilter {
    return new MemberVoteFilter(this.party, this.choice, sort);
  }

  /** Sorting by a column: ascending first, and the other way round when it is already the sort column. */
  toggledSort(key: MemberSortKey): MemberVoteFilter {
    const descending = this.sort.key === key ? !this.sort.descending : false;
    return this.withSort({ key, descending });
  }

  get hasFilters(): boolean {
    return this.party !== null || this.choice !== null;
  }

  /** The ballots that pass the filter, in its order (ties by name, then id). */
  apply<B extends MemberBallot>(ballots: readonly B[]): B[] {
    const kept = ballots.filter(
      (b) =>
        (this.party === null || b.party === this.party) && (this.choice === null || b.choice === this.choice),
    );
    const { key, descending } = this.sort;
    const sign = descending ? -1 : 1;
    return kept.sort((a, b) => missingLast(key, a, b) || sign * compareBy(key, a, b) || byName(a, b));
  }

  /** The value used for a choice in the URL ('imod'), e.g. for a form's option values. */
  static choiceSlug(choice: VoteChoice): string {
    return CHOICE_SLUGS[choice];
  }

  static sortSlug(sort: MemberSort): string {
    return `${sort.descending ? '-' : ''}${SORT_SLUGS[sort.key]}`;
  }
}

const collator = new Intl.Collator('da');
const CHOICE_ORDER: Readonly<Record<VoteChoice, number>> = { for: 0, against: 1, abstain: 2, absent: 3 };

const byName = (a: MemberBallot, b: MemberBallot) =>
  collator.compare(a.name, b.name) || a.actorId - b.actorId;

/** Members without a party (or a known vote) sort last, whichever way the column is sorted. */
function missingLast(key: MemberSortKey, a: MemberBallot, b: MemberBallot): number {
  if (key === 'name') return 0;
  const missing = (m: MemberBallot) => Number((key === 'party' ? m.party : m.choice) === null);
  return missing(a) - missing(b);
}

function compareBy(key: MemberSortKey, a: MemberBallot, b: MemberBallot): number {
  switch (key) {
    case 'name':
      return byName(a, b);
    case 'party':
      return collator.compare(a.party ?? '', b.party ?? '');
    case 'choice':
      return (a.choice ? CHOICE_ORDER[a.choice] : 4) - (b.choice ? CHOICE_ORDER[b.choice] : 4);
  }
}
