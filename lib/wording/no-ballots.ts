import type { KonklusionCounts } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { countsText } from './vote-counts';

/**
 * The one explanation of a vote without the members' ballots (no Stemme rows yet: the real service publishes them
 * some time after a vote), for every place such a vote appears — vote page, vote lists, case and meeting pages,
 * feeds — and the line that counts newer votes without ballots (the home page, a member's latest votes).
 */
export const noBallotsMessages = defineMessages({
  da: {
    restsOnKonklusion:
      'Resultatet bygger på stemmetallene i afstemningens konklusion; medlemmernes enkeltstemmer er endnu ikke i dataene.',
    restsOnFlag:
      'Konklusionen giver ingen stemmetal, så resultatet bygger alene på feltet vedtaget; medlemmernes enkeltstemmer er endnu ikke i dataene.',
    newerOne: '1 nyere afstemning har endnu ingen stemmer fra medlemmerne.',
    newerMany: '{n} nyere afstemninger har endnu ingen stemmer fra medlemmerne.',
    seeThem: 'Se dem øverst i alle afstemninger',
  },
  en: {
    restsOnKonklusion:
      'The result rests on the counts in the vote’s conclusion text; the members’ individual ballots are not in the data yet.',
    restsOnFlag:
      'The conclusion text gives no counts, so the result rests on the adopted flag alone; the members’ individual ballots are not in the data yet.',
    newerOne: '1 newer vote has no ballots from the members yet.',
    newerMany: '{n} newer votes have no ballots from the members yet.',
    seeThem: 'See them at the top of all votes',
  },
});

/**
 * The konklusion's counts of a vote without ballots in running text ('58 for, 51 imod, 0 hverken for eller imod'),
 * or null when it states none. A side without a count is left out.
 */
export function statedCountsText(stated: KonklusionCounts | null, locale: Locale): string | null {
  if (!stated || (stated.for === null && stated.against === null && stated.abstain === null)) return null;
  return countsText(
    {
      ...(stated.for === null ? {} : { for: stated.for }),
      ...(stated.against === null ? {} : { against: stated.against }),
      ...(stated.abstain === null ? {} : { abstain: stated.abstain }),
    },
    locale,
  );
}

/** What the result of a vote without ballots rests on, and that the ballots are missing: one sentence. */
export function noBallotsSentence(statesCounts: boolean, locale: Locale): string {
  const t = noBallotsMessages[locale];
  return statesCounts ? t.restsOnKonklusion : t.restsOnFlag;
}

/** '12 nyere afstemninger har endnu ingen stemmer fra medlemmerne.' */
export function newerWithoutBallotsText(n: number, locale: Locale): string {
  const t = noBallotsMessages[locale];
  return n === 1 ? t.newerOne : format(t.newerMany, { n });
}
