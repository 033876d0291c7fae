import { describe, expect, it } from 'vitest';
import { contrast } from '@/components/charts/colour';
import { partyColour, partyTextColour, UNKNOWN_PARTY_COLOUR } from './party-colour';

describe('partyColour', () => {
  it('draws known parties in their colour and anyone else in grey', () => {
    expect(partyColour('S')).toMatch(/^#[0-9a-f]{6}$/);
    expect(partyColour('S')).not.toBe(partyColour('V'));
    expect(partyColour('XYZ')).toBe(UNKNOWN_PARTY_COLOUR);
    expect(partyColour(null)).toBe(UNKNOWN_PARTY_COLOUR);
  });

  it.each([
    'S',
    'V',
    'DF',
    'SF',
    'RV',
    'KF',
    'EL',
    'LA',
    'ALT',
    'NB',
    'M',
    'DD',
    'KD',
    'UFG',
    'SIU',
    'IA',
    'JF',
    'SP',
    'T',
  ])(
    'holds 3:1 against white for %s, as graphics must, and writes on it in a colour that holds 4.5:1',
    (code) => {
      expect(contrast(partyColour(code), '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrast(partyColour(code), partyTextColour(code))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
