/** The kinds of Sag the text generators write for, and the options their texts take. */

export type CaseKind =
  | 'lovforslag'
  | 'beslutningsforslag'
  | 'forespørgsel'
  | 'alm-del-spørgsmål'
  | '§20-spørgsmål'
  | 'aktstykke'
  | 'rådsmøde'
  | 'redegørelse'
  | 'umf-del'
  | 'forslag-til-vedtagelse'
  | 'stedfortræder'
  | 'statsrevisorerne'
  | 'kommissionsforslag';

/** The case kinds the generator writes: the text kinds plus the per-committee Alm. del case. */
export type GenCaseKind = CaseKind | 'alm-del';

/** Each kind's Sagstype id (docs/oda.md#case-types). */
export const CASE_KIND_SAGSTYPE: Readonly<Record<CaseKind, number>> = {
  'umf-del': 1,
  forespørgsel: 2,
  lovforslag: 3,
  'alm-del-spørgsmål': 4,
  beslutningsforslag: 5,
  rådsmøde: 6,
  kommissionsforslag: 7,
  aktstykke: 8,
  'forslag-til-vedtagelse': 9,
  '§20-spørgsmål': 10,
  redegørelse: 11,
  stedfortræder: 12,
  statsrevisorerne: 13,
};

export const CASE_KINDS = Object.keys(CASE_KIND_SAGSTYPE) as readonly CaseKind[];

export interface CaseTextOptions {
  /** The case's date (ISO). Used in rådsmøde, redegørelse and beretning titles, question references and résumés. */
  date?: string;
  /** For 'stedfortræder': the member who is replaced, as ODA titles write it, e.g. "Anne Holm (S)". */
  member?: string;
  /** For 'rådsmøde': the Council's meeting number (default: a plausible number for the date). */
  meetingNumber?: number;
}

/** Text after the first `marker`, without a final period; null when `marker` does not occur. */
export function afterFirst(text: string, marker: string): string | null {
  const at = text.indexOf(marker);
  return at < 0 ? null : text.slice(at + marker.length).replace(/\.$/, '');
}

/** The parenthesised subject at the end of a bill title: "… (Styrkelse af …)." → "Styrkelse af …". */
export function billParenthesis(title: string): string | null {
  return /\(([^()]+)\)\.?$/.exec(title)?.[1] ?? null;
}
