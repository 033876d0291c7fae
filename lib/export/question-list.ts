import type { QuestionListItem } from '@/lib/data/questions/types';
import { CSV_CONTENT_TYPE, type CsvValue, toCsv } from '@/lib/format/csv';
import type { ExportFile } from './member-votes';

/**
 * The question list's columns: the question (ODA's `Dokument` id, type, day, title, case, samling), who asked (the
 * first asker, their party on the day), whom it was put to (the minister titles and the persons holding them on the
 * day, `|`-separated when several, '–' for one not recorded), the committee, and its answer on the dataset's today (the rule of
 * docs/oda.md#questions-and-answers: `dage` to the first answer, or open days to today).
 */
export const QUESTION_COLUMNS = [
  'dokumentid',
  'dokumenttypeid',
  'dato',
  'titel',
  'sag',
  'samling',
  'spørger_aktørid',
  'spørger',
  'spørger_parti',
  'ministertitel',
  'minister',
  'udvalg',
  'besvaret',
  'svar_dato',
  'dage',
] as const;

function questionRow(q: QuestionListItem): CsvValue[] {
  const joined = (values: readonly (string | null)[]) =>
    values.some((v) => v !== null) ? values.map((v) => v ?? '–').join(' | ') : null;
  return [
    q.id,
    q.typeId,
    q.date,
    q.title,
    q.caseNumber,
    q.samling?.code ?? null,
    q.asker?.id ?? null,
    q.asker?.name ?? null,
    q.askerParty,
    joined(q.addressees.map((a) => a.title.name)),
    joined(q.addressees.map((a) => a.person?.name ?? null)),
    q.committee?.name ?? null,
    q.answerDate === null ? 'nej' : 'ja',
    q.answerDate,
    q.days,
  ];
}

/** The download's file name: `spoergsmaal.csv`, or with the list's query slugged, `spoergsmaal-minister-12-besvaret-nej.csv`. */
export function questionListFilename(query: URLSearchParams): string {
  const parts = [...query].flat().join('-');
  const cut = parts
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return cut ? `spoergsmaal-${cut}.csv` : 'spoergsmaal.csv';
}

/**
 * The questions as CSV (lib/format/csv.ts: `;`, CRLF, UTF-8 with BOM, formulas neutralised), one row per question in
 * the order given, under {@link QUESTION_COLUMNS}.
 */
export function questionListCsv(questions: readonly QuestionListItem[], query: URLSearchParams): ExportFile {
  return {
    body: toCsv(QUESTION_COLUMNS, questions.map(questionRow)),
    contentType: CSV_CONTENT_TYPE,
    filename: questionListFilename(query),
  };
}
