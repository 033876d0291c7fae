import type { PositionChangeKind } from '@/lib/data/analyses/case-party-positions-shape';
import { parseIdSegment, partyPath } from '@/lib/routes';
import {
  firstValid,
  parsePeriodCode,
  parsePositiveInt,
  type SearchParamsInput,
  toSearchParams,
} from './search-params';

/** Query parameter names (Danish, as the site's URLs are). */
export const PARTY_RECORD_PARAMS = {
  /** The samling of the record by topic (`Periode.kode`); none: all samlinger. */
  topicPeriod: 'emnesamling',
  /** The subject (`Emneord.id`) whose cases are listed in full. */
  topic: 'emne',
  /** Which changed positions are listed; none: changes between votes. */
  changeKind: 'skift',
  /** The page of the changed positions. */
  changePage: 'skiftside',
} as const;

/** The party page's sections these parameters belong to (their ids, for the links' fragments). */
export const PARTY_TOPICS_SECTION = 'emner';
export const PARTY_CHANGES_SECTION = 'skiftede';

/** How each kind of change is written in the URL ('votes', the default, is left out). */
const KIND_PARAM: Readonly<Record<PositionChangeKind, string>> = {
  votes: 'sider',
  amendment: 'aendringsforslag',
  motion: 'vedtagelsesforslag',
};

const parseKind = (raw: string): PositionChangeKind | null =>
  (Object.keys(KIND_PARAM) as PositionChangeKind[]).find((k) => KIND_PARAM[k] === raw) ?? null;
const MAX_PAGE = 100_000;

/**
 * The state of a party page's record sections — the samling and the subject of "Holdning efter emne", the kind and
 * page of "Skiftede holdning" — as an immutable value that round-trips through the URL:
 * `/parti/SF?emnesamling=20241&skift=aendringsforslag&skiftside=2#skiftede`. Anything invalid reads as the
 * default. Links land on the section they change (`fragment`). Pure: usable on the server and in the browser.
 */
export class PartyRecordState {
  private constructor(
    readonly party: string,
    readonly topicPeriod: string | null,
    readonly topic: number | null,
    readonly changeKind: PositionChangeKind,
    readonly page: number,
    readonly fragment: string,
  ) {
    Object.freeze(this);
  }

  static fromUrl(party: string, input: SearchParamsInput): PartyRecordState {
    const params = toSearchParams(input);
    const p = PARTY_RECORD_PARAMS;
    return new PartyRecordState(
      party,
      firstValid(params, p.topicPeriod, parsePeriodCode),
      firstValid(params, p.topic, parseIdSegment),
      firstValid(params, p.changeKind, parseKind) ?? 'votes',
      firstValid(params, p.changePage, (raw) => parsePositiveInt(raw, MAX_PAGE)) ?? 1,
      PARTY_TOPICS_SECTION,
    );
  }

  /** The query without defaults. */
  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    const p = PARTY_RECORD_PARAMS;
    if (this.topicPeriod !== null) params.set(p.topicPeriod, this.topicPeriod);
    if (this.topic !== null) params.set(p.topic, String(this.topic));
    if (this.changeKind !== 'votes') params.set(p.changeKind, KIND_PARAM[this.changeKind]);
    if (this.page > 1) params.set(p.changePage, String(this.page));
    return params;
  }

  /** The party page's URL for this state, at the section last changed. */
  toUrl(): string {
    const query = this.toSearchParams().toString();
    return `${partyPath(this.party)}${query ? `?${query}` : ''}#${this.fragment}`;
  }

  /** The changed positions' page (for the pager). */
  withPage(page: number): PartyRecordState {
    return this.with({ page, fragment: PARTY_CHANGES_SECTION });
  }

  /** Another kind of changed positions, from its first page. */
  withChangeKind(changeKind: PositionChangeKind): PartyRecordState {
    return this.with({ changeKind, page: 1, fragment: PARTY_CHANGES_SECTION });
  }

  /** A subject's cases in full. */
  withTopic(topic: number | null): PartyRecordState {
    return this.with({ topic, fragment: topic === null ? PARTY_TOPICS_SECTION : `emne-${topic}` });
  }

  /** The hidden fields a form of the topics section carries to keep the rest of the state. */
  get changeFields(): readonly (readonly [string, string])[] {
    const params = this.with({ topicPeriod: null, topic: null }).toSearchParams();
    return [...params.entries()];
  }

  private with(change: Partial<Omit<PartyRecordState, 'party' | 'with'>>): PartyRecordState {
    return new PartyRecordState(
      this.party,
      change.topicPeriod !== undefined ? change.topicPeriod : this.topicPeriod,
      change.topic !== undefined ? change.topic : this.topic,
      change.changeKind ?? this.changeKind,
      change.page ?? this.page,
      change.fragment ?? this.fragment,
    );
  }
}
