import type { PrintedSpeaker } from './types';

/**
 * Which `Tale` is a sitting's event rather than a speech (docs/referat.md#pseudo-speakers). The files mark pauses,
 * the sitting's end and procedural notes as speeches of a pseudo-speaker; the rule, decided here once:
 * - a speaker whose `OratorRole` is one of EVENT_ROLES (compared without case or surrounding space) is an event,
 *   whatever name it carries;
 * - a speaker with neither a first nor a last name is an event — a fully empty `MetaSpeakerMP`, or one with only a
 *   role or title (a procedural note): without a name there is nobody to credit the words to.
 * Everyone else is a speaker, linked or not.
 */

/** The pseudo-speakers' roles, lower case. */
export const EVENT_ROLES: ReadonlySet<string> = new Set(['pause', 'mødeslut']);

export function isEventSpeaker(speaker: PrintedSpeaker): boolean {
  if (speaker.role !== null && EVENT_ROLES.has(speaker.role.toLowerCase())) return true;
  return speaker.firstName === null && speaker.lastName === null;
}

/** An event's label: the role as printed ("Pause", "MødeSlut"), else the title, else null (an empty speaker). */
export function eventLabel(speaker: PrintedSpeaker): string | null {
  return speaker.role ?? speaker.title;
}
