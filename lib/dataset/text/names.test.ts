import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import { createNameFactory, foldDanish, initials } from './names';
import {
  COMMON_SURNAMES,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  MIDDLE_NAMES,
  PLACE_SURNAMES,
  RESERVED_NAMES,
} from './names-data';

describe('name lists', () => {
  it('are large enough for thousands of unique names and have no duplicates', () => {
    expect(new Set(MALE_FIRST_NAMES).size).toBe(MALE_FIRST_NAMES.length);
    expect(new Set(FEMALE_FIRST_NAMES).size).toBe(FEMALE_FIRST_NAMES.length);
    expect(MALE_FIRST_NAMES.length).toBeGreaterThanOrEqual(120);
    expect(FEMALE_FIRST_NAMES.length).toBeGreaterThanOrEqual(120);
    expect(new Set([...COMMON_SURNAMES, ...PLACE_SURNAMES]).size).toBeGreaterThanOrEqual(150);
    expect(MIDDLE_NAMES.length).toBeGreaterThanOrEqual(30);
  });

  it('use the Danish letters æ, ø and å', () => {
    const all = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES, ...COMMON_SURNAMES, ...PLACE_SURNAMES].join(' ');
    for (const letter of ['æ', 'ø', 'å', 'Ø', 'Å']) expect(all).toContain(letter);
  });
});

describe('createNameFactory', () => {
  it('makes 3,000 unique names, never a reserved real name', () => {
    const factory = createNameFactory(new Random(1));
    const reserved = new Set(RESERVED_NAMES);
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const p = factory.person();
      expect(seen.has(p.navn)).toBe(false);
      expect(reserved.has(p.navn)).toBe(false);
      expect(p.navn).toBe(`${p.fornavn} ${p.efternavn}`);
      expect(factory.has(p.navn)).toBe(true);
      seen.add(p.navn);
    }
  });

  it('honours the requested sex and draws first names from that sex', () => {
    const factory = createNameFactory(new Random(2));
    for (let i = 0; i < 200; i++) {
      const woman = factory.person('Kvinde');
      expect(woman.sex).toBe('Kvinde');
      const first = woman.fornavn.split(' ')[0] ?? '';
      expect(FEMALE_FIRST_NAMES.includes(first)).toBe(true);
      expect(factory.person('Mand').sex).toBe('Mand');
    }
  });

  it('produces double first names, middle names and hyphenated surnames', () => {
    const factory = createNameFactory(new Random(3));
    const names = Array.from({ length: 2000 }, () => factory.person());
    expect(names.some((n) => n.fornavn.includes(' '))).toBe(true);
    expect(names.some((n) => n.efternavn.includes('-'))).toBe(true);
    expect(names.some((n) => /[æøå]/i.test(n.navn))).toBe(true);
  });

  it('is deterministic per seed', () => {
    const a = createNameFactory(new Random(99));
    const b = createNameFactory(new Random(99));
    for (let i = 0; i < 100; i++) expect(a.person()).toEqual(b.person());
  });
});

describe('initials', () => {
  it('follows the itemname letter pattern', () => {
    expect(initials('Pia Olsen Dyhr')).toBe('PIOD');
    expect(initials('Erling Bonnesen')).toBe('ERBO');
    expect(initials('Preben Bang Henriksen')).toBe('PRBH');
    expect(initials('Søren Gade')).toBe('SOGA');
    expect(initials('Laura Toftgaard Lindahl')).toBe('LATL');
  });
});

describe('foldDanish', () => {
  it('folds Danish and accented letters to ASCII', () => {
    expect(foldDanish('Søren Bækgaard Åberg')).toBe('Soeren Baekgaard Aaberg');
    expect(foldDanish('René Özlem')).toBe('Rene Ozlem');
  });
});
