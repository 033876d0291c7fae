import { pageCountOf } from '@/lib/data/paged';
import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import { textFilterWords } from '@/lib/data/votes/vote-list-index';
import { oncePerStore } from '@/lib/store/prepared';
import type { Store } from '@/lib/store/store';
import { answerDays } from './answer-days';
import { type IndexedQuestion, questionIndex } from './question-index';
import type {
  QuestionFilterChoice,
  QuestionFilterOptions,
  QuestionFilters,
  QuestionList,
  QuestionListItem,
} from './types';

/** Questions on a page of the list. */
export const QUESTION_PAGE_SIZE = 50;

/** Questions in a feed of the list (the newest activity: a new question or a new answer). */
export const QUESTION_FEED_SIZE = 50;

type ListFilters = Omit<QuestionFilters, 'page'>;

/**
 * The questions passing the filters (all but the order and the page), each with its answer state on `today`, in
 * the index's order (newest first). A question from after `today` is in no list.
 */
export function filterQuestions(db: Store, filters: ListFilters, today: string): QuestionListItem[] {
  const index = questionIndex(db);
  const words = textFilterWords(filters.text);
  const items: QuestionListItem[] = [];
  for (const q of index.questions) {
    if (filters.samling !== null && q.samling?.code !== filters.samling) continue;
    if (filters.askerId !== null && q.asker?.id !== filters.askerId) continue;
    if (filters.party !== null && q.askerParty !== filters.party) continue;
    if (filters.committeeId !== null && q.committee?.id !== filters.committeeId) continue;
    if (filters.ministryId !== null && !q.addressees.some((a) => a.title.id === filters.ministryId)) continue;
    if (filters.ministerId !== null && !q.addressees.some((a) => a.person?.id === filters.ministerId))
      continue;
    if (filters.subjectId !== null && !q.subjectIds.includes(filters.subjectId)) continue;
    if (!words.every((w) => q.text.includes(w))) continue;
    const state = answerDays(q, today);
    if (state === null) continue;
    if (filters.answer !== null && state.answered !== (filters.answer === 'answered')) continue;
    items.push(toItem(q, state.answerDate, state.days));
  }
  if (filters.sort === 'slowest') items.sort((a, b) => b.days - a.days);
  else if (filters.sort === 'fastest') items.sort((a, b) => a.days - b.days);
  return items;
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
  const all = filterQuestions(db, filters, today);
  const start = (filters.page - 1) * QUESTION_PAGE_SIZE;
  return {
    items: all.slice(start, start + QUESTION_PAGE_SIZE),
    total: all.length,
    answered: all.reduce((n, q) => n + (q.answerDate === null ? 0 : 1), 0),
    page: filters.page,
    pageSize: QUESTION_PAGE_SIZE,
    pageCount: pageCountOf(all.length, QUESTION_PAGE_SIZE),
    today,
  };
}

/** Every question passing the filters, in the list's order: the CSV download's rows. */
export function loadQuestionExport(db: Store, filters: ListFilters): QuestionListItem[] {
  return filterQuestions(db, filters, datasetToday(db));
}

/**
 * The newest activity among the questions passing the filters (a question asked or answered, by the later of the
 * two days; then the higher id): the feed's entries. The list's order is ignored.
 */
export function loadQuestionFeed(db: Store, filters: ListFilters): QuestionListItem[] {
  const activity = (q: QuestionListItem) => q.answerDate ?? q.date;
  return filterQuestions(db, { ...filters, sort: 'newest' }, datasetToday(db))
    .sort((a, b) => (activity(a) === activity(b) ? b.id - a.id : activity(a) < activity(b) ? 1 : -1))
    .slice(0, QUESTION_FEED_SIZE);
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
    committees: choices(
      questions.map((q) => (q.committee ? ([q.committee.id, q.committee.name] as const) : null)),
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
