import { describe, expect, it } from 'vitest';
import { byChamberOrder, CHAMBER_ORDER, NORTH_ATLANTIC_ORDER } from './chamber-order';
import { PARTY_CODES } from './party-colour';

describe('byChamberOrder', () => {
  it('seats the parties of today from the red side to the blue', () => {
    const today = ['DF', 'S', 'V', 'SF', 'LA', 'KF', 'EL', 'M', 'RV', 'DD', 'ALT', 'NB', 'KD'];
    expect(today.sort(byChamberOrder)).toEqual([
      'EL',
      'SF',
      'ALT',
      'S',
      'RV',
      'M',
      'KF',
      'V',
      'LA',
      'DD',
      'DF',
      'NB',
      'KD',
    ]);
  });

  it('puts a code it does not know after the Danish parties, then the North Atlantic members, independents and no party', () => {
    const codes = [null, 'UFG', 'SIU', 'ZZ', 'JF', 'AA', 'KD', 'EL'];
    expect(codes.sort(byChamberOrder)).toEqual(['EL', 'KD', 'AA', 'ZZ', 'SIU', 'JF', 'UFG', null]);
  });

  it('gives every party the site has a colour for a place, and each code one place', () => {
    const placed = [...CHAMBER_ORDER, ...NORTH_ATLANTIC_ORDER, 'UFG'];
    expect(new Set(placed).size).toBe(placed.length);
    expect(PARTY_CODES.filter((code) => !placed.includes(code))).toEqual([]);
  });
});
