import type { Rebellion, RebellionPage } from '@/lib/data/analyses/types';
import { danishInstant } from '@/lib/format/danish-instant';
import { dateInWords } from '@/lib/format/local-date-time';
import { defineMessages, format } from '@/lib/i18n/locale';
import { stepTitleName, voteTypeName } from '@/lib/i18n/oda-terms';
import { actorPath, rebellionsFeedPath, votePath } from '@/lib/routes';
import { rebellionFeedQuery } from '@/lib/url-state/feed-query';
import type { RebellionSearch } from '@/lib/url-state/rebellion-search';
import { rebellionSentence, votedText } from '@/lib/wording/rebellion-text';
import type { AtomEntry, AtomFeed } from './atom';
import { absoluteUrl, type FeedContext, feedUpdated, siteAuthor } from './feed-context';
import { FEED_IDS, tagUri } from './feed-ids';
import { voteEntryMessages, voteSubject } from './vote-entry';

const messages = defineMessages({
  da: {
    title: 'Brud med partiet i Folketinget',
    filtered: 'Brud med partiet i Folketinget: {filters}',
    subtitle:
      'Medlemmer, der stemte anderledes end flertallet i deres folketingsgruppe, nyeste afstemning først, fra Folketingets åbne data.',
    party: 'parti {v}',
    period: 'samling {v}',
    member: '{v}',
    unnamed: 'Aktør {id}',
    entry: '{name}{party} {voted}: {subject}{step}',
    vote: 'Afstemning nr. {n}{when}: {outcome}.',
  },
  en: {
    title: 'Breaks with the party in the Folketing',
    filtered: 'Breaks with the party in the Folketing: {filters}',
    subtitle:
      'Members who voted otherwise than the majority of their parliamentary group, newest vote first, from the Folketing’s open data.',
    party: 'party {v}',
    period: 'session {v}',
    member: '{v}',
    unnamed: 'Actor {id}',
    entry: '{name}{party} {voted}: {subject}{step}',
    vote: 'Vote no. {n}{when}: {outcome}.',
  },
});

/**
 * One break as an entry: 'Bo Berg (S) stemte imod: L 5 Ændring af skibsfartsloven (3. behandling)', with the party's
 * majority and ballots and the vote's number, type, day and outcome in the summary, by the member, linking to the
 * vote. `updated` is the vote's date (`Sagstrin.dato`, else `Møde.dato`); a vote without one is left out.
 */
function rebellionEntry(r: Rebellion, context: FeedContext): AtomEntry | null {
  const { vote } = r;
  const updated = danishInstant(vote.date);
  if (!updated) return null;
  const { locale } = context;
  const t = messages[locale];
  const v = voteEntryMessages[locale];
  const step = stepTitleName(vote.stepTitle, locale);
  const voted = votedText(r.choice, locale);
  const name = r.name ?? format(t.unnamed, { id: r.actorId });
  const when = [voteTypeName(vote.voteTypeId, vote.voteType, locale), dateInWords(vote.date, locale)]
    .filter(Boolean)
    .map((x) => `, ${x}`)
    .join('');
  return {
    id: tagUri(context.tagDomain, FEED_IDS.rebellion(r.actorId, vote.id)),
    title: format(t.entry, {
      name,
      party: r.party ? ` (${r.party})` : '',
      voted: voted.charAt(0).toLocaleLowerCase(locale) + voted.slice(1),
      subject: voteSubject(vote, locale),
      step: step ? ` (${step})` : '',
    }),
    link: absoluteUrl(context, votePath(vote.id)),
    updated,
    summary: [
      rebellionSentence(r, locale),
      format(t.vote, { n: vote.nummer, when, outcome: vote.adopted ? v.adopted : v.rejected }),
    ].join(' '),
    authors: [{ name, uri: absoluteUrl(context, actorPath(r.actorId)) }],
  };
}

/**
 * `/afstemninger/brud/feed.xml?…`: the latest breaks with the party (the rebellions page's first page, with its
 * filters), newest vote first, each by the member who broke. The feed links to the page with the same filters.
 */
export function rebellionsFeed(page: RebellionPage, search: RebellionSearch, context: FeedContext): AtomFeed {
  const t = messages[context.locale];
  const first = search.withPage(1);
  const path = rebellionsFeedPath(rebellionFeedQuery(search).toString());
  const member = page.member ? (page.member.name ?? format(t.unnamed, { id: page.member.id })) : null;
  const filters = [
    first.party !== null ? format(t.party, { v: first.party }) : null,
    first.period !== null ? format(t.period, { v: first.period }) : null,
    member !== null ? format(t.member, { v: member }) : null,
  ].filter((f): f is string => f !== null);
  const entries = page.items.map((r) => rebellionEntry(r, context)).filter((e): e is AtomEntry => e !== null);
  return {
    id: tagUri(context.tagDomain, FEED_IDS.feed(path)),
    title: filters.length > 0 ? format(t.filtered, { filters: filters.join(', ') }) : t.title,
    subtitle: t.subtitle,
    updated: feedUpdated(entries, context),
    alternate: absoluteUrl(context, first.toUrl()),
    self: absoluteUrl(context, path),
    author: siteAuthor(context),
    entries,
  };
}
