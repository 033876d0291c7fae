import type { Random } from '@/lib/dataset/random';
import type { CaseSubject } from './case-subjects';
import { addDays, danishLongDate, danishSlashDate, yearOf } from './dates';
import { genitive, lowerFirst, upperFirst } from './grammar';
import type { PolicyArea } from './policy-areas';

/**
 * Written questions to ministers. For Alm. del and § 20 questions ODA's `titel` is the question text itself,
 * so these templates produce full Danish questions ending in "?".
 */

interface QuestionContext {
  rng: Random;
  area: PolicyArea;
  subject: CaseSubject;
  /** The question's date (ISO); references to letters and articles are dated shortly before it. */
  date: string;
}

type Template = (c: QuestionContext) => string;

// biome-ignore format: a compact word list
const NEWSPAPERS = ['Politiken', 'Berlingske', 'Jyllands-Posten', 'Information', 'Børsen', 'Altinget',
  'DR Nyheder', 'Ekstra Bladet', 'B.T.', 'Weekendavisen', 'Kristeligt Dagblad', 'Fyens Stiftstidende',
  'JydskeVestkysten', 'Nordjyske', 'Avisen Danmark', 'TV 2 Nyhederne'];
const DIMENSIONS = ['kommuner', 'regioner', 'køn og alder', 'landsdele', 'år', 'politikredse'];
// biome-ignore format: a compact word list
const MODALS = ['styrkes', 'forenkles', 'evalueres', 'ændres', 'prioriteres højere', 'undersøges nærmere',
  'revideres', 'gøres mere gennemsigtig'];

function earlier(c: QuestionContext, maxDays: number): string {
  return addDays(c.date, -c.rng.int(2, maxDays));
}

function topic(c: QuestionContext): string {
  return c.rng.pick(c.area.topics);
}

function span(c: QuestionContext): string {
  const end = yearOf(c.date) - c.rng.int(0, 1);
  return `${end - c.rng.int(3, 9)}-${end}`;
}

function headline(c: QuestionContext): string {
  const { rng, subject, area } = c;
  return rng.pick([
    `Kritik af ${subject.object}`,
    `Eksperter: ${upperFirst(subject.object)} halter`,
    `Ny rapport sætter fokus på ${subject.object}`,
    `${upperFirst(rng.pick(area.actors))} advarer om ${subject.object}`,
    `Uenighed om ${lowerFirst(subject.noun)}`,
  ]);
}

// biome-ignore format: a compact table of templates
const ALM_DEL: readonly Template[] = [
  (c) => `Vil ministeren redegøre for ${c.subject.object}?`,
  (c) => `Hvad er ministerens holdning til ${c.subject.object}?`,
  (c) => `Hvad vil ministeren gøre for at ${c.subject.verb}?`,
  (c) => `Vil ministeren tage initiativ til at ${c.subject.verb}?`,
  (c) => `Er ministeren enig i, at ${c.subject.object} bør ${c.rng.pick(MODALS)}?`,
  (c) => `Vil ministeren oplyse udviklingen i ${topic(c)} i perioden ${span(c)}, opgjort på ${c.rng.pick(DIMENSIONS)}?`,
  (c) => `Vil ministeren oversende en opgørelse over ${topic(c)} fordelt på ${c.rng.pick(DIMENSIONS)} for årene ${span(c)}?`,
  (c) => `Vil ministeren kommentere henvendelsen af ${danishSlashDate(earlier(c, 40))} fra ${c.rng.pick(c.area.organisations)} om ${c.subject.object}, jf. ${c.area.committeeCode} alm. del - bilag ${c.rng.int(1, 420)}?`,
  (c) => `Vil ministeren på baggrund af artiklen »${headline(c)}« i ${c.rng.pick(NEWSPAPERS)} den ${danishLongDate(earlier(c, 20))} redegøre for ${c.subject.object}?`,
  (c) => `Hvilke konsekvenser vil ${lowerFirst(c.subject.noun)} have for ${c.rng.pick(c.area.actors)}?`,
  (c) => `Hvornår forventer ministeren at fremsætte lovforslag om ${lowerFirst(c.subject.noun)}?`,
  (c) => `Vil ministeren oplyse, hvor mange ressourcer der i ${yearOf(c.date) - 1} blev anvendt på ${c.subject.object}?`,
  (c) => `Hvilke overvejelser har ministeren gjort sig om ${c.subject.object}?`,
  (c) => `Mener ministeren, at de gældende regler om ${topic(c)} er tilstrækkelige?`,
  (c) => `Vil ministeren redegøre for, hvordan ${c.rng.pick(c.area.actors)} er berørt af ${c.subject.object}?`,
  (c) => `Vil ministeren oplyse, hvilke erfaringer ${c.rng.pick(c.area.actors)} har gjort med ${c.subject.object}?`,
  (c) => `Vil ministeren oversende talepapiret fra det åbne samråd den ${danishLongDate(earlier(c, 30))} om ${c.subject.object}?`,
  (c) => `Vil ministeren give en status på ${c.subject.object}?`,
  (c) => `Vil ministeren oplyse, hvad det vil koste at ${c.subject.verb}?`,
];

// biome-ignore format: a compact table of templates
const PARAGRAPH_20: readonly Template[] = [
  (c) => `Hvad vil ministeren gøre for at ${c.subject.verb}?`,
  (c) => `Kan ministeren garantere, at ${c.rng.pick(c.area.actors)} ikke stilles ringere som følge af ${lowerFirst(c.subject.noun)}?`,
  (c) => `Hvad er ministerens begrundelse for ikke at ${c.subject.verb}?`,
  (c) => `Mener ministeren, at ${c.subject.object} lever op til regeringens egne målsætninger?`,
  (c) => `Hvordan vil ministeren sikre, at ${lowerFirst(c.subject.noun)} ikke fører til mere bureaukrati for ${c.rng.pick(c.area.actors)}?`,
  (c) => `Vil ministeren på baggrund af ${genitive(c.rng.pick(NEWSPAPERS))} omtale den ${danishLongDate(earlier(c, 14))} redegøre for ${c.subject.object}?`,
  (c) => `Er ministeren tilfreds med ${c.subject.object}, og hvis ikke, hvad vil ministeren så gøre?`,
  (c) => `Hvorfor har regeringen endnu ikke fremsat lovforslag om ${lowerFirst(c.subject.noun)}?`,
  (c) => `Hvad er ministerens holdning til at ${c.subject.verb}?`,
  (c) => `Vil ministeren redegøre for, i hvilket omfang ${c.rng.pick(c.area.actors)} er berørt af ${c.subject.object}?`,
  (c) => `Hvad er ministerens vurdering af ${c.subject.object} i lyset af ${genitive(c.rng.pick(c.area.organisations))} kritik?`,
];

/** Context real questions often add before the question mark. */
function qualifier(c: QuestionContext): string {
  const year = yearOf(c.date);
  return c.rng.pick([
    `, herunder hvilke konsekvenser det har for ${c.rng.pick(c.area.actors)}`,
    ` siden ${year - c.rng.int(2, 10)}`,
    ' i de seneste fem år',
    `, og vil ministeren i den forbindelse oplyse, hvilke initiativer der er taget siden ${year - c.rng.int(1, 6)}`,
    `, jf. ${c.area.committeeCode} alm. del - svar på spørgsmål ${c.rng.int(1, 900)}`,
    ` i lyset af ${genitive(c.rng.pick(c.area.organisations))} henvendelse`,
    `, herunder om der er behov for at ændre ${c.rng.pick(c.area.laws)}`,
  ]);
}

/** A question text for an Alm. del question (`paragraph20` false) or a § 20 question. */
export function questionTitle(
  rng: Random,
  area: PolicyArea,
  subject: CaseSubject,
  date: string,
  paragraph20: boolean,
): string {
  const context = { rng, area, subject, date };
  const question = rng.pick(paragraph20 ? PARAGRAPH_20 : ALM_DEL)(context);
  // Questions that already carry a date, period or reference get no further context.
  if (/\d/.test(question) || !rng.chance(0.4)) return question;
  return `${question.slice(0, -1)}${qualifier(context)}?`;
}
