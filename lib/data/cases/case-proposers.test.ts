import { describe, expect, it } from 'vitest';
import { caseProposers } from './case-proposers';
import type { CaseActor } from './types';

const actor = (id: number, roleId: number): CaseActor => ({
  id,
  name: `Aktør ${id}`,
  type: 'Person',
  roleId,
  role: null,
});

describe('caseProposers', () => {
  it('keeps proposers and those who asked, once each, in order', () => {
    const actors = [actor(1, 6), actor(2, 19), actor(3, 16), actor(2, 16), actor(4, 15), actor(5, 1)];
    expect(caseProposers(actors).map((a) => a.id)).toEqual([2, 3, 4]);
  });

  it('names no one when ODA records no proposer', () => {
    expect(caseProposers([actor(1, 11), actor(2, 14)])).toEqual([]);
  });
});
