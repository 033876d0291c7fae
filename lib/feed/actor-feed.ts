import type { ActorVote } from '@/lib/data/actors/types';
import type { VoteChoice } from '@/lib/data/types';
import { danishInstant } from '@/lib/format/danish-instant';
import { dateInWords } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { stepTitleName } from '@/lib/i18n/oda-terms';
import { actorFeedPath, actorPath, votePath } from '@/lib/routes';
import { countsText } from '@/lib/wording/vote-counts';
import type { AtomEntry, AtomFeed, AtomPerson } from './atom';
import { absoluteUrl, type FeedContext, feedId, feedUpdated, siteAuthor } from './feed-context';
import { FEED_IDS, tagUri } from './feed-ids';
import { voteSubject } from './vote-entry';

const messages = defineMessages({
  da: {
    title: '{name}: stemmer i Folketinget',
    subtitle:
      'Hvordan {name} har stemt ved de seneste afstemninger i Folketingssalen, fra Folketingets åbne data.',
    for: 'Stemte for',
    against: 'Stemte imod',
    abstain: 'Stemte hverken for eller imod',
    absent: 'Fraværende',
    unknown: 'Stemme ukendt',
    voted: '{name}{party}: {choice} ved afstemning nr. {n}{when}.',
    outcome: 'Forslaget blev {outcome}.',
    adopted: 'vedtaget',
    rejected: 'forkastet',
    majority: 'Flertallet i {party} stemte {side} ({counts}).',
    sideFor: 'for',
    sideAgainst: 'imod',
    sideAbstain: 'hverken for eller imod',
  },
  en: {
    title: '{name}: votes in the Folketing',
    subtitle:
      'How {name} voted in the latest votes in the Folketing’s chamber, from the Folketing’s open data.',
    for: 'Voted for',
    against: 'Voted against',
    abstain: 'Abstained',
    absent: 'Absent',
    unknown: 'Vote unknown',
    voted: '{name}{party}: {choice} in vote no. {n}{when}.',
    outcome: 'The proposal was {outcome}.',
    adopted: 'adopted',
    rejected: 'rejected',
    majority: 'The majority of {party} voted {side} ({counts}).',
    sideFor: 'for',
    sideAgainst: 'against',
    sideAbstain: 'to abstain',
  },
});

const CHOICE_KEY = { for: 'for', against: 'against', abstain: 'abstain', absent: 'absent' } as const;

/** 'Stemte for', 'Fraværende', … */
function choiceWords(choice: VoteChoice | null, locale: Locale): string {
  return messages[locale][choice === null ? 'unknown' : CHOICE_KEY[choice]];
}

/**
 * One ballot as an entry: 'Stemte for: L 12 Forslag til lov om … (3. behandling)', with the outcome and the party's
 * majority in the summary, by the member, linking to the vote. `updated` is the vote's date (`Sagstrin.dato`, else
 * `Møde.dato`); a vote without one is left out.
 */
function ballotEntry(
  vote: ActorVote,
  member: AtomPerson & { id: number },
  context: FeedContext,
): AtomEntry | null {
  const updated = danishInstant(vote.date);
  if (!updated) return null;
  const { locale } = context;
  const t = messages[locale];
  const step = stepTitleName(vote.stepTitle, locale);
  const date = dateInWords(vote.date, locale);
  const choice = choiceWords(vote.choice, locale);
  const sides = { for: t.sideFor, against: t.sideAgainst, abstain: t.sideAbstain };
  const party = vote.party;
  const summary = [
    format(t.voted, {
      name: member.name,
      party: party ? ` (${party})` : '',
      choice: choice.charAt(0).toLocaleLowerCase(locale) + choice.slice(1),
      n: vote.nummer,
      when: [step, date]
        .filter(Boolean)
        .map((x) => `, ${x}`)
        .join(''),
    }),
    format(t.outcome, { outcome: vote.adopted ? t.adopted : t.rejected }),
    ...(party && vote.partyMajority && vote.partyCounts
      ? [
          format(t.majority, {
            party,
            side: sides[vote.partyMajority],
            counts: countsText(vote.partyCounts, locale),
          }),
        ]
      : []),
  ].join(' ');
  return {
    id: tagUri(context.tagDomain, FEED_IDS.ballot(member.id, vote.voteId)),
    title: `${choice}: ${voteSubject(vote, locale)}${step ? ` (${step})` : ''}`,
    link: absoluteUrl(context, votePath(vote.voteId)),
    updated,
    summary,
    authors: [{ name: member.name, ...(member.uri ? { uri: member.uri } : {}) }],
  };
}

/**
 * `/aktoer/<id>/feed.xml`: a member's latest ballots, newest first (the order and read of the actor page's
 * "Seneste afstemninger"), each by the member. An empty feed's `updated` is the store's newest update.
 */
export function actorFeed(
  actor: { readonly id: number; readonly name: string },
  votes: readonly ActorVote[],
  context: FeedContext,
): AtomFeed {
  const t = messages[context.locale];
  const path = actorFeedPath(actor.id);
  const member = { id: actor.id, name: actor.name, uri: absoluteUrl(context, actorPath(actor.id)) };
  const entries = votes.map((v) => ballotEntry(v, member, context)).filter((e): e is AtomEntry => e !== null);
  return {
    id: feedId(context, path),
    title: format(t.title, { name: actor.name }),
    subtitle: format(t.subtitle, { name: actor.name }),
    updated: feedUpdated(entries, context),
    alternate: member.uri,
    self: absoluteUrl(context, path),
    author: siteAuthor(context),
    entries,
  };
}
