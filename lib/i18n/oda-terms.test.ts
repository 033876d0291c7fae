import { describe, expect, it } from 'vitest';
import { stepTitleName, voteTypeName } from './oda-terms';

describe('voteTypeName', () => {
  it('keeps the Danish type as stored in Danish', () => {
    expect(voteTypeName(4, 'Ændringsforslag', 'da')).toBe('Ændringsforslag');
    expect(voteTypeName(null, null, 'da')).toBeNull();
  });

  it.each([
    [1, 'Endelig vedtagelse', 'Final adoption'],
    [2, 'Udvalgsindstilling', 'Committee recommendation'],
    [3, 'Forslag til vedtagelse', 'Motion for a resolution'],
    [4, 'Ændringsforslag', 'Amendment'],
  ])('names type %i (%s) in English by its id', (id, danish, english) => {
    expect(voteTypeName(id, danish, 'en')).toBe(english);
  });

  it('falls back to the Danish text for a type id it does not know, and to null when there is none', () => {
    expect(voteTypeName(9, 'Ny afstemningstype', 'en')).toBe('Ny afstemningstype');
    expect(voteTypeName(null, 'Ændringsforslag', 'en')).toBe('Ændringsforslag');
    expect(voteTypeName(9, null, 'en')).toBeNull();
  });
});

describe('stepTitleName', () => {
  it.each([
    ['1. behandling', 'First reading'],
    ['2. behandling', 'Second reading'],
    ['3. behandling', 'Third reading'],
    ['Forhandling', 'Debate'],
    [' 3. behandling ', 'Third reading'],
  ])('names %j in English', (danish, english) => {
    expect(stepTitleName(danish, 'en')).toBe(english);
  });

  it('keeps Danish titles in Danish and unknown titles as stored', () => {
    expect(stepTitleName('2. behandling', 'da')).toBe('2. behandling');
    expect(stepTitleName('Forhandling af forespørgsel nr. F 9', 'en')).toBe(
      'Forhandling af forespørgsel nr. F 9',
    );
    expect(stepTitleName(null, 'en')).toBeNull();
  });
});
