import { actorName } from '@/lib/data/actors/actor-load';
import { nonBlank } from '@/lib/data/oda-values';
import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import {
  type QuestionAnswerRow,
  type QuestionDetailRow,
  selectQuestionAnswers,
  selectQuestionDetails,
  selectSamling,
} from '@/lib/store/question-answers';
import type { Store } from '@/lib/store/store';
import { answerTimeFigures, type TimedFigures, type TimedQuestion } from './answer-time-stats';
import { answerTiming } from './answer-timing';
import type {
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
 * (docs/oda.md#questions-and-answers): a question's days run from its `Dokument.dato` to its first answer's
 * `Dokument.dato`, in calendar days, or, while it is unanswered, to the dataset's today. A store read
 * (lib/data/store-read-source.ts): runs in the pages' query pool, called through `getAnswerTimes` (answer-times.ts).
 */
export function loadAnswerTimes(db: Store, periode: number): AnswerTimes | null {
  const samling = selectSamling(db, periode);
  if (!samling) return null;
  const today = datasetToday(db);
  const grouped = groupAnswerTimes(selectQuestionAnswers(db, periode, today), today);
  const listed = new Set(
    [...grouped.ministers, ...grouped.ministries].flatMap((g) => g.slowestOpen.map((q) => q.id)),
  );
  const details = new Map(selectQuestionDetails(db, [...listed]).map((row) => [row.dokument_id, row]));
  const withDetails = <G extends TimedFigures>(group: G): G & AnswerTimeFigures => ({
    ...group,
    slowestOpen: group.slowestOpen.map((q) => toOpenQuestion(q, details.get(q.id))),
  });
  return {
    samling: { id: samling.id, code: nonBlank(samling.kode), title: nonBlank(samling.titel) },
    today,
    ministers: grouped.ministers.map(withDetails),
    ministries: grouped.ministries.map(withDetails),
    withoutMinister: grouped.withoutMinister,
  };
}

type MinisterFigures = Omit<MinisterAnswerTimes, 'slowestOpen'> & TimedFigures;
type MinistryFigures = Omit<MinistryAnswerTimes, 'slowestOpen'> & TimedFigures;

/** Groups the question rows (lib/store/question-answers.ts) per minister and per ministry, with their figures. */
function groupAnswerTimes(
  rows: readonly QuestionAnswerRow[],
  today: string,
): { ministers: MinisterFigures[]; ministries: MinistryFigures[]; withoutMinister: number } {
  const ministries = new Map<number, { title: NamedActor; questions: TimedQuestion[] }>();
  const ministers = new Map<
    string,
    { title: NamedActor; person: NamedActor | null; questions: TimedQuestion[] }
  >();
  const withoutMinister = new Set<number>();
  for (const row of rows) {
    if (row.minister_titel_id === null) {
      withoutMinister.add(row.dokument_id);
      continue;
    }
    const question = toTimedQuestion(row, today);
    if (!question) continue;
    const title = { id: row.minister_titel_id, name: nonBlank(row.minister_titel_navn) };
    const person =
      row.minister_id === null
        ? null
        : {
            id: row.minister_id,
            name: actorName(row.minister_navn, row.minister_fornavn, row.minister_efternavn),
          };
    const ministry = ministries.get(title.id) ?? { title, questions: [] };
    ministry.questions.push(question);
    ministries.set(title.id, ministry);
    const key = `${title.id}:${person?.id ?? ''}`;
    const minister = ministers.get(key) ?? { title, person, questions: [] };
    minister.questions.push(question);
    ministers.set(key, minister);
  }
  const ministerRows = [...ministers.values()]
    .map(({ title, person, questions }) => ({ title, person, ...answerTimeFigures(questions) }))
    .sort((a, b) => byName(a.title, b.title) || byPerson(a.person, b.person));
  const ministryRows = [...ministries.values()]
    .map(({ title, questions }) => ({
      title,
      ministers: ministerRows.flatMap((m) => (m.title.id === title.id && m.person ? [m.person] : [])),
      ...answerTimeFigures(questions),
    }))
    .sort((a, b) => byName(a.title, b.title));
  return { ministers: ministerRows, ministries: ministryRows, withoutMinister: withoutMinister.size };
}

/** The question of a row with its days (answer-timing.ts); null when its `dato` is no date (then it counts nowhere). */
function toTimedQuestion(row: QuestionAnswerRow, today: string): TimedQuestion | null {
  const timing = answerTiming(row.dato, row.svar_dato === null ? [] : [row.svar_dato], today);
  if (!timing) return null;
  const { answerDay, days } = timing;
  return {
    id: row.dokument_id,
    typeId: row.dokumenttype_id,
    date: row.dato.slice(0, 10),
    answered: answerDay !== null,
    days,
  };
}

function toOpenQuestion(
  q: TimedFigures['slowestOpen'][number],
  detail: QuestionDetailRow | undefined,
): OpenQuestion {
  return {
    ...q,
    title: detail ? (nonBlank(detail.spoergsmaalstitel) ?? nonBlank(detail.titel)) : null,
    asker:
      detail?.spoerger_id == null
        ? null
        : {
            id: detail.spoerger_id,
            name: actorName(detail.spoerger_navn, detail.spoerger_fornavn, detail.spoerger_efternavn),
          },
  };
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

storeReads('lib/data/questions/answer-times-load.ts', { loadAnswerTimes });
