import type { VoteChoice } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';

/**
 * How each vote choice is named everywhere on the site, in the reader's language. 'Hverken for eller imod' is the
 * Stemmetype's own Danish name.
 */
export const choiceLabelMessages = defineMessages<VoteChoice | 'unknown'>({
  da: { for: 'For', against: 'Imod', abstain: 'Hverken for eller imod', absent: 'Fravær', unknown: 'Ukendt' },
  en: { for: 'For', against: 'Against', abstain: 'Abstained', absent: 'Absent', unknown: 'Unknown' },
});

/** Short labels for narrow table columns and the share image. */
export const choiceShortMessages = defineMessages<VoteChoice>({
  da: { for: 'For', against: 'Imod', abstain: 'Hverken', absent: 'Fravær' },
  en: { for: 'For', against: 'Against', abstain: 'Abstained', absent: 'Absent' },
});

/** The choices' colours; they hold 3:1 against white except Fravær. */
export const CHOICE_COLOR: Readonly<Record<VoteChoice, string>> = {
  for: '#15803d',
  against: '#b91c1c',
  abstain: '#d97706',
  absent: '#d6d3d1',
};

/** Text written on each choice's colour (a count in a bar segment), at least 4.5:1 against it. */
export const CHOICE_TEXT_COLOR: Readonly<Record<VoteChoice, string>> = {
  for: '#ffffff',
  against: '#ffffff',
  abstain: '#0c0a09',
  absent: '#1c1917',
};

/** Tailwind classes for a small swatch of the choice's colour. */
export const CHOICE_SWATCH: Readonly<Record<VoteChoice, string>> = {
  for: 'bg-green-700',
  against: 'bg-red-700',
  abstain: 'bg-amber-600',
  absent: 'bg-stone-300 ring-1 ring-inset ring-stone-500',
};
