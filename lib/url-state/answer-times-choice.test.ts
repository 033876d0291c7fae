import { describe, expect, it } from 'vitest';
import { AnswerTimesChoice } from './answer-times-choice';

describe('AnswerTimesChoice', () => {
  it('defaults to the newest samling, per minister, by name, at the bare path', () => {
    expect(AnswerTimesChoice.fromUrl('')).toEqual(AnswerTimesChoice.DEFAULT);
    expect(AnswerTimesChoice.DEFAULT.toUrl()).toBe('/spoergsmaal/svartider');
  });

  it('round-trips samling, view and sort in a fixed order', () => {
    const url = '/spoergsmaal/svartider?samling=20241&visning=ministerier&sortering=median';
    const choice = AnswerTimesChoice.fromUrl('sortering=median&visning=ministerier&samling=20241');
    expect(choice).toMatchObject({ samling: '20241', view: 'ministries', sort: 'median' });
    expect(choice.toUrl()).toBe(url);
    expect(AnswerTimesChoice.fromUrl(url)).toEqual(choice);
  });

  it('reads invalid values as the defaults', () => {
    expect(AnswerTimesChoice.fromUrl('samling=2024&visning=alle&sortering=hurtig')).toEqual(
      AnswerTimesChoice.DEFAULT,
    );
  });

  it('keeps the other choices when one changes', () => {
    const choice = AnswerTimesChoice.fromUrl('samling=20241&sortering=p90');
    expect(choice.withView('ministries').toUrl()).toBe(
      '/spoergsmaal/svartider?samling=20241&visning=ministerier&sortering=p90',
    );
    expect(choice.withSort('name').withSamling(null).toUrl()).toBe('/spoergsmaal/svartider');
  });
});
