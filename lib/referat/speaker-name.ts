import type { PrintedSpeaker } from './types';

/**
 * How a transcript's printed speaker name is read for linking (docs/referat-linking.md#speakers): whitespace
 * collapsed, a trailing parenthetical such as " (udpeget af S)" stripped, empty → null. {@link nameKey} is the
 * comparison form (lower case, Danish rules), the same for printed names and ODA's names.
 */
export function normaliseName(raw: string | null): string | null {
  let name = collapseSpaces(raw);
  if (name === null) return null;
  for (let stripped = stripSuffix(name); stripped !== name; stripped = stripSuffix(name)) name = stripped;
  return name === '' ? null : name;
}

/** Whitespace collapsed and trimmed, empty → null: how a title or role is stored (`_tale.titel`), as printed. */
export function collapseSpaces(raw: string | null): string | null {
  const text = raw?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' ? null : text;
}

const stripSuffix = (name: string): string => name.replace(/\s*\([^()]*\)$/, '').trim();

/** The comparison form of a (normalised) name or title: lower case by Danish rules. */
export const nameKey = (name: string): string => name.toLocaleLowerCase('da');

/** The speaker's printed name: first and last name joined and normalised; null when the file gives neither. */
export function printedName(speaker: PrintedSpeaker): string | null {
  const parts = [speaker.firstName, speaker.lastName].filter((p): p is string => p !== null);
  return normaliseName(parts.join(' '));
}

/**
 * What a speech row calls its speaker (`_tale.navn`): the printed name, else the printed title, else the role (both
 * {@link collapseSpaces}), else the empty text. {@link nameOfSpeechRow} reads the name back out of a stored row.
 */
export function speechName(speaker: PrintedSpeaker): string {
  return printedName(speaker) ?? collapseSpaces(speaker.title) ?? collapseSpaces(speaker.role) ?? '';
}

/** The printed name behind a speech row's `navn`: null when `navn` was filled from the title or role (see above). */
export function nameOfSpeechRow(navn: string, titel: string | null, rolle: string | null): string | null {
  if (navn === '' || navn === collapseSpaces(titel) || navn === collapseSpaces(rolle)) return null;
  return navn;
}
