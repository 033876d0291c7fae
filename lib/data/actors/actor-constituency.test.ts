import { describe, expect, it } from 'vitest';
import { storkredsOf } from './actor-constituency';

describe('storkredsOf', () => {
  it.each([
    ['Folketingsmedlem for Socialdemokratiet i Sjællands Storkreds fra 5. juni 2019.', 'Sjællands Storkreds'],
    [
      'Folketingsmedlem for Venstre i Københavns Omegns Storkreds fra 1. november 2022.',
      'Københavns Omegns Storkreds',
    ],
    ['Folketingsmedlem for Dansk Folkeparti i  Østjyllands Storkreds  fra 2015', 'Østjyllands Storkreds'],
    ['Folketingsmedlem for Siumut i Grønland fra 1. november 2022.', 'Grønland'],
    ['Folketingsmedlem for Javnaðarflokkurin på Færøerne fra 2019.', 'Færøerne'],
    ['Medlem af Folketinget', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (text, expected) => {
    expect(storkredsOf(text)).toBe(expected);
  });
});
