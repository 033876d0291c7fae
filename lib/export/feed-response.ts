import 'server-only';
import { configuredOrigin } from '@/lib/config/site-url';
import { getActor } from '@/lib/data/actors/actor';
import { getRecentVotes } from '@/lib/data/actors/actor-votes';
import { getRebellions } from '@/lib/data/analyses/rebellions';
import { getCaseRecord } from '@/lib/data/cases/case';
import { getActorSpeeches } from '@/lib/data/debates/debates';
import { getDocumentRecord } from '@/lib/data/documents/document';
import { hasAnswerFeed } from '@/lib/data/documents/document-kind';
import { getParty } from '@/lib/data/parties/party';
import { getPartyVotes } from '@/lib/data/parties/party-votes';
import { searchSite } from '@/lib/data/search/search';
import { getDataFreshness } from '@/lib/data/site/site';
import { getUpcomingVotes } from '@/lib/data/votes/upcoming-votes';
import { getVotes } from '@/lib/data/votes/votes';
import { actorFeed } from '@/lib/feed/actor-feed';
import { ATOM_MEDIA_TYPE, type AtomFeed, writeAtom } from '@/lib/feed/atom';
import { caseFeed } from '@/lib/feed/case-feed';
import { questionAnswersFeed } from '@/lib/feed/document-feed';
import type { FeedContext } from '@/lib/feed/feed-context';
import { partyFeed } from '@/lib/feed/party-feed';
import { rebellionsFeed } from '@/lib/feed/rebellions-feed';
import { searchFeed } from '@/lib/feed/search-feed';
import { speechFeed } from '@/lib/feed/speech-feed';
import { upcomingFeed } from '@/lib/feed/upcoming-feed';
import { votesFeed } from '@/lib/feed/votes-feed';
import { danishInstant } from '@/lib/format/danish-instant';
import { getLocale } from '@/lib/i18n/server';
import { localePath, parseIdSegment, partyFeedPath } from '@/lib/routes';
import { getSiteOrigin } from '@/lib/site-url';
import { StoreMissingError } from '@/lib/store/open-store';
import { feedSearchState } from '@/lib/url-state/feed-query';
import { RebellionSearch } from '@/lib/url-state/rebellion-search';
import { VoteSearch } from '@/lib/url-state/vote-search';
import { CALENDAR_UID_DOMAIN } from './meeting-calendar';
import { plainResponse, STORE_MISSING_TEXT } from './plain-response';

/*
 * The Atom feeds' responses (thin routes next to each page call these): read through lib/data as the page does,
 * build the feed in lib/feed, answer `application/atom+xml`. A malformed or unknown id is a 404 and a search the
 * feeds cannot follow a 400, each with a sentence; a missing store a 503. The page cache (lib/server) keeps the
 * answers like pages, keyed by the feed's canonical query and the mirror's generation.
 */

/** How many ballots a politician's feed holds, and how many votes a party's. */
export const ACTOR_FEED_SIZE = 50;
const PARTY_FEED_SIZE = 50;

const TEXT = {
  noActor: (segment: string) => `Der er ingen aktør med id »${segment}«.\n`,
  notMember: (id: number) => `Aktør ${id} er ikke en person; kun medlemmer har stemmer at følge.\n`,
  notSpeaker: (id: number) => `Aktør ${id} er ikke en person; kun personer har taler at følge.\n`,
  noCase: (segment: string) => `Der er ingen sag med id »${segment}«.\n`,
  noDocument: (segment: string) => `Der er intet dokument med id »${segment}«.\n`,
  notQuestion: (id: number) =>
    `Dokument ${id} er ikke et spørgsmål; kun et spørgsmål har et feed (med dets svar).\n`,
  noParty: (segment: string) =>
    `Der er intet parti med forkortelsen »${segment}« (medlemmer uden for folketingsgrupperne er ikke et parti).\n`,
  actorSearch:
    'Søgning efter aktører har ingen datoer og kan ikke følges som feed; vælg sager eller dokumenter.\n',
} as const;

export const atomResponse = (feed: AtomFeed) =>
  new Response(writeAtom(feed), {
    headers: { 'Content-Type': `${ATOM_MEDIA_TYPE}; charset=utf-8`, 'X-Content-Type-Options': 'nosniff' },
  });

/** The feeds' context: the public origin (lib/site-url.ts), the tag domain, the language, an empty feed's date. */
export async function contextOf(): Promise<FeedContext> {
  const [origin, locale, freshness] = await Promise.all([getSiteOrigin(), getLocale(), getDataFreshness()]);
  return {
    origin,
    tagDomain: configuredOrigin()?.hostname ?? CALENDAR_UID_DOMAIN,
    locale,
    // The store's newest opdateringsdato, else its "today"; the epoch only for a store that dates nothing.
    emptyUpdated: danishInstant(freshness.newestUpdate) ?? danishInstant(freshness.asOf) ?? new Date(0),
  };
}

export async function guarded(make: () => Promise<Response>): Promise<Response> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof StoreMissingError) return plainResponse(STORE_MISSING_TEXT, 503);
    throw error;
  }
}

/** `/afstemninger/feed.xml?…`: the newest 50 votes with the vote list's filters. */
export function voteListFeedResponse(request: Request): Promise<Response> {
  return guarded(async () => {
    const search = VoteSearch.fromUrl(new URL(request.url).searchParams).withPage(1);
    const [list, context] = await Promise.all([getVotes(search.toFilters()), contextOf()]);
    return atomResponse(votesFeed(list.items, search, context));
  });
}

/** `/afstemninger/brud/feed.xml?…`: the newest 50 breaks with the party, with the rebellions page's filters. */
export function rebellionsFeedResponse(request: Request): Promise<Response> {
  return guarded(async () => {
    const search = RebellionSearch.fromUrl(new URL(request.url).searchParams).withPage(1);
    const [page, context] = await Promise.all([getRebellions(search.toFilters()), contextOf()]);
    return atomResponse(rebellionsFeed(page, search, context));
  });
}

/** `/aktoer/<id>/feed.xml`: a member's newest ballots; 404 for an unknown id or an actor that is no person. */
export function actorFeedResponse(segment: string): Promise<Response> {
  return guarded(async () => {
    const id = parseIdSegment(segment);
    const actor = id === null ? null : await getActor(id);
    if (!actor) return plainResponse(TEXT.noActor(segment.slice(0, 40)), 404);
    if (actor.kind !== 'person') return plainResponse(TEXT.notMember(actor.id), 404);
    const [votes, context] = await Promise.all([getRecentVotes(actor.id, ACTOR_FEED_SIZE), contextOf()]);
    const name = actor.name ?? `Aktør ${actor.id}`;
    return atomResponse(actorFeed({ id: actor.id, name }, votes, context));
  });
}

/** `/aktoer/<id>/taler/feed.xml`: a politician's newest speeches; 404 for an unknown id or an actor that is no person. */
export function actorSpeechFeedResponse(segment: string): Promise<Response> {
  return guarded(async () => {
    const id = parseIdSegment(segment);
    const actor = id === null ? null : await getActor(id);
    if (!actor) return plainResponse(TEXT.noActor(segment.slice(0, 40)), 404);
    if (actor.kind !== 'person') return plainResponse(TEXT.notSpeaker(actor.id), 404);
    const [speeches, context] = await Promise.all([getActorSpeeches(actor.id, ACTOR_FEED_SIZE), contextOf()]);
    const name = actor.name ?? `Aktør ${actor.id}`;
    return atomResponse(speechFeed({ id: actor.id, name }, speeches.newest, context));
  });
}

/** `/sag/<id>/feed.xml`: a case's steps and votes; 404 for an unknown id. */
export function caseFeedResponse(segment: string): Promise<Response> {
  return guarded(async () => {
    const noCase = () => plainResponse(TEXT.noCase(segment.slice(0, 40)), 404);
    const id = parseIdSegment(segment);
    if (id === null) return noCase();
    const [record, context] = await Promise.all([getCaseRecord(id), contextOf()]);
    if (!record) return noCase();
    const { detail, timeline, votes, result } = record;
    return atomResponse(caseFeed(detail, timeline, votes, result, context));
  });
}

/** `/dokument/<id>/feed.xml`: a question's answers; 404 for an unknown id or a document that is no question. */
export function documentFeedResponse(segment: string): Promise<Response> {
  return guarded(async () => {
    const id = parseIdSegment(segment);
    const record = id === null ? null : await getDocumentRecord(id);
    if (!record) return plainResponse(TEXT.noDocument(segment.slice(0, 40)), 404);
    if (!record.question || !hasAnswerFeed(record))
      return plainResponse(TEXT.notQuestion(record.detail.id), 404);
    return atomResponse(questionAnswersFeed(record.question, await contextOf()));
  });
}

/**
 * `/parti/<code>/feed.xml`: a party's latest votes; the code in another case is redirected to the party's feed, an
 * unknown code (or UFG, the independents) is a 404 — as the party page answers (lib/data/parties/party-load.ts).
 */
export function partyFeedResponse(segment: string): Promise<Response> {
  return guarded(async () => {
    const found = await getParty(segment);
    if (found.kind === 'redirect')
      return new Response(null, {
        status: 308,
        headers: { Location: localePath(await getLocale(), partyFeedPath(found.code)) },
      });
    if (found.kind !== 'party') return plainResponse(TEXT.noParty(segment.slice(0, 40)), 404);
    const { party } = found.profile;
    const [votes, context] = await Promise.all([getPartyVotes(party.code, PARTY_FEED_SIZE), contextOf()]);
    return atomResponse(partyFeed(party, votes, context));
  });
}

/** `/soeg/feed.xml?q=…`: the search's newest hits; 400 for a search of actors. */
export function searchFeedResponse(request: Request): Promise<Response> {
  return guarded(async () => {
    const state = feedSearchState(new URL(request.url).searchParams);
    if (!state) return plainResponse(TEXT.actorSearch, 400);
    const [results, context] = await Promise.all([searchSite(state), contextOf()]);
    return atomResponse(searchFeed(results, state, context));
  });
}

/** `/kommende/feed.xml`: the votes expected at the upcoming sittings, as the page shows them. */
export function upcomingFeedResponse(): Promise<Response> {
  return guarded(async () => {
    const [upcoming, context] = await Promise.all([getUpcomingVotes(), contextOf()]);
    return atomResponse(upcomingFeed(upcoming, context));
  });
}
