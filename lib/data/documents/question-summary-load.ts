import { actorName } from '@/lib/data/actors/actor-load';
import { toFiles } from '@/lib/data/cases/case-timeline';
import { nonBlank } from '@/lib/data/oda-values';
import { answerTiming } from '@/lib/data/questions/answer-timing';
import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import { DOKUMENTAKTOERROLLE, DOKUMENTTYPE } from '@/lib/model/oda-ids';
import { selectFiles } from '@/lib/store/case-detail';
import {
  type DocumentActorRow,
  type DocumentRow,
  selectAnswers,
  selectCaseQuestionId,
  selectDocument,
  selectDocumentActors,
  selectRoleActors,
} from '@/lib/store/document';
import type { Store } from '@/lib/store/store';
import type { DocumentActor, NamedRef, QuestionSummary } from './types';

/** Whether a `Dokumenttype` id is a question to a minister: 13 'Spørgsmål' or 16 '§ 20-spørgsmål'. */
export const isQuestionType = (typeId: number): boolean =>
  typeId === DOKUMENTTYPE.spoergsmaal || typeId === DOKUMENTTYPE.paragraf20Spoergsmaal;

/** An actor row of a document (lib/store/document.ts) as the page links it. */
export function toDocumentActor(row: DocumentActorRow): DocumentActor {
  const holder: NamedRef | null =
    row.minister_id === null
      ? null
      : {
          id: row.minister_id,
          name: actorName(row.minister_navn, row.minister_fornavn, row.minister_efternavn),
        };
  const code = nonBlank(row.gruppe_kode);
  const partyName = nonBlank(row.gruppe_navn);
  return {
    id: row.aktoer_id,
    name: actorName(row.navn, row.fornavn, row.efternavn),
    roleId: row.rolleid,
    role: nonBlank(row.rolle),
    typeId: row.aktoertype_id,
    party: code || partyName ? { code, name: partyName } : null,
    holder,
  };
}

/**
 * The summary of the question `row` (a question's `Dokument` row, read by the caller) with its actors `actors` (on
 * its date, as lib/store/document.ts reads them): askers, addressees, answers with their files and who answered,
 * and its days by the one rule (lib/data/questions/answer-timing.ts), counted to the dataset's today.
 */
export function questionSummaryOf(
  db: Store,
  row: DocumentRow,
  actors: readonly DocumentActor[],
): QuestionSummary {
  const answers = selectAnswers(db, row.id);
  const ids = answers.map((a) => a.id);
  const files = selectFiles(db, ids);
  const answeredBy = selectRoleActors(db, ids, DOKUMENTAKTOERROLLE.besvaretAf);
  const today = datasetToday(db);
  const askerRank = (a: DocumentActor) => (a.roleId === DOKUMENTAKTOERROLLE.spoerger ? 0 : 1);
  return {
    id: row.id,
    typeId: row.typeid,
    type: nonBlank(row.dokumenttype),
    title: nonBlank(row.spoergsmaalstitel) ?? nonBlank(row.titel),
    wording: nonBlank(row.spoergsmaalsordlyd),
    date: row.dato,
    askers: actors
      .filter(
        (a) => a.roleId === DOKUMENTAKTOERROLLE.spoerger || a.roleId === DOKUMENTAKTOERROLLE.medspoerger,
      )
      .sort((a, b) => askerRank(a) - askerRank(b)),
    addressees: actors.filter((a) => a.roleId === DOKUMENTAKTOERROLLE.til),
    answers: answers.map((answer) => ({
      id: answer.id,
      title: nonBlank(answer.titel),
      date: answer.dato,
      answeredBy: answeredBy
        .filter((r) => r.dokumentid === answer.id)
        .map((r) => ({ id: r.aktoer_id, name: actorName(r.navn, r.fornavn, r.efternavn) })),
      files: toFiles(files.filter((f) => f.dokumentid === answer.id)),
    })),
    timing: answerTiming(
      row.dato,
      answers.map((a) => a.dato),
      today,
    ),
    today,
  };
}

/**
 * The summary of the question `id` (QuestionSummary); null when there is no document with the id or it is no
 * question to a minister. A store read (lib/data/store-read-source.ts), called through question-summary.ts.
 */
export function loadQuestionSummary(db: Store, id: number): QuestionSummary | null {
  const row = selectDocument(db, id);
  if (!row || !isQuestionType(row.typeid)) return null;
  return questionSummaryOf(db, row, selectDocumentActors(db, row.id, row.dato).map(toDocumentActor));
}

/** The summary of a § 20 case's question (its '§ 20-spørgsmål' document); null when the case has none. */
export function loadCaseQuestion(db: Store, caseId: number): QuestionSummary | null {
  const id = selectCaseQuestionId(db, caseId);
  return id === undefined ? null : loadQuestionSummary(db, id);
}

storeReads('lib/data/documents/question-summary-load.ts', { loadQuestionSummary, loadCaseQuestion });
