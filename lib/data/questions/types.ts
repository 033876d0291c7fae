/**
 * The types of questions to ministers and their answers: § 20-spørgsmål and committee questions (`Dokument` types
 * 16 and 13), answered by `Dokument` rows of type 17 'Svar' (docs/oda.md#questions-and-answers).
 */
import type { Paged, PeriodLabel } from '@/lib/data/types';

/** A person or a minister title, as a link target: its Aktør id and name (null when the row has none). */
export interface NamedActor {
  readonly id: number;
  readonly name: string | null;
}

/** A question still without an answer on the dataset's today, as the slowest of a minister's are listed. */
export interface OpenQuestion {
  readonly id: number;
  /** `Dokumenttype`: 13 'Spørgsmål' (a committee question) or 16 '§ 20-spørgsmål'. */
  readonly typeId: number;
  /** `spørgsmålstitel`, else the document's `titel`; null when both are blank. */
  readonly title: string | null;
  /** The question's day (`YYYY-MM-DD`): its `Dokument.dato`. */
  readonly date: string;
  /** Calendar days from the question's day to the dataset's today. */
  readonly daysOpen: number;
  /** The first member recorded as asking ('Spørger'); null when none is. */
  readonly asker: NamedActor | null;
}

/**
 * The answer-time figures of a group of questions (docs/oda.md#questions-and-answers has the rule). Every question
 * has a number of days: to its first answer, or, while unanswered, to the dataset's today.
 */
export interface AnswerTimeFigures {
  /** Questions put to the minister (or ministry) in the samling, up to the dataset's today. */
  readonly received: number;
  /** Of them, those with an answer on or before the dataset's today. */
  readonly answered: number;
  /** `received − answered`. */
  readonly open: number;
  /**
   * The median of the days, by nearest rank: the smallest number of days within which at least half the questions
   * were answered or had waited (of 4 questions the 2nd shortest, of 5 the 3rd).
   */
  readonly medianDays: number;
  /** The 90th percentile by nearest rank: the ⌈0.9·n⌉-th shortest of the n questions' days. */
  readonly p90Days: number;
  /** The share (0–1) of the received questions answered within 7 days (7 or fewer; the same day is 0). */
  readonly answeredWithin7DaysShare: number;
  /** The share (0–1) of the received questions answered within 28 days. */
  readonly answeredWithin28DaysShare: number;
  /** Answers dated before their question, as ODA has them: counted with their negative days, and shown. */
  readonly answeredBeforeAsked: number;
  /** The longest-open unanswered questions, longest first (at most {@link SLOWEST_OPEN_COUNT}). */
  readonly slowestOpen: readonly OpenQuestion[];
}

/** How many of a group's open questions are listed as its slowest. */
export const SLOWEST_OPEN_COUNT = 5;

/**
 * A minister's answer times in a samling: a person under one minister title (a person who held two titles has a row
 * per title). `person` is null for the questions put to the title on days ODA records no minister holding it.
 */
export interface MinisterAnswerTimes extends AnswerTimeFigures {
  readonly title: NamedActor;
  readonly person: NamedActor | null;
}

/** A ministry's answer times in a samling: every question put to its minister title, whoever held it. */
export interface MinistryAnswerTimes extends AnswerTimeFigures {
  readonly title: NamedActor;
  /** The ministers who received its questions, in the order of {@link AnswerTimes.ministers}. */
  readonly ministers: readonly NamedActor[];
}

/** The answer times of a samling's ministers and ministries, as of the dataset's today. */
export interface AnswerTimes {
  readonly samling: PeriodLabel;
  /** The dataset's today (`YYYY-MM-DD`, lib/data/site/dataset-today.ts) open questions are counted to. */
  readonly today: string;
  /** Per person and minister title, by the title's name, then the person's. */
  readonly ministers: readonly MinisterAnswerTimes[];
  /** Per minister title, by its name. */
  readonly ministries: readonly MinistryAnswerTimes[];
  /** Questions of the samling put to no minister title ODA records: in no row above. */
  readonly withoutMinister: number;
}

/** One samling of an actor's answer times (loadActorAnswerTimes). */
export interface ActorAnswerTimesOfSamling {
  readonly samling: PeriodLabel;
  /** Of a person, a row per minister title they received questions under; of a title, a row per person who held it. */
  readonly ministers: readonly MinisterAnswerTimes[];
  /** Of a minister title, the ministry's row (every question to the title); null for a person. */
  readonly ministry: MinistryAnswerTimes | null;
}

/** A minister's or a ministry's answer times across the samlinger, newest samling first. */
export interface ActorAnswerTimes {
  /** The dataset's today open questions are counted to. */
  readonly today: string;
  readonly samlinger: readonly ActorAnswerTimesOfSamling[];
}

/** The question list's order: newest first, or by days to answer (the longest or the shortest first). */
export type QuestionSort = 'newest' | 'slowest' | 'fastest';

/** Whether a question has its answer on the dataset's today (the rule of docs/oda.md#questions-and-answers). */
export type AnswerState = 'answered' | 'unanswered';

/** What the question list (/spoergsmaal) filters by; null is "any". */
export interface QuestionFilters {
  /** Words that must all occur in the question's title or wording. */
  readonly text: string | null;
  /** A person (Aktør id) holding the minister title the question is put to, on its day. */
  readonly ministerId: number | null;
  /** The minister title (the ministry; an Aktør of type Ministertitel) the question is put to. */
  readonly ministryId: number | null;
  /** The first member asking (Aktør id). */
  readonly askerId: number | null;
  /** The asker's party code on the question's day ('S', 'V'). */
  readonly party: string | null;
  /** The code (`gruppenavnkort`, 'FIU') of the committee the question's case is referred to. */
  readonly committee: string | null;
  readonly answer: AnswerState | null;
  /** A samling's code ('20241'). */
  readonly samling: string | null;
  /** A subject (`Emneord` id). */
  readonly subjectId: number | null;
  readonly sort: QuestionSort;
  /** 1-based. */
  readonly page: number;
}

/** A row of the question list. */
export interface QuestionListItem {
  readonly id: number;
  /** 13 'Spørgsmål' (a committee question) or 16 '§ 20-spørgsmål'. */
  readonly typeId: number;
  readonly title: string | null;
  /** The question's day (`YYYY-MM-DD`). */
  readonly date: string;
  readonly caseNumber: string | null;
  readonly samling: PeriodLabel | null;
  readonly committee: NamedActor | null;
  readonly asker: NamedActor | null;
  readonly askerParty: string | null;
  /** The minister titles it is put to, each with the person holding it on the question's day. */
  readonly addressees: readonly { readonly title: NamedActor; readonly person: NamedActor | null }[];
  /** The day of its first answer on or before the dataset's today; null while unanswered. */
  readonly answerDate: string | null;
  /** Days to that answer, or, while unanswered, days open until today. */
  readonly days: number;
}

/** One page of the question list, with the day open questions are counted to. */
export interface QuestionList extends Paged<QuestionListItem> {
  /** Of the questions passing the filters, those answered (the rest are open). */
  readonly answered: number;
  readonly today: string;
}

/** A choice in one of the list's filters: an id (or code) and its name. */
export interface QuestionFilterChoice<K extends string | number = number> {
  readonly value: K;
  readonly label: string;
}

/** What the question list's filters offer: every value some question has. */
export interface QuestionFilterOptions {
  /** Samlinger by code, newest first. */
  readonly samlinger: readonly QuestionFilterChoice<string>[];
  /** Persons who received questions as ministers, by name. */
  readonly ministers: readonly QuestionFilterChoice[];
  /** Minister titles, by name. */
  readonly ministries: readonly QuestionFilterChoice[];
  readonly askers: readonly QuestionFilterChoice[];
  readonly parties: readonly QuestionFilterChoice<string>[];
  /** Committees by code ('FIU'), labelled with their newest name. */
  readonly committees: readonly QuestionFilterChoice<string>[];
  readonly subjects: readonly QuestionFilterChoice[];
}
