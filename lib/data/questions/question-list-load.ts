import { LRUCache } from 'lru-cache';
import { dayNumber } from '@/lib/data/oda-values';
import { pageCountOf } from '@/lib/data/paged';
import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import { textFilterWords } from '@/lib/data/votes/vote-list-index';
import { oncePerStore } from '@/lib/store/prepared';
import type { Store } from '@/lib/store/store';
import { isAnswered } from './answer-days';
import { type IndexedQuestion, questionIndex } from './question-index';
import type {
  QuestionFilterChoice,
  QuestionFilterOptions,
  QuestionFilters,
  QuestionList,
  QuestionListItem,
} from './types';

/** Questions on a page of the list. */
export const QUESTION_PAGE_SIZE = 25;

/** Questions in a feed of the list (the newest activity: a new question or a new answer). */
export const QUESTION_FEED_SIZE = 50;

type ListFilters = Omit<QuestionFilters, 'page'>;

/** The questions passing the filters, in the list's order, and how many of them are answered. */
interface Filtered {
  readonly questions: readonly IndexedQuestion[];
  /** Each question's days (to its answer, or to today), by position in `questions`. */
  readonly days: readonly number[];
  readonly answered: number;
  /** The dataset's today as a day number. */
  readonly today: number;
}

/**
 * The lists kept per connection for the last filters asked for (a reader pages on, the feed and the CSV follow the
 * page), keyed by the filters and the day: at most {@link KEPT_QUESTIONS} questions in all (every question of the
 * full-scale store is about 105,000).
 */
const KEPT_QUESTIONS = 500_000;
const keptLists = oncePerStore(
  () =>
    new LRUCache<string, Filtered>({
      maxSize: KEPT_QUESTIONS,
      sizeCalculation: (filtered) => Math.max(1, filtered.questions.length),
    }),
);

/** {@link filterQuestions}, from the connection's recent lists when there. */
function filteredQuestions(db: Store, filters: ListFilters, todayDate: string): Filtered {
  const f = filters;
  const key = [todayDate, f.text, f.ministerId, f.ministryId, f.askerId, f.party, f.committee, f.answer]
    .concat([f.samling, f.subjectId, f.sort])
    .join('|');
  const kept = keptLists(db);
  const known = kept.get(key);
  if (known) return known;
  const filtered = filterQuestions(db, filters, todayDate);
  kept.set(key, filtered);
  return filtered;
}

/**
 * The questions passing the filters (all but the page), in the order asked for: the index's (newest first), or by
 * days to answer — the longest or the shortest first, the newest first among equals. A question from after today is
 * in no list. Integer work over the index's entries; only the rows a caller shows become list items.
 */
function filterQuestions(db: Store, filters: ListFilters, todayDate: string): Filtered {
  const index = questionIndex(db);
  const today = dayNumber(todayDate) ?? 0;
  const words = textFilterWords(filters.text);
  const answer = filters.answer === null ? null : filters.answer === 'answered';
  const committee = filters.committee === null ? null : filters.committee.toUpperCase();
  const source =
    filters.ministerId !== null
      ? (index.byAddressee.get(filters.ministerId) ?? [])
      : filters.ministryId !== null
        ? (index.byAddressee.get(filters.ministryId) ?? [])
        : index.questions;
  const questions: IndexedQuestion[] = [];
  const days: number[] = [];
  let answered = 0;
  for (const q of source) {
    if (q.day === null || q.day > today) continue;
    if (filters.samling !== null && q.samling?.code !== filters.samling) continue;
    if (filters.askerId !== null && q.asker?.id !== filters.askerId) continue;
    if (filters.party !== null && q.askerParty !== filters.party) continue;
    if (committee !== null && q.committee?.code?.toUpperCase() !== committee) continue;
    if (filters.ministryId !== null && !q.addressees.some((a) => a.title.id === filters.ministryId)) continue;
    if (filters.ministerId !== null && !q.addressees.some((a) => a.person?.id === filters.ministerId))
      continue;
    if (filters.subjectId !== null && !q.subjectIds.includes(filters.subjectId)) continue;
    const isIn = isAnswered(q, today);
    if (answer !== null && isIn !== answer) continue;
    if (!words.every((w) => q.text.includes(w))) continue;
    questions.push(q);
    days.push((isIn ? (q.answerDay as number) : today) - q.day);
    if (isIn) answered++;
  }
  if (filters.sort === 'newest') return { questions, days, answered, today };
  const sign = filters.sort === 'slowest' ? -1 : 1;
  const order = questions.map((_, k) => k).sort((a, b) => sign * ((days[a] ?? 0) - (days[b] ?? 0)) || a - b);
  return {
    questions: order.map((k) => questions[k] as IndexedQuestion),
    days: order.map((k) => days[k] as number),
    answered,
    today,
  };
}

/** The list items of `filtered`'s questions from `start`, at most `count`. */
function itemsOf(filtered: Filtered, start = 0, count = filtered.questions.length): QuestionListItem[] {
  return filtered.questions.slice(start, start + count).map((q, k) => {
    const answered = isAnswered(q, filtered.today);
    return toItem(q, answered ? q.firstAnswer : null, filtered.days[start + k] ?? 0);
  });
}

function toItem(q: IndexedQuestion, answerDate: string | null, days: number): QuestionListItem {
  return {
    id: q.id,
    typeId: q.typeId,
    title: q.title,
    date: q.date as string,
    caseNumber: q.caseNumber,
    samling: q.samling,
    committee: q.committee,
    asker: q.asker,
    askerParty: q.askerParty,
    addressees: q.addressees,
    answerDate,
    days,
  };
}

/**
 * One page of the question list (/spoergsmaal) with the filters, counted over all pages: how many pass and how
 * many of those are answered. A store read (lib/data/store-read-source.ts), called through getQuestionList.
 */
export function loadQuestionList(db: Store, filters: QuestionFilters): QuestionList {
  const today = datasetToday(db);
  const filtered = filteredQuestions(db, filters, today);
  const total = filtered.questions.length;
  return {
    items: itemsOf(filtered, (filters.page - 1) * QUESTION_PAGE_SIZE, QUESTION_PAGE_SIZE),
    total,
    answered: filtered.answered,
    page: filters.page,
    pageSize: QUESTION_PAGE_SIZE,
    pageCount: pageCountOf(total, QUESTION_PAGE_SIZE),
    today,
  };
}

/** Every question passing the filters, in the list's order: the CSV download's rows. */
export function loadQuestionExport(db: Store, filters: ListFilters): QuestionListItem[] {
  return itemsOf(filteredQuestions(db, filters, datasetToday(db)));
}

/**
 * The newest activity among the questions passing the filters (a question asked or answered, by the later of the
 * two days; then the higher id): the feed's entries. The list's order is ignored.
 */
export function loadQuestionFeed(db: Store, filters: ListFilters): QuestionListItem[] {
  const filtered = filteredQuestions(db, { ...filters, sort: 'newest' }, datasetToday(db));
  // The newest activity, kept as positions in a short list, newest first (the list is by the question's day, and an
  // answer may come any time later, so every question is looked at once).
  const top: number[] = [];
  const activity = (k: number) => {
    const q = filtered.questions[k] as IndexedQuestion;
    return isAnswered(q, filtered.today) ? (q.answerDay as number) : (q.day as number);
  };
  const newer = (a: number, b: number) =>
    activity(a) - activity(b) || (filtered.questions[a]?.id ?? 0) - (filtered.questions[b]?.id ?? 0);
  for (let k = 0; k < filtered.questions.length; k++) {
    const last = top[top.length - 1];
    if (top.length === QUESTION_FEED_SIZE && last !== undefined && newer(k, last) <= 0) continue;
    let at = top.length;
    while (at > 0 && newer(k, top[at - 1] as number) > 0) at--;
    top.splice(at, 0, k);
    if (top.length > QUESTION_FEED_SIZE) top.pop();
  }
  return top.map((k) => {
    const q = filtered.questions[k] as IndexedQuestion;
    return toItem(q, isAnswered(q, filtered.today) ? q.firstAnswer : null, filtered.days[k] ?? 0);
  });
}

const byLabel = <K extends string | number>(a: QuestionFilterChoice<K>, b: QuestionFilterChoice<K>) =>
  a.label.localeCompare(b.label, 'da');

/** Each value some question has in a filter, once, labelled; sorted by label unless `sorted` is false. */
function choices<K extends string | number>(
  pairs: Iterable<readonly [K, string | null] | null>,
  sorted = true,
): QuestionFilterChoice<K>[] {
  const seen = new Map<K, string>();
  for (const pair of pairs) if (pair && !seen.has(pair[0])) seen.set(pair[0], pair[1] ?? String(pair[0]));
  const list = [...seen].map(([value, label]) => ({ value, label }));
  return sorted ? list.sort(byLabel) : list;
}

/** What the filters offer, read once per connection from the question index. */
const filterOptions = oncePerStore((db: Store): QuestionFilterOptions => {
  const { questions, subjects } = questionIndex(db);
  const addressees = questions.flatMap((q) => q.addressees);
  return {
    samlinger: choices(
      questions.map((q) => (q.samling?.code ? ([q.samling.code, q.samling.title] as const) : null)),
      false,
    ).sort((a, b) => b.value.localeCompare(a.value)),
    ministers: choices(addressees.map((a) => (a.person ? ([a.person.id, a.person.name] as const) : null))),
    ministries: choices(addressees.map((a) => [a.title.id, a.title.name] as const)),
    askers: choices(questions.map((q) => (q.asker ? ([q.asker.id, q.asker.name] as const) : null))),
    parties: choices(questions.map((q) => (q.askerParty ? ([q.askerParty, q.askerParty] as const) : null))),
    // By code ('FIU'): a committee is an actor per samling in ODA, the code the same across them; the newest name.
    committees: choices(
      questions.map((q) => (q.committee?.code ? ([q.committee.code, q.committee.name] as const) : null)),
    ),
    subjects: choices([...subjects].map(([id, name]) => [id, name] as const)),
  };
});

/** What the question list's filters offer (every value some question has). A store read, via getQuestionFilterOptions. */
export function loadQuestionFilterOptions(db: Store): QuestionFilterOptions {
  return filterOptions(db);
}

storeReads('lib/data/questions/question-list-load.ts', {
  loadQuestionList,
  loadQuestionExport,
  loadQuestionFeed,
  loadQuestionFilterOptions,
});
