import type { Random } from '@/lib/dataset/random';
import { addDays, danishLongDate, danishSlashDate, yearOf } from './dates';
import { lowerFirst } from './grammar';
import type { PolicyArea } from './policy-areas';

/**
 * Dokument titles by Dokumenttype name (docs/oda.md#document-types), e.g. Bilag → "Betænkning afgivet den 7. maj 2025",
 * Svar → "Svar på spm. 123".
 */

export { danishLongDate } from './dates';

export type DokumenttypeName =
  | 'Redegørelse'
  | 'Stedfortræderbrev'
  | 'Ministerredegørelse'
  | 'Aktstykke'
  | 'Forespørgsel'
  | 'EU-note'
  | 'Fremsættelsestale'
  | 'Referat'
  | 'Formandsmeddelelse'
  | 'Notat'
  | 'Statsrevisorbemærkning'
  | 'Bilag'
  | 'Spørgsmål'
  | 'Indstilling til EB'
  | 'Beretning'
  | '§ 20-spørgsmål'
  | 'Svar'
  | 'Kommissionsforslag'
  | 'Grundnotat'
  | 'Rådsmødedokument'
  | 'Forslagstekst'
  | 'Dagsorden'
  | 'Tekstdel'
  | 'Orlovsansøgning'
  | 'Ugeplan'
  | 'Andet'
  | 'Info-note'
  | 'Godkendelsesindstilling';

/** A Svar: the answer, a preliminary answer (a final one follows), or a supplementary answer after the first. */
export type AnswerKind = 'final' | 'preliminary' | 'supplementary';

/** What kind of Bilag to title; without it a random everyday annex is written. */
export type BilagKind =
  | 'betænkning'
  | 'tillægsbetænkning'
  | 'henvendelse'
  | 'høringssvar'
  | 'ændringsforslag'
  | 'tidsplan'
  | 'udkast'
  | 'samlenotat';

export interface DocumentTitleContext {
  /** The document's date (ISO). */
  date: string;
  /** The area of the case, for committee, minister and subject. */
  area?: PolicyArea;
  /** The case's `nummer`, e.g. "L 12", "B 3", "S 1234". */
  caseNumber?: string;
  /** The case's `titel`. */
  caseTitle?: string;
  /** The question number, for Spørgsmål, § 20-spørgsmål and Svar. */
  questionNumber?: number;
  /** A committee question's short title (`spørgsmålstitel`), read after "om" in its and its answers' titles. */
  questionTitle?: string;
  /** Which answer a Svar is: the answer (default), a preliminary one, or one supplementing an earlier answer. */
  answer?: AnswerKind;
  /** The meeting number, for Dagsorden and Referat. */
  meetingNumber?: number;
  /** For Bilag: which annex this is. */
  bilag?: BilagKind;
  /** Who sent a henvendelse or whose substitute is called in. */
  sender?: string;
}

function subject(rng: Random, ctx: DocumentTitleContext): string {
  return ctx.area ? rng.pick(ctx.area.topics) : 'Folketingets arbejde';
}

function committee(ctx: DocumentTitleContext): string {
  return ctx.area?.committee ?? 'Udvalget for Forretningsordenen';
}

function minister(ctx: DocumentTitleContext): string {
  return ctx.area?.minister ?? 'ministeren';
}

function bilagTitle(rng: Random, ctx: DocumentTitleContext): string {
  const kind =
    ctx.bilag ??
    rng.weighted<BilagKind>([
      ['henvendelse', 4],
      ['høringssvar', 2],
      ['ændringsforslag', 1],
      ['tidsplan', 1],
      ['udkast', 1],
      ['samlenotat', 1],
    ]);
  const sender = ctx.sender ?? (ctx.area ? rng.pick(ctx.area.organisations) : 'en borger');
  switch (kind) {
    case 'betænkning':
      return `Betænkning afgivet den ${danishLongDate(ctx.date)}`;
    case 'tillægsbetænkning':
      return `Tillægsbetænkning afgivet den ${danishLongDate(ctx.date)}`;
    case 'henvendelse':
      return `Henvendelse af ${danishSlashDate(addDays(ctx.date, -rng.int(1, 10)))} fra ${sender}`;
    case 'høringssvar':
      return `Høringssvar og høringsnotat, fra ${minister(ctx)}`;
    case 'ændringsforslag':
      return `Ændringsforslag fra ${minister(ctx)}`;
    case 'tidsplan':
      return 'Tidsplan for udvalgets behandling af lovforslaget';
    case 'udkast':
      return rng.chance(0.5) ? 'Udkast til betænkning' : `${rng.int(2, 4)}. udkast til betænkning`;
    case 'samlenotat':
      return `Samlenotat vedr. rådsmøde (${ctx.area?.council ?? 'almindelige anliggender'}) den ${danishLongDate(ctx.date)}`;
  }
}

/**
 * The folder a committee question is numbered in, as ft.dk titles it: "SAU alm. del - " for the case "SAU Alm.del",
 * "L 12 - " for a bill; "" without a case.
 */
function folderPrefix(ctx: DocumentTitleContext): string {
  if (!ctx.caseNumber) return '';
  return `${ctx.caseNumber.replace(/ Alm\.del$/, ' alm. del')} - `;
}

function about(ctx: DocumentTitleContext): string {
  return ctx.questionTitle ? ` om ${lowerFirst(ctx.questionTitle)}` : '';
}

/**
 * A Svar's title in ft.dk's forms: "SAU alm. del - svar på spm. 192 om …", "L 12 - foreløbigt svar på spm. 3 om
 * …"; an answer to a § 20 question "Svar på spm. nr. S 725: <the question>".
 */
function answerTitle(ctx: DocumentTitleContext, q: number): string {
  const kind = { final: 'svar', preliminary: 'foreløbigt svar', supplementary: 'supplerende svar' }[
    ctx.answer ?? 'final'
  ];
  if (ctx.caseNumber?.startsWith('S ') && ctx.caseTitle) {
    const lead = kind === 'svar' ? 'Svar' : `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
    return `${lead} på spm. nr. ${ctx.caseNumber}: ${ctx.caseTitle}`;
  }
  const prefix = folderPrefix(ctx);
  const text = `${kind} på spm. ${q}${about(ctx)}`;
  return prefix ? `${prefix}${text}` : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** The ISO week and its year, for Ugeplan titles: 2024-12-30 → week 1 of 2025. */
function isoWeek(iso: string): { week: number; year: number } {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { week: Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7), year: d.getUTCFullYear() };
}

/** A Dokument `titel` for a document of the given Dokumenttype. */
export function documentTitle(rng: Random, type: DokumenttypeName, ctx: DocumentTitleContext): string {
  const date = danishLongDate(ctx.date);
  const q = ctx.questionNumber ?? rng.int(1, 400);
  switch (type) {
    case 'Bilag':
      return bilagTitle(rng, ctx);
    case 'Spørgsmål':
      return `${folderPrefix(ctx)}${ctx.caseNumber ? 's' : 'S'}pørgsmål ${q}${about(ctx)}`;
    case '§ 20-spørgsmål':
      return ctx.caseTitle ?? `Spørgsmål S ${q}`;
    case 'Svar':
      return answerTitle(ctx, q);
    case 'Fremsættelsestale':
      return ctx.caseNumber ? `Fremsættelsestale til ${ctx.caseNumber}` : 'Fremsættelsestale';
    case 'Forslagstekst': {
      const what = ctx.caseNumber?.startsWith('B') ? 'Beslutningsforslag' : 'Lovforslag';
      return rng.chance(0.8) ? `${what} som fremsat` : `${what} som vedtaget`;
    }
    case 'Dagsorden':
      return ctx.area
        ? `Dagsorden for møde i ${committee(ctx)} den ${date}`
        : `Dagsorden for møde nr. ${ctx.meetingNumber ?? rng.int(1, 120)} i Folketinget den ${date}`;
    case 'Referat':
      return ctx.area
        ? `Referat af møde i ${committee(ctx)} den ${date}`
        : `Referat af ${ctx.meetingNumber ?? rng.int(1, 120)}. møde i Folketinget den ${date}`;
    case 'Grundnotat':
      return ctx.caseTitle
        ? `Grundnotat om ${lowerFirst(ctx.caseTitle)}`
        : `Grundnotat om ${subject(rng, ctx)}`;
    case 'Notat':
      return rng.pick([
        `Notat om ${subject(rng, ctx)}`,
        `Teknisk gennemgang af ${subject(rng, ctx)}`,
        `Kommenteret dagsorden til rådsmøde (${ctx.area?.council ?? 'almindelige anliggender'}) den ${date}`,
        'Notat om ændringsforslag',
      ]);
    case 'Redegørelse':
      return ctx.caseTitle ?? `Redegørelse om ${subject(rng, ctx)}`;
    case 'Ministerredegørelse':
      return `Ministerredegørelse af ${date}`;
    case 'Stedfortræderbrev':
      return ctx.sender
        ? `Meddelelse om indkaldelse af stedfortræder for ${ctx.sender}`
        : 'Brev om indkaldelse af stedfortræder';
    case 'Aktstykke':
      return `Aktstykke nr. ${ctx.questionNumber ?? rng.int(1, 200)}`;
    case 'Forespørgsel':
      return ctx.caseTitle ?? `Forespørgsel til ${minister(ctx)} om ${subject(rng, ctx)}`;
    case 'EU-note':
      return `EU-note om ${subject(rng, ctx)}`;
    case 'Info-note':
      return `Info-note om ${subject(rng, ctx)}`;
    case 'Formandsmeddelelse':
      return `Meddelelse fra formanden af ${date}`;
    case 'Statsrevisorbemærkning':
      return `Statsrevisorernes bemærkning til beretning nr. ${rng.int(1, 24)}/${yearOf(ctx.date)}`;
    case 'Indstilling til EB':
      return `Indstilling om ${subject(rng, ctx)}`;
    case 'Beretning':
      return rng.chance(0.5) ? `Beretning afgivet den ${date}` : `Beretning om ${subject(rng, ctx)}`;
    case 'Kommissionsforslag':
      return `KOM (${yearOf(ctx.date)}) ${String(rng.int(1, 900)).padStart(4, '0')}`;
    case 'Rådsmødedokument':
      return `Rådsmøde (${ctx.area?.council ?? 'almindelige anliggender'}) den ${date}`;
    case 'Tekstdel':
      return 'Tekstdel';
    case 'Orlovsansøgning':
      return ctx.sender ? `Ansøgning om orlov fra ${ctx.sender}` : 'Ansøgning om orlov';
    case 'Ugeplan': {
      const { week, year } = isoWeek(ctx.date);
      return `Ugeplan for uge ${week}, ${year}`;
    }
    case 'Andet':
      return rng.pick(['Pressemeddelelse', 'Præsentation', `Materiale om ${subject(rng, ctx)}`]);
    case 'Godkendelsesindstilling':
      return `Indstilling om godkendelse af ${ctx.caseNumber ?? 'aktstykke'}`;
  }
}
