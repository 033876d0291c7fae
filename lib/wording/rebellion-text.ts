import type { Rebellion } from '@/lib/data/analyses/types';
import type { PresentChoice } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { countsText } from './vote-counts';

const messages = defineMessages({
  da: {
    for: 'Stemte for',
    against: 'Stemte imod',
    abstain: 'Stemte hverken for eller imod',
    majorityFor: 'flertallet i {party} stemte for',
    majorityAgainst: 'flertallet i {party} stemte imod',
    majorityAbstain: 'flertallet i {party} stemte hverken for eller imod',
    theParty: 'partiet',
    sentence: '{voted}, mens {majority} ({counts}).',
  },
  en: {
    for: 'Voted for',
    against: 'Voted against',
    abstain: 'Abstained',
    majorityFor: 'most of {party} voted for',
    majorityAgainst: 'most of {party} voted against',
    majorityAbstain: 'most of {party} abstained',
    theParty: 'the party',
    sentence: '{voted}, while {majority} ({counts}).',
  },
});

const MAJORITY_KEY = { for: 'majorityFor', against: 'majorityAgainst', abstain: 'majorityAbstain' } as const;

/** How a member voted, as the start of a sentence: 'Stemte imod', 'Abstained'. */
export function votedText(choice: PresentChoice, locale: Locale): string {
  return messages[locale][choice];
}

/**
 * A break with the party in one sentence, for the rebellions page and its feed alike: 'Stemte imod, mens
 * flertallet i S stemte for (2 for, 1 imod).' — the member's choice, the party's majority and its present ballots
 * (the member's included).
 */
export function rebellionSentence(
  rebellion: Pick<Rebellion, 'choice' | 'majority' | 'party' | 'partyCounts'>,
  locale: Locale,
): string {
  const t = messages[locale];
  return format(t.sentence, {
    voted: votedText(rebellion.choice, locale),
    majority: format(t[MAJORITY_KEY[rebellion.majority]], { party: rebellion.party ?? t.theParty }),
    // The choices nobody in the party made are left out: '2 for, 1 imod'.
    counts: countsText(
      Object.fromEntries(Object.entries(rebellion.partyCounts).filter(([, n]) => n > 0)),
      locale,
    ),
  });
}
