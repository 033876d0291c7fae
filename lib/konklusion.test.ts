import { describe, expect, it } from 'vitest';
import { type Konklusion, parseKonklusion, type VoteSide } from '@/lib/konklusion';
import { PARTY_CODE } from '@/lib/konklusion-parts/party-list';
import { EXPECTED_ROWS } from './konklusion.fixture';
import sample from './konklusion.sample.json';

type SampleRecord = { id: number; konklusion: string; vedtaget: boolean };
const records: SampleRecord[] = sample;

/** `count [CODE …] [+ Name/PARTY, …]`, `-` for a null count (see konklusion.fixture.ts). */
function side(spec: string): VoteSide {
  const [head = '', tail] = spec.split(' + ');
  const [count = '-', ...parties] = head.split(' ');
  const members = (tail ?? '')
    .split(', ')
    .filter((m) => m !== '')
    .map((m) => ({ name: m.slice(0, m.lastIndexOf('/')), party: m.slice(m.lastIndexOf('/') + 1) }));
  return { count: count === '-' ? null : Number(count), parties, members };
}

function expectedRow(line: string): [number, Konklusion] {
  const [id = '', outcome = '', format = '', pro = '', contra = '', neither = '', remark = ''] = line
    .split('|')
    .map((cell) => cell.trim());
  const result: Konklusion = {
    outcome: outcome === '-' ? null : (outcome as 'vedtaget' | 'forkastet'),
    for: side(pro),
    against: side(contra),
    abstain: side(neither),
    format: format as Konklusion['format'],
    remark: remark === '' ? null : remark,
  };
  return [Number(id), result];
}

const expected = new Map(
  EXPECTED_ROWS.split('\n')
    .filter((line) => line.trim() !== '')
    .map(expectedRow),
);

describe('parseKonklusion over the 228 real sample records', () => {
  it('has one expected row per sample record', () => {
    expect(records).toHaveLength(228);
    expect([...expected.keys()]).toEqual(records.map((r) => r.id));
  });

  it.each(records.map((r) => [r.id, r] as const))('record %i', (id, record) => {
    expect(parseKonklusion(record.konklusion)).toEqual(expected.get(id));
  });

  it('covers each format family the sample holds', () => {
    const counts: Record<string, number> = {};
    for (const r of records) {
      const { format } = parseKonklusion(r.konklusion);
      counts[format] = (counts[format] ?? 0) + 1;
    }
    expect(counts).toEqual({ A: 80, 'A-table': 2, B: 73, D: 61, empty: 12 });
  });

  it('holds the invariants on every record', () => {
    for (const r of records) {
      const k = parseKonklusion(r.konklusion);
      if (r.konklusion.trim() !== '') expect(k.outcome, `id ${r.id}`).not.toBeNull();
      for (const s of [k.for, k.against, k.abstain]) {
        if (s.count !== null) expect(Number.isInteger(s.count) && s.count >= 0, `id ${r.id}`).toBe(true);
        for (const p of s.parties) expect(p, `id ${r.id}`).toMatch(PARTY_CODE);
        for (const m of s.members) {
          expect(m.name, `id ${r.id}`).toContain(' ');
          expect(m.party, `id ${r.id}`).toMatch(PARTY_CODE);
        }
      }
    }
  });

  it('finds the records whose text disagrees with vedtaget', () => {
    const disagree = records
      .filter((r) => {
        const { outcome } = parseKonklusion(r.konklusion);
        return outcome !== null && (outcome === 'vedtaget') !== r.vedtaget;
      })
      .map((r) => r.id);
    // 1457: the 2018 tab table says "Vedtaget" (60 for, 51 imod) while vedtaget is false.
    expect(disagree).toEqual([1457]);
  });
});

const none: VoteSide = { count: null, parties: [], members: [] };
const s = (count: number, parties: string[] = [], members: [string, string][] = []): VoteSide => ({
  count,
  parties,
  members: members.map(([name, party]) => ({ name, party })),
});

describe('parseKonklusion on the variants described in reference section 4', () => {
  const cases: [string, string, Partial<Konklusion>][] = [
    [
      'A′ transition with full stops and og',
      'Vedtaget. 57 stemmer for forslaget (DF, V, LA og KF).\n\n52 stemmer imod forslaget (S, EL, ALT, RV og SF).\n\n0 stemmer hverken for eller imod forslaget.\n\n',
      {
        outcome: 'vedtaget',
        format: 'A',
        for: s(57, ['DF', 'V', 'LA', 'KF']),
        against: s(52, ['S', 'EL', 'ALT', 'RV', 'SF']),
        abstain: s(0),
        remark: null,
      },
    ],
    [
      'A without blank lines',
      'Vedtaget58 stemmer for forslaget (DF, V, LA, KF)55 stemmer imod forslaget (S, EL, ALT, RV, SF)0 stemmer hverken for eller imod forslaget',
      {
        outcome: 'vedtaget',
        format: 'A',
        for: s(58, ['DF', 'V', 'LA', 'KF']),
        against: s(55, ['S', 'EL', 'ALT', 'RV', 'SF']),
        abstain: s(0),
      },
    ],
    [
      'A with a space before each newline and a count without its list',
      'Forkastet \n\n5 stemmer for forslaget \n\n100 stemmer imod forslaget (V, S, UFG) \n\n0 stemmer hverken for eller imod forslaget \n\n',
      {
        outcome: 'forkastet',
        format: 'A',
        for: s(5),
        against: s(100, ['V', 'S', 'UFG']),
        abstain: s(0),
        remark: null,
      },
    ],
    [
      'the tab table from the reference',
      '\nVedtaget\n\nFor\t                  95\nImod\t                  21\nHverken for/imod\t                    0\nI alt\t                116\n',
      { outcome: 'vedtaget', format: 'A-table', for: s(95), against: s(21), abstain: s(0), remark: null },
    ],
    [
      'B with an unbalanced list',
      'Forslaget blev vedtaget. For stemte 52 (V, DF, LA og KF), imod stemte 50 (S, EL, ALT og Andreas Steenberg (RV), hverken for eller imod stemte 0.',
      {
        outcome: 'vedtaget',
        format: 'B',
        against: s(50, ['S', 'EL', 'ALT'], [['Andreas Steenberg', 'RV']]),
        abstain: s(0),
        remark: null,
      },
    ],
    [
      'B with the hver typo and no final stop',
      'Forslaget blev vedtaget. For stemte 60 (S, V og M), imod stemte 40 (DD og DF), hver for eller imod stemte 5 (EL)',
      {
        outcome: 'vedtaget',
        format: 'B',
        for: s(60, ['S', 'V', 'M']),
        against: s(40, ['DD', 'DF']),
        abstain: s(5, ['EL']),
        remark: null,
      },
    ],
    [
      'B with a remark after the counts',
      'Forslaget blev vedtaget. For stemte 58 (S, V, LA og KF), imod stemte 45 (DF, EL, ALT, RV og SF), hverken for eller imod stemte 0. Ved en fejl har SF stemt imod forslaget.',
      { outcome: 'vedtaget', format: 'B', abstain: s(0), remark: 'Ved en fejl har SF stemt imod forslaget.' },
    ],
    [
      'B-alt word order',
      'Forslaget blev vedtaget. 52 stemte for (DF, V, Øjvind Vilsholm (EL), LA, KF). 51 stemte imod (S, EL, ALT, RV, SF). 0 stemte hverken for eller imod.',
      {
        outcome: 'vedtaget',
        format: 'B-alt',
        for: s(52, ['DF', 'V', 'LA', 'KF'], [['Øjvind Vilsholm', 'EL']]),
        against: s(51, ['S', 'EL', 'ALT', 'RV', 'SF']),
        abstain: s(0),
        remark: null,
      },
    ],
    [
      'C from the reference',
      'Forslaget er vedtaget.\nFor stemte 74 (S, V, SF, M, KF, RV, ALT, Jeppe Søe (UFG) og Jon Stephensen (UFG)),\nimod stemte 4 (EL),\nhverken for eller imod stemte 23 (DD, LA, DF og Mike Villa Fonseca (UFG)).',
      {
        outcome: 'vedtaget',
        format: 'C',
        for: s(
          74,
          ['S', 'V', 'SF', 'M', 'KF', 'RV', 'ALT'],
          [
            ['Jeppe Søe', 'UFG'],
            ['Jon Stephensen', 'UFG'],
          ],
        ),
        against: s(4, ['EL']),
        abstain: s(23, ['DD', 'LA', 'DF'], [['Mike Villa Fonseca', 'UFG']]),
        remark: null,
      },
    ],
    [
      'D without line breaks',
      'Forkastet For stemte 23 (SF, EL, ALT) imod stemte 88 (S, V, DD, Jon Stephensen (UFG)) hverken for eller imod stemte 0',
      {
        outcome: 'forkastet',
        format: 'D',
        for: s(23, ['SF', 'EL', 'ALT']),
        against: s(88, ['S', 'V', 'DD'], [['Jon Stephensen', 'UFG']]),
        abstain: s(0),
        remark: null,
      },
    ],
    [
      'D with an unclosed list at the end',
      'Vedtaget\nFor stemte 5 (S) \nimod stemte 3 (DF \nhverken for eller imod stemte 1 (Jan E. Jørgensen (V)',
      {
        outcome: 'vedtaget',
        format: 'D',
        for: s(5, ['S']),
        against: s(3, ['DF']),
        abstain: s(1, [], [['Jan E. Jørgensen', 'V']]),
        remark: null,
      },
    ],
    [
      'an outcome line only',
      'Forslaget blev forkastet.',
      { outcome: 'forkastet', format: 'B', for: none, against: none, abstain: none },
    ],
    [
      'the Sag.afstemningskonklusion shape',
      'Vedtaget\n\n98 stemmer (V, S)',
      { outcome: 'vedtaget', format: 'unknown', for: none, remark: null },
    ],
    [
      'no outcome line',
      'For stemte 5 (S), imod stemte 3',
      { outcome: null, format: 'unknown', for: none, against: none },
    ],
    ['whitespace only', '  \n\t ', { outcome: null, format: 'empty', for: none, remark: null }],
  ];

  it.each(cases)('%s', (_label, text, want) => {
    expect(parseKonklusion(text)).toMatchObject(want);
  });

  it('treats null and undefined as empty', () => {
    for (const text of [null, undefined]) {
      expect(parseKonklusion(text)).toEqual({
        outcome: null,
        for: none,
        against: none,
        abstain: none,
        format: 'empty',
        remark: null,
      });
    }
  });
});
