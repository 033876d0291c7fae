import type { PartyVote } from '@/lib/data/parties/party-votes-load';
import type { PartyRef } from '@/lib/data/types';
import { danishInstant } from '@/lib/format/danish-instant';
import { dateInWords } from '@/lib/format/local-date-time';
import { defineMessages, format } from '@/lib/i18n/locale';
import { stepTitleName } from '@/lib/i18n/oda-terms';
import { partyFeedPath, partyPath, votePath } from '@/lib/routes';
import type { AtomEntry, AtomFeed, AtomPerson } from './atom';
import { absoluteUrl, type FeedContext, feedId, feedUpdated, siteAuthor } from './feed-context';
import { FEED_IDS, tagUri } from './feed-ids';
import { countsInWords, voteEntryMessages, voteSubject } from './vote-entry';

const messages = defineMessages({
  da: {
    title: '{name} ({code}): stemmer i Folketinget',
    subtitle:
      'Hvordan {code} har stemt ved de seneste afstemninger i Folketingssalen (partiets side: det flertallet af de fremmødte medlemmer stemte), fra Folketingets åbne data.',
    for: '{code} stemte for',
    against: '{code} stemte imod',
    abstain: '{code} stemte hverken for eller imod',
    split: '{code} var splittet',
    absent: '{code} var fraværende',
    ballots: 'Stemmer fra {code}: {counts}.',
    vote: 'Afstemning nr. {n}{when}: {outcome}{counts}.',
  },
  en: {
    title: '{name} ({code}): votes in the Folketing',
    subtitle:
      'How {code} voted in the latest votes in the Folketing’s chamber (the party’s side: what most of its present members voted), from the Folketing’s open data.',
    for: '{code} voted for',
    against: '{code} voted against',
    abstain: '{code} abstained',
    split: '{code} was split',
    absent: '{code} was absent',
    ballots: 'Ballots of {code}: {counts}.',
    vote: 'Vote no. {n}{when}: {outcome}{counts}.',
  },
});

/**
 * One vote as the party's entry: '{code} stemte for: L 12 … (3. behandling)', with the party's ballots and the
 * outcome in the summary, by the party, linking to the vote. `updated` is the vote's date (`Sagstrin.dato`, else
 * `Møde.dato`); a vote without one is left out.
 */
function partyVoteEntry(
  { vote, side, counts }: PartyVote,
  party: PartyRef,
  author: AtomPerson,
  context: FeedContext,
): AtomEntry | null {
  const updated = danishInstant(vote.date);
  if (!updated) return null;
  const { locale } = context;
  const t = messages[locale];
  const v = voteEntryMessages[locale];
  const step = stepTitleName(vote.stepTitle, locale);
  const date = dateInWords(vote.date, locale);
  const total = countsInWords(vote.ballotCounts, vote.statedCounts, locale);
  const summary = [
    format(t.ballots, { code: party.code, counts: countsInWords(counts, null, locale) ?? '' }),
    format(t.vote, {
      n: vote.nummer,
      when: [step, date]
        .filter(Boolean)
        .map((x) => `, ${x}`)
        .join(''),
      outcome: vote.adopted ? v.adopted : v.rejected,
      counts: total ? `, ${total}` : '',
    }),
  ].join(' ');
  return {
    id: tagUri(context.tagDomain, FEED_IDS.partyVote(party.code, vote.id)),
    title: `${format(t[side], { code: party.code })}: ${voteSubject(vote, locale)}${step ? ` (${step})` : ''}`,
    link: absoluteUrl(context, votePath(vote.id)),
    updated,
    summary,
    authors: [author],
  };
}

/**
 * `/parti/<code>/feed.xml`: the party's latest votes (those it had ballots on), newest first, each with the side
 * it took (lib/store/party-majority.ts partySide) and its ballots, by the party.
 */
export function partyFeed(party: PartyRef, votes: readonly PartyVote[], context: FeedContext): AtomFeed {
  const t = messages[context.locale];
  const path = partyFeedPath(party.code);
  const author = { name: party.name, uri: absoluteUrl(context, partyPath(party.code)) };
  const entries = votes
    .map((v) => partyVoteEntry(v, party, author, context))
    .filter((e): e is AtomEntry => e !== null);
  return {
    id: feedId(context, path),
    title: format(t.title, { name: party.name, code: party.code }),
    subtitle: format(t.subtitle, { code: party.code }),
    updated: feedUpdated(entries, context),
    alternate: author.uri,
    self: absoluteUrl(context, path),
    author: siteAuthor(context),
    entries,
  };
}
