import { describe, expect, it } from 'vitest';
import {
  formatForDate,
  formatKonklusion,
  type KonklusionFormat,
  type Quirks,
  type SideInput,
  type VoteTally,
} from '@/lib/dataset/konklusion-text';
import { parseKonklusion } from '@/lib/konklusion';
import sample from '@/lib/konklusion.sample.json';

type Named = [name: string, party: string];

function side(count: number, groups: string[] = [], members: Named[] = []): SideInput {
  return { count, groups, members: members.map(([name, party]) => ({ name, party })) };
}

function tally(
  outcome: VoteTally['outcome'],
  pro: SideInput,
  contra: SideInput,
  neither: SideInput,
  amendment = false,
) {
  return { outcome, amendment, for: pro, against: contra, abstain: neither };
}

function realText(id: number): string {
  const record = sample.find((r) => r.id === id);
  if (!record) throw new Error(`sample record ${id} missing`);
  return record.konklusion;
}

describe('formatKonklusion reproduces real texts byte for byte', () => {
  const cases: [id: number, format: KonklusionFormat, tally: VoteTally, quirks: Quirks][] = [
    [
      737,
      'A',
      tally(
        'forkastet',
        side(14, ['EL', 'LA'], [['Sofie Carsten Nielsen', 'RV']]),
        side(91, ['V', 'S', 'DF', 'RV', 'SF', 'KF']),
        side(0),
      ),
      {},
    ],
    [
      2591,
      'A',
      tally(
        'vedtaget',
        side(55, ['S', 'RV', 'SF', 'EL', 'ALT']),
        side(37, ['V', 'LA', 'KF']),
        side(13, ['DF']),
      ),
      {},
    ],
    [
      7,
      'A',
      tally('forkastet', side(4, ['KF']), side(57, ['S', 'RV', 'SF', 'EL']), side(45, ['V', 'DF', 'LA'])),
      { leadingIndent: true },
    ],
    [1457, 'A-table', tally('vedtaget', side(60), side(51), side(0)), {}],
    [1459, 'A-table', tally('vedtaget', side(112), side(2), side(0)), {}],
    [
      6711,
      'B',
      tally('vedtaget', side(108, ['S', 'DF', 'V', 'EL', 'LA', 'ALT', 'RV', 'SF', 'KF']), side(0), side(0)),
      {},
    ],
    [
      7672,
      'B',
      tally(
        'vedtaget',
        side(76, ['S', 'V', 'DF', 'RV', 'KF', 'LA']),
        side(10, ['EL', 'ALT', 'UFG']),
        side(11, ['SF', 'NB']),
      ),
      {},
    ],
    [
      7919,
      'B',
      tally(
        'forkastet',
        side(12, ['KF', 'NB', 'LA']),
        side(83, ['S', 'V', 'DF', 'RV', 'SF', 'EL', 'ALT'], [['Uffe Elbæk', 'UFG']]),
        side(0),
        true,
      ),
      {},
    ],
    [
      7944,
      'B',
      tally(
        'vedtaget',
        side(
          95,
          ['S', 'V', 'DF', 'RV', 'SF', 'EL', 'KF', 'NB', 'LA', 'ALT'],
          [
            ['Simon Emil Ammitzbøll-Bille', 'UFG'],
            ['Uffe Elbæk', 'UFG'],
          ],
        ),
        side(0),
        side(0),
      ),
      {},
    ],
    [
      9916,
      'D',
      tally(
        'vedtaget',
        side(107, ['S', 'V', 'DD', 'SF', 'LA', 'M', 'KF', 'EL', 'RV', 'DF', 'ALT', 'UFG']),
        side(0),
        side(0),
      ),
      { trailingCommaInList: true, emptyParensForZero: true },
    ],
    [
      9970,
      'D',
      tally(
        'vedtaget',
        side(72, ['S', 'V', 'DD', 'M', 'DF'], [['Jon Stephensen', 'UFG']]),
        side(38, ['SF', 'LA', 'KF', 'EL', 'RV', 'ALT', 'UFG']),
        side(1, [], [['Lars Boje Mathiesen', 'UFG']]),
      ),
      { trailingCommaInList: true, emptyParensForZero: true, leadingSpaceBeforeName: true },
    ],
    [
      10051,
      'D',
      tally(
        'forkastet',
        side(10, ['LA', 'DF'], [['Lars Boje Mathiesen', 'UFG']]),
        side(
          92,
          ['S', 'V', 'DD', 'SF', 'M', 'EL', 'RV', 'ALT', 'UFG'],
          [
            ['Ole Birk Olesen', 'LA'],
            ['Carl Andersen', 'LA'],
            ['Alexander Ryle', 'LA'],
          ],
        ),
        side(6, ['KF']),
      ),
      { trailingCommaInList: true, emptyParensForZero: true },
    ],
    [
      10147,
      'D',
      tally(
        'vedtaget',
        side(
          109,
          ['S', 'V', 'DD', 'SF', 'LA', 'M', 'KF', 'EL', 'RV', 'DF', 'ALT', 'BP'],
          [
            ['Jon Stephensen', 'UFG'],
            ['Mike Villa Fonseca', 'UFG'],
            ['Jeppe Søe', 'UFG'],
          ],
        ),
        side(0),
        side(1, [], [['Jan E. Jørgensen', 'V']]),
      ),
      { leadingSpaceBeforeName: true },
    ],
    [
      10181,
      'D',
      tally(
        'vedtaget',
        side(
          74,
          ['S', 'V', 'SF', 'M', 'EL', 'RV', 'ALT'],
          [
            ['Helena Artmann Andresen', 'LA'],
            ['Jon Stephensen', 'UFG'],
            ['Jeppe Søe', 'UFG'],
          ],
        ),
        side(
          29,
          ['DD', 'LA', 'KF', 'DF', 'BP'],
          [
            ['Søren Gade', 'V'],
            ['Mike Villa Fonseca', 'UFG'],
          ],
        ),
        side(0),
      ),
      {},
    ],
  ];

  it.each(cases)('record %i (%s)', (id, format, t, quirks) => {
    expect(formatKonklusion(t, format, quirks)).toBe(realText(id));
  });

  it('writes the format C example of reference section 4.5 (the sample has no C record)', () => {
    const t = tally(
      'vedtaget',
      side(
        74,
        ['S', 'V', 'SF', 'M', 'KF', 'RV', 'ALT'],
        [
          ['Jeppe Søe', 'UFG'],
          ['Jon Stephensen', 'UFG'],
        ],
      ),
      side(4, ['EL']),
      side(23, ['DD', 'LA', 'DF'], [['Mike Villa Fonseca', 'UFG']]),
    );
    expect(formatKonklusion(t, 'C')).toBe(
      'Forslaget er vedtaget.\nFor stemte 74 (S, V, SF, M, KF, RV, ALT, Jeppe Søe (UFG) og Jon Stephensen (UFG)),\nimod stemte 4 (EL),\nhverken for eller imod stemte 23 (DD, LA, DF og Mike Villa Fonseca (UFG)).',
    );
  });

  it('writes the quirks of reference section 4 as they appear there', () => {
    const t = tally('vedtaget', side(58, ['DF', 'V', 'LA', 'KF']), side(55, ['S', 'EL']), side(0));
    expect(formatKonklusion(t, 'A', { missingBlankLines: true })).toBe(
      'Vedtaget58 stemmer for forslaget (DF, V, LA, KF)55 stemmer imod forslaget (S, EL)0 stemmer hverken for eller imod forslaget',
    );
    expect(
      formatKonklusion(t, 'B', { remark: 'Ved en fejl har SF stemt imod forslaget.', hverTypo: true }),
    ).toBe(
      'Forslaget blev vedtaget. For stemte 58 (DF, V, LA og KF), imod stemte 55 (S og EL), hver for eller imod stemte 0. Ved en fejl har SF stemt imod forslaget.',
    );
    expect(formatKonklusion({ ...t, outcome: 'forkastet' }, 'D', { noLineBreaks: true })).toBe(
      'Forkastet For stemte 58 (DF, V, LA, KF) imod stemte 55 (S, EL) hverken for eller imod stemte 0',
    );
  });
});

const TALLIES: VoteTally[] = [
  tally(
    'vedtaget',
    side(
      95,
      ['S', 'V', 'DF', 'RV', 'SF', 'EL', 'KF', 'NB', 'LA', 'ALT'],
      [
        ['Simon Emil Ammitzbøll-Bille', 'UFG'],
        ['Uffe Elbæk', 'UFG'],
      ],
    ),
    side(0),
    side(0),
  ),
  tally(
    'forkastet',
    side(
      6,
      ['DF'],
      [
        ['Søren Espersen', 'DD'],
        ['Karina Adsbøl', 'DD'],
      ],
    ),
    side(101, ['S', 'V', 'M', 'SF', 'DD', 'LA', 'KF', 'EL', 'RV', 'ALT', 'IA', 'SIU', 'JF', 'T', 'N']),
    side(1, [], [['Jan E. Jørgensen', 'V']]),
    true,
  ),
  tally('vedtaget', side(1, [], [['Pia Kjærsgaard', 'DF']]), side(0), side(11, ['SF', 'NB'])),
  tally('forkastet', side(12), side(83, ['S']), side(3, ['ALT'], [['Theresa Scavenius', 'UFG']])),
];

const FLAGS = [
  'leadingIndent',
  'missingBlankLines',
  'trailingCommaInList',
  'emptyParensForZero',
  'leadingSpaceBeforeName',
  'missingFinalStop',
  'noLineBreaks',
  'hverTypo',
] as const;

const REMARKS = [
  null,
  'Ved en fejl har SF stemt imod forslaget.',
  'Ved en fejl stemte Ole Birk Olesen (LA) imod forslaget.',
];

/** Every combination of the boolean quirks, each with and without a remark. */
const QUIRK_SETS: Quirks[] = Array.from({ length: 1 << FLAGS.length }, (_, mask) =>
  Object.fromEntries(FLAGS.filter((_, bit) => mask & (1 << bit)).map((flag) => [flag, true])),
).map((flags, i) => ({ ...flags, remark: REMARKS[i % REMARKS.length] }));

function readBack(s: SideInput, lists: boolean) {
  const named = lists && s.count > 0;
  return { count: s.count, parties: named ? s.groups : [], members: named ? s.members : [] };
}

describe('parseKonklusion(formatKonklusion(…)) round-trips', () => {
  const formats: KonklusionFormat[] = ['A', 'A-table', 'B', 'C', 'D'];

  it.each(formats)('format %s, every tally under all 256 quirk combinations', (format) => {
    for (const t of TALLIES) {
      for (const quirks of QUIRK_SETS) {
        const text = formatKonklusion(t, format, quirks);
        const lists = format !== 'A-table';
        expect(parseKonklusion(text), JSON.stringify({ text, quirks })).toEqual({
          outcome: t.outcome,
          for: readBack(t.for, lists),
          against: readBack(t.against, lists),
          abstain: readBack(t.abstain, lists),
          format,
          remark: quirks.remark ?? null,
        });
      }
    }
  });
});

describe('formatForDate', () => {
  it.each([
    ['2014-10-07', 'A'],
    ['2018-10-31', 'A'],
    ['2018-11-01', 'B'],
    ['2024-09-30T23:59:59', 'B'],
    ['2024-10-01', 'D'],
    ['2025-09-30', 'D'],
    ['2025-10-01', 'C'],
    ['2025-12-04T10:00:00', 'C'],
  ])('%s → %s', (date, format) => {
    expect(formatForDate(date)).toBe(format);
  });

  it('rejects a text that is not a date', () => {
    expect(() => formatForDate('31-10-2018')).toThrow(RangeError);
  });
});
