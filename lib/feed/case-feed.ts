import type { CaseDetail, CaseResult, CaseStep, CaseTimeline } from '@/lib/data/cases/types';
import type { VoteSummary } from '@/lib/data/votes/types';
import { danishInstant } from '@/lib/format/danish-instant';
import { dateInWords } from '@/lib/format/local-date-time';
import { defineMessages, format } from '@/lib/i18n/locale';
import { stepTitleName } from '@/lib/i18n/oda-terms';
import { caseFeedPath, casePath } from '@/lib/routes';
import { resultSentence } from '@/lib/wording/case-result-text';
import type { AtomEntry, AtomFeed } from './atom';
import { absoluteUrl, type FeedContext, feedId, feedUpdated, siteAuthor } from './feed-context';
import { FEED_IDS, tagUri } from './feed-ids';
import { voteEntry } from './vote-entry';

const messages = defineMessages({
  da: {
    caseLabel: 'Sag {id}',
    title: '{case}: forløb og afstemninger',
    subtitle: 'Nye trin og afstemninger i sagen, fra Folketingets åbne data.',
    step: 'Trin',
    stepHead: '{step}{date}.',
    status: 'Status: {status}.',
    documents: 'Dokumenter: {titles}.',
    meetings: 'På dagsordenen: {meetings}.',
    votes: 'Afstemninger: {n}.',
    result: 'Resultat: {result}.',
  },
  en: {
    caseLabel: 'Case {id}',
    title: '{case}: steps and votes',
    subtitle: 'New steps and votes on the case, from the Folketing’s open data.',
    step: 'Step',
    stepHead: '{step}{date}.',
    status: 'Status: {status}.',
    documents: 'Documents: {titles}.',
    meetings: 'On the agenda: {meetings}.',
    votes: 'Votes: {n}.',
    result: 'Result: {result}.',
  },
});

/** The case's fragment on its page with the steps (components/case/CaseTimeline.tsx). */
const TIMELINE_FRAGMENT = 'forloeb';

/** At most this many document titles are named in a step's summary. */
const MAX_NAMED_DOCUMENTS = 3;

/** 'L 12 Forslag til lov om …', else the case's title, else 'Sag 123'. */
function caseLabel(detail: CaseDetail, context: FeedContext): string {
  const title = detail.shortTitle ?? detail.title;
  return (
    [detail.number, title].filter(Boolean).join(' ') ||
    format(messages[context.locale].caseLabel, { id: detail.id })
  );
}

/**
 * A dated step as an entry: 'L 12 …: 2. behandling', with its type, day, status, documents, meetings and number of
 * votes in the summary, linking to the case's passage. `updated` is the step's date (`Sagstrin.dato`); a step
 * without one is left out.
 */
function stepEntry(
  detail: CaseDetail,
  step: CaseStep,
  label: string,
  context: FeedContext,
): AtomEntry | null {
  const updated = danishInstant(step.date);
  if (!updated) return null;
  const { locale } = context;
  const t = messages[locale];
  const title = stepTitleName(step.title, locale) ?? stepTitleName(step.type, locale) ?? t.step;
  const type = stepTitleName(step.type, locale);
  const date = dateInWords(step.date, locale);
  const documents = step.documents
    .map((d) => d.title)
    .filter((x): x is string => Boolean(x))
    .slice(0, MAX_NAMED_DOCUMENTS);
  const meetings = step.meetings
    .map((m) => [m.title, dateInWords(m.date, locale)].filter(Boolean).join(', '))
    .filter(Boolean);
  const summary = [
    format(t.stepHead, {
      step: type && type !== title ? `${title} (${type})` : title,
      date: date ? `, ${date}` : '',
    }),
    ...(step.status ? [format(t.status, { status: step.status })] : []),
    ...(documents.length > 0 ? [format(t.documents, { titles: documents.join('; ') })] : []),
    ...(meetings.length > 0 ? [format(t.meetings, { meetings: meetings.join('; ') })] : []),
    ...(step.votes.length > 0 ? [format(t.votes, { n: step.votes.length })] : []),
  ].join(' ');
  return {
    id: tagUri(context.tagDomain, FEED_IDS.caseStep(detail.id, step.id)),
    title: `${label}: ${title}`,
    link: absoluteUrl(context, `${casePath(detail.id)}#${TIMELINE_FRAGMENT}`),
    updated,
    summary,
  };
}

/**
 * `/sag/<id>/feed.xml`: the case's dated steps and its votes (vote entries as in the new-votes feed, same ids),
 * newest first, with its result by the rule of its type in the subtitle (lib/data/cases/case-result.ts). `updated` of
 * each is its step's or vote's date; an empty feed's is the case's `opdateringsdato`. `votes` are the case's votes
 * as the case page lists them (getVoteList of caseVoteIds: its own and a debate's motions').
 */
export function caseFeed(
  detail: CaseDetail,
  timeline: CaseTimeline,
  votes: readonly VoteSummary[],
  result: CaseResult | null,
  context: FeedContext,
): AtomFeed {
  const t = messages[context.locale];
  const label = caseLabel(detail, context);
  const path = caseFeedPath(detail.id);
  const entries = [
    ...timeline.steps.map((step) => stepEntry(detail, step, label, context)),
    ...votes.map((vote) => voteEntry(vote, context)),
  ].filter((e): e is AtomEntry => e !== null);
  return {
    id: feedId(context, path),
    title: format(t.title, { case: label }),
    subtitle:
      result && result.kind !== 'no-votes-expected'
        ? `${t.subtitle} ${format(t.result, { result: resultSentence(result, context.locale) })}`
        : t.subtitle,
    updated: feedUpdated(entries, context, danishInstant(detail.updated)),
    alternate: absoluteUrl(context, casePath(detail.id)),
    self: absoluteUrl(context, path),
    author: siteAuthor(context),
    entries,
  };
}
