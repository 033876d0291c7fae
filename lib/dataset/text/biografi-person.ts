import type { Random } from '@/lib/dataset/random';
import { randomStorkreds } from './constituencies';
import { addDays } from './dates';
import { upperFirst } from './grammar';
import { foldDanish, type Sex } from './names';
import { POLICY_AREAS } from './policy-areas';

/** The input both biografi formats are written from, and the names, addresses and titles derived from it. */

export interface MinisterPost {
  /** "Skatteminister" or "skatteminister" (the Ministertitel). */
  title: string;
  /** ISO date. */
  from: string;
  /** ISO date, or null while in office. */
  to: string | null;
}

export interface BiografiPerson {
  /** Given and middle names, as in Aktør.fornavn: "Anne Sofie Holm". */
  fornavn: string;
  efternavn: string;
  navn: string;
  sex: Sex;
  /** ISO date of birth. */
  born: string;
  /** ISO date of death, if any. */
  died?: string | null;
  /** "Socialistisk Folkeparti". */
  partyName: string;
  /** "SF" (docs/oda.md#party-codes). */
  partyCode: string;
  /** A storkreds ("Fyns Storkreds"), "Grønland" or "Færøerne"; "" lets the writer pick a storkreds. */
  constituency: string;
  /** ISO date the (latest) membership began. */
  memberFrom: string;
  /** ISO date it ended, or null for a sitting member. */
  memberTo: string | null;
  /** "Sygeplejerske"; "" writes an empty element. */
  profession: string;
  ministerPosts?: readonly MinisterPost[];
  /** Spokesperson roles: titles ("Skatteordfører"), policy area keys ("skat") or bare areas ("idræt"). */
  spokespersonAreas?: readonly string[];
  /** ISO date the record was last edited (current format's `formattedDateLongMonth`); default near memberFrom. */
  updated?: string;
}

/** The person with defaults filled in. */
export interface ResolvedPerson extends BiografiPerson {
  constituency: string;
  ministerPosts: readonly MinisterPost[];
  spokespersonTitles: readonly string[];
  updated: string;
  current: boolean;
}

/** Areas whose compound takes a linking -s- ("idrætsordfører"); others join directly ("kulturordfører"). */
const LINKING_S = /(?:idræt|^ret|hed|else|tion|ing|skab|erhverv|forsvar|marked|færd)$/;

/** "skat" → "Skatteordfører", "idræt" → "Idrætsordfører", "kultur" → "Kulturordfører", "Retsordfører" stays. */
export function spokespersonTitle(area: string): string {
  const known = POLICY_AREAS.find((a) => a.key === area);
  if (known) return known.spokesperson;
  if (/ordfører$/i.test(area)) return upperFirst(area);
  const word = area.toLowerCase();
  return `${upperFirst(word)}${LINKING_S.test(word) ? 's' : ''}ordfører`;
}

export function resolvePerson(p: BiografiPerson, rng: Random): ResolvedPerson {
  return {
    ...p,
    constituency: p.constituency || randomStorkreds(rng),
    ministerPosts: [...(p.ministerPosts ?? [])].sort((a, b) => b.from.localeCompare(a.from)),
    spokespersonTitles: (p.spokespersonAreas ?? []).map(spokespersonTitle),
    updated: p.updated ?? p.memberTo ?? addDays(p.memberFrom, rng.int(3, 60)),
    current: p.memberTo === null,
  };
}

/** "Søren Holm Bækgaard" → "soeren-holm-baekgaard" (ft.dk's current URL slugs). */
export function asciiSlug(navn: string): string {
  return foldDanish(navn)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "Søren Holm Bækgaard" → "søren-holm-bækgaard" (legacy URLs kept the Danish letters). */
export function danishSlug(navn: string): string {
  return navn
    .toLowerCase()
    .replace(/[^a-z0-9æøåéöüó]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "Søren Holm" → "Soeren_Holm" (picture folder and file names). */
export function pictureName(navn: string): string {
  return foldDanish(navn).replace(/[^A-Za-z0-9]+/g, '_');
}

/** ft.dk mail addresses fold æ→ae, ø→o, å→aa and usually drop middle names: "soren.gade@ft.dk". */
export function emailAddress(p: BiografiPerson, rng: Random): string {
  const fold = (s: string) =>
    s
      .toLowerCase()
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'o')
      .replace(/å/g, 'aa')
      .normalize('NFD')
      .replace(/[^a-z0-9 -]/g, '');
  const first = rng.chance(0.8) ? (p.fornavn.split(' ')[0] ?? p.fornavn) : p.fornavn;
  return `${fold(first).replace(/[ ]+/g, '.')}.${fold(p.efternavn).replace(/[ ]+/g, '.')}@ft.dk`;
}

/** The year folder of a member's official photo: the latest general election the member sat through. */
export function photoYear(p: ResolvedPerson): number {
  const elections = [2011, 2015, 2019, 2022];
  const from = Number(p.memberFrom.slice(0, 4));
  const until = Number(p.updated.slice(0, 4));
  return [...elections].reverse().find((y) => y >= from && y <= until) ?? Math.max(from, 2011);
}
