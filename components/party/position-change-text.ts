import type { CasePositionVote, PositionChange } from '@/lib/data/analyses/case-party-positions';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { stepTitleName, voteTypeName } from '@/lib/i18n/oda-terms';

const messages = defineMessages({
  da: {
    for: 'for',
    against: 'imod',
    vote: 'afstemning nr. {n}',
    sentence: '{party} stemte {first} ved {firstVote}, men {later} ved {laterVote}.',
    counts: 'I alt for ved {for} og imod ved {against} af sagens afstemninger.',
  },
  en: {
    for: 'for',
    against: 'against',
    vote: 'vote no. {n}',
    sentence: '{party} voted {first} at {firstVote}, but {later} at {laterVote}.',
    counts: 'In all, for at {for} and against at {against} of the case’s votes.',
  },
});

/** A vote as a sentence names it: '2. behandling (ændringsforslag, afstemning nr. 3)'. */
export function voteInSentence(vote: CasePositionVote, locale: Locale): string {
  const t = messages[locale];
  const type = voteTypeName(vote.typeId, vote.type, locale);
  const name = stepTitleName(vote.step, locale);
  // English names are capitalised as titles ('Second reading'); in a sentence they are not.
  const step = name && locale === 'en' ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  const details = [type?.toLocaleLowerCase(locale), format(t.vote, { n: vote.nummer })]
    .filter(Boolean)
    .join(', ');
  return step ? `${step} (${details})` : details;
}

/**
 * The change in plain words: 'SF stemte for ved 2. behandling (udvalgsindstilling, afstemning nr. 4), men imod ved
 * 3. behandling (endelig vedtagelse, afstemning nr. 7).', with the totals when the party took a side on more than
 * the two votes named.
 */
export function positionChangeText(party: string, change: PositionChange, locale: Locale): string {
  const t = messages[locale];
  const later = change.firstSide === 'for' ? 'against' : 'for';
  const sentence = format(t.sentence, {
    party,
    first: t[change.firstSide],
    firstVote: voteInSentence(change.first, locale),
    later: t[later],
    laterVote: voteInSentence(change.later, locale),
  });
  return change.forCount + change.againstCount > 2
    ? `${sentence} ${format(t.counts, { for: change.forCount, against: change.againstCount })}`
    : sentence;
}
