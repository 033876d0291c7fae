import { describe, expect, it } from 'vitest';
import { GLOSSARY, glossaryTermFor } from './terms';

describe('glossary', () => {
  it('gives every term a unique anchor and both languages', () => {
    expect(new Set(GLOSSARY.map((t) => t.slug)).size).toBe(GLOSSARY.length);
    for (const term of GLOSSARY) {
      expect(term.slug).toMatch(/^[a-z0-9-]+$/);
      for (const locale of ['da', 'en'] as const) {
        expect(term.name[locale].length).toBeGreaterThan(2);
        expect(term.definition[locale]).toMatch(/\.$/);
      }
    }
  });

  it.each([
    ['Stadfæstet', 'stadfaestet'],
    ['3. behandling', 'behandling'],
    ['1.behandling', 'behandling'],
    [' Forslag til vedtagelse ', 'forslag-til-vedtagelse'],
    ['Udvalgsindstilling', 'udvalgsindstilling'],
    ['Endelig vedtagelse', 'endelig-vedtagelse'],
    ['Ændringsforslag', 'aendringsforslag'],
    ['Hverken for eller imod', 'hverken-for-eller-imod'],
    ['UFG', 'uden-for-folketingsgrupperne'],
    ['Parring', 'parring'],
  ])('explains %j', (text, slug) => {
    expect(glossaryTermFor(text)?.slug).toBe(slug);
  });

  it.each([null, '', 'Fremsat', '4. behandling', 'Stadfæstet med forbehold'])(
    'has nothing for %j',
    (text) => {
      expect(glossaryTermFor(text)).toBeNull();
    },
  );
});
