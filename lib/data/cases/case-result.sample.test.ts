import { describe, expect, it } from 'vitest';
import sample from '@/lib/konklusion.sample.json';
import { AFSTEMNINGSTYPE, SAGSTYPE } from '@/lib/model/oda-ids';
import type { ResultVoteRow } from '@/lib/store/case-result-rows';
import { resultSentence } from '@/lib/wording/case-result-text';
import { decideCaseResult } from './case-result';
import { toResultVoteInput } from './case-result-load';
import type { CaseResult } from './types';

/*
 * The real motions for a resolution (Afstemningstype 3) of lib/konklusion.sample.json — real Afstemning records of
 * every konklusion format 2014–2025 — each read as the only motion of a forespørgsel's debate: the result must be
 * the motion adopted (with the konklusion's counts) or none adopted, and a record whose `vedtaget` contradicts its
 * text a disagreement. The sample has no ballots; the expectations below are read off the texts by hand.
 */

type SampleRecord = {
  id: number;
  nummer: number;
  konklusion: string;
  vedtaget: boolean;
  typeid: number;
};

/** Per record: the result's kind and the counts for and against it shows (null: none stated). */
const EXPECTED: Readonly<Record<number, readonly [CaseResult['kind'], number | null, number | null]>> = {
  245: ['no-motion-adopted', 40, 69],
  686: ['motion-adopted', 57, 53],
  1128: ['motion-adopted', 58, 0],
  1155: ['motion-adopted', 95, 0],
  // The tab table says 'Vedtaget' (60 for, 51 against) while `vedtaget` is false.
  1457: ['disagreement', 60, 51],
  // An empty konklusion: `vedtaget` alone says it fell.
  5662: ['no-motion-adopted', null, null],
  6973: ['motion-adopted', 53, 50],
  7196: ['motion-adopted', 92, 12],
  7779: ['no-motion-adopted', 16, 80],
  8392: ['no-motion-adopted', 29, 69],
  8820: ['no-motion-adopted', 34, 65],
  // Just 'Vedtaget', no counts.
  9913: ['motion-adopted', null, null],
  10167: ['motion-adopted', 66, 42],
};

const motions = (sample as SampleRecord[]).filter((r) => r.typeid === AFSTEMNINGSTYPE.forslagTilVedtagelse);

function debateWith(record: SampleRecord): CaseResult {
  const row: ResultVoteRow = {
    sag_id: 2,
    afstemning_id: record.id,
    nummer: record.nummer,
    typeid: record.typeid,
    type: 'Forslag til vedtagelse',
    vedtaget: record.vedtaget ? 1 : 0,
    konklusion: record.konklusion,
    trin: 'Forhandling',
    dato: null,
    stemmer: 0,
    for_: 0,
    imod: 0,
    fravaer: 0,
    hverken: 0,
  };
  return decideCaseResult({
    id: 1,
    typeId: SAGSTYPE.forespoergsel,
    number: 'F 1',
    title: null,
    status: 'Forhandlet',
    proposers: [],
    votes: [],
    motions: [{ caseId: 2, number: 'V 1', status: null, proposers: [], votes: [toResultVoteInput(row)] }],
    debate: null,
  });
}

describe('the real motions for a resolution of the konklusion sample', () => {
  it('are exactly the records the table expects', () => {
    expect(motions.map((r) => r.id).sort((a, b) => a - b)).toEqual(Object.keys(EXPECTED).map(Number));
  });

  it.each(motions.map((r) => [r.id, r] as const))('record %i is read into the right result', (id, record) => {
    const [kind, yes, no] = EXPECTED[id] ?? [];
    const result = debateWith(record);
    expect(result.kind).toBe(kind);
    const vote =
      result.kind === 'motion-adopted'
        ? result.motion.vote
        : result.kind === 'no-motion-adopted'
          ? result.motions[0]?.vote
          : result.kind === 'disagreement' && result.issue.about === 'vote-records'
            ? result.issue.vote
            : null;
    expect(vote?.counts?.for ?? null).toBe(yes);
    expect(vote?.counts?.against ?? null).toBe(no);
    if (result.kind === 'disagreement' && result.issue.about === 'vote-records')
      expect(result.issue.vote.outcomes).toMatchObject({ vedtaget: 'forkastet', konklusion: 'vedtaget' });
  });

  it('says the adopted motion in words, with its counts', () => {
    const record = motions.find((r) => r.id === 686);
    if (!record) throw new Error('record 686 is missing from the sample');
    expect(resultSentence(debateWith(record), 'da')).toBe(
      'Vedtaget: forslag til vedtagelse V 1 — 57 for, 53 imod',
    );
    expect(resultSentence(debateWith(record), 'en')).toBe(
      'Adopted: motion for a resolution V 1 — 57 for, 53 against',
    );
  });
});
