import type { Random } from '@/lib/dataset/random';
import {
  COMMON_SURNAMES,
  FEMALE_DOUBLE_FIRST_NAMES,
  FEMALE_FIRST_NAMES,
  MALE_DOUBLE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  MIDDLE_NAMES,
  PLACE_SURNAMES,
  RESERVED_NAMES,
} from './names-data';

export type Sex = 'Mand' | 'Kvinde';

/**
 * An invented person's name split the way ODA splits it: `fornavn` holds every given and middle name
 * ("Anne Sofie Holm"), `efternavn` the last surname ("Bækgaard" or "Nielsen-Lindholm").
 */
export interface PersonName {
  fornavn: string;
  efternavn: string;
  navn: string;
  sex: Sex;
}

export interface NameFactory {
  /** A new name, never returned before by this factory. */
  person(sex?: Sex): PersonName;
  /** Whether this factory has already handed out `navn`. */
  has(navn: string): boolean;
}

const MAX_ATTEMPTS = 200;

/** Makes invented Danish names, unique within the factory, drawing every choice from `rng`. */
export function createNameFactory(rng: Random): NameFactory {
  const used = new Set<string>(RESERVED_NAMES);
  const issued = new Set<string>();

  function surname(): string {
    const family = rng.chance(0.62) ? COMMON_SURNAMES : PLACE_SURNAMES;
    const base = rng.pick(family);
    if (!rng.chance(0.04)) return base;
    const second = rng.pick(rng.chance(0.5) ? PLACE_SURNAMES : COMMON_SURNAMES);
    return second === base ? base : `${base}-${second}`;
  }

  function givenNames(sex: Sex, forceMiddle: boolean): string {
    const male = sex === 'Mand';
    const first = rng.chance(0.14)
      ? rng.pick(male ? MALE_DOUBLE_FIRST_NAMES : FEMALE_DOUBLE_FIRST_NAMES)
      : rng.pick(male ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
    const roll = rng.next();
    if (forceMiddle || roll < 0.22) return `${first} ${rng.pick(MIDDLE_NAMES)}`;
    if (roll < 0.3) return `${first} ${rng.pick(COMMON_SURNAMES)}`;
    return first;
  }

  return {
    person(sex?: Sex): PersonName {
      const chosen: Sex = sex ?? (rng.chance(0.5) ? 'Mand' : 'Kvinde');
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const fornavn = givenNames(chosen, attempt > MAX_ATTEMPTS / 2);
        const efternavn = surname();
        if (fornavn.split(' ').includes(efternavn)) continue;
        const navn = `${fornavn} ${efternavn}`;
        if (used.has(navn)) continue;
        used.add(navn);
        issued.add(navn);
        return { fornavn, efternavn, navn, sex: chosen };
      }
      throw new Error(`name factory exhausted after ${MAX_ATTEMPTS} attempts`);
    },
    has(navn: string): boolean {
      return issued.has(navn);
    },
  };
}

/** Folds Danish and accented letters to ASCII the way ft.dk does in addresses: æ→ae, ø→oe, å→aa, é→e. */
export function foldDanish(text: string): string {
  return text
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/Æ/g, 'Ae')
    .replace(/Ø/g, 'Oe')
    .replace(/Å/g, 'Aa')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The letter code ODA builds `itemname`/`shortname` from (prefix it with the party code, e.g. "SF" + "PIOD"):
 * two letters of the first name, then two letters of the surname for a two-word name, or one letter of every
 * further word for longer names. "Pia Olsen Dyhr" → "PIOD", "Erling Bonnesen" → "ERBO".
 */
export function initials(navn: string): string {
  const words = navn
    .split(/\s+/)
    .map((w) => foldDanish(w).replace(/[^A-Za-z]/g, ''))
    .filter((w) => w.length > 0);
  const [first, ...rest] = words;
  if (!first) return '';
  if (rest.length === 0) return first.slice(0, 4).toUpperCase();
  if (rest.length === 1) return (first.slice(0, 2) + (rest[0] ?? '').slice(0, 2)).toUpperCase();
  return (first.slice(0, 2) + rest.map((w) => w.charAt(0)).join('')).toUpperCase();
}
