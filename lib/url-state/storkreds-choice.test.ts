import { describe, expect, it } from 'vitest';
import { StorkredsChoice } from './storkreds-choice';

describe('StorkredsChoice', () => {
  it('reads a storkreds from the URL and writes it back', () => {
    const choice = StorkredsChoice.fromUrl('kreds=Københavns+Omegns+Storkreds');
    expect(choice.storkreds).toBe('Københavns Omegns Storkreds');
    expect(choice.hasFilters).toBe(true);
    expect(choice.toUrl()).toBe('/storkredse?kreds=K%C3%B8benhavns+Omegns+Storkreds');
    expect(StorkredsChoice.fromUrl(choice.toUrl()).storkreds).toBe(choice.storkreds);
  });

  it('collapses whitespace and takes the first valid value', () => {
    expect(StorkredsChoice.fromUrl('kreds=&kreds=%20Fyns%20%20Storkreds%20').storkreds).toBe(
      'Fyns Storkreds',
    );
    expect(StorkredsChoice.of(' Grønland ').storkreds).toBe('Grønland');
  });

  it.each(['', 'x'.repeat(61), '<script>', 'Fyn; DROP', '12'])('reads %j as no choice', (raw) => {
    const choice = StorkredsChoice.fromUrl({ kreds: raw });
    expect(choice.storkreds).toBeNull();
    expect(choice.toUrl()).toBe('/storkredse');
  });

  it('resets to no choice', () => {
    expect(StorkredsChoice.of('Fyns Storkreds').withoutFilters()).toBe(StorkredsChoice.NONE);
    expect(Object.isFrozen(StorkredsChoice.NONE)).toBe(true);
  });
});
