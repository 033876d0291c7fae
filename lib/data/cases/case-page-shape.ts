import { SAGSTYPE } from '@/lib/model/oda-ids';

/**
 * What a case page opens with, by the case's type (`Sag.typeid`):
 * - `question`: a § 20-spørgsmål opens with its question and answers (components/document/QuestionSummary.tsx);
 *   it has no result to show (it is never voted on) and ODA gives it no résumé;
 * - `folder`: a committee's Alm. del is a folder of its questions and annexes — no result, no résumé — and opens
 *   with its facts, its documents below (each question linking to its own page);
 * - `result`: every other type opens with its result by the rule of its type (lib/data/cases/case-result.ts) and
 *   its résumé, saying so when ODA has none.
 * A case that has a résumé shows it whatever its type.
 */
export type CasePageLead = 'question' | 'folder' | 'result';

export function casePageLead(typeId: number): CasePageLead {
  if (typeId === SAGSTYPE.paragraf20Spoergsmaal) return 'question';
  if (typeId === SAGSTYPE.almDel) return 'folder';
  return 'result';
}
