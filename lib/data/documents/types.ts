/**
 * The documents domain's types: one document (ODA `Dokument`) whole for its page, and a question to a minister with
 * its answers as its summary shows it (docs/oda.md#questions-and-answers).
 */
import type { CaseSubject } from '@/lib/data/cases/types';
import type { DocumentFile } from '@/lib/data/types';

/** An actor as a link target with its name (null when the row has none). */
export interface NamedRef {
  readonly id: number;
  readonly name: string | null;
}

/** An actor linked to a document in a role (`DokumentAktør`). */
export interface DocumentActor extends NamedRef {
  readonly roleId: number;
  /** `DokumentAktørRolle.rolle`, e.g. 'Spørger', 'Til', 'Besvaret af'. */
  readonly role: string | null;
  /** `Aktør.typeid` (lib/model/oda-ids.ts AKTOERTYPE); null when the Aktør row is missing. */
  readonly typeId: number | null;
  /** A person's party group on the document's date: its code ('S') and name; null for none or no person. */
  readonly party: { readonly code: string | null; readonly name: string | null } | null;
  /** A minister title's holder on the document's date; null when ODA records none, or for another actor. */
  readonly holder: NamedRef | null;
}

/** An answer to a question, with who answered and its files. */
export interface AnswerRef {
  readonly id: number;
  readonly title: string | null;
  /** `Dokument.dato`, ISO local date-time. */
  readonly date: string;
  /** The answer's 'Besvaret af' actors (a ministry). */
  readonly answeredBy: readonly NamedRef[];
  readonly files: readonly DocumentFile[];
}

/**
 * A question to a minister (a `Dokument` of type 16 '§ 20-spørgsmål' or 13 'Spørgsmål') as it leads its page and
 * its case's page: what was asked, by whom of whom and when, and whether, when and how fast it was answered.
 */
export interface QuestionSummary {
  readonly id: number;
  /** `Dokumenttype`: 13 'Spørgsmål' (a committee's question) or 16 '§ 20-spørgsmål'. */
  readonly typeId: number;
  /** `Dokumenttype.type`. */
  readonly type: string | null;
  /** `spørgsmålstitel`, else the document's `titel`; null when both are blank. */
  readonly title: string | null;
  /** `spørgsmålsordlyd`: the question as asked; null when blank. */
  readonly wording: string | null;
  /** `Dokument.dato`: the day it was asked, ISO local date-time. */
  readonly date: string;
  /** The members who asked ('Spørger', then 'Medspørger'), with their party on the day. */
  readonly askers: readonly DocumentActor[];
  /** Whom it was put to ('Til'): a minister title with the person holding it on the day, or a committee. */
  readonly addressees: readonly DocumentActor[];
  /** Its answers (type 17 'Svar' naming it by `spørgsmålsid`), oldest first, those dated after today included. */
  readonly answers: readonly AnswerRef[];
  /**
   * By the rule of docs/oda.md#questions-and-answers (lib/data/questions/answer-timing.ts): the day of its first
   * answer up to the dataset's today (null while unanswered) and the days to it, or, unanswered, the days open.
   * Null when the question has no readable date.
   */
  readonly timing: { readonly answerDay: string | null; readonly days: number } | null;
  /** The dataset's today (`YYYY-MM-DD`) the timing is counted to. */
  readonly today: string;
}

/** A case a document belongs to (`SagDokument`), with the document's role there. */
export interface DocumentCase {
  readonly id: number;
  readonly number: string | null;
  /** `titelkort`, else `titel`. */
  readonly title: string | null;
  /** `Sagstype.type`. */
  readonly type: string | null;
  /** `SagDokumentRolle.rolle`, e.g. 'Spørgsmål', 'Bilag'. */
  readonly role: string | null;
  readonly annexNumber: string | null;
}

/** An agenda item a document is on (`DagsordenspunktDokument`), with its meeting. */
export interface DocumentAgendaItem {
  readonly id: number;
  readonly number: string | null;
  readonly title: string | null;
  readonly note: string | null;
  readonly meeting: {
    readonly id: number;
    readonly title: string | null;
    readonly date: string | null;
  } | null;
}

/** A case step a document belongs to (`SagstrinDokument`). */
export interface DocumentStep {
  readonly id: number;
  readonly title: string | null;
  /** `Sagstrinstype.type`. */
  readonly type: string | null;
  readonly date: string | null;
  readonly caseId: number | null;
  readonly caseNumber: string | null;
}

/** A reprint (`Omtryk`): its date and reason, as ODA gives them. */
export interface DocumentReprint {
  readonly id: number;
  readonly date: string | null;
  readonly reason: string | null;
}

/** One document's own facts (ODA `Dokument`); texts are the Danish data, null when blank. */
export interface DocumentDetail {
  readonly id: number;
  readonly typeId: number;
  /** `Dokumenttype.type`, e.g. 'Svar'. */
  readonly type: string | null;
  /** `Dokumentkategori.kategori`. */
  readonly category: string | null;
  /** `Dokumentstatus.status`. */
  readonly status: string | null;
  readonly title: string | null;
  /** `dato`, `modtagelsesdato`, `frigivelsesdato`: ISO local date-times (the last two null when ODA has none). */
  readonly date: string;
  readonly received: string | null;
  readonly released: string | null;
  /** `spørgsmålsid`: the question an answer answers. */
  readonly questionId: number | null;
  readonly updated: string | null;
}

/**
 * A document whole, as its page shows it: its facts, files, actors, reprints, subjects, cases, agenda items and
 * steps; for a question its summary, for an answer the summary of the question it answers (null otherwise, or for
 * an answer whose question is not in the store).
 */
export interface DocumentRecord {
  readonly detail: DocumentDetail;
  readonly files: readonly DocumentFile[];
  readonly actors: readonly DocumentActor[];
  readonly reprints: readonly DocumentReprint[];
  /** Its subject words (`EmneordDokument`), alphabetically. */
  readonly subjects: readonly CaseSubject[];
  readonly cases: readonly DocumentCase[];
  readonly agendaItems: readonly DocumentAgendaItem[];
  readonly steps: readonly DocumentStep[];
  readonly question: QuestionSummary | null;
}
