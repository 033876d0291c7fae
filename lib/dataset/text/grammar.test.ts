import { describe, expect, it } from 'vitest';
import { genitive, joinDanish, lowerFirst, upperFirst } from './grammar';

describe('Danish grammar helpers', () => {
  it('forms the s-genitive', () => {
    expect(genitive('Venstre')).toBe('Venstres');
    expect(genitive('Dansk Folkeparti')).toBe('Dansk Folkepartis');
    expect(genitive('KL')).toBe("KL's");
    expect(genitive('3F')).toBe("3F's");
    expect(genitive('Danske Regioner')).toBe('Danske Regioners');
    expect(genitive('Advokatsamfundets')).toBe("Advokatsamfundets'");
  });

  it('joins lists and changes initial case', () => {
    expect(joinDanish(['a'])).toBe('a');
    expect(joinDanish(['a', 'b', 'c'])).toBe('a, b og c');
    expect(lowerFirst('Styrkelse af')).toBe('styrkelse af');
    expect(upperFirst('øget')).toBe('Øget');
  });
});
