import type { CSSProperties } from 'react';
import {
  CHOICE_COLOR,
  CHOICE_SWATCH,
  choiceLabelMessages,
  choiceShortMessages,
} from '@/components/vote/vote-choice';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import type { PartySide } from '@/lib/store/party-majority';

/*
 * How the side a party took on a vote (lib/store/party-majority.ts partySide) is named and coloured: the vote
 * choices' own labels and colours (components/vote/vote-choice.ts), plus 'Delt' for a party whose present members
 * tied.
 */

const splitMessages = defineMessages({
  da: { short: 'Delt', long: 'Delt (lige mange for og imod)', absentLong: 'Ingen til stede' },
  en: { short: 'Split', long: 'Split (as many on each side)', absentLong: 'None present' },
});

/** A short label for a table cell: 'For', 'Imod', 'Hverken', 'Delt', 'Fravær'. */
export function partySideShort(side: PartySide, locale: Locale): string {
  return side === 'split' ? splitMessages[locale].short : choiceShortMessages[locale][side];
}

/** The label in full, for a tooltip or a screen reader. */
export function partySideLabel(side: PartySide, locale: Locale): string {
  if (side === 'split') return splitMessages[locale].long;
  if (side === 'absent') return splitMessages[locale].absentLong;
  return choiceLabelMessages[locale][side];
}

/** Tailwind classes of a small swatch of the side's colour ('split' is drawn by {@link partySideSwatchStyle}). */
export function partySideSwatch(side: PartySide): string {
  return side === 'split' ? 'ring-1 ring-inset ring-stone-500' : CHOICE_SWATCH[side];
}

/** The split swatch: half the For colour, half the Imod colour. */
export function partySideSwatchStyle(side: PartySide): CSSProperties | undefined {
  return side === 'split'
    ? { background: `linear-gradient(135deg, ${CHOICE_COLOR.for} 50%, ${CHOICE_COLOR.against} 50%)` }
    : undefined;
}
