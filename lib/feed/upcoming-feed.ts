import type { UpcomingVote, UpcomingVoteMeeting, UpcomingVotes } from '@/lib/data/votes/upcoming-votes-shape';
import { danishInstant } from '@/lib/format/danish-instant';
import { dateInWords } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { stepTitleName } from '@/lib/i18n/oda-terms';
import { casePath, UPCOMING_PATH, upcomingFeedPath } from '@/lib/routes';
import { meetingName, meetingWhen } from '@/lib/wording/meeting-title';
import type { AtomEntry, AtomFeed } from './atom';
import { absoluteUrl, type FeedContext, feedId, feedUpdated, siteAuthor } from './feed-context';
import { FEED_IDS, tagUri } from './feed-ids';
import { voteEntryMessages } from './vote-entry';

const messages = defineMessages({
  da: {
    title: 'Kommende afstemninger i Folketinget',
    subtitle:
      'Sager på dagsordenen for Folketingets kommende møder, hvor der ventes en afstemning, fra Folketingets åbne data.',
    caseLabel: 'Sag {id}',
    final: 'Endelig afstemning ventes',
    motions: 'Afstemning om forslag til vedtagelse ventes',
    at: '{expected} ved {meeting}{when}{item}.',
    item: ', dagsordenspunkt {n}',
    latest: 'Seneste afstemning: nr. {n}{step}, {date}: {outcome}.',
    sides: 'For: {for}. Imod: {against}.',
    none: 'ingen',
    noVotes: 'Sagen har ikke været til afstemning før.',
  },
  en: {
    title: 'Upcoming votes in the Folketing',
    subtitle:
      'Cases on the agendas of the Folketing’s upcoming sittings where a vote is expected, from the Folketing’s open data.',
    caseLabel: 'Case {id}',
    final: 'Final vote expected',
    motions: 'Vote on motions for a resolution expected',
    at: '{expected} at {meeting}{when}{item}.',
    item: ', agenda item {n}',
    latest: 'Latest vote: no. {n}{step}, {date}: {outcome}.',
    sides: 'For: {for}. Against: {against}.',
    none: 'none',
    noVotes: 'The case has not been voted on before.',
  },
});

/** The upcoming-votes feed's title, for pages that link it (the home page). */
export function upcomingFeedTitle(locale: Locale): string {
  return messages[locale].title;
}

/**
 * An expected vote as an entry: 'L 12 …: 3. behandling', with the sitting, the case's latest vote and the parties'
 * sides on it, linking to the case. `updated` is the sitting's date (`Møde.dato`): the date the vote is expected —
 * the one date the read carries for an agenda item (a moved sitting changes it, and readers see the entry again).
 * It lies ahead of today, so the feed sorts the furthest sitting first. Left out when the sitting has no date.
 */
function upcomingEntry(
  meeting: UpcomingVoteMeeting,
  vote: UpcomingVote,
  context: FeedContext,
): AtomEntry | null {
  const updated = danishInstant(meeting.date);
  if (!updated) return null;
  const { locale } = context;
  const t = messages[locale];
  const label =
    [vote.caseNumber, vote.caseTitle].filter(Boolean).join(' ') || format(t.caseLabel, { id: vote.caseId });
  const step = stepTitleName(vote.stepTitle, locale);
  const when = meetingWhen(meeting, locale);
  const latest = vote.earlierVotes.at(-1);
  const none = t.none;
  const summary = [
    format(t.at, {
      expected: t[vote.expected],
      meeting: meetingName(meeting, locale),
      when: when ? ` ${when}` : '',
      item: vote.agendaNumber ? format(t.item, { n: vote.agendaNumber }) : '',
    }),
    ...(latest
      ? [
          format(t.latest, {
            n: latest.vote.nummer,
            step: latest.vote.stepTitle ? ` (${stepTitleName(latest.vote.stepTitle, locale)})` : '',
            date: dateInWords(latest.vote.date, locale) ?? '',
            outcome: latest.vote.adopted
              ? voteEntryMessages[locale].adopted
              : voteEntryMessages[locale].rejected,
          }),
          format(t.sides, {
            for: latest.sides.for.join(', ') || none,
            against: latest.sides.against.join(', ') || none,
          }),
        ]
      : [t.noVotes]),
  ].join(' ');
  return {
    id: tagUri(context.tagDomain, FEED_IDS.upcoming(vote.agendaItemId)),
    title: `${label}${step ? `: ${step}` : ''}`,
    link: absoluteUrl(context, casePath(vote.caseId)),
    updated,
    summary,
  };
}

/** `/kommende/feed.xml`: the votes expected at the upcoming sittings (the page's one read, getUpcomingVotes). */
export function upcomingFeed(upcoming: UpcomingVotes, context: FeedContext): AtomFeed {
  const t = messages[context.locale];
  const path = upcomingFeedPath();
  const entries = upcoming.meetings
    .flatMap((meeting) => meeting.votes.map((vote) => upcomingEntry(meeting, vote, context)))
    .filter((e): e is AtomEntry => e !== null);
  return {
    id: feedId(context, path),
    title: t.title,
    subtitle: t.subtitle,
    updated: feedUpdated(entries, context),
    alternate: absoluteUrl(context, UPCOMING_PATH),
    self: absoluteUrl(context, path),
    author: siteAuthor(context),
    entries,
  };
}
