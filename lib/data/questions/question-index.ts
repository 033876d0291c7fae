import { actorName } from '@/lib/data/actors/actor-load';
import { dayNumber, nonBlank } from '@/lib/data/oda-values';
import { fold } from '@/lib/data/search/search-text';
import type { PeriodLabel } from '@/lib/data/types';
import { oncePerStore } from '@/lib/store/prepared';
import {
  type QuestionRow,
  selectQuestionAddressees,
  selectQuestionSubjects,
  selectQuestions,
} from '@/lib/store/question-list';
import type { Store } from '@/lib/store/store';
import type { NamedActor } from './types';

/** A minister title a question is put to, and the person holding it on the question's day (null: none recorded). */
export interface Addressee {
  readonly title: NamedActor;
  readonly person: NamedActor | null;
}

/**
 * One question to a minister as the question index holds it (lib/store/question-list.ts reads it): what the list's
 * filters test, what its rows show and what the answer times count. Days are not kept: they depend on the
 * dataset's today, which the readers pass (answer-days.ts).
 */
export interface IndexedQuestion {
  readonly id: number;
  /** 13 'Spørgsmål' (a committee question) or 16 '§ 20-spørgsmål'. */
  readonly typeId: number;
  /** The question's day (`YYYY-MM-DD`) from its `Dokument.dato`; null when that is no date. */
  readonly date: string | null;
  /** That day as a day number (lib/data/oda-values.ts `dayNumber`); null when it is no date. */
  readonly day: number | null;
  /** `spørgsmålstitel`, else `titel`; null when both are blank. */
  readonly title: string | null;
  /** The case it is filed in and its number ('S 1234', 'KEF Alm.del'); null when in none. */
  readonly caseId: number | null;
  readonly caseNumber: string | null;
  /** The samling of its case; null when the case has none. */
  readonly samling: PeriodLabel | null;
  /** The committee its case is referred to (a committee question's); null when none. */
  readonly committee: (NamedActor & { readonly code: string | null }) | null;
  /** The first member asking; null when none is recorded. */
  readonly asker: NamedActor | null;
  /** The asker's party code (`gruppenavnkort`) on the question's day; null when none. */
  readonly askerParty: string | null;
  /** The minister titles it is put to, by title id; none when it is put to no minister title. */
  readonly addressees: readonly Addressee[];
  /** The day of its earliest answer, whether or not that day is past the dataset's today; null when none. */
  readonly firstAnswer: string | null;
  /** That day as a day number; null when there is none (or it is no date). */
  readonly answerDay: number | null;
  readonly subjectIds: readonly number[];
  /** Its title and wording, folded (lib/data/search/search-text.ts) for the text filter. */
  readonly text: string;
}

/** Every question, newest first (by day, then id), with the names the filters offer. */
export interface QuestionIndex {
  readonly questions: readonly IndexedQuestion[];
  readonly byId: ReadonlyMap<number, IndexedQuestion>;
  /** The questions of each samling (by Periode id), newest first. */
  readonly bySamling: ReadonlyMap<number, readonly IndexedQuestion[]>;
  /** The questions put to each minister title and to each person holding one (by Aktør id), newest first. */
  readonly byAddressee: ReadonlyMap<number, readonly IndexedQuestion[]>;
  /** The subjects questions have, by id. */
  readonly subjects: ReadonlyMap<number, string>;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

function toIndexed(
  row: QuestionRow,
  addressees: readonly Addressee[],
  subjectIds: readonly number[],
): IndexedQuestion {
  const date = DAY.exec(row.dato)?.[0] ?? null;
  const title = nonBlank(row.spoergsmaalstitel) ?? nonBlank(row.titel);
  const texts = [...new Set([row.titel, row.spoergsmaalstitel, row.spoergsmaalsordlyd].map(nonBlank))];
  return {
    id: row.dokument_id,
    typeId: row.dokumenttype_id,
    date,
    day: date === null ? null : dayNumber(date),
    title,
    caseId: row.sag_id,
    caseNumber: nonBlank(row.sag_nummer),
    samling:
      row.periode_id === null || row.periode_kode === null
        ? null
        : { id: row.periode_id, code: nonBlank(row.periode_kode), title: nonBlank(row.periode_titel) },
    committee:
      row.udvalg_id === null
        ? null
        : { id: row.udvalg_id, name: nonBlank(row.udvalg_navn), code: nonBlank(row.udvalg_kode) },
    asker:
      row.spoerger_id === null
        ? null
        : {
            id: row.spoerger_id,
            name: actorName(row.spoerger_navn, row.spoerger_fornavn, row.spoerger_efternavn),
          },
    askerParty: nonBlank(row.parti_kode),
    addressees,
    firstAnswer: row.svar_dato,
    answerDay: row.svar_dato === null ? null : dayNumber(row.svar_dato),
    subjectIds,
    text: fold(texts.filter(Boolean).join(' ')),
  };
}

/**
 * The question index of a store connection: every question read once (about 3 s at full scale, warmed when the
 * pages' query pool starts: lib/data/analyses/warm-analyses.ts) and kept while the connection is open, since the
 * store is read-only while open.
 */
export const questionIndex = oncePerStore((db: Store): QuestionIndex => {
  const addressees = new Map<number, Addressee[]>();
  for (const row of selectQuestionAddressees(db)) {
    const list = addressees.get(row.dokument_id) ?? [];
    list.push({
      title: { id: row.minister_titel_id, name: nonBlank(row.minister_titel_navn) },
      person:
        row.minister_id === null
          ? null
          : {
              id: row.minister_id,
              name: actorName(row.minister_navn, row.minister_fornavn, row.minister_efternavn),
            },
    });
    addressees.set(row.dokument_id, list);
  }
  const subjectIds = new Map<number, number[]>();
  const subjects = new Map<number, string>();
  for (const row of selectQuestionSubjects(db)) {
    const list = subjectIds.get(row.dokument_id) ?? [];
    list.push(row.emneord_id);
    subjectIds.set(row.dokument_id, list);
    const name = nonBlank(row.emneord);
    if (name !== null) subjects.set(row.emneord_id, name);
  }
  const questions = selectQuestions(db)
    .map((row) =>
      toIndexed(row, addressees.get(row.dokument_id) ?? [], subjectIds.get(row.dokument_id) ?? []),
    )
    .sort(newestFirst);
  const bySamling = new Map<number, IndexedQuestion[]>();
  for (const q of questions) {
    if (q.samling === null) continue;
    const list = bySamling.get(q.samling.id) ?? [];
    list.push(q);
    bySamling.set(q.samling.id, list);
  }
  const byAddressee = new Map<number, IndexedQuestion[]>();
  for (const q of questions) {
    const ids = new Set(q.addressees.flatMap((a) => (a.person ? [a.title.id, a.person.id] : [a.title.id])));
    for (const id of ids) {
      const list = byAddressee.get(id) ?? [];
      list.push(q);
      byAddressee.set(id, list);
    }
  }
  return { questions, byId: new Map(questions.map((q) => [q.id, q])), bySamling, byAddressee, subjects };
});

/** Newest first by day (the undated last), then the higher id first. */
export function newestFirst(a: IndexedQuestion, b: IndexedQuestion): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? 1 : -1;
  }
  return b.id - a.id;
}
