import { describe, expect, it } from 'vitest';
import { loadCaseResult } from '@/lib/data/cases/case-result-load';
import { buildResultStore } from '@/lib/data/cases/result-store.fixture';
import type { CaseResult } from '@/lib/data/cases/types';
import { openedStore } from '@/lib/store/store-hooks.fixture';
import { resultSentence, resultWord } from './case-result-text';

const db = openedStore('result-text', buildResultStore);

function result(id: number): CaseResult {
  const found = loadCaseResult(db(), id);
  if (!found) throw new Error(`no case ${id}`);
  return found;
}

/** The cases of lib/data/result-store.fixture.ts and their results in one sentence, Danish then English. */
const SENTENCES: readonly (readonly [number, string, string])[] = [
  [10, 'Vedtaget ved 3. behandling — 3 for, 1 imod', 'Adopted at third reading — 3 for, 1 against'],
  [11, 'Ikke stemt endeligt om i datasættet', 'No final vote in the dataset'],
  [
    12,
    'Ingen endelig afstemning i datasættet; status: Bortfaldet/tilbagetaget',
    'No final vote in the dataset; status: Lapsed/withdrawn',
  ],
  [
    13,
    'Uenige kilder: status siger Vedtaget, afstemningen forkastet',
    'Sources disagree: the status says Adopted, the vote rejected',
  ],
  [
    14,
    'Uenige kilder: afstemningens kilder er uenige om udfaldet — vedtaget-feltet: Vedtaget; konklusionen: Forkastet; medlemmernes stemmer: Forkastet (1 for, 3 imod)',
    'Sources disagree: the vote’s records disagree on the outcome — ODA’s adopted flag: Adopted; the recorded result: Rejected; the members’ ballots: Rejected (1 for, 3 against)',
  ],
  [20, 'Forkastet ved 2. behandling — 1 for, 3 imod', 'Rejected at second reading — 1 for, 3 against'],
  [
    30,
    'Vedtaget: forslag til vedtagelse V 2, stillet af S, V og M — 3 for, 1 imod',
    'Adopted: motion for a resolution V 2, tabled by S, V and M — 3 for, 1 against',
  ],
  [34, 'Ingen vedtaget: V 4 og V 5 forkastet', 'None adopted: V 4 and V 5 rejected'],
  [
    37,
    'Vedtaget: et forslag til vedtagelse uden nummer — 3 for, 1 imod',
    'Adopted: a motion for a resolution without a number — 3 for, 1 against',
  ],
  [
    38,
    'Ikke stemt om forslag til vedtagelse i datasættet',
    'No vote on motions for a resolution in the dataset',
  ],
  [
    39,
    'Uenige kilder: flere forslag til vedtagelse står som vedtaget: V 6 og V 7',
    'Sources disagree: more than one motion for a resolution is recorded as adopted: V 6 and V 7',
  ],
  [
    42,
    'Ingen afstemning om forslag til vedtagelse i datasættet; status: Afsluttet',
    'No vote on motions for a resolution in the dataset; status: Concluded',
  ],
  [50, 'Sagstypen afgøres ikke ved afstemning', 'This type of case is not decided by a vote'],
  [
    32,
    'Vedtaget: forslag til vedtagelse V 2 i F 30, stillet af S, V og M — 3 for, 1 imod',
    'Adopted: motion for a resolution V 2 in F 30, tabled by S, V and M — 3 for, 1 against',
  ],
  [
    33,
    'Bortfaldet: forslag til vedtagelse V 3 i F 30 (et andet forslag blev vedtaget først)',
    'Lapsed: motion for a resolution V 3 in F 30 (another motion was adopted first)',
  ],
];

describe('resultSentence', () => {
  it.each(SENTENCES)('says case %i’s result outcome first, in Danish and English', (id, da, en) => {
    expect(resultSentence(result(id), 'da')).toBe(da);
    expect(resultSentence(result(id), 'en')).toBe(en);
  });
});

describe('resultWord', () => {
  it('gives each kind its word and a tone that is never the only signal', () => {
    expect(resultWord(result(30), 'da')).toEqual({ word: 'Vedtaget', tone: 'adopted' });
    expect(resultWord(result(34), 'da')).toEqual({ word: 'Ingen vedtaget', tone: 'rejected' });
    expect(resultWord(result(39), 'en')).toEqual({ word: 'Sources disagree', tone: 'warning' });
    expect(resultWord(result(50), 'en')).toEqual({ word: 'No vote', tone: 'neutral' });
    expect(resultWord(result(33), 'da')).toEqual({ word: 'Bortfaldet', tone: 'neutral' });
  });
});
