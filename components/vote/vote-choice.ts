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

/**
 * The choices' colours, the one place they are defined (docs/design.md, "Colours"): For a blue-leaning green (teal),
 * Imod a deep red, Hverken amber, Fravær light grey. Each pair stays at least 20 apart (CIEDE2000) for normal vision
 * and simulated protanopia, deuteranopia and tritanopia (vote-choice.test.ts); a green and a red of the same depth
 * would look alike to one reader in twelve. They hold 3:1 against white except Fravær, which has a ring. Party
 * colours never appear in a figure drawn in these (components/charts/party-colour.ts).
 */
export const CHOICE_COLOR: Readonly<Record<VoteChoice, string>> = {
  for: '#0f766e',
  against: '#991b1b',
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

/**
 * Tailwind classes of a background in the choice's colour (written out whole so Tailwind finds them; the test holds
 * them to {@link CHOICE_COLOR}). Fravær gets a grey ring, as it is too light to hold 3:1 against white.
 */
export const CHOICE_SWATCH: Readonly<Record<VoteChoice, string>> = {
  for: 'bg-[#0f766e]',
  against: 'bg-[#991b1b]',
  abstain: 'bg-[#d97706]',
  absent: 'bg-[#d6d3d1] ring-1 ring-inset ring-stone-500',
};
