import type { VoteChoice } from '@/lib/data/types';

/** How each vote choice is named and drawn everywhere on the site; colours hold 3:1 against white except Fravær. */
export const CHOICE_LABEL: Readonly<Record<VoteChoice, string>> = {
  for: 'For',
  against: 'Imod',
  abstain: 'Hverken for eller imod',
  absent: 'Fravær',
};

/** Short labels for narrow table columns. */
export const CHOICE_SHORT_LABEL: Readonly<Record<VoteChoice, string>> = {
  for: 'For',
  against: 'Imod',
  abstain: 'Hverken',
  absent: 'Fravær',
};

/** Used in running text: '3 hverken for eller imod', '63 fraværende'. */
export const CHOICE_COUNT_NOUN: Readonly<Record<VoteChoice, string>> = {
  for: 'for',
  against: 'imod',
  abstain: 'hverken for eller imod',
  absent: 'fraværende',
};

export const CHOICE_COLOR: Readonly<Record<VoteChoice, string>> = {
  for: '#15803d',
  against: '#b91c1c',
  abstain: '#d97706',
  absent: '#d6d3d1',
};

/** Tailwind classes for a small swatch of the choice's colour. */
export const CHOICE_SWATCH: Readonly<Record<VoteChoice, string>> = {
  for: 'bg-green-700',
  against: 'bg-red-700',
  abstain: 'bg-amber-600',
  absent: 'bg-stone-300 ring-1 ring-inset ring-stone-500',
};
