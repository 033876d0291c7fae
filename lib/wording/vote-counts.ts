import { VOTE_CHOICES, type VoteChoice } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';

/** A count in running text: '3 hverken for eller imod', '63 fraværende' (fill `{n}` with `format`). */
export const choiceCountMessages = defineMessages<VoteChoice>({
  da: {
    for: '{n} for',
    against: '{n} imod',
    abstain: '{n} hverken for eller imod',
    absent: '{n} fraværende',
  },
  en: { for: '{n} for', against: '{n} against', abstain: '{n} abstained', absent: '{n} absent' },
});

/**
 * Counts in running text, in the choices' order: '89 for, 24 imod, 3 hverken for eller imod, 63 fraværende' —
 * pages and feeds alike. A choice without a count (a konklusion gives no absences) is left out.
 */
export function countsText(
  counts: Readonly<Partial<Record<VoteChoice, number>>>,
  locale: Locale,
  separator = ', ',
): string {
  return VOTE_CHOICES.flatMap((c) => {
    const n = counts[c];
    return n === undefined ? [] : [format(choiceCountMessages[locale][c], { n })];
  }).join(separator);
}
