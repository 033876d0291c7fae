import type { Random } from '@/lib/dataset/random';
import { afterFirst, billParenthesis, type CaseKind, type CaseTextOptions } from './case-kinds';
import { questionTitle } from './case-questions';
import { caseResume } from './case-resumes';
import { type CaseSubject, caseSubject } from './case-subjects';
import { danishLongDate, randomDate, yearOf } from './dates';
import { joinDanish, lowerFirst, upperFirst } from './grammar';
import type { PolicyArea } from './policy-areas';

/**
 * Titles and short titles (`titelkort`) for Sag rows in the style of ODA's real texts, plus `caseText`, which
 * returns title, short title and résumé about one subject (short title and résumé read it back from the title).
 */

export type { CaseKind, CaseTextOptions } from './case-kinds';
export { CASE_KIND_SAGSTYPE, CASE_KINDS } from './case-kinds';
export { caseResume } from './case-resumes';

export interface CaseText {
  titel: string;
  titelkort: string;
  /** Empty for kinds whose ODA rows carry no résumé (questions, rådsmøder, stedfortrædere, UMF-dele). */
  resume: string;
}

function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** Council meeting numbers run at roughly 75 a year from about 3290 at the start of 2014. */
function councilMeetingNumber(rng: Random, date: string): number {
  const years =
    (Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - Date.parse('2014-01-01T00:00:00Z')) / 31_557_600_000;
  return 3290 + Math.max(0, Math.round(years * 75)) + rng.int(0, 3);
}

function billTitle(rng: Random, area: PolicyArea, subject: CaseSubject, date: string): string {
  if (area.key === 'finans' && rng.chance(0.08)) {
    return `Forslag til lov om tillægsbevilling for finansåret ${yearOf(date)}.`;
  }
  const count = rng.weighted([
    [1, 6],
    [2, 3],
    [3, 1],
  ] as const);
  const laws = joinDanish(rng.sample(area.laws, count));
  const roll = rng.next();
  if (roll < 0.72) return `Forslag til lov om ændring af ${laws} (${subject.noun}).`;
  if (roll < 0.82) {
    return `Forslag til lov om ændring af ${rng.pick(area.laws)} og forskellige andre love (${subject.noun}).`;
  }
  if (roll < 0.92) return `Forslag til lov om ${lowerFirst(subject.noun)}.`;
  return sentence(`Forslag til lov om ændring af ${laws}`);
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
  const date = options.date ?? randomDate(rng, '2014-01-01', '2025-12-31');
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
    case 'rådsmøde': {
      const number = options.meetingNumber ?? councilMeetingNumber(rng, date);
      return `Rådsmøde nr. ${number} (${area.council}) den ${danishLongDate(date)}`;
    }
    case 'redegørelse':
      return reportTitle(rng, area, subject, date);
    case 'umf-del':
      // What "UMF-del" stands for is not established; these titles read as committee consultations (samråd).
      return `Samråd med ${area.minister} om ${subject.object}`;
    case 'forslag-til-vedtagelse':
      return `Forslag til vedtagelse om ${lowerFirst(subject.noun)}.`;
    case 'stedfortræder':
      return options.member
        ? `Indkaldelse af stedfortræder for ${options.member}`
        : 'Indkaldelse af stedfortræder';
    case 'statsrevisorerne':
      return `Beretning nr. ${rng.int(1, 24)}/${yearOf(date)} om ${subject.object}`;
    case 'kommissionsforslag': {
      const act = rng.chance(0.55) ? 'forordning' : 'direktiv';
      return `Forslag til Europa-Parlamentets og Rådets ${act} om ${lowerFirst(subject.noun)}`;
    }
  }
}

/** The `titelkort` ODA shows for a case with this title, e.g. "Om styrkelse af indsatsen mod …". */
export function caseShortTitle(kind: CaseKind, title: string): string {
  switch (kind) {
    case 'lovforslag': {
      const paren = billParenthesis(title);
      if (paren) return `Om ${lowerFirst(paren)}`;
      const grant = afterFirst(title, 'Forslag til lov om tillægsbevilling ');
      if (grant) return `Tillægsbevilling ${grant}`;
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

/** Title, short title and résumé for one case, all about the same subject. */
export function caseText(
  rng: Random,
  kind: CaseKind,
  area: PolicyArea,
  options: CaseTextOptions = {},
): CaseText {
  const titel = caseTitle(rng, kind, area, options);
  return {
    titel,
    titelkort: caseShortTitle(kind, titel),
    resume: caseResume(rng, kind, area, titel, options),
  };
}
