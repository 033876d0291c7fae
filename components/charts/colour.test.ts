import { describe, expect, it } from 'vitest';
import { COLOUR_VISIONS, contrast, deltaE2000, deltaE2000Lab, simulate } from './colour';

describe('contrast', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrast('#ffffff', '#767676')).toBeCloseTo(4.54, 1);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrast('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});

describe('deltaE2000', () => {
  // Pairs 1, 2, 7, 17 and 25 of the test data published with the formula (Sharma, Wu & Dalal 2005, table 1).
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  ] as const)('gives %j and %j a difference of %d', (a, b, expected) => {
    expect(deltaE2000Lab(a, b)).toBeCloseTo(expected, 3);
  });

  it('is zero for one colour and large for black and white', () => {
    expect(deltaE2000('#15803d', '#15803d')).toBe(0);
    expect(deltaE2000('#000000', '#ffffff')).toBeCloseTo(100, 0);
  });
});

describe('simulate', () => {
  it('leaves greys grey for every deficiency', () => {
    for (const vision of COLOUR_VISIONS) {
      for (const grey of ['#000000', '#777777', '#ffffff']) expect(simulate(grey, vision)).toBe(grey);
    }
  });

  it('brings a red and a green together for red-green deficiencies, not for tritanopia', () => {
    // Tailwind 3's green-700 and red-700: 65 apart for normal vision.
    const [green, red] = ['#15803d', '#b91c1c'];
    expect(deltaE2000(green, red)).toBeGreaterThan(60);
    expect(deltaE2000(simulate(green, 'deuteranopia'), simulate(red, 'deuteranopia'))).toBeLessThan(10);
    expect(deltaE2000(simulate(green, 'protanopia'), simulate(red, 'protanopia'))).toBeLessThan(20);
    expect(deltaE2000(simulate(green, 'tritanopia'), simulate(red, 'tritanopia'))).toBeGreaterThan(50);
  });
});
