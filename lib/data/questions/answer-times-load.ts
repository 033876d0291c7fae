import { LRUCache } from 'lru-cache';
import { dayNumber, nonBlank } from '@/lib/data/oda-values';
import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import type { PeriodLabel } from '@/lib/data/types';
import { oncePerStore } from '@/lib/store/prepared';
import { selectSamling } from '@/lib/store/question-answers';
import type { Store } from '@/lib/store/store';
import { answerDays } from './answer-days';
import { answerTimeFigures, type TimedFigures, type TimedQuestion } from './answer-time-stats';
import { type IndexedQuestion, questionIndex } from './question-index';
import type {
  ActorAnswerTimes,
  AnswerTimeFigures,
  AnswerTimes,
  MinisterAnswerTimes,
  MinistryAnswerTimes,
  NamedActor,
  OpenQuestion,
} from './types';

/**
 * The answer times of the ministers and ministries of the samling `periode` (a Periode id), as of the dataset's
 * today (lib/data/site/dataset-today.ts); null when there is no samling with the id. The rule
 * (docs/oda.md#questions-and-answers, applied by answer-days.ts): a question's days run from its `Dokument.dato` to
 * its first answer's `Dokument.dato`, in calendar days, or, while it is unanswered, to the dataset's today. Counted
 * from the question index (question-index.ts), read once per connection. A store read
 * (lib/data/store-read-source.ts): runs in the pages' query pool, called through `getAnswerTimes` (answer-times.ts).
 */
export function loadAnswerTimes(db: Store, periode: number): AnswerTimes | null {
  const today = datasetToday(db);
  return kept(db, `samling|${periode}|${today}`, () => countAnswerTimes(db, periode, today));
}

/**
 * The answer times counted per connection for the last samlinger and actors asked for, by the day (a mirror's
 * today moves on): the store is read-only while open, and a samling's figures take tens of milliseconds to count.
 */
const keptTimes = oncePerStore(() => new LRUCache<string, { value: unknown }>({ max: 128 }));

function kept<T>(db: Store, key: string, count: () => T): T {
  const cache = keptTimes(db);
  const known = cache.get(key);
  if (known) return known.value as T;
  const value = count();
  cache.set(key, { value });
  return value;
}

function countAnswerTimes(db: Store, periode: number, today: string): AnswerTimes | null {
  const samling = selectSamling(db, periode);
  if (!samling) return null;
  const grouped = groupAnswerTimes(questionIndex(db).bySamling.get(periode) ?? [], today);
  return {
    samling: { id: samling.id, code: nonBlank(samling.kode), title: nonBlank(samling.titel) },
    today,
    ...grouped,
  };
}

/**
 * The answer times of the samling with the code (`Periode.kode`, '20241'), or with none the newest samling with a
 * question asked by the dataset's today; null when there is no such samling with questions. With the samlinger
 * that have questions, newest first, for the page's choice.
 */
export function loadSamlingAnswerTimes(
  db: Store,
  code: string | null,
): { readonly times: AnswerTimes | null; readonly samlinger: readonly PeriodLabel[] } {
  const today = datasetToday(db);
  const samlinger = [...questionIndex(db).bySamling.values()]
    .filter((questions) => questions.some((q) => q.date !== null && q.date <= today))
    .map((questions) => questions[0]?.samling)
    .filter((s): s is PeriodLabel => s != null)
    .sort((a, b) => (b.code ?? '').localeCompare(a.code ?? ''));
  const chosen = code === null ? samlinger[0] : samlinger.find((s) => s.code === code);
  return { times: chosen ? loadAnswerTimes(db, chosen.id) : null, samlinger };
}

/**
 * The answer times of one actor across the samlinger, newest samling first: of a person, their rows as minister
 * (a row per minister title they received questions under); of a minister title, the ministry's row and a row per
 * person who held it. Null when the actor received no question to a minister.
 */
export function loadActorAnswerTimes(db: Store, actorId: number): ActorAnswerTimes | null {
  const today = datasetToday(db);
  return kept(db, `actor|${actorId}|${today}`, () => countActorAnswerTimes(db, actorId, today));
}

function countActorAnswerTimes(db: Store, actorId: number, today: string): ActorAnswerTimes | null {
  const bySamling = new Map<number, { samling: PeriodLabel; questions: IndexedQuestion[] }>();
  for (const q of questionIndex(db).byAddressee.get(actorId) ?? []) {
    if (q.samling === null) continue;
    const entry = bySamling.get(q.samling.id) ?? { samling: q.samling, questions: [] };
    entry.questions.push(q);
    bySamling.set(q.samling.id, entry);
  }
  if (bySamling.size === 0) return null;
  const samlinger = [...bySamling.values()]
    .map(({ samling, questions }) => {
      const grouped = groupAnswerTimes(questions, today);
      return {
        samling,
        ministers: grouped.ministers.filter((m) => m.title.id === actorId || m.person?.id === actorId),
        ministry: grouped.ministries.find((m) => m.title.id === actorId) ?? null,
      };
    })
    .filter((s) => s.ministers.length > 0 || s.ministry !== null)
    .sort(
      (a, b) => (b.samling.code ?? '').localeCompare(a.samling.code ?? '') || b.samling.id - a.samling.id,
    );
  return samlinger.length === 0 ? null : { today, samlinger };
}

type Group<F> = F & { readonly questions: TimedQuestion[] };

/** Groups questions per minister and per ministry, with their figures and their slowest open questions named. */
function groupAnswerTimes(
  questions: readonly IndexedQuestion[],
  todayDate: string,
): Pick<AnswerTimes, 'ministers' | 'ministries' | 'withoutMinister'> {
  const today = dayNumber(todayDate) ?? 0;
  const ministries = new Map<number, Group<{ title: NamedActor }>>();
  const ministers = new Map<string, Group<{ title: NamedActor; person: NamedActor | null }>>();
  let withoutMinister = 0;
  const byId = new Map<number, IndexedQuestion>();
  for (const q of questions) {
    const state = answerDays(q, today);
    if (state === null) continue;
    if (q.addressees.length === 0) {
      withoutMinister++;
      continue;
    }
    byId.set(q.id, q);
    const timed: TimedQuestion = {
      id: q.id,
      typeId: q.typeId,
      date: q.date as string,
      answered: state.answered,
      days: state.days,
    };
    for (const { title, person } of q.addressees) {
      const ministry = ministries.get(title.id) ?? { title, questions: [] };
      ministry.questions.push(timed);
      ministries.set(title.id, ministry);
      const key = `${title.id}:${person?.id ?? ''}`;
      const minister = ministers.get(key) ?? { title, person, questions: [] };
      minister.questions.push(timed);
      ministers.set(key, minister);
    }
  }
  const named = <G extends TimedFigures>(group: G): G & AnswerTimeFigures => ({
    ...group,
    slowestOpen: group.slowestOpen.map((q) => toOpenQuestion(q, byId.get(q.id))),
  });
  const ministerRows: MinisterAnswerTimes[] = [...ministers.values()]
    .map(({ title, person, questions }) => named({ title, person, ...answerTimeFigures(questions) }))
    .sort((a, b) => byName(a.title, b.title) || byPerson(a.person, b.person));
  const ministryRows: MinistryAnswerTimes[] = [...ministries.values()]
    .map(({ title, questions }) =>
      named({
        title,
        ministers: ministerRows.flatMap((m) => (m.title.id === title.id && m.person ? [m.person] : [])),
        ...answerTimeFigures(questions),
      }),
    )
    .sort((a, b) => byName(a.title, b.title));
  return { ministers: ministerRows, ministries: ministryRows, withoutMinister };
}

function toOpenQuestion(
  q: TimedFigures['slowestOpen'][number],
  indexed: IndexedQuestion | undefined,
): OpenQuestion {
  return { ...q, title: indexed?.title ?? null, asker: indexed?.asker ?? null };
}

/** By name in Danish order, the nameless last, then by id. */
function byName(a: NamedActor, b: NamedActor): number {
  if (a.name !== b.name) {
    if (a.name === null) return 1;
    if (b.name === null) return -1;
    return a.name.localeCompare(b.name, 'da');
  }
  return a.id - b.id;
}

/** {@link byName}, with the unknown minister last. */
function byPerson(a: NamedActor | null, b: NamedActor | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return byName(a, b);
}

storeReads('lib/data/questions/answer-times-load.ts', {
  loadAnswerTimes,
  loadSamlingAnswerTimes,
  loadActorAnswerTimes,
});
