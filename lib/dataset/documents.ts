import {
  type AnswerPlan,
  BILL_QUESTION,
  COMMITTEE_QUESTION,
  type DelayProfile,
  planAnswers,
  SECOND_ANSWER,
  SpeedFactors,
} from './answer-delays';
import { DOKUMENTAKTØRROLLE, id } from './classifications';
import type { GenContext } from './context';
import { replayV9DocumentDraws } from './document-draws-v9';
import { TERMS } from './parties';
import type { Random } from './random';
import { type SeatSpell, seatedOn } from './roster';
import type { SessionState } from './session-state';
import type { GenCaseKind } from './text/case-kinds';
import { committeeQuestion } from './text/case-questions';
import { caseSubject } from './text/case-subjects';
import { danishLongDate } from './text/dates';
import { type AnswerKind, documentTitle } from './text/documents';
import type { PolicyArea } from './text/policy-areas';
import { addDays, daysBetween, isoDay, odaDate, odaDateTime, odaStamp, weekday } from './time';

interface CaseInfo {
  readonly sag: Record<string, unknown>;
  readonly kind: GenCaseKind;
  readonly area: PolicyArea;
  readonly steps: readonly { readonly id: number; readonly date: Date }[];
  readonly introduced: Date;
  /** The member recorded on the case as asking (a § 20 question) or interpellating (a forespørgsel). */
  readonly asker?: number;
}

const DOC = {
  redegørelse: 1,
  stedfortræderbrev: 2,
  aktstykke: 4,
  forespørgsel: 5,
  fremsættelsestale: 7,
  bilag: 12,
  spørgsmål: 13,
  beretning: 15,
  s20: 16,
  svar: 17,
  kom: 18,
  grundnotat: 19,
  rådsmøde: 20,
  forslagstekst: 21,
} as const;
const SAGDOK = {
  bilag: 1,
  forslag: 2,
  betænkning: 3,
  spørgsmål: 4,
  svar: 5,
  tale: 6,
  grundnotat: 8,
  høringssvar: 11,
  aktstykke: 13,
  beretning: 14,
} as const;
const ROLE = (r: string) => id(DOKUMENTAKTØRROLLE, r);
const URL_KIND: Partial<Record<GenCaseKind, string>> = {
  lovforslag: 'lovforslag',
  beslutningsforslag: 'beslutningsforslag',
  forespørgsel: 'forespoergsel',
  '§20-spørgsmål': 'spoergsmaal',
  aktstykke: 'aktstykke',
  redegørelse: 'redegoerelse',
  'alm-del': 'almdel',
  kommissionsforslag: 'kommissionsforslag',
  rådsmøde: 'almdel',
};

/**
 * Share of documents whose original (Fil variant O, mostly DOCX) is published beside the PDF: an assumption, higher
 * for questions and answers (written in Word by the committee and the ministry) than for annexes sent in.
 */
const ORIGINAL_SHARE = { question: 0.45, answer: 0.4, bilag: 0.12, other: 0.25 } as const;
type FileKind = keyof typeof ORIGINAL_SHARE;

/**
 * Committee questions and enquiries (henvendelser) per committee folder in a full year of a samling at full scale,
 * before the committee's own volume: set so that questions, answers and annexes keep their shares of all documents
 * (lib/dataset/column-patterns.ts: Dokument.spørgsmålsid, SagDokument.bilagsnummer).
 */
const COMMITTEE_QUESTIONS_PER_YEAR = 160;
const ENQUIRIES_PER_YEAR = 83;
/** How much more often members of the opposition ask than members of the government's parties. */
const OPPOSITION_WEIGHT = 4;

/**
 * The per-dataset state of the documents' stream: ministers' and ministries' speeds, committees' volumes, and the
 * members seated on a day (many questions share a day; looking them up once per day keeps the full build fast).
 */
interface DocumentStreams {
  readonly speeds: SpeedFactors;
  readonly volumes: Map<string, number>;
  readonly seated: Map<number, readonly SeatSpell[]>;
}
const streams = new WeakMap<GenContext, DocumentStreams>();
function streamsOf(ctx: GenContext): DocumentStreams {
  let s = streams.get(ctx);
  if (!s) {
    s = { speeds: new SpeedFactors(ctx.docRng.fork(7)), volumes: new Map(), seated: new Map() };
    streams.set(ctx, s);
  }
  return s;
}

/** A committee's questions per year relative to the average (some committees ask many more than others). */
function committeeVolume(ctx: GenContext, area: PolicyArea): number {
  const { volumes } = streamsOf(ctx);
  let v = volumes.get(area.key);
  if (v === undefined) {
    v = 0.4 + 1.2 * ctx.docRng.next();
    volumes.set(area.key, v);
  }
  return v;
}

/** The first weekday on or after `d` (documents are dated on working days). */
function workday(d: Date): Date {
  const w = weekday(d);
  return w === 6 ? addDays(d, 2) : w === 0 ? addDays(d, 1) : d;
}

/** A time of day in office hours, as ft.dk releases documents: 08:00–19:59 with seconds. */
function officeTime(rng: Random, d: Date): Date {
  const seconds = rng.int(8 * 3600, 20 * 3600 - 1);
  return new Date(d.getTime() + seconds * 1000);
}

interface DocSpec {
  readonly typeid: number;
  readonly titel: string;
  /** The document's day (`dato` is its midnight, as in the real rows). */
  readonly date: Date;
  readonly sagRole: number;
  /** Where its files live on ft.dk, without the file name. */
  readonly place: string;
  readonly files: FileKind;
  readonly stepId?: number;
  readonly spørgsmålsid?: number;
  readonly question?: { readonly title: string; readonly wording: string };
  /** The sender (default: the ministry of the case's area) and its role (default Afsender). */
  readonly from?: number;
  readonly fromRole?: string;
  /** The Ministertitel actor a question is put to. */
  readonly to?: number;
  /** The minister (person) who answered. */
  readonly answeredBy?: number;
}

/**
 * Writes the documents of a case: Dokument, Fil, SagDokument, SagstrinDokument, DokumentAktør, EmneordDokument,
 * Omtryk — questions with their wording, askers and ministers, answers after a realistic spread of days
 * (lib/dataset/answer-delays.ts), files in ft.dk's URL pattern. Draws from the documents' own streams
 * (`ctx.docRng`, `ctx.documentIds`) after replaying version 9's draws from the main ones (document-draws-v9.ts), so
 * every other table stays as it was. Returns the case's first document, for the agenda items that carry one.
 */
export function attachDocuments(st: SessionState, c: CaseInfo): number | undefined {
  const drawnBefore = replayV9DocumentDraws(st, {
    kind: c.kind,
    areaKey: c.area.key,
    steps: c.steps,
    introduced: c.introduced,
  });
  const made = new DocumentWriter(st, c).write();
  return drawnBefore > 0 ? made[0] : undefined;
}

class DocumentWriter {
  private readonly ctx: GenContext;
  private readonly rng: Random;
  private readonly made: number[] = [];
  private bilag = 0;
  private readonly ministry: SessionState['actors']['ministries'][number] | undefined;
  private readonly nummer: string;
  private readonly caseUrl: string;

  constructor(
    private readonly st: SessionState,
    private readonly c: CaseInfo,
  ) {
    this.ctx = st.ctx;
    this.rng = st.ctx.docRng;
    this.ministry = st.actors.ministries.find((m) => m.area.key === c.area.key);
    this.nummer = String(c.sag.nummer ?? '');
    const folder =
      c.kind === 'alm-del' || c.kind === 'rådsmøde'
        ? c.area.committeeCode
        : this.nummer.replace(/\W+/g, '') || c.area.committeeCode;
    this.caseUrl = `https://www.ft.dk/samling/${st.s.kode}/${URL_KIND[c.kind] ?? 'almdel'}/${folder}`;
  }

  write(): number[] {
    const { c, st } = this;
    const first = c.steps[0];
    const orgs = st.actors.organisations;
    const titel = c.sag.titel as string;
    switch (c.kind) {
      case 'lovforslag':
      case 'beslutningsforslag': {
        if (!first) break;
        this.doc({
          typeid: DOC.forslagstekst,
          titel,
          date: first.date,
          sagRole: SAGDOK.forslag,
          stepId: first.id,
        });
        if (c.kind === 'lovforslag') {
          this.doc({
            typeid: DOC.fremsættelsestale,
            titel: `Fremsættelsestale ${this.nummer}`,
            date: first.date,
            sagRole: SAGDOK.tale,
            stepId: first.id,
          });
          for (let k = this.rng.int(0, 4); k > 0 && orgs.length; k--)
            this.doc({
              typeid: DOC.bilag,
              titel: `Høringssvar fra ${this.rng.chance(0.5) ? 'organisation' : 'myndighed'}`,
              date: workday(addDays(first.date, -this.rng.int(10, 40))),
              sagRole: SAGDOK.høringssvar,
              from: this.rng.pick(orgs),
              files: 'bilag',
            });
          this.billQuestions(first.date);
        }
        const bet = c.steps.find((s) => s !== first && s.date > first.date && c.steps.indexOf(s) === 2);
        if (bet)
          this.doc({
            typeid: DOC.bilag,
            titel: `Betænkning afgivet den ${danishLongDate(odaDate(bet.date))}`,
            date: bet.date,
            sagRole: SAGDOK.betænkning,
            stepId: bet.id,
            from: st.actors.committees.get(st.s.id)?.find((x) => x.area.key === c.area.key)?.id,
            fromRole: 'Afgivet af',
          });
        break;
      }
      case 'forespørgsel':
        if (first)
          this.doc({
            typeid: DOC.forespørgsel,
            titel,
            date: first.date,
            sagRole: SAGDOK.forslag,
            stepId: first.id,
            from: c.asker,
            fromRole: 'Stiller',
            to: this.ministry?.titleId,
          });
        break;
      case '§20-spørgsmål':
        if (first) this.paragraph20(first, c.steps[1]);
        break;
      case 'kommissionsforslag':
        if (!first) break;
        this.doc({ typeid: DOC.kom, titel, date: first.date, sagRole: SAGDOK.forslag, stepId: first.id });
        if (this.rng.chance(0.4))
          this.doc({
            typeid: DOC.grundnotat,
            titel: `Grundnotat om ${c.sag.titelkort as string}`,
            date: workday(addDays(first.date, this.rng.int(10, 40))),
            sagRole: SAGDOK.grundnotat,
          });
        break;
      case 'rådsmøde':
        if (first)
          this.doc({
            typeid: DOC.rådsmøde,
            titel: `Samlenotat vedr. ${titel}`,
            date: addDays(first.date, -7),
            sagRole: SAGDOK.grundnotat,
            stepId: first.id,
          });
        break;
      case 'aktstykke':
        if (first)
          this.doc({
            typeid: DOC.aktstykke,
            titel: `${this.nummer}: ${titel}`,
            date: first.date,
            sagRole: SAGDOK.aktstykke,
            stepId: first.id,
          });
        break;
      case 'redegørelse':
        if (first)
          this.doc({
            typeid: DOC.redegørelse,
            titel,
            date: first.date,
            sagRole: SAGDOK.forslag,
            stepId: first.id,
          });
        break;
      case 'stedfortræder':
        if (first)
          this.doc({
            typeid: DOC.stedfortræderbrev,
            titel: 'Meddelelse om indkaldelse af stedfortræder',
            date: first.date,
            sagRole: SAGDOK.bilag,
            stepId: first.id,
            files: 'bilag',
          });
        break;
      case 'statsrevisorerne':
        if (first)
          this.doc({
            typeid: DOC.beretning,
            titel: `Beretning om ${c.sag.titelkort as string}`,
            date: first.date,
            sagRole: SAGDOK.beretning,
            stepId: first.id,
          });
        break;
      case 'alm-del':
        this.committeeFolder();
        break;
      default:
        break;
    }
    return this.made;
  }

  /** The days of history of the samling, as a fraction of a year (the running samling's is short). */
  private yearShare(): number {
    return Math.max(0, daysBetween(this.st.s.start, this.st.until)) / 365;
  }

  /** A committee's Alm. del folder: its questions to the minister, numbered by date, and the enquiries it receives. */
  private committeeFolder(): void {
    const { st, c, ctx, rng } = this;
    const cf = ctx.scale.caseFactor;
    const n = Math.max(
      2,
      Math.round(COMMITTEE_QUESTIONS_PER_YEAR * cf * committeeVolume(ctx, c.area) * this.yearShare()),
    );
    const dates = Array.from({ length: n }, () => this.questionDay(st.s.start, st.until))
      .filter((d): d is Date => d !== undefined)
      .sort((a, b) => a.getTime() - b.getTime());
    dates.forEach((d, i) => {
      this.question(
        d,
        i + 1,
        committeeQuestion(rng, c.area, caseSubject(rng, c.area), isoDay(d)),
        COMMITTEE_QUESTION,
      );
    });
    const orgs = st.actors.organisations;
    const enquiries = Math.max(1, Math.round(ENQUIRIES_PER_YEAR * cf * this.yearShare()));
    for (let k = enquiries; k > 0 && orgs.length; k--) {
      const d = workday(addDays(st.s.start, rng.int(0, Math.max(0, daysBetween(st.s.start, st.until)))));
      if (!st.happened(d)) continue;
      this.doc({
        typeid: DOC.bilag,
        titel: `Henvendelse af ${danishLongDate(odaDate(d))}`,
        date: d,
        sagRole: SAGDOK.bilag,
        from: rng.pick(
          rng.chance(0.7) || st.actors.privatePersons.length === 0 ? orgs : st.actors.privatePersons,
        ),
        files: 'bilag',
      });
    }
  }

  /** The committee's questions about a bill while it considers it: from a week after it is tabled to its report. */
  private billQuestions(tabled: Date): void {
    const { rng, c } = this;
    const report = c.steps[2]?.date;
    const until = report && report > tabled ? report : addDays(tabled, 120);
    const from = addDays(tabled, 7);
    if (until <= from) return;
    const dates = Array.from({ length: rng.int(0, 6) }, () => this.questionDay(from, until))
      .filter((d): d is Date => d !== undefined)
      .sort((a, b) => a.getTime() - b.getTime());
    dates.forEach((d, i) => {
      this.question(
        d,
        i + 1,
        committeeQuestion(rng, c.area, caseSubject(rng, c.area), isoDay(d), true),
        BILL_QUESTION,
      );
    });
  }

  /**
   * A day a question is asked between `from` and `to`: a working day, seldom in July, on which the area has a
   * minister (none is asked between an election and the new government) and which has happened; none when the draw
   * lands after the samling's history.
   */
  private questionDay(from: Date, to: Date): Date | undefined {
    const { rng, st, c } = this;
    const span = Math.max(0, daysBetween(from, to));
    let d = addDays(from, rng.int(0, span));
    for (let tries = 0; tries < 3 && d.getUTCMonth() === 6 && rng.chance(0.7); tries++)
      d = addDays(from, rng.int(0, span));
    d = workday(d);
    for (let k = 0; k < 21 && st.actors.ministerOn(c.area.key, d) === undefined; k++)
      d = workday(addDays(d, 1));
    return st.happened(d) && st.actors.ministerOn(c.area.key, d) !== undefined ? d : undefined;
  }

  /** A member seated on `d` to ask: one of the area's committee if any is seated, more often of the opposition. */
  private askerOn(d: Date): number {
    const { st, rng, c } = this;
    const cache = streamsOf(this.ctx).seated;
    let seated = cache.get(d.getTime());
    if (!seated) {
      seated = seatedOn(st.roster.spells, d);
      cache.set(d.getTime(), seated);
    }
    const committee = st.actors.committees.get(st.s.id)?.find((x) => x.area.key === c.area.key);
    const inCommittee = committee ? seated.filter((sp) => committee.members.includes(sp.member)) : [];
    const pool = inCommittee.length > 0 ? inCommittee : seated;
    const term = [...TERMS].reverse().find((t) => t.election <= isoDay(d));
    const weighted = pool.map(
      (sp) => [sp.member, term?.government.includes(sp.party) ? 1 : OPPOSITION_WEIGHT] as const,
    );
    return st.actors.memberIds[rng.weighted(weighted)] as number;
  }

  /** A committee question (in an Alm. del folder or about a bill) numbered `n`, with its planned answers. */
  private question(
    d: Date,
    n: number,
    text: { readonly title: string; readonly wording: string },
    profile: DelayProfile,
  ): void {
    const { st, c, ctx } = this;
    const minister = st.actors.ministerOn(c.area.key, d);
    const plan = planAnswers(this.rng, profile, streamsOf(ctx).speeds.of(c.area.key, minister));
    const titled = { date: isoDay(d), caseNumber: this.nummer, questionNumber: n, questionTitle: text.title };
    const place = `${this.caseUrl}/spm/${n}`;
    const q = this.doc({
      typeid: DOC.spørgsmål,
      titel: documentTitle(this.rng, 'Spørgsmål', titled),
      date: d,
      sagRole: SAGDOK.spørgsmål,
      place,
      files: 'question',
      question: text,
      from: this.askerOn(d),
      fromRole: 'Spørger',
      to: this.ministry?.titleId,
    });
    this.answers(q, d, plan, place, (answer) => documentTitle(this.rng, 'Svar', { ...titled, answer }));
  }

  /** A § 20 question: its case's question, and the answer on the case's answering step, as the case records it. */
  private paragraph20(
    asked: { id: number; date: Date },
    answered: { id: number; date: Date } | undefined,
  ): void {
    const { st, c } = this;
    const titel = c.sag.titel as string;
    const titled = { date: isoDay(asked.date), caseNumber: this.nummer, caseTitle: titel };
    const place = this.caseUrl;
    const q = this.doc({
      typeid: DOC.s20,
      titel: documentTitle(this.rng, '§ 20-spørgsmål', titled),
      date: asked.date,
      sagRole: SAGDOK.spørgsmål,
      place,
      files: 'question',
      stepId: asked.id,
      question: { title: titel, wording: titel },
      from: c.asker,
      fromRole: 'Spørger',
      to: this.ministry?.titleId,
    });
    if (!answered) return;
    // The case names the minister of the day it was asked as the one who answered (lib/dataset/cases.ts).
    const minister = st.actors.ministerOn(c.area.key, c.introduced);
    const by = minister === undefined ? undefined : st.actors.memberIds[minister];
    const second = this.rng.chance(SECOND_ANSWER);
    this.answer(q, answered.date, place, documentTitle(this.rng, 'Svar', titled), by, answered.id);
    const later = workday(addDays(answered.date, this.rng.int(3, 60)));
    if (second && later <= this.ctx.asOf)
      this.answer(
        q,
        later,
        place,
        documentTitle(this.rng, 'Svar', { ...titled, answer: 'supplementary' }),
        by,
      );
  }

  /** Writes the planned answers to question `q` asked on `asked` that are dated by the dataset's today. */
  private answers(
    q: number,
    asked: Date,
    plan: AnswerPlan,
    place: string,
    title: (kind: AnswerKind) => string,
  ): void {
    const { st, c } = this;
    plan.days.forEach((days, i) => {
      const d = workday(addDays(asked, days));
      if (d > this.ctx.asOf) return;
      const kind: AnswerKind =
        plan.days.length === 1
          ? 'final'
          : plan.preliminaryFirst
            ? i === 0
              ? 'preliminary'
              : 'final'
            : i === 0
              ? 'final'
              : 'supplementary';
      const minister = st.actors.ministerOn(c.area.key, d) ?? st.actors.ministerOn(c.area.key, asked);
      this.answer(
        q,
        d,
        place,
        title(kind),
        minister === undefined ? undefined : st.actors.memberIds[minister],
      );
    });
  }

  private answer(
    q: number,
    d: Date,
    place: string,
    titel: string,
    by: number | undefined,
    stepId?: number,
  ): void {
    this.doc({
      typeid: DOC.svar,
      titel,
      date: d,
      sagRole: SAGDOK.svar,
      place: `${place}/svar`,
      files: 'answer',
      spørgsmålsid: q,
      answeredBy: by,
      ...(stepId === undefined ? {} : { stepId }),
    });
  }

  /** Writes one document with its files, case and step links, actors, subject and reprint. */
  private doc(
    spec: Omit<DocSpec, 'place' | 'files'> & { readonly place?: string; readonly files?: FileKind },
  ): number {
    const { st, ctx, rng } = this;
    const dokid = ctx.documentIds('Dokument').next();
    const day = new Date(
      Date.UTC(spec.date.getUTCFullYear(), spec.date.getUTCMonth(), spec.date.getUTCDate()),
    );
    const dato = odaDate(day);
    const released = rng.chance(0.7) ? officeTime(rng, addDays(day, rng.chance(0.85) ? 0 : 1)) : null;
    const question = spec.question;
    st.write('Dokument', {
      id: dokid,
      typeid: spec.typeid,
      kategoriid: rng.int(1, 10),
      statusid: rng.chance(0.95) ? 1 : rng.int(2, 5),
      offentlighedskode: 'O',
      titel: spec.titel,
      dato,
      modtagelsesdato: rng.chance(0.6) ? dato : null,
      frigivelsesdato: released ? odaDateTime(released) : null,
      paragraf: rng.chance(0.5) ? '' : null,
      paragrafnummer: null,
      spørgsmålsordlyd: question?.wording ?? null,
      spørgsmålstitel: question?.title ?? null,
      spørgsmålsid: spec.spørgsmålsid ?? null,
      procedurenummer:
        spec.typeid === DOC.kom
          ? `${day.getUTCFullYear()}/${String(rng.int(1, 400)).padStart(4, '0')}(COD)`
          : null,
      grundnotatstatus: spec.typeid === DOC.grundnotat ? 'Endelig' : null,
      dagsordenudgavenummer: null,
      opdateringsdato: odaStamp(rng, released ?? day),
    });
    const isBilag = spec.sagRole === SAGDOK.bilag || spec.sagRole === SAGDOK.høringssvar;
    const bilagsnummer = isBilag ? ++this.bilag : undefined;
    const place =
      spec.place === undefined
        ? `${this.caseUrl}${bilagsnummer === undefined ? '' : `/bilag/${bilagsnummer}`}`
        : spec.typeid === DOC.svar
          ? `${spec.place}/${1_000_000 + dokid}`
          : spec.place;
    this.files(dokid, spec.titel, day, place, spec.files ?? (isBilag ? 'bilag' : 'other'));
    st.write('SagDokument', {
      id: ctx.documentIds('SagDokument').next(),
      sagid: this.c.sag.id as number,
      dokumentid: dokid,
      bilagsnummer: bilagsnummer !== undefined ? String(bilagsnummer) : rng.chance(0.5) ? '' : null,
      frigivelsesdato: rng.chance(0.5) ? dato : null,
      opdateringsdato: odaStamp(rng, day),
      rolleid: spec.sagRole,
    });
    if (spec.stepId !== undefined)
      st.write('SagstrinDokument', {
        id: ctx.documentIds('SagstrinDokument').next(),
        sagstrinid: spec.stepId,
        dokumentid: dokid,
        opdateringsdato: odaStamp(rng, day),
      });
    const actor = (aktørid: number | undefined, role: string) => {
      if (aktørid === undefined) return;
      st.write('DokumentAktør', {
        id: ctx.documentIds('DokumentAktør').next(),
        dokumentid: dokid,
        aktørid,
        opdateringsdato: odaStamp(rng, day),
        rolleid: ROLE(role),
      });
    };
    actor(spec.from ?? this.ministry?.ministryId, spec.fromRole ?? 'Afsender');
    actor(spec.to, 'Til');
    actor(spec.answeredBy, 'Besvaret af');
    if (rng.chance(0.12))
      st.write('EmneordDokument', {
        id: ctx.documentIds('EmneordDokument').next(),
        emneordid: rng.pick(st.emneordIds),
        dokumentid: dokid,
        opdateringsdato: odaStamp(rng, day),
      });
    if (rng.chance(0.004))
      st.write('Omtryk', {
        id: ctx.documentIds('Omtryk').next(),
        dokumentid: dokid,
        dato: odaDate(addDays(day, rng.int(1, 9))),
        begrundelse: rng.pick(['Omtryk - Fejl i bilag', 'Omtryk - Ændret titel', 'Omtryk - Manglende side']),
        opdateringsdato: odaStamp(rng, addDays(day, 9)),
      });
    this.made.push(dokid);
    return dokid;
  }

  /** The PDF (variant P) always; the original (variant O, mostly DOCX) for a share of the documents. */
  private files(dokid: number, titel: string, day: Date, place: string, kind: FileKind): void {
    const { st, ctx, rng } = this;
    const file = (variantkode: 'P' | 'O', format: string, ext: string) => {
      const filId = ctx.documentIds('Fil').next();
      st.write('Fil', {
        id: filId,
        dokumentid: dokid,
        titel,
        versionsdato: odaDateTime(officeTime(rng, day)),
        filurl: `${place}/${1_300_000 + filId}.${ext}`,
        opdateringsdato: odaStamp(rng, day),
        variantkode,
        format,
      });
    };
    file('P', 'PDF', 'pdf');
    if (rng.chance(ORIGINAL_SHARE[kind])) {
      const docx = rng.chance(0.97);
      file('O', docx ? 'DOCX' : 'PDF', docx ? 'docx' : 'pdf');
    }
  }
}
