import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/lib/store/store-builder.fixture';
import { matchActors } from './search-actors';
import { parseSearchText } from './search-terms';

describe('matchActors', () => {
  const db = memoryStore((store) => {
    store.party(1, 'S', 'Socialdemokratiet');
    store.personNamed(10, 'Anne Husted').membership(10, 1, '2015-06-18', '2019-06-05');
    store.personNamed(11, 'Søren Husted').membership(11, 1, '2022-11-01');
    store.personNamed(12, 'Carsten Husted');
    store.personNamed(13, 'Leif Damgaard').membership(13, 1, '2019-06-05');
  });
  const names = (q: string) => matchActors(db, parseSearchText(q)).all.map((a) => a.name);

  it('lists persons the most recently active first, those without a role last', () => {
    expect(names('Husted')).toEqual(['Søren Husted', 'Anne Husted', 'Carsten Husted']);
  });

  it('finds a name misspelt by one edit only when no name holds the words', () => {
    expect(names('Lief Damgaard')).toEqual(['Leif Damgaard']);
    expect(names('Leif Damgard')).toEqual(['Leif Damgaard']);
    expect(names('Leif')).toEqual(['Leif Damgaard']);
    expect(names('klimabistanden')).toEqual([]);
    expect(names('Lief Husted')).toEqual([]);
  });

  it('gives the persons apart, for the politicians shown beside the case hits', () => {
    const found = matchActors(db, parseSearchText('Socialdemokratiet'));
    expect(found.all.map((a) => a.name)).toEqual(['Socialdemokratiet']);
    expect(found.persons).toEqual([]);
  });
});
