/** Ministers' answer times, read from the hand-built store of question-store.fixture.ts (its table says what it holds). */
import { afterAll, describe, expect, it } from 'vitest';
import { loadAnswerTimes } from './answer-times-load';
import { buildQuestionStore, FINANS, KLIMA, KULTUR, S20 } from './question-store.fixture';
import type { AnswerTimes, MinisterAnswerTimes } from './types';

const db = buildQuestionStore();
afterAll(() => db.close());

function read(): AnswerTimes {
  const times = loadAnswerTimes(db, 1);
  if (!times) throw new Error('no answer times for samling 1');
  return times;
}

function minister(times: AnswerTimes, title: number, person: number | null): MinisterAnswerTimes {
  const row = times.ministers.find((m) => m.title.id === title && (m.person?.id ?? null) === person);
  if (!row) throw new Error(`no row for title ${title}, person ${person}`);
  return row;
}

describe('loadAnswerTimes', () => {
  it('reads the samling, as of the dataset today', () => {
    const times = read();
    expect(times.samling).toEqual({ id: 1, code: '20241', title: '2024-25' });
    expect(times.today).toBe('2025-03-01');
  });

  it('is null for an unknown samling', () => {
    expect(loadAnswerTimes(db, 99)).toBeNull();
  });

  it('lists a minister per title and person, by title then name, the unknown minister last', () => {
    expect(read().ministers.map((m) => [m.title.name, m.person?.name ?? null])).toEqual([
      ['Finansminister', 'Anna Andersen'],
      ['Finansminister', 'Bo Berg'],
      ['Klimaminister', 'Carl Clausen'],
      ['Kulturminister', null],
    ]);
  });

  it("counts a minister's questions from the day of the question to the first answer, open ones to today", () => {
    const anna = minister(read(), FINANS, 1);
    // Days 0 (same day), 45 (late), 3 (the earlier of two answers), 71 (open): sorted 0, 3, 45, 71.
    expect(anna).toMatchObject({
      received: 4,
      answered: 3,
      open: 1,
      medianDays: 3, // nearest rank ⌈0.5·4⌉ = 2nd
      p90Days: 71, // ⌈0.9·4⌉ = 4th
      answeredWithin7DaysShare: 0.5,
      answeredWithin28DaysShare: 0.5,
      answeredBeforeAsked: 0,
    });
    expect(anna.slowestOpen).toEqual([
      {
        id: 1004,
        typeId: S20,
        title: 'Spørgsmål 1004',
        date: '2024-12-20',
        daysOpen: 71,
        asker: { id: 11, name: 'Niels Ny' },
      },
    ]);
  });

  it('gives a question to the minister holding the title on its date; an answer after today is none yet', () => {
    const bo = minister(read(), FINANS, 2);
    // Days 7 (within a week: 7 counts) and 9 (open: its answer is dated after today).
    expect(bo).toMatchObject({
      received: 2,
      answered: 1,
      open: 1,
      medianDays: 7,
      p90Days: 9,
      answeredWithin7DaysShare: 0.5,
      answeredWithin28DaysShare: 0.5,
    });
    expect(bo.slowestOpen.map((q) => [q.id, q.daysOpen])).toEqual([[1006, 9]]);
  });

  it('shows an answer dated before its question with its negative days', () => {
    const carl = minister(read(), KLIMA, 3);
    // Days 10, −1 and 28 (within four weeks: 28 counts): sorted −1, 10, 28.
    expect(carl).toMatchObject({
      received: 3,
      answered: 3,
      open: 0,
      medianDays: 10,
      p90Days: 28,
      answeredWithin7DaysShare: 1 / 3,
      answeredWithin28DaysShare: 1,
      answeredBeforeAsked: 1,
      slowestOpen: [],
    });
  });

  it("counts a title's questions on days no minister is recorded under an unknown minister", () => {
    expect(minister(read(), KULTUR, null)).toMatchObject({
      received: 1,
      answered: 0,
      medianDays: 120,
      p90Days: 120,
      answeredWithin7DaysShare: 0,
      slowestOpen: [
        expect.objectContaining({ id: 1010, daysOpen: 120, asker: { id: 10, name: 'Mette Mus' } }),
      ],
    });
  });

  it('counts a ministry over every minister who held it in the samling', () => {
    const finans = read().ministries.find((m) => m.title.id === FINANS);
    // Days 0, 45, 3, 71, 7, 9: sorted 0, 3, 7, 9, 45, 71.
    expect(finans).toMatchObject({
      title: { id: FINANS, name: 'Finansminister' },
      ministers: [
        { id: 1, name: 'Anna Andersen' },
        { id: 2, name: 'Bo Berg' },
      ],
      received: 6,
      answered: 4,
      open: 2,
      medianDays: 7, // ⌈0.5·6⌉ = 3rd
      p90Days: 71, // ⌈0.9·6⌉ = 6th
      answeredWithin7DaysShare: 0.5,
      answeredWithin28DaysShare: 0.5,
    });
    expect(finans?.slowestOpen.map((q) => [q.id, q.daysOpen])).toEqual([
      [1004, 71],
      [1006, 9],
    ]);
    expect(read().ministries.map((m) => [m.title.name, m.received, m.ministers.length])).toEqual([
      ['Finansminister', 6, 2],
      ['Klimaminister', 3, 1],
      ['Kulturminister', 1, 0],
    ]);
  });

  it('counts apart the questions put to no minister title, and leaves out other samlinger, documents and days', () => {
    const times = read();
    expect(times.withoutMinister).toBe(1);
    const counted = times.ministries.reduce((sum, m) => sum + m.received, 0);
    expect(counted).toBe(10);
  });
});
