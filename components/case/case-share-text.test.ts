import { describe, expect, it } from 'vitest';
import type { CaseDetail, CaseResult, ResultVote } from '@/lib/data/cases/types';
import { caseShareDescription, caseShareTitle, caseStatusText } from './case-share-text';

const detail = (extra: Partial<CaseDetail> = {}): CaseDetail => ({
  id: 44,
  number: 'L 56',
  shortTitle: 'Ændring af sundhedsloven',
  title: 'Forslag til lov om ændring af sundhedsloven',
  typeId: 3,
  type: 'Lovforslag',
  status: 'Stadfæstet',
  category: null,
  period: null,
  resume: null,
  law: null,
  decision: null,
  retsinformationUrl: null,
  updated: null,
  ...extra,
});

describe('case share text', () => {
  it('titles a case by number and short title, else its title, else its id', () => {
    expect(caseShareTitle(detail(), 'da')).toBe('L 56: Ændring af sundhedsloven');
    expect(caseShareTitle(detail({ number: null, shortTitle: null }), 'da')).toBe(
      'Forslag til lov om ændring af sundhedsloven',
    );
    expect(caseShareTitle(detail({ number: null, shortTitle: null, title: null }), 'en')).toBe('Case 44');
  });

  it('describes it by its resume cut to 200 characters, else by what the page holds', () => {
    const resume = `Lovforslaget ${'gennemfører ændringer '.repeat(20)}`;
    const described = caseShareDescription(detail({ resume }), 'da');
    expect(described.length).toBeLessThanOrEqual(200);
    expect(described.endsWith('…')).toBe(true);
    expect(caseShareDescription(detail(), 'da')).toBe(
      'L 56: Ændring af sundhedsloven: sagens forløb, afstemninger, møder, aktører og dokumenter.',
    );
  });

  it('leads with the case’s result when it has one to tell', () => {
    const vote: ResultVote = {
      id: 9,
      nummer: 12,
      typeId: 3,
      type: 'Forslag til vedtagelse',
      stepTitle: 'Forhandling',
      date: null,
      adopted: false,
      counts: { for: 12, against: 90, abstain: 0 },
      countsFrom: 'ballots',
      outcomes: { vedtaget: 'forkastet', konklusion: 'forkastet', ballots: 'forkastet' },
      countsDisagree: false,
    };
    const result: CaseResult = {
      kind: 'no-motion-adopted',
      rule: 'motions',
      motions: [{ caseId: 2, label: 'V 1', proposers: ['EL'], status: 'Forkastet', vote }],
    };
    expect(caseShareDescription(detail({ resume: 'Om skat.' }), 'da', result)).toBe(
      'Ingen vedtaget: V 1 forkastet. Om skat.',
    );
    expect(
      caseShareDescription(detail({ resume: 'Om skat.' }), 'da', {
        kind: 'no-votes-expected',
        rule: 'none',
        status: null,
      }),
    ).toBe('Om skat.');
  });

  it('says the status in a plain word, ODA’s own beside it only when it says more', () => {
    expect(caseStatusText('Stadfæstet')).toBe('Vedtaget (Stadfæstet)');
    expect(caseStatusText('Vedtaget')).toBe('Vedtaget');
    expect(caseStatusText('Bortfaldet')).toBe('Bortfaldet');
    expect(caseStatusText('Noget helt ukendt')).toBe('Noget helt ukendt');
  });
});
