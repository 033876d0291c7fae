import { describe, expect, it } from 'vitest';
import { COLOUR_VISIONS, contrast, deltaE2000, simulate } from '@/components/charts/colour';
import { PARTY_CODES, partyColour } from '@/components/charts/party-colour';
import { ATTENDANCE_FILL, WITH_PARTY_FILL } from '@/components/charts/ShareBar';
import { AGREEMENT_STEPS } from '@/components/party/party-numbers';
import { VOTE_CHOICES } from '@/lib/data/types';
import { LOCALES } from '@/lib/i18n/locale';
import { partySideLabel, partySideShort } from './party-side';
import {
  CHOICE_COLOR,
  CHOICE_SWATCH,
  CHOICE_TEXT_COLOR,
  choiceLabelMessages,
  choiceShortMessages,
} from './vote-choice';

/** How far apart (CIEDE2000) two choices must look, to every reader (docs/design.md, "Colours"). */
const MIN_DIFFERENCE = 20;

const pairs = VOTE_CHOICES.flatMap((a, i) => VOTE_CHOICES.slice(i + 1).map((b) => [a, b] as const));

describe('the vote choices’ colours', () => {
  it.each(pairs)('keep %s and %s apart for normal vision', (a, b) => {
    expect(deltaE2000(CHOICE_COLOR[a], CHOICE_COLOR[b])).toBeGreaterThanOrEqual(MIN_DIFFERENCE);
  });

  it.each(COLOUR_VISIONS.flatMap((vision) => pairs.map(([a, b]) => [a, b, vision] as const)))(
    'keep %s and %s apart with simulated %s (Machado et al. 2009)',
    (a, b, vision) => {
      const seen = (c: typeof a) => simulate(CHOICE_COLOR[c], vision);
      expect(deltaE2000(seen(a), seen(b))).toBeGreaterThanOrEqual(MIN_DIFFERENCE);
    },
  );

  it('hold 3:1 against white as graphics must, all but Fravær, whose swatch has a ring', () => {
    for (const c of VOTE_CHOICES.filter((c) => c !== 'absent')) {
      expect(contrast(CHOICE_COLOR[c], '#ffffff')).toBeGreaterThanOrEqual(3);
    }
    expect(contrast(CHOICE_COLOR.absent, '#ffffff')).toBeLessThan(3);
    expect(CHOICE_SWATCH.absent).toMatch(/\bring-1\b/);
  });

  it('write counts on each colour at 4.5:1 or better', () => {
    for (const c of VOTE_CHOICES) {
      expect(contrast(CHOICE_COLOR[c], CHOICE_TEXT_COLOR[c])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('mean choices only: no party, share bar or agreement cell is drawn in one', () => {
    const others = [
      ...PARTY_CODES.map(partyColour),
      ATTENDANCE_FILL,
      WITH_PARTY_FILL,
      ...AGREEMENT_STEPS.map((s) => s.fill),
    ];
    const choices = Object.values(CHOICE_COLOR);
    expect(others.filter((c) => choices.includes(c.toLowerCase()))).toEqual([]);
  });

  it('are the same colours in the Tailwind swatches as in the drawings', () => {
    for (const c of VOTE_CHOICES) expect(CHOICE_SWATCH[c].split(' ')[0]).toBe(`bg-[${CHOICE_COLOR[c]}]`);
  });
});

describe('the vote choices’ names', () => {
  it.each(LOCALES)(
    'name every choice and every side of a party in words, each differently (%s)',
    (locale) => {
      for (const table of [choiceLabelMessages[locale], choiceShortMessages[locale]]) {
        const names = VOTE_CHOICES.map((c) => table[c]);
        expect(names.every((n) => n.trim().length > 0)).toBe(true);
        expect(new Set(names).size).toBe(names.length);
      }
      const sides = (['for', 'against', 'abstain', 'absent', 'split'] as const).map((s) =>
        partySideShort(s, locale),
      );
      expect(new Set(sides).size).toBe(sides.length);
      expect(partySideLabel('split', locale)).not.toBe(partySideShort('split', locale));
    },
  );
});
