import { describe, expect, it } from 'vitest';
import {
  caseFilterClauses,
  dateLiteral,
  documentsOfCases,
  encodedLength,
  FILTER_BUDGET,
  fitTerms,
  holdsAllTerms,
  SEARCH_FIELDS,
  termClause,
  windowClauses,
} from './search-filter';

describe('the live search filter', () => {
  it('looks for a lower-cased word in each field, any of them', () => {
    expect(termClause('Klima', SEARCH_FIELDS.Sag)).toBe(
      "(substringof('klima',tolower(titel)) or substringof('klima',tolower(titelkort)) or substringof('klima',tolower(resume)))",
    );
    expect(termClause('ØKONOMI', SEARCH_FIELDS.Dokument)).toBe("substringof('økonomi',tolower(titel))");
  });

  it('keeps quotes inside the literal', () => {
    expect(termClause("it's", ['titel'])).toBe("substringof('it''s',tolower(titel))");
    expect(termClause("''); drop", ['titel'])).toBe("substringof('''''); drop',tolower(titel))");
  });

  it('has no clause for no words', () => {
    expect(fitTerms([], SEARCH_FIELDS.Sag, FILTER_BUDGET)).toEqual({ clauses: [], leftover: [] });
  });

  it('puts as many words in the URL as fit, longest first, and leaves the rest to be checked on the rows', () => {
    const terms = Array.from({ length: 8 }, (_, i) => `${'ø'.repeat(20)}${i}`);
    const { clauses, leftover } = fitTerms(terms, SEARCH_FIELDS.Sag, FILTER_BUDGET);
    expect(clauses.length).toBeGreaterThan(0);
    expect(leftover.length).toBeGreaterThan(0);
    expect(clauses.length + leftover.length).toBe(8);
    expect(encodedLength(clauses.join(' and '))).toBeLessThanOrEqual(FILTER_BUDGET);
    expect(fitTerms(['kort', 'ord'], SEARCH_FIELDS.Sag, FILTER_BUDGET).leftover).toEqual([]);
  });

  it('checks left-out words as the service compares: case-insensitively, in any field', () => {
    expect(holdsAllTerms(['Klimaloven', null, 'om Energi'], ['klima', 'ENERGI'])).toBe(true);
    expect(holdsAllTerms(['Klimaloven', 'energi'], ['loven energi'])).toBe(false);
    expect(holdsAllTerms([null], ['x'])).toBe(false);
  });

  it('writes the case filters, a step in the date range as any() over the steps', () => {
    expect(
      caseFilterClauses({
        periodeId: 3,
        typeId: 5,
        statusIds: [10, 17],
        stepFrom: '2024-01-01',
        stepBefore: '2024-02-01',
      }),
    ).toEqual([
      'periodeid eq 3',
      'typeid eq 5',
      '(statusid eq 10 or statusid eq 17)',
      "Sagstrin/any(x: x/dato ge datetime'2024-01-01T00:00:00' and x/dato lt datetime'2024-02-01T00:00:00')",
    ]);
    expect(
      caseFilterClauses({ periodeId: null, typeId: null, statusIds: null, stepFrom: null, stepBefore: null }),
    ).toEqual([]);
  });

  it('writes document windows from dates or ODA date-times, and the documents of cases', () => {
    expect(windowClauses({ from: '2024-10-01T00:00:00.000', before: '2025-01-01' })).toEqual([
      "dato ge datetime'2024-10-01T00:00:00'",
      "dato lt datetime'2025-01-01T00:00:00'",
    ]);
    expect(windowClauses({ from: null, before: null })).toEqual([]);
    expect(() => dateLiteral("2024-01-01' or 1 eq 1")).toThrow();
    expect(documentsOfCases([4, 5, 4])).toBe('SagDokument/any(d: d/sagid eq 4 or d/sagid eq 5)');
  });
});
