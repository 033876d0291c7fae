import { resultVoteOf } from '@/lib/data/cases/case-result';
import type { CaseHit, DocumentHit, SearchResults, SpeechHit } from '@/lib/data/search/types';
import { danishInstant } from '@/lib/format/danish-instant';
import { dateInWords } from '@/lib/format/local-date-time';
import { defineMessages, format } from '@/lib/i18n/locale';
import { casePath, searchFeedPath, speechPath } from '@/lib/routes';
import { searchFeedQuery } from '@/lib/url-state/feed-query';
import { DEFAULT_SORT, type SearchState } from '@/lib/url-state/search';
import { resultSentence } from '@/lib/wording/case-result-text';
import { caseStatusMessages } from '@/lib/wording/case-status-words';
import type { AtomEntry, AtomFeed } from './atom';
import { absoluteUrl, type FeedContext, feedId, feedUpdated, siteAuthor } from './feed-context';
import { FEED_IDS, tagUri } from './feed-ids';

const messages = defineMessages({
  da: {
    titleCases: 'Søgning i sager: »{q}«',
    titleDocuments: 'Søgning i dokumenter: »{q}«',
    titleSpeeches: 'Søgning i taler: »{q}«',
    allCases: 'Nye sager',
    allDocuments: 'Nye dokumenter',
    allSpeeches: 'Nye taler',
    speechTitle: '{name}, {date}',
    filtered: '{title} (med filtre)',
    subtitle: 'De nyeste hits for søgningen på Tingdata, fra Folketingets åbne data.',
    caseLabel: 'Sag {id}',
    documentLabel: 'Dokument {id}',
    lastStep: 'Seneste trin: {date}.',
    result: 'Resultat: {result}{date}.',
    cases: 'Sag: {cases}.',
  },
  en: {
    titleCases: 'Search in cases: “{q}”',
    titleDocuments: 'Search in documents: “{q}”',
    titleSpeeches: 'Search in speeches: “{q}”',
    allCases: 'New cases',
    allDocuments: 'New documents',
    allSpeeches: 'New speeches',
    speechTitle: '{name}, {date}',
    filtered: '{title} (filtered)',
    subtitle: 'The newest hits of the search on Tingdata, from the Folketing’s open data.',
    caseLabel: 'Case {id}',
    documentLabel: 'Document {id}',
    lastStep: 'Latest step: {date}.',
    result: 'Result: {result}{date}.',
    cases: 'Case: {cases}.',
  },
});

/**
 * A case hit as an entry: its number and title, with type, status, resume snippet, latest step and its result by the
 * rule of its type (lib/data/cases/case-result.ts).
 * `updated` is the date of its latest step (the search's `lastDate`), else its first; left out without either.
 */
function caseEntry(hit: CaseHit, context: FeedContext): AtomEntry | null {
  const updated = danishInstant(hit.lastDate ?? hit.firstDate);
  if (!updated) return null;
  const { locale } = context;
  const t = messages[locale];
  const status = hit.statusGroup ? caseStatusMessages[locale][hit.statusGroup] : hit.status;
  const result = hit.result;
  const vote = result ? resultVoteOf(result) : null;
  const voteDate = vote ? dateInWords(vote.date, locale) : null;
  const summary = [
    [hit.type, status, hit.period].filter(Boolean).join(' · '),
    hit.snippet,
    format(t.lastStep, { date: dateInWords(hit.lastDate ?? hit.firstDate, locale) ?? '' }),
    result && result.kind !== 'no-votes-expected'
      ? format(t.result, { result: resultSentence(result, locale), date: voteDate ? `, ${voteDate}` : '' })
      : null,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id: tagUri(context.tagDomain, FEED_IDS.case(hit.id)),
    title: [hit.number, hit.title].filter(Boolean).join(' ') || format(t.caseLabel, { id: hit.id }),
    link: absoluteUrl(context, casePath(hit.id)),
    updated,
    summary,
  };
}

/**
 * A document hit as an entry: its title, type and cases, linking to its first case's page (documents have no page
 * of their own), else to its first file. `updated` is the document's date (`Dokument.dato`); left out without a
 * date or anywhere to link to.
 */
function documentEntry(hit: DocumentHit, context: FeedContext): AtomEntry | null {
  const updated = danishInstant(hit.date);
  const first = hit.cases[0];
  const link = first ? absoluteUrl(context, casePath(first.id)) : (hit.files[0]?.url ?? null);
  if (!updated || !link) return null;
  const t = messages[context.locale];
  const cases = hit.cases.map((c) => [c.number, c.title].filter(Boolean).join(' ')).filter(Boolean);
  const summary = [
    [hit.type, dateInWords(hit.date, context.locale)].filter(Boolean).join(', '),
    cases.length > 0 ? format(t.cases, { cases: cases.join('; ') }) : null,
  ]
    .filter(Boolean)
    .join('. ');
  return {
    id: tagUri(context.tagDomain, FEED_IDS.document(hit.id)),
    title: hit.title ?? format(t.documentLabel, { id: hit.id }),
    link,
    updated,
    summary: summary || (hit.title ?? format(t.documentLabel, { id: hit.id })),
  };
}

/**
 * A speech hit as an entry: the speaker and date, the case it was given on and the text around the words, linking to
 * the speech's page. `updated` is its start, else its sitting's date.
 */
function speechEntry(hit: SpeechHit, context: FeedContext): AtomEntry | null {
  const updated = danishInstant(hit.start ?? hit.date);
  if (!updated) return null;
  const t = messages[context.locale];
  const speaker = [hit.speaker.name, hit.speaker.party ? `(${hit.speaker.party})` : null]
    .filter(Boolean)
    .join(' ');
  const about = hit.case
    ? [hit.case.number, hit.case.title].filter(Boolean).join(' ')
    : (hit.item?.title ?? null);
  return {
    id: tagUri(context.tagDomain, FEED_IDS.speech(hit.id)),
    title: format(t.speechTitle, { name: speaker, date: dateInWords(hit.date, context.locale) ?? hit.date }),
    link: absoluteUrl(context, speechPath(hit.id)),
    updated,
    summary: [about ? `${about}:` : null, hit.snippet].filter(Boolean).join(' '),
  };
}

/** A scope's words in the feed's title: with the search text, and for the newest hits without one. */
const TITLES = {
  sager: { text: 'titleCases', all: 'allCases' },
  dokumenter: { text: 'titleDocuments', all: 'allDocuments' },
  taler: { text: 'titleSpeeches', all: 'allSpeeches' },
} as const;

/**
 * `/soeg/feed.xml?q=…`: the newest hits of a search of cases, documents or speeches — the same search the page runs
 * (searchSite), newest first, its first page. The feed links to the search page with the same query.
 */
export function searchFeed(results: SearchResults, state: SearchState, context: FeedContext): AtomFeed {
  const t = messages[context.locale];
  const query = searchFeedQuery(state);
  const path = searchFeedPath(query.toString());
  const titles = TITLES[state.scope === 'aktoerer' ? 'sager' : state.scope];
  const base = state.q ? format(t[titles.text], { q: state.q }) : t[titles.all];
  const entries = (
    state.scope === 'taler'
      ? results.speeches.map((hit) => speechEntry(hit, context))
      : state.scope === 'dokumenter'
        ? results.documents.map((hit) => documentEntry(hit, context))
        : results.cases.map((hit) => caseEntry(hit, context))
  ).filter((e): e is AtomEntry => e !== null);
  return {
    id: feedId(context, path),
    title: state.hasFilters ? format(t.filtered, { title: base }) : base,
    subtitle: t.subtitle,
    updated: feedUpdated(entries, context),
    alternate: absoluteUrl(context, state.withSort(DEFAULT_SORT).withPage(1).toUrl()),
    self: absoluteUrl(context, path),
    author: siteAuthor(context),
    entries,
  };
}
