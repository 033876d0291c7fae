import { describe, expect, it } from 'vitest';
import type { CasePositionVote, PositionChange } from '@/lib/data/analyses/case-party-positions';
import { positionChangeText } from './position-change-text';

const vote = (id: number, nummer: number, typeId: number, type: string, step: string): CasePositionVote => ({
  id,
  nummer,
  typeId,
  type,
  step,
  date: '2025-02-10T00:00:00',
  adopted: true,
});
const amendment = vote(1, 3, 4, 'Ændringsforslag', '2. behandling');
const final = vote(3, 7, 1, 'Endelig vedtagelse', '3. behandling');

describe('positionChangeText', () => {
  const change: PositionChange = {
    first: amendment,
    firstSide: 'for',
    later: final,
    kind: 'amendment',
    forCount: 1,
    againstCount: 1,
  };

  it('names both votes by step, type and number, in Danish and English', () => {
    expect(positionChangeText('SF', change, 'da')).toBe(
      'SF stemte for ved 2. behandling (ændringsforslag, afstemning nr. 3), men imod ved 3. behandling (endelig vedtagelse, afstemning nr. 7).',
    );
    expect(positionChangeText('SF', change, 'en')).toBe(
      'SF voted for at second reading (amendment, vote no. 3), but against at third reading (final adoption, vote no. 7).',
    );
  });

  it('adds the totals when the party took a side on more votes than the two named', () => {
    expect(positionChangeText('S', { ...change, firstSide: 'against', forCount: 2 }, 'da')).toBe(
      'S stemte imod ved 2. behandling (ændringsforslag, afstemning nr. 3), men for ved 3. behandling (endelig vedtagelse, afstemning nr. 7). I alt for ved 2 og imod ved 1 af sagens afstemninger.',
    );
  });
});
