import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import {
  type BiografiPerson,
  CONSTITUENCIES,
  currentBiografi,
  legacyBiografi,
  spokespersonTitle,
} from './biografi';
import { createNameFactory } from './names';

/** The real Aktør records with biografi (lib/biografi.sample.json). */
const SAMPLE = fileURLToPath(new URL('../../biografi.sample.json', import.meta.url));

const LEGACY_ORDER = [
  'itemname',
  'url',
  'profession',
  'shortname',
  'firstname',
  'lastname',
  'party',
  'title',
  'pictureMiRes',
  'PictureHiRes',
  'address',
  'zip',
  'city',
  'phoneFolketinget',
  'email',
  'memberData',
  'career',
  'educations',
  'occupations',
  'positionOfTrust',
  'currentSpokesmens',
];
const LEGACY_CAREER_ORDER = [
  'ministers',
  'currentConstituency',
  'constituencies',
  'substitutes',
  'nominations',
  'parliamentaryPositionOfTrust',
];
const CURRENT_ORDER = [
  'url',
  'status',
  'formattedDateLongMonth',
  'profession',
  'firstname',
  'lastname',
  'party',
  'partyShortname',
  'title',
  'sex',
  'born',
  'died',
  'educationStatistic',
  'occupationStatistic',
  'pictureMiRes',
  'pictureHiRes',
  'emails',
  'personalInformation',
  'career',
  'educations',
  'occupations',
  'positionsOfTrust',
  'spokesmen',
];
const CURRENT_CAREER_ORDER = [
  'ministers',
  'currentConstituency',
  'constituencies',
  'nominations',
  'parliamentaryPositionsOfTrust',
];

type Ordered = Record<string, unknown>[];
const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false });
const plain = new XMLParser({ ignoreAttributes: false });

/** Child element names of the first element called `name`, in document order. */
function childNames(nodes: Ordered, name: string): string[] {
  for (const node of nodes) {
    const children = node[name] as Ordered | undefined;
    if (children) return children.flatMap((c) => Object.keys(c).filter((k) => k !== ':@' && k !== '#text'));
    for (const [key, value] of Object.entries(node)) {
      if (key !== ':@' && Array.isArray(value)) {
        const found = childNames(value as Ordered, name);
        if (found.length > 0) return found;
      }
    }
  }
  return [];
}

/** Whether `names` appear in the same relative order as in `canonical`, and only names from it. */
function inOrder(names: readonly string[], canonical: readonly string[]): boolean {
  const positions = names.map((n) => canonical.indexOf(n));
  return positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1)));
}

function people(seed: number, count: number): BiografiPerson[] {
  const rng = new Random(seed);
  const names = createNameFactory(rng.fork(1));
  return Array.from({ length: count }, (_, i) => {
    const name = names.person();
    const former = i % 3 === 0;
    return {
      ...name,
      born: `${rng.int(1945, 1995)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
      partyName: 'Socialistisk Folkeparti',
      partyCode: 'SF',
      constituency: i % 2 ? rng.pick(CONSTITUENCIES) : '',
      memberFrom: `20${rng.int(10, 19)}-06-18`,
      memberTo: former ? '2022-11-01' : null,
      profession: i % 5 === 0 ? '' : 'Sygeplejerske',
      ministerPosts:
        i % 4 === 0
          ? [{ title: 'skatteminister', from: '2019-06-27', to: former ? '2022-11-01' : null }]
          : [],
      spokespersonAreas: i % 2 ? ['skat', 'idræt'] : [],
    };
  });
}

describe('legacyBiografi', () => {
  const rng = new Random(8);
  const docs = people(8, 150).map((p) => legacyBiografi(p, rng));

  it('writes well-formed membersMember documents in the real element order', () => {
    for (const xml of docs) {
      expect(XMLValidator.validate(xml)).toBe(true);
      const tree = ordered.parse(xml) as Ordered;
      const root = childNames(tree, 'membersMember');
      expect(root.length).toBeGreaterThan(15);
      expect(inOrder(root, LEGACY_ORDER)).toBe(true);
      expect(inOrder(childNames(tree, 'career'), LEGACY_CAREER_ORDER)).toBe(true);
    }
  });

  it('uses both envelopes, the double-spaced style and double-escaped entities', () => {
    const declared = docs.filter((d) =>
      d.startsWith('<?xml version="1.0" encoding="utf-16"?>\n<membersMember xmlns:xsi'),
    );
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.every((d) => !d.includes('<itemname>'))).toBe(true);
    expect(docs.filter((d) => d.startsWith('<membersMember tid="0"><itemname>')).length).toBeGreaterThan(50);
    expect(docs.some((d) => /Kandidat for .+ {2}fra \d{4}/.test(d))).toBe(true);
    expect(docs.some((d) => d.includes('ordf&amp;oslash;rer'))).toBe(true);
    const parsed = plain.parse(docs.find((d) => d.includes('&amp;oslash;')) ?? '');
    expect(JSON.stringify(parsed)).toContain('&oslash;');
  });
});

describe('currentBiografi', () => {
  const rng = new Random(9);
  const persons = people(9, 150);
  const docs = persons.map((p) => currentBiografi(p, rng));

  it('writes well-formed member documents in the real element order', () => {
    for (const xml of docs) {
      expect(XMLValidator.validate(xml)).toBe(true);
      const tree = ordered.parse(xml) as Ordered;
      expect(inOrder(childNames(tree, 'member'), CURRENT_ORDER)).toBe(true);
      expect(inOrder(childNames(tree, 'career'), CURRENT_CAREER_ORDER)).toBe(true);
    }
  });

  it('carries status, url, dates and the double-escaped memberData paragraph', () => {
    persons.forEach((p, i) => {
      const m = plain.parse(docs[i] ?? '').member;
      expect(m.status).toBe(p.memberTo ? 0 : 1);
      expect(m.url).toMatch(
        p.memberTo ? /^\/medlemmer\/fhvmf\/[a-z]\/[a-z0-9-]+$/ : /^\/medlemmer\/mf\/[a-z]\/[a-z0-9-]+$/,
      );
      expect(m.born).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(m.sex).toBe(p.sex);
      expect(m.title).toBe(`${p.navn} (SF)`);
      expect(String(m.personalInformation.memberData.p)).toContain('f&oslash;dt');
      expect(m.pictureMiRes).toMatch(
        /^https:\/\/www\.ft\.dk(:443)?\/[-~]\/media\/cv\/foto\/\d{4}\/sf\/.+_500\.ashx$/,
      );
    });
  });
});

describe('both formats', () => {
  it('are deterministic per seed', () => {
    const [p] = people(10, 1);
    if (!p) throw new Error('no person');
    expect(legacyBiografi(p, new Random(3))).toBe(legacyBiografi(p, new Random(3)));
    expect(currentBiografi(p, new Random(3))).toBe(currentBiografi(p, new Random(3)));
  });

  it('contain no real person’s name from the sample records', () => {
    const sample = JSON.parse(readFileSync(SAMPLE, 'utf8')) as { navn: string }[];
    const rng = new Random(11);
    const text = people(11, 400)
      .flatMap((p) => [legacyBiografi(p, rng), currentBiografi(p, rng)])
      .join('\n');
    for (const { navn } of sample) expect(text).not.toContain(navn);
  });

  it('names spokesperson roles the Danish way', () => {
    expect(spokespersonTitle('skat')).toBe('Skatteordfører');
    expect(spokespersonTitle('idræt')).toBe('Idrætsordfører');
    expect(spokespersonTitle('kultur')).toBe('Kulturordfører');
    expect(spokespersonTitle('dyrevelfærd')).toBe('Dyrevelfærdsordfører');
    expect(spokespersonTitle('Retsordfører')).toBe('Retsordfører');
  });
});
