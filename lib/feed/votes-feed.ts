import type { VoteSummary } from '@/lib/data/votes/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { voteListFeedPath } from '@/lib/routes';
import { voteFeedQuery } from '@/lib/url-state/feed-query';
import type { VoteSearch } from '@/lib/url-state/vote-search';
import type { AtomEntry, AtomFeed } from './atom';
import { absoluteUrl, type FeedContext, feedId, feedUpdated, siteAuthor } from './feed-context';
import { voteEntry } from './vote-entry';

const messages = defineMessages({
  da: {
    title: 'Nye afstemninger i Folketinget',
    filtered: 'Nye afstemninger i Folketinget: {filters}',
    subtitle: 'De nyeste afstemninger i Folketingssalen med stemmetal, fra Folketingets åbne data.',
    text: 'tekst »{v}«',
    caseNumber: 'sag {v}',
    period: 'samling {v}',
    voteType: 'afstemningstype {v}',
    outcome: '{v}',
    rebels: 'kun hvor medlemmer brød med partiet',
  },
  en: {
    title: 'New votes in the Folketing',
    filtered: 'New votes in the Folketing: {filters}',
    subtitle:
      'The newest votes in the Folketing’s chamber with their counts, from the Folketing’s open data.',
    text: 'text “{v}”',
    caseNumber: 'case {v}',
    period: 'session {v}',
    voteType: 'vote type {v}',
    outcome: '{v}',
    rebels: 'only where members broke with their party',
  },
});

/** The new-votes feed's title (unfiltered), for pages that link it (the home page). */
export function votesFeedTitle(locale: Locale): string {
  return messages[locale].title;
}

/**
 * `/afstemninger/feed.xml?…`: the newest votes (the vote list's first page, with its filters), each a vote entry
 * (lib/feed/vote-entry.ts: `updated` is the vote's date). The feed links to the list with the same filters.
 */
export function votesFeed(votes: readonly VoteSummary[], search: VoteSearch, context: FeedContext): AtomFeed {
  const t = messages[context.locale];
  const first = search.withPage(1);
  const path = voteListFeedPath(voteFeedQuery(search).toString());
  const filters = [
    first.text !== null ? format(t.text, { v: first.text }) : null,
    first.caseNumber !== null ? format(t.caseNumber, { v: first.caseNumber }) : null,
    first.period !== null ? format(t.period, { v: first.period }) : null,
    first.voteTypeId !== null ? format(t.voteType, { v: first.voteTypeId }) : null,
    first.outcome !== null ? format(t.outcome, { v: first.outcome }) : null,
    first.rebels ? t.rebels : null,
  ].filter((f): f is string => f !== null);
  const entries = votes.map((v) => voteEntry(v, context)).filter((e): e is AtomEntry => e !== null);
  return {
    id: feedId(context, path),
    title: filters.length > 0 ? format(t.filtered, { filters: filters.join(', ') }) : t.title,
    subtitle: t.subtitle,
    updated: feedUpdated(entries, context),
    alternate: absoluteUrl(context, first.toUrl()),
    self: absoluteUrl(context, path),
    author: siteAuthor(context),
    entries,
  };
}
