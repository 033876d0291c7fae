import { describe, expect, it } from 'vitest';
import { QuestionSearch } from './question-search';

describe('QuestionSearch', () => {
  it('defaults to every question, newest first, page 1, at the bare path', () => {
    const s = QuestionSearch.fromUrl('');
    expect(s).toEqual(QuestionSearch.EMPTY);
    expect(s.toUrl()).toBe('/spoergsmaal');
    expect(s.hasFilters).toBe(false);
    expect(QuestionSearch.fromUrl('minister=5&sortering=langsomst').withoutFilters().toUrl()).toBe(
      '/spoergsmaal?sortering=langsomst',
    );
  });

  it('round-trips every parameter, in a fixed order', () => {
    const url =
      '/spoergsmaal?q=klima+afgift&minister=12&ministerium=400&spoerger=7&parti=S&udvalg=FIU&besvaret=nej&samling=20241&emne=9&sortering=langsomst&side=3';
    const s = QuestionSearch.fromUrl(
      'side=3&sortering=langsomst&emne=9&samling=20241&besvaret=nej&udvalg=FIU&parti=S&spoerger=7&ministerium=400&minister=12&q=klima%20afgift',
    );
    expect(s.toUrl()).toBe(url);
    expect(QuestionSearch.fromUrl(url)).toEqual(s);
    expect(s).toMatchObject({
      text: 'klima afgift',
      ministerId: 12,
      ministryId: 400,
      askerId: 7,
      party: 'S',
      committee: 'FIU',
      answer: 'unanswered',
      samling: '20241',
      subjectId: 9,
      sort: 'slowest',
      page: 3,
      hasFilters: true,
    });
  });

  it('reads empty values (a GET form’s untouched fields) as "any", and names none of them invalid', () => {
    const query =
      'q=&minister=&ministerium=&spoerger=&parti=&udvalg=&besvaret=&samling=&emne=&sortering=&side=';
    expect(QuestionSearch.fromUrl(query)).toEqual(QuestionSearch.EMPTY);
    expect(QuestionSearch.invalidParams(query)).toEqual([]);
  });

  it.each([
    ['minister=abc', [{ param: 'minister', value: 'abc' }]],
    ['ministerium=0', [{ param: 'ministerium', value: '0' }]],
    ['besvaret=måske', [{ param: 'besvaret', value: 'måske' }]],
    ['samling=2024', [{ param: 'samling', value: '2024' }]],
    [
      'sortering=ældste&side=-1',
      [
        { param: 'sortering', value: 'ældste' },
        { param: 'side', value: '-1' },
      ],
    ],
    ['parti=%3Cscript%3E', [{ param: 'parti', value: '<script>' }]],
    ['ukendt=1&minister=5', []],
  ])('names the invalid values of %s (read as "any")', (query, invalid) => {
    expect(QuestionSearch.invalidParams(query)).toEqual(invalid);
  });

  it('goes back to page 1 on a change of filter or order, and keeps the page otherwise', () => {
    const s = QuestionSearch.fromUrl('side=4&minister=3');
    expect(s.withAnswer('answered').toUrl()).toBe('/spoergsmaal?minister=3&besvaret=ja');
    expect(s.withSort('fastest').toUrl()).toBe('/spoergsmaal?minister=3&sortering=hurtigst');
    expect(s.withPage(5).page).toBe(5);
    expect(s.page).toBe(4);
  });
});
