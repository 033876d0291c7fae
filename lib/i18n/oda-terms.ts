import type { Locale } from './locale';
import {
  ACTOR_TYPES,
  CASE_CATEGORIES,
  CASE_DOCUMENT_ROLES,
  CASE_TYPES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_TYPES,
  MEETING_TYPES,
  MEMBERSHIP_ROLES,
  RECORD_ROLES,
  SUBJECT_TYPES,
  statusInEnglish,
} from './oda-vocabulary-en';

/*
 * English names for ODA's own vocabulary — the vote types (`Afstemningstype`) and the titles of case steps
 * (`Sagstrin.titel`, `Sagstrinstype.type`) — in one place. The Danish text is the data and is shown as stored; in
 * English a known term gets its translation and an unknown one stays Danish (never a guess).
 */

/** `Afstemningstype` by its ODA id (docs/oda.md#vote-types: the four types are fixed). */
const VOTE_TYPES_EN: Readonly<Record<number, string>> = {
  1: 'Final adoption',
  2: 'Committee recommendation',
  3: 'Motion for a resolution',
  4: 'Amendment',
};

/**
 * Case-step titles as ODA writes them. Keyed on the text: the `Sagstrinstype` ids of the steps other than a third
 * reading (17) are not published, so a title is the one stable key.
 */
const STEP_TITLES_EN: ReadonlyMap<string, string> = new Map([
  ['1. behandling', 'First reading'],
  ['1. (eneste) behandling', 'First (only) reading'],
  ['2. behandling', 'Second reading'],
  ['3. behandling', 'Third reading'],
  ['Forhandling', 'Debate'],
  ['Fremsættelse', 'Introduction'],
  ['Fremsættelse (en beh.)', 'Introduction (single reading)'],
  ['Betænkning', 'Committee report'],
  ['Tillægsbetænkning', 'Supplementary report'],
  ['Ændringsforslag', 'Amendments'],
  ['Anmeldelse', 'Notice'],
  ['Fremme', 'Admission for debate'],
  ['Spørgsmål', 'Question'],
  ['Besvarelse', 'Answer'],
  ['Afgivelse af svar', 'Answer given'],
  ['Rådsmødepunkt', 'Council meeting item'],
  ['Udvalgsbehandling', 'Committee stage'],
  ['Henvisning til udvalg', 'Referral to committee'],
  ['Stadfæstelse', 'Royal assent'],
  ['Beretning', 'Report'],
  ['Tiltrådt', 'Approved'],
  ['Godkendelse', 'Approval'],
  ['Orientering', 'Briefing'],
  ['Indkaldelse', 'Summons'],
  ['Samråd', 'Consultation'],
]);

/**
 * A vote type's name in the interface language: Danish as stored; in English by the type id, else the Danish
 * text. Null when neither is known.
 */
export function voteTypeName(typeId: number | null, danish: string | null, locale: Locale): string | null {
  if (locale === 'da') return danish;
  const byText = danish === null ? undefined : VOTE_TYPE_IDS.get(danish.trim());
  return (
    (typeId !== null ? VOTE_TYPES_EN[typeId] : undefined) ??
    (byText ? VOTE_TYPES_EN[byText] : undefined) ??
    danish
  );
}

/** The four types' ids by their Danish names, for a vote whose type comes without its id. */
const VOTE_TYPE_IDS: ReadonlyMap<string, number> = new Map([
  ['Endelig vedtagelse', 1],
  ['Udvalgsindstilling', 2],
  ['Forslag til vedtagelse', 3],
  ['Ændringsforslag', 4],
]);

/** A case step's title in the interface language: Danish as stored; in English the known title's name, else as stored. */
export function stepTitleName(title: string | null, locale: Locale): string | null {
  if (title === null || locale === 'da') return title;
  // An agenda's step that may not happen: 'Eventuelt: 3. behandling'.
  const maybe = /^Eventuelt:\s*(.+)$/.exec(title.trim());
  if (maybe?.[1]) {
    const step = STEP_TITLES_EN.get(maybe[1].trim());
    return step ? `If needed: ${step.charAt(0).toLowerCase()}${step.slice(1)}` : title;
  }
  return STEP_TITLES_EN.get(title.trim()) ?? title;
}

/** A text and the language it is in: an ODA term in English, or as ODA wrote it (Danish) when it has no name here. */
export interface TermText {
  readonly text: string;
  readonly lang: Locale;
}

/** ODA's closed vocabularies the pages show (lib/i18n/oda-vocabulary-en.ts). */
export type OdaVocabulary =
  | 'caseType'
  | 'caseCategory'
  | 'status'
  | 'meetingType'
  | 'documentType'
  | 'documentCategory'
  | 'caseDocumentRole'
  | 'recordRole'
  | 'membershipRole'
  | 'actorType'
  | 'subjectType';

const VOCABULARIES: Readonly<Record<Exclude<OdaVocabulary, 'status'>, ReadonlyMap<string, string>>> = {
  caseType: CASE_TYPES,
  caseCategory: CASE_CATEGORIES,
  meetingType: MEETING_TYPES,
  documentType: DOCUMENT_TYPES,
  documentCategory: DOCUMENT_CATEGORIES,
  caseDocumentRole: CASE_DOCUMENT_ROLES,
  recordRole: RECORD_ROLES,
  membershipRole: MEMBERSHIP_ROLES,
  actorType: ACTOR_TYPES,
  subjectType: SUBJECT_TYPES,
};

/**
 * A term of one of ODA's vocabularies (a case type, a status, a meeting type, a role…) in the interface language:
 * Danish as stored; in English its English name, else the Danish text marked as Danish (render it with
 * components/ui/TermText.tsx, which gives it `lang="da"`). Null for no text.
 */
export function odaTerm(vocabulary: OdaVocabulary, danish: string | null, locale: Locale): TermText | null {
  const text = danish?.trim();
  if (!text) return null;
  if (locale === 'da') return { text, lang: 'da' };
  const english = vocabulary === 'status' ? statusInEnglish(text) : VOCABULARIES[vocabulary].get(text);
  return english ? { text: english, lang: 'en' } : { text, lang: 'da' };
}

/** `odaTerm`'s text alone, for a text that cannot mark its language (a title, a feed, an attribute). */
export const odaTermText = (
  vocabulary: OdaVocabulary,
  danish: string | null,
  locale: Locale,
): string | null => odaTerm(vocabulary, danish, locale)?.text ?? null;

const ORDINALS = ['', '1st', '2nd', '3rd', '4th'];

/**
 * A samling's title (`Periode.titel`) in the interface language: '2025-26 (2. samling)' is '2025-26 (2nd
 * session)' in English; a year alone ('2024-25') reads the same in both.
 */
export function periodTitle(title: string | null, locale: Locale): string | null {
  if (title === null || locale === 'da') return title;
  return title.replace(/\((\d)\. samling\)/, (whole, n: string) =>
    ORDINALS[Number(n)] ? `(${ORDINALS[Number(n)]} session)` : whole,
  );
}

/** `stepTitleName` with its language: a title it has no English name for is ODA's Danish, marked as such. */
export function stepTitleTerm(title: string | null, locale: Locale): TermText | null {
  if (title === null) return null;
  const name = stepTitleName(title, locale) ?? title;
  return { text: name, lang: locale === 'en' && name === title ? 'da' : locale };
}
