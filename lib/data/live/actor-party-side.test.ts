import { describe, expect, it } from 'vitest';
import { parseKonklusion } from '@/lib/konklusion';
import sample from '@/lib/konklusion.sample.json';
import { konklusionOf, partySide } from './actor-party-side';

const FOR = 1;
const AGAINST = 2;
const ABSTAIN = 4;

const side = (text: string, code: string) => partySide(parseKonklusion(text), code);

describe('partySide: a group’s side as the konklusion states it, in every era’s format', () => {
  it('A (2014–2018), with a named member before the codes', () => {
    const a =
      'Vedtaget\n\n25 stemmer for forslaget (Karen J. Klint (S), DF, Eigil Andersen (SF), EL)\n\n80 stemmer imod forslaget (V, S, SF, LA, KF)\n\n0 stemmer hverken for eller imod forslaget\n\n';
    expect(side(a, 'DF')).toBe(FOR);
    expect(side(a, 'S')).toBe(AGAINST);
    expect(side(a, 'SF')).toBe(AGAINST);
    expect(side(a, 'RV')).toBeNull();
  });

  it('B (2018–2024), joined with “og”', () => {
    const b =
      'Forslaget blev vedtaget. For stemte 58 (S, V, LA og KF), imod stemte 45 (DF, EL, ALT, RV og SF), hverken for eller imod stemte 0.';
    expect(side(b, 'KF')).toBe(FOR);
    expect(side(b, 'SF')).toBe(AGAINST);
    expect(side(b, 'NB')).toBeNull();
  });

  it('D (2024–2025) and C (late 2025); independents named one by one have no group side', () => {
    const d =
      'Vedtaget\nFor stemte 105 (S, V, DD, SF, LA, M, KF, EL, RV, ALT, Mike Villa Fonseca (UFG), Jeppe Søe (UFG)) \nimod stemte 5 (DF, BP) \nhverken for eller imod stemte 0 ';
    expect(side(d, 'BP')).toBe(AGAINST);
    expect(side(d, 'M')).toBe(FOR);
    expect(side(d, 'UFG')).toBeNull();
    const c =
      'Forslaget er vedtaget.\nFor stemte 74 (S, V, SF, M, KF, RV, ALT, Jeppe Søe (UFG) og Jon Stephensen (UFG)),\nimod stemte 4 (EL),\nhverken for eller imod stemte 23 (DD, LA, DF og Mike Villa Fonseca (UFG)).';
    expect(side(c, 'DD')).toBe(ABSTAIN);
    expect(side(c, 'EL')).toBe(AGAINST);
  });

  it('says nothing for blank texts, the 2018 tab tables and a code on two sides', () => {
    expect(side('', 'S')).toBeNull();
    expect(
      side('\nVedtaget\n\nFor\t   95\nImod\t   21\nHverken for/imod\t    0\nI alt\t  116\n', 'S'),
    ).toBeNull();
    expect(
      side(
        'Forslaget blev vedtaget. For stemte 3 (S), imod stemte 2 (S), hverken for eller imod stemte 0.',
        'S',
      ),
    ).toBeNull();
  });

  it('finds every group once at most in the 228 real sample texts', () => {
    let listed = 0;
    for (const r of sample as { konklusion: string }[]) {
      const k = parseKonklusion(r.konklusion);
      const codes = [...k.for.parties, ...k.against.parties, ...k.abstain.parties];
      expect(new Set(codes).size).toBe(codes.length);
      listed += codes.length;
    }
    expect(listed).toBeGreaterThan(1000);
  });

  it('parses a text once: the same vote object or the same text gives the same result', () => {
    const text =
      'Forslaget blev forkastet. For stemte 1 (S), imod stemte 2 (V), hverken for eller imod stemte 0.';
    const vote = { konklusion: text };
    expect(konklusionOf(vote)).toBe(konklusionOf(vote));
    expect(konklusionOf({ konklusion: text })).toBe(konklusionOf(vote));
    expect(konklusionOf({ konklusion: null })).toEqual(parseKonklusion(''));
  });
});
