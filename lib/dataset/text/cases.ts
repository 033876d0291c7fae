import type { Random } from '@/lib/dataset/random';
import { questionTitle } from './case-questions';
import { type CaseSubject, caseSubject, parseCaseSubject } from './case-subjects';
import { danishLongDate, randomDate, yearOf } from './dates';
import { joinDanish, lowerFirst, upperFirst } from './grammar';
import type { PolicyArea } from './policy-areas';

/**
 * Titles, short titles (`titelkort`) and résumés for Sag rows, in the style of ODA's real texts. The three are
 * about one subject: `caseShortTitle` and `caseResume` read the subject back out of the title.
 */

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

/** Each kind's Sagstype id (oda-reference §2.5). */
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
  /** The case's date (ISO). Used in rådsmøde, redegørelse and beretning titles and in question references. */
  date?: string;
  /** For 'stedfortræder': the member who is replaced, as ODA titles write it, e.g. "Anne Holm (S)". */
  member?: string;
  /** For 'rådsmøde': the Council's meeting number (default: a plausible number for the date). */
  meetingNumber?: number;
}

export interface CaseText {
  titel: string;
  titelkort: string;
  /** Empty for kinds whose ODA rows carry no résumé (questions, rådsmøder, stedfortrædere, UMF-dele). */
  resume: string;
}

function caseDate(rng: Random, options: CaseTextOptions): string {
  return options.date ?? randomDate(rng, '2014-01-01', '2025-12-31');
}

/** Council meeting numbers run at roughly 75 a year from about 3290 at the start of 2014. */
function councilMeetingNumber(rng: Random, date: string): number {
  const years = (Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - Date.parse('2014-01-01T00:00:00Z')) / 31_557_600_000;
  return 3290 + Math.max(0, Math.round(years * 75)) + rng.int(0, 3);
}

function billTitle(rng: Random, area: PolicyArea, subject: CaseSubject, date: string): string {
  if (area.key === 'finans' && rng.chance(0.08)) {
    return `Forslag til lov om tillægsbevilling for finansåret ${yearOf(date)}.`;
  }
  const laws = joinDanish(rng.sample(area.laws, rng.weighted([[1, 6], [2, 3], [3, 1]] as const)));
  const roll = rng.next();
  if (roll < 0.72) return `Forslag til lov om ændring af ${laws}. (${subject.noun})`.replace('. (', ' (') + '.';
  if (roll < 0.82) return `Forslag til lov om ændring af ${rng.pick(area.laws)} og forskellige andre love (${subject.noun}).`;
  if (roll < 0.92) return `Forslag til lov om ${lowerFirst(subject.noun)}.`;
  return `Forslag til lov om ændring af ${laws}.`;
}

function reportTitle(rng: Random, area: PolicyArea, subject: CaseSubject, date: string): string {
  const minister = upperFirst(area.minister);
  return rng.weighted([
    [`${minister}s redegørelse om ${subject.object}`, 3],
    [`Redegørelse af ${danishLongDate(date)} om ${subject.object}`, 2],
    [`${minister}s årlige redegørelse for ${yearOf(date)} om ${subject.object}`, 1],
  ] as const);
}

/** A full `titel` for a case of the given kind within the area. */
export function caseTitle(
  rng: Random,
  kind: CaseKind,
  area: PolicyArea,
  options: CaseTextOptions = {},
): string {
  const date = caseDate(rng, options);
  const subject = caseSubject(rng, area);
  switch (kind) {
    case 'lovforslag':
      return billTitle(rng, area, subject, date);
    case 'beslutningsforslag':
      return rng.chance(0.6)
        ? `Forslag til folketingsbeslutning om ${lowerFirst(subject.noun)}.`
        : `Forslag til folketingsbeslutning om at ${subject.verb}.`;
    case 'forespørgsel':
      return `Forespørgsel til ${area.minister} om ${subject.object}.`;
    case 'alm-del-spørgsmål':
      return questionTitle(rng, area, subject, date, false);
    case '§20-spørgsmål':
      return questionTitle(rng, area, subject, date, true);
    case 'aktstykke':
      return `${area.ministry}. Anmodning om Finansudvalgets tilslutning til at ${subject.verb}.`;
    case 'rådsmøde':
      return `Rådsmøde nr. ${options.meetingNumber ?? councilMeetingNumber(rng, date)} (${area.council}) den ${danishLongDate(date)}`;
    case 'redegørelse':
      return reportTitle(rng, area, subject, date);
    case 'umf-del':
      // What "UMF-del" stands for is not established; these read as committee consultations (samråd).
      return `Samråd med ${area.minister} om ${subject.object}`;
    case 'forslag-til-vedtagelse':
      return `Forslag til vedtagelse om ${lowerFirst(subject.noun)}.`;
    case 'stedfortræder':
      return options.member ? `Indkaldelse af stedfortræder for ${options.member}` : 'Indkaldelse af stedfortræder';
    case 'statsrevisorerne':
      return `Beretning nr. ${rng.int(1, 24)}/${yearOf(date)} om ${subject.object}`;
    case 'kommissionsforslag':
      return `Forslag til Europa-Parlamentets og Rådets ${rng.chance(0.55) ? 'forordning' : 'direktiv'} om ${lowerFirst(subject.noun)}`;
  }
}

const TRAILING_PERIOD = /\.$/;

function afterFirst(text: string, marker: string): string | null {
  const at = text.indexOf(marker);
  return at < 0 ? null : text.slice(at + marker.length).replace(TRAILING_PERIOD, '');
}

/** The `titelkort` ODA shows for a case with this title, e.g. "Om styrkelse af indsatsen mod …". */
export function caseShortTitle(kind: CaseKind, title: string): string {
  switch (kind) {
    case 'lovforslag': {
      const paren = /\(([^()]+)\)\.?$/.exec(title);
      if (paren?.[1]) return `Om ${lowerFirst(paren[1])}`;
      const grant = /^Forslag til lov om (tillægsbevilling .+?)\.?$/.exec(title);
      if (grant?.[1]) return upperFirst(grant[1]);
      const amend = afterFirst(title, 'Forslag til lov om ændring af ');
      if (amend) return `Ændring af ${amend}`;
      const rest = afterFirst(title, 'Forslag til lov om ');
      return rest ? `Om ${rest}` : title;
    }
    case 'aktstykke': {
      const rest = afterFirst(title, '. Anmodning om Finansudvalgets tilslutning ');
      return rest ? `Anmodning om tilslutning ${rest}` : title;
    }
    case 'beslutningsforslag':
    case 'forespørgsel':
    case 'redegørelse':
    case 'forslag-til-vedtagelse':
    case 'statsrevisorerne': {
      const rest = afterFirst(title, ' om ');
      return rest ? `Om ${rest}` : title;
    }
    default:
      return title;
  }
}

/** The subject phrase inside a title written by `caseTitle`, or null when the title carries none. */
function subjectText(kind: CaseKind, title: string): string | null {
  if (kind === 'lovforslag') {
    const paren = /\(([^()]+)\)\.?$/.exec(title);
    if (paren?.[1]) return paren[1];
    return afterFirst(title, 'Forslag til lov om ');
  }
  if (kind === 'aktstykke') return afterFirst(title, 'tilslutning til at ');
  if (kind === 'beslutningsforslag') {
    return afterFirst(title, 'folketingsbeslutning om at ') ?? afterFirst(title, 'folketingsbeslutning om ');
  }
  if (kind === 'forslag-til-vedtagelse' || kind === 'kommissionsforslag') {
    return afterFirst(title, ' om ');
  }
  return null;
}

export { caseResume } from './case-resumes';
export type { CaseSubject };
export { parseCaseSubject, subjectText };

/** Title, short title and résumé for one case, all about the same subject. */
export function caseText(rng: Random, kind: CaseKind, area: PolicyArea, options: CaseTextOptions = {}): CaseText {
  const titel = caseTitle(rng, kind, area, options);
  return { titel, titelkort: caseShortTitle(kind, titel), resume: caseResumeImpl(rng, kind, area, titel, options) };
}
