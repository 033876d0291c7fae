import { describe, expect, it } from 'vitest';
import { odaTerm, odaTermText, periodTitle, stepTitleName, stepTitleTerm, voteTypeName } from './oda-terms';
import { statusInEnglish } from './oda-vocabulary-en';

describe('voteTypeName', () => {
  it('keeps the Danish type as stored in Danish', () => {
    expect(voteTypeName(4, 'Ændringsforslag', 'da')).toBe('Ændringsforslag');
    expect(voteTypeName(null, null, 'da')).toBeNull();
  });

  it.each([
    [1, 'Endelig vedtagelse', 'Final adoption'],
    [2, 'Udvalgsindstilling', 'Committee recommendation'],
    [3, 'Forslag til vedtagelse', 'Motion for a resolution'],
    [4, 'Ændringsforslag', 'Amendment'],
  ])('names type %i (%s) in English by its id', (id, danish, english) => {
    expect(voteTypeName(id, danish, 'en')).toBe(english);
  });

  it('names a type without its id by its Danish name, else keeps the Danish text; null when there is none', () => {
    expect(voteTypeName(9, 'Ny afstemningstype', 'en')).toBe('Ny afstemningstype');
    expect(voteTypeName(null, 'Ændringsforslag', 'en')).toBe('Amendment');
    expect(voteTypeName(null, 'Endelig vedtagelse', 'en')).toBe('Final adoption');
    expect(voteTypeName(9, null, 'en')).toBeNull();
  });
});

describe('stepTitleName', () => {
  it.each([
    ['1. behandling', 'First reading'],
    ['2. behandling', 'Second reading'],
    ['3. behandling', 'Third reading'],
    ['Forhandling', 'Debate'],
    [' 3. behandling ', 'Third reading'],
  ])('names %j in English', (danish, english) => {
    expect(stepTitleName(danish, 'en')).toBe(english);
  });

  it('keeps Danish titles in Danish and unknown titles as stored', () => {
    expect(stepTitleName('2. behandling', 'da')).toBe('2. behandling');
    expect(stepTitleName('Forhandling af forespørgsel nr. F 9', 'en')).toBe(
      'Forhandling af forespørgsel nr. F 9',
    );
    expect(stepTitleName(null, 'en')).toBeNull();
  });
});

describe('odaTerm', () => {
  it('keeps every term as stored in Danish, marked Danish', () => {
    expect(odaTerm('caseType', 'Lovforslag', 'da')).toEqual({ text: 'Lovforslag', lang: 'da' });
    expect(odaTerm('status', ' Afholdt ', 'da')).toEqual({ text: 'Afholdt', lang: 'da' });
  });

  it.each([
    ['caseType', 'Lovforslag', 'Bill'],
    ['caseType', '§ 20-spørgsmål', 'Section 20 question'],
    ['caseCategory', 'Lovforslag (privat)', 'Bill (private member’s)'],
    ['status', 'Afholdt', 'Held'],
    ['status', 'Besvaret, endeligt', 'Answered (final)'],
    ['status', 'Stedfortræder godkendt', 'Substitute approved'],
    ['meetingType', 'Møde i salen', 'Sitting in the chamber'],
    ['documentType', 'Bilag', 'Annex'],
    ['caseDocumentRole', 'Lovtekst', 'Text of the act'],
    ['recordRole', 'Henvist til', 'Referred to'],
    ['membershipRole', 'næstformand', 'deputy chair'],
    ['actorType', 'Udvalg', 'Committee'],
    ['subjectType', 'Sagsområde', 'Policy area'],
  ] as const)('names %s %j in English as %j', (vocabulary, danish, english) => {
    expect(odaTerm(vocabulary, danish, 'en')).toEqual({ text: english, lang: 'en' });
  });

  it('keeps a term it has no English name for as stored, marked Danish; null for no text', () => {
    expect(odaTerm('caseType', 'Ny sagstype', 'en')).toEqual({ text: 'Ny sagstype', lang: 'da' });
    expect(odaTerm('status', null, 'en')).toBeNull();
    expect(odaTerm('status', '  ', 'en')).toBeNull();
    expect(odaTermText('status', 'Vedtaget', 'en')).toBe('Adopted');
  });
});

describe('statusInEnglish', () => {
  it.each([
    ['2. beh./Henvist til udvalg', '2nd reading: referred to committee'],
    ['3. beh. afbrudt/udsat', '3rd reading interrupted: postponed'],
    ['2. beh. afbrudt/henvist til udvalg', '2nd reading interrupted: referred to committee'],
    ['1. (eneste) behandling/Vedtaget', '1st (only) reading: adopted'],
    ['Eneste behandling/Vedtaget', 'Only reading: adopted'],
    ['2. beh/Vedtaget', '2nd reading: adopted'],
    ['3.beh./Vedtaget', '3rd reading: adopted'],
    ['2. beh./Direkte til 3. beh.', '2nd reading: straight to 3rd reading'],
    ['Fremsat/henvist til udvalg', 'Introduced/referred to committee'],
  ])('reads the composite status %j as %j', (danish, english) => {
    expect(statusInEnglish(danish)).toBe(english);
  });

  it('knows no status it was not given', () => {
    expect(statusInEnglish('4. beh./Vedtaget')).toBeNull();
    expect(statusInEnglish('Noget andet')).toBeNull();
  });
});

describe('periodTitle', () => {
  it('names a samling of a split year in English and leaves a plain year as it is', () => {
    expect(periodTitle('2025-26 (2. samling)', 'en')).toBe('2025-26 (2nd session)');
    expect(periodTitle('2022-23 (1. samling)', 'en')).toBe('2022-23 (1st session)');
    expect(periodTitle('1952-53 (3. samling)', 'en')).toBe('1952-53 (3rd session)');
    expect(periodTitle('2024-25', 'en')).toBe('2024-25');
    expect(periodTitle('2025-26 (2. samling)', 'da')).toBe('2025-26 (2. samling)');
    expect(periodTitle(null, 'en')).toBeNull();
  });
});

describe('stepTitleTerm', () => {
  it('marks a title it cannot name in English as Danish', () => {
    expect(stepTitleTerm('3. behandling', 'en')).toEqual({ text: 'Third reading', lang: 'en' });
    expect(stepTitleTerm('Eventuelt: 3. behandling', 'en')).toEqual({
      text: 'If needed: third reading',
      lang: 'en',
    });
    expect(stepTitleTerm('Forhandling af forespørgsel nr. F 9', 'en')?.lang).toBe('da');
    expect(stepTitleTerm('3. behandling', 'da')).toEqual({ text: '3. behandling', lang: 'da' });
  });
});
