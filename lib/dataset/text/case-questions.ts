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

/** A committee question's short title (a noun phrase that reads after "om") and its full wording. */
type CommitteeTemplate = (c: QuestionContext) => readonly [title: string, wording: string];

// biome-ignore format: a compact table of templates
const ALM_DEL: readonly CommitteeTemplate[] = [
  (c) => [c.subject.object, `Vil ministeren redegøre for ${c.subject.object}?`],
  (c) => [`ministerens holdning til ${c.subject.object}`, `Hvad er ministerens holdning til ${c.subject.object}?`],
  (c) => [`initiativer til at ${c.subject.verb}`, `Hvad vil ministeren gøre for at ${c.subject.verb}?`],
  (c) => [`initiativ til at ${c.subject.verb}`, `Vil ministeren tage initiativ til at ${c.subject.verb}?`],
  (c) => [c.subject.object, `Er ministeren enig i, at ${c.subject.object} bør ${c.rng.pick(MODALS)}?`],
  (c) => { const t = topic(c); return [`udviklingen i ${t}`, `Vil ministeren oplyse udviklingen i ${t} i perioden ${span(c)}, opgjort på ${c.rng.pick(DIMENSIONS)}?`]; },
  (c) => { const t = topic(c); return [`opgørelse over ${t}`, `Vil ministeren oversende en opgørelse over ${t} fordelt på ${c.rng.pick(DIMENSIONS)} for årene ${span(c)}?`]; },
  (c) => { const when = danishSlashDate(earlier(c, 40)); const org = c.rng.pick(c.area.organisations); return [`kommentar til henvendelsen af ${when} fra ${org}`, `Vil ministeren kommentere henvendelsen af ${when} fra ${org} om ${c.subject.object}, jf. ${c.area.committeeCode} alm. del - bilag ${c.rng.int(1, 420)}?`]; },
  (c) => { const h = headline(c); return [`artiklen »${h}«`, `Vil ministeren på baggrund af artiklen »${h}« i ${c.rng.pick(NEWSPAPERS)} den ${danishLongDate(earlier(c, 20))} redegøre for ${c.subject.object}?`]; },
  (c) => { const who = c.rng.pick(c.area.actors); return [`konsekvenser for ${who} af ${lowerFirst(c.subject.noun)}`, `Hvilke konsekvenser vil ${lowerFirst(c.subject.noun)} have for ${who}?`]; },
  (c) => [`lovforslag om ${lowerFirst(c.subject.noun)}`, `Hvornår forventer ministeren at fremsætte lovforslag om ${lowerFirst(c.subject.noun)}?`],
  (c) => [`ressourcer til ${c.subject.object}`, `Vil ministeren oplyse, hvor mange ressourcer der i ${yearOf(c.date) - 1} blev anvendt på ${c.subject.object}?`],
  (c) => [`overvejelser om ${c.subject.object}`, `Hvilke overvejelser har ministeren gjort sig om ${c.subject.object}?`],
  (c) => { const t = topic(c); return [`reglerne om ${t}`, `Mener ministeren, at de gældende regler om ${t} er tilstrækkelige?`]; },
  (c) => { const who = c.rng.pick(c.area.actors); return [`betydningen for ${who} af ${c.subject.object}`, `Vil ministeren redegøre for, hvordan ${who} er berørt af ${c.subject.object}?`]; },
  (c) => { const who = c.rng.pick(c.area.actors); return [`erfaringer med ${c.subject.object}`, `Vil ministeren oplyse, hvilke erfaringer ${who} har gjort med ${c.subject.object}?`]; },
  (c) => [`talepapir fra samråd om ${c.subject.object}`, `Vil ministeren oversende talepapiret fra det åbne samråd den ${danishLongDate(earlier(c, 30))} om ${c.subject.object}?`],
  (c) => [`status på ${c.subject.object}`, `Vil ministeren give en status på ${c.subject.object}?`],
  (c) => [`udgifter ved at ${c.subject.verb}`, `Vil ministeren oplyse, hvad det vil koste at ${c.subject.verb}?`],
];

/** Questions a committee puts to the minister about a bill (lovforslag) it is considering. */
// biome-ignore format: a compact table of templates
const BILL: readonly CommitteeTemplate[] = [
  (c) => { const who = c.rng.pick(c.area.actors); return [`lovforslagets konsekvenser for ${who}`, `Vil ministeren redegøre for lovforslagets økonomiske og administrative konsekvenser for ${who}?`]; },
  (c) => { const org = c.rng.pick(c.area.organisations); return [`høringssvar fra ${org}`, `Vil ministeren kommentere høringssvaret fra ${org} til lovforslaget?`]; },
  (c) => { const t = topic(c); return [`lovforslagets betydning for ${t}`, `Kan ministeren bekræfte, at lovforslaget ikke ændrer ${t}?`]; },
  (c) => { const who = c.rng.pick(c.area.actors); return [`lovforslagets ikrafttræden`, `Vil ministeren oplyse, hvordan ${who} er forberedt på lovforslagets ikrafttræden?`]; },
  (c) => [`ændringsforslag om ${c.subject.object}`, `Vil ministeren udarbejde et ændringsforslag, så ${c.subject.object} ${c.rng.pick(MODALS)}?`],
  (c) => { const law = c.rng.pick(c.area.laws); return [`forholdet til ${law}`, `Vil ministeren redegøre for forholdet mellem lovforslaget og ${law}?`]; },
  (c) => [`lovforslagets evaluering`, `Vil ministeren oplyse, hvornår og hvordan loven vil blive evalueret, herunder ${c.subject.object}?`],
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
  if (!paragraph20) return committeeQuestion(rng, area, subject, date).wording;
  const context = { rng, area, subject, date };
  return withQualifier(context, rng.pick(PARAGRAPH_20)(context));
}

/** Questions that already carry a date, period or reference get no further context; others sometimes do. */
function withQualifier(context: QuestionContext, question: string): string {
  if (/\d/.test(question) || !context.rng.chance(0.4)) return question;
  return `${question.slice(0, -1)}${qualifier(context)}?`;
}

/** A committee question as ODA records it: `spørgsmålstitel` (short, capitalised) and `spørgsmålsordlyd`. */
export interface CommitteeQuestionText {
  /** A short noun phrase: "De nye ejendomsvurderinger", "Kommentar til henvendelsen af 3/2-25 fra KL". */
  readonly title: string;
  /** The full question: "Vil ministeren redegøre for de nye ejendomsvurderinger?" */
  readonly wording: string;
}

/** A question a committee puts to the minister in its Alm. del folder (`bill` false) or about a bill. */
export function committeeQuestion(
  rng: Random,
  area: PolicyArea,
  subject: CaseSubject,
  date: string,
  bill = false,
): CommitteeQuestionText {
  const context = { rng, area, subject, date };
  const [title, wording] = rng.pick(bill ? BILL : ALM_DEL)(context);
  return { title: upperFirst(title), wording: withQualifier(context, wording) };
}
