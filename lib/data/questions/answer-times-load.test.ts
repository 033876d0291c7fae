/**
 * Ministers' answer times, read from a small hand-built store whose answers are known. The dataset's today is
 * 2025-03-01; samling 1 is 2024-25. Days run from the question's `dato` to its first answer's `dato`, or to today.
 *
 * | question | type | put to (title → person on the date)   | answers (dato)                  | days       |
 * | -------- | ---- | ------------------------------------- | ------------------------------- | ---------- |
 * | 1001     | § 20 | Finansminister → Anna                 | 2024-11-04 (same day)           | 0          |
 * | 1002     | Spm. | Finansminister → Anna                 | 2024-12-20 (late)               | 45         |
 * | 1003     | § 20 | Finansminister → Anna                 | 2024-12-10 and 2024-12-05       | 3 (first)  |
 * | 1004     | § 20 | Finansminister → Anna                 | none                            | 71 open    |
 * | 1005     | § 20 | Finansminister → Bo (from that day)   | 2025-01-08                      | 7          |
 * | 1006     | § 20 | Finansminister → Bo                   | 2025-03-05 (after today: none)  | 9 open     |
 * | 1007     | § 20 | Klimaminister → Carl (Dora overlaps)  | 2024-10-25                      | 10         |
 * | 1008     | Spm. | Klimaminister → Carl                  | 2025-02-26, before the question | −1         |
 * | 1009     | Spm. | Klimaminister → Carl                  | 2025-02-07                      | 28         |
 * | 1010     | § 20 | Kulturminister → nobody recorded      | none                            | 120 open   |
 * | 1011     | § 20 | a committee, no minister title        | none                            | (none)     |
 *
 * Not counted: 1020 (samling 2023-24), 1021 (a Bilag, no question), 1022 (dated after today).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DOKUMENTAKTOERROLLE, DOKUMENTTYPE } from '@/lib/model/oda-ids';
import type { Store } from '@/lib/store/store';
import { memoryStore } from '@/lib/store/store-builder.fixture';
import { loadAnswerTimes } from './answer-times-load';
import type { AnswerTimes, MinisterAnswerTimes } from './types';

const { spoergsmaal: SPM, paragraf20Spoergsmaal: S20, svar: SVAR } = DOKUMENTTYPE;
const { spoerger: ASKS, til: TO } = DOKUMENTAKTOERROLLE;
const MINISTER = 8;
const FINANS = 400;
const KLIMA = 401;
const KULTUR = 402;

function buildQuestionStore(): Store {
  return memoryStore((store) => {
    store
      .meta('as_of', '2025-03-01')
      .session(1, '20241', '2024-10-01', '2025-10-07')
      .session(2, '20231', '2023-10-03', '2024-10-01')
      .codes('Dokumenttype', [12, 13, 16, 17])
      .ministry(FINANS, 'FM', 'Finansminister')
      .ministry(KLIMA, 'KM', 'Klimaminister')
      .ministry(KULTUR, 'KUM', 'Kulturminister')
      .committee(300, 'FIU', 'Finansudvalget', 1)
      .person(1, 'Anna', 'Andersen')
      .person(2, 'Bo', 'Berg')
      .person(3, 'Carl', 'Clausen')
      .person(4, 'Dora', 'Dahl')
      .person(10, 'Mette', 'Mus')
      .person(11, 'Niels', 'Ny')
      // Minister posts: Anna hands Finansminister to Bo on 2025-01-01; Kulturminister has no minister recorded.
      .membership(1, FINANS, '2024-06-01', '2025-01-01', MINISTER)
      .membership(2, FINANS, '2025-01-01', null, MINISTER)
      .membership(3, KLIMA, '2024-06-01', null, MINISTER)
      // Dora's older Klimaminister post overlaps Carl's in ODA: the later post is the one counted.
      .membership(4, KLIMA, '2024-01-01', '2025-06-01', MINISTER)
      // Carl chairs a committee by another role: no minister post.
      .membership(3, 300, '2024-06-01', null, 16)
      .case(100, { typeid: 10, periodeid: 1, nummer: 'S 1', titel: '§ 20-spørgsmål' })
      .case(101, { typeid: 4, periodeid: 1, nummer: 'FIU Alm.del', titel: 'Alm. del' })
      .case(102, { typeid: 10, periodeid: 2, nummer: 'S 9', titel: 'Et gammelt spørgsmål' });
    const question = (
      id: number,
      typeid: number,
      dato: string,
      to: number,
      askers: readonly number[] = [10],
      sag = 100,
    ) => {
      store
        .document(id, { typeid, dato, titel: `Spm. ${id}`, spørgsmålstitel: `Spørgsmål ${id}` })
        .caseDocument(sag, id)
        .documentActor(id, to, TO);
      for (const asker of askers) store.documentActor(id, asker, ASKS);
    };
    const answer = (id: number, question: number, dato: string) =>
      store.document(id, { typeid: SVAR, dato, titel: `Svar på ${question}`, spørgsmålsid: question });
    question(1001, S20, '2024-11-04T10:00:00', FINANS);
    store.caseDocument(101, 1001); // in two cases of the samling: counted once
    answer(2001, 1001, '2024-11-04T15:00:00');
    question(1002, SPM, '2024-11-05', FINANS, [10], 101);
    answer(2002, 1002, '2024-12-20');
    question(1003, S20, '2024-12-02', FINANS);
    answer(2003, 1003, '2024-12-10');
    answer(2004, 1003, '2024-12-05');
    question(1004, S20, '2024-12-20', FINANS, [11, 10]);
    question(1005, S20, '2025-01-01T09:00:00', FINANS);
    answer(2005, 1005, '2025-01-08');
    question(1006, S20, '2025-02-20', FINANS);
    answer(2006, 1006, '2025-03-05');
    question(1007, S20, '2024-10-15', KLIMA, [11]);
    answer(2007, 1007, '2024-10-25');
    question(1008, SPM, '2025-02-27', KLIMA, [11], 101);
    answer(2008, 1008, '2025-02-26');
    question(1009, SPM, '2025-01-10', KLIMA, [10, 11], 101);
    answer(2009, 1009, '2025-02-07');
    question(1010, S20, '2024-11-01', KULTUR);
    question(1011, S20, '2024-11-10', 300);
    // Not counted: another samling, no question, from after today.
    question(1020, S20, '2024-05-01', FINANS, [10], 102);
    store.document(1021, { typeid: 12, dato: '2024-11-20', titel: 'Bilag 1' }).caseDocument(100, 1021);
    store.documentActor(1021, FINANS, TO);
    question(1022, S20, '2025-03-10', FINANS);
  });
}

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
