import type { Locale } from './locale';

/*
 * English names for ODA's own vocabulary — the vote types (`Afstemningstype`) and the titles of case steps
 * (`Sagstrin.titel`, `Sagstrinstype.type`) — in one place. The Danish text is the data and is shown as stored; in
 * English a known term gets its translation and an unknown one stays Danish (never a guess).
 */

/** `Afstemningstype` by its ODA id (reference §2.2: the four types are fixed). */
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
  return (typeId !== null ? VOTE_TYPES_EN[typeId] : undefined) ?? danish;
}

/** A case step's title in the interface language: Danish as stored; in English the known title's name, else as stored. */
export function stepTitleName(title: string | null, locale: Locale): string | null {
  if (title === null || locale === 'da') return title;
  return STEP_TITLES_EN.get(title.trim()) ?? title;
}
