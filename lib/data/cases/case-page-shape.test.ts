import { describe, expect, it } from 'vitest';
import { SAGSTYPE } from '@/lib/model/oda-ids';
import { casePageLead } from './case-page-shape';

describe('casePageLead', () => {
  it('opens a § 20 case with its question, an Alm. del as a folder, and the rest with their result', () => {
    expect(casePageLead(SAGSTYPE.paragraf20Spoergsmaal)).toBe('question');
    expect(casePageLead(SAGSTYPE.almDel)).toBe('folder');
    for (const type of [SAGSTYPE.lovforslag, SAGSTYPE.forespoergsel, SAGSTYPE.forslagTilVedtagelse, 8, 99])
      expect(casePageLead(type)).toBe('result');
  });
});
