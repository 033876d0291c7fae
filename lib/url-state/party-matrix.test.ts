import { describe, expect, it } from 'vitest';
import { PartyMatrix } from './party-matrix';

describe('PartyMatrix', () => {
  it('reads a samling code and writes it back', () => {
    const state = PartyMatrix.fromUrl('samling=20241');
    expect(state.period).toBe('20241');
    expect(state.toUrl()).toBe('/partier?samling=20241');
    expect(state.hasFilters).toBe(true);
    expect(state.withoutFilters().toUrl()).toBe('/partier');
  });

  it('reads anything else as the default, the newest samling with votes', () => {
    for (const query of ['', 'samling=', 'samling=2024', 'samling=abcde', 'side=2']) {
      const state = PartyMatrix.fromUrl(query);
      expect(state.period).toBeNull();
      expect(state.toUrl()).toBe('/partier');
    }
  });

  it('takes the first valid samling of several', () => {
    expect(PartyMatrix.fromUrl('samling=x&samling=20231').period).toBe('20231');
  });
});
