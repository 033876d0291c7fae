import { id, SAGAKTØRROLLE } from './classifications';
import { attachDocuments } from './documents';
import { tableMotions } from './motions';
import type { SessionState, Sponsor, VoteRequest } from './session-state';
import type { GenCaseKind } from './text/case-kinds';
import { caseText } from './text/cases';
import type { PolicyArea } from './text/policy-areas';
import { addDays, addMinutes, daysBetween, odaDate, odaDateTime, odaStamp } from './time';

/** Sagstrinstype / Sagstrinsstatus ids used by the flows (see classifications.ts). */
const STEP = {
  anmeldelse: 1,
  fremme: 2,
  forhandling: 3,
  spørgsmål: 4,
  besvarelse: 5,
  betænkning: 6,
  fremsættelse: 7,
  beh1: 8,
  beh2: 10,
  rådsmødepunkt: 12,
  stadfæstelse: 16,
  beh3: 17,
  beretning: 18,
  tiltrådt: 19,
  orientering: 20,
  indkaldelse: 21,
  godkendelse: 22,
} as const;
const STATUS = {
  fremsat: 1,
  anmeldt: 2,
  fremmet: 3,
  forhandlet: 4,
  besvaret: 5,
  afgivet: 6,
  henvist: 7,
  afsluttet: 8,
  direkte3: 12,
  bortfaldet: 14,
  forkastet: 42,
  vedtaget: 41,
  afholdt: 18,
  godkendt: 20,
  stadfæstet: 22,
  planlagt: 24,
  igangværende: 25,
  betænkning: 38,
} as const;
const ROLE = (r: string) => id(SAGAKTØRROLLE, r);

/**
 * Per real session (full scale): cases per Sagstype and how many votes they bring.
 *
 * `budget`: the share of the type's cases marked `statsbudgetsag` true (every real case is true or false; real
 * Debat rows — rådsmøder and redegørelser — 1,789 false and 304 true, 14.5%, issue 14). The other types' shares
 * are assumptions: aktstykker are the Finance Committee's spending approvals (nearly all true), bills and
 * proposals sometimes bear on the budget, questions and the like never.
 */
export const CASE_MIX: readonly {
  kind: GenCaseKind;
  typeid: number;
  prefix: string;
  perSession: number;
  votes: boolean;
  budget: number;
}[] = [
  { kind: 'lovforslag', typeid: 3, prefix: 'L', perSession: 300, votes: true, budget: 0.2 },
  { kind: 'beslutningsforslag', typeid: 5, prefix: 'B', perSession: 230, votes: true, budget: 0.05 },
  { kind: 'forespørgsel', typeid: 2, prefix: 'F', perSession: 58, votes: true, budget: 0.02 },
  { kind: '§20-spørgsmål', typeid: 10, prefix: 'S', perSession: 4300, votes: false, budget: 0 },
  { kind: 'kommissionsforslag', typeid: 7, prefix: '', perSession: 1900, votes: false, budget: 0.05 },
  { kind: 'aktstykke', typeid: 8, prefix: 'Aktstk.', perSession: 170, votes: false, budget: 0.9 },
  { kind: 'rådsmøde', typeid: 6, prefix: '', perSession: 120, votes: false, budget: 0.145 },
  { kind: 'redegørelse', typeid: 11, prefix: 'R', perSession: 18, votes: false, budget: 0.145 },
  { kind: 'umf-del', typeid: 1, prefix: '', perSession: 60, votes: false, budget: 0 },
  { kind: 'stedfortræder', typeid: 12, prefix: '', perSession: 55, votes: false, budget: 0 },
  { kind: 'statsrevisorerne', typeid: 13, prefix: '', perSession: 12, votes: false, budget: 0.3 },
];

/**
 * Short forms of the council configurations in a rådsmøde's `nummer`. "Udenrigsanl." is the real one (issue 14:
 * "Rådsmøde 3288 - Udenrigsanl."); the others are written in its style (an assumption).
 */
const COUNCIL_SHORT: Readonly<Record<string, string>> = {
  udenrigsanliggender: 'Udenrigsanl.',
  'almindelige anliggender': 'Alm. anl.',
  'økonomi og finans': 'ØKOFIN',
  konkurrenceevne: 'Konkurrenceevne',
  'landbrug og fiskeri': 'Landbrug og fiskeri',
  miljø: 'Miljø',
  'retlige og indre anliggender': 'RIA',
  'transport, telekommunikation og energi': 'TTE',
  'uddannelse, ungdom, kultur og sport': 'UUKS',
};

/** A rådsmøde's `nummer` from its title: "Rådsmøde nr. 3288 (udenrigsanliggender) den …" → "Rådsmøde 3288 - Udenrigsanl.". */
export function councilNummer(titel: string): string | null {
  const m = /^Rådsmøde nr\. (\d+) \(([^)]+)\)/.exec(titel);
  if (!m) return null;
  const council = m[2] as string;
  return `Rådsmøde ${m[1]} - ${COUNCIL_SHORT[council] ?? `${council.charAt(0).toUpperCase()}${council.slice(1)}`}`;
}

interface Step {
  readonly id: number;
  readonly date: Date;
}

/** Generates one session's cases of every type with their steps, documents, actors and subjects. */
export function generateCases(st: SessionState): void {
  const { ctx } = st;
  for (const mix of CASE_MIX) {
    const factor = mix.votes ? ctx.scale.voteFactor : ctx.scale.caseFactor;
    const n = Math.max(
      1,
      Math.round(
        (mix.perSession * factor * (st.s.end.getTime() - st.s.start.getTime())) / (365 * 86_400_000),
      ),
    );
    for (let i = 1; i <= n; i++) generateCase(st, mix, i);
  }
  // Alm. del: one running case per committee and session, where questions and annexes gather.
  for (const area of st.areas)
    generateCase(
      st,
      { kind: 'alm-del', typeid: 4, prefix: '', perSession: 1, votes: false, budget: 0 },
      0,
      area,
    );
}

function generateCase(
  st: SessionState,
  mix: (typeof CASE_MIX)[number],
  nr: number,
  fixedArea?: PolicyArea,
): void {
  const { ctx, s } = st;
  const rng = ctx.rng;
  const area = fixedArea ?? rng.pick(st.areas);
  const span = Math.max(1, (st.until.getTime() - s.start.getTime()) / 86_400_000);
  const introduced = addDays(
    s.start,
    Math.floor(rng.next() * Math.min(span, mix.kind === 'lovforslag' ? 180 : 330)),
  );
  const sagid = ctx.ids('Sag').next();
  const text =
    mix.kind === 'alm-del'
      ? { titel: `${area.committee}, alm. del`, titelkort: 'Alm. del', resume: '' }
      : caseText(rng, mix.kind, area, { date: odaDate(introduced) });
  const titel = text.titel;
  const nummer = mix.prefix
    ? `${mix.prefix} ${nr}`
    : mix.kind === 'kommissionsforslag'
      ? `KOM (${introduced.getUTCFullYear()}) ${String(rng.int(1, 900)).padStart(4, '0')}`
      : mix.kind === 'alm-del'
        ? `${area.committeeCode} Alm.del`
        : mix.kind === 'rådsmøde'
          ? councilNummer(titel)
          : null;
  const sag: Record<string, unknown> = {
    id: sagid,
    typeid: mix.typeid,
    kategoriid: ['rådsmøde', 'redegørelse', 'umf-del'].includes(mix.kind) ? null : rng.int(1, 20),
    statusid: 8,
    titel,
    titelkort: text.titelkort,
    offentlighedskode: 'O',
    nummer,
    nummerprefix: mix.prefix,
    // Absent together with the prefix, as in the real rows ("" rather than null: an assumption).
    nummernumerisk: mix.prefix && nr > 0 ? String(nr) : '',
    nummerpostfix: '',
    resume: text.resume === '' && rng.chance(0.5) ? null : text.resume,
    afstemningskonklusion: null,
    periodeid: s.id,
    afgørelsesresultatkode: null,
    baggrundsmateriale: rng.chance(0.6) ? null : '',
    opdateringsdato: '',
    statsbudgetsag: mix.budget > 0 && rng.chance(mix.budget),
    begrundelse: rng.chance(0.5) ? '' : null,
    paragrafnummer: mix.kind === 'aktstykke' ? rng.int(1, 40) : null,
    paragraf: rng.chance(0.5) ? '' : null,
    afgørelsesdato: null,
    afgørelse: rng.chance(0.5) ? '' : null,
    rådsmødedato: null,
    lovnummer: null,
    lovnummerdato: null,
    retsinformationsurl: null,
    fremsatundersagid: null,
    deltundersagid: null,
  };
  st.sager.push(sag);
  const government: Sponsor = { kind: 'government' };
  const oppositionSponsor = (): Sponsor => ({ kind: 'opposition', parties: [] });
  const sponsorOf =
    mix.kind === 'lovforslag' ? (rng.chance(0.93) ? government : oppositionSponsor()) : oppositionSponsor();
  let last = introduced;
  const steps: Step[] = [];
  const step = (typeid: number, statusid: number, date: Date, title: string): Step => {
    const stepId = ctx.ids('Sagstrin').next();
    st.write('Sagstrin', {
      id: stepId,
      titel: title,
      dato: odaDateTime(addMinutes(date, rng.chance(0.5) ? 0 : rng.int(9, 17) * 60)),
      sagid,
      typeid,
      folketingstidendeurl:
        typeid === STEP.beh1 || typeid === STEP.beh2 || typeid === STEP.beh3
          ? `https://www.folketingstidende.dk/samling/${s.kode}/${sag.nummer}`
          : null,
      folketingstidende: rng.chance(0.7) ? 'F' : '',
      folketingstidendesidenummer: rng.chance(0.4) ? String(rng.int(1, 900)) : null,
      statusid,
      opdateringsdato: odaStamp(rng, date),
    });
    const made = { id: stepId, date };
    steps.push(made);
    if (date > last) last = date;
    return made;
  };
  const plenaryStep = (
    typeid: number,
    statusid: number,
    after: Date,
    minDays: number,
    maxDays: number,
    title: string,
    kode: string,
    votes: VoteRequest[] = [],
  ) => {
    const meeting = st.meetingFrom(addDays(after, rng.int(minDays, maxDays)));
    if (!meeting) return undefined;
    const planned = !st.happened(meeting.date);
    const made = step(typeid, planned ? STATUS.planlagt : statusid, meeting.date, title);
    meeting.items.push({
      titel: `${title} af ${mix.kind === 'forespørgsel' ? 'forespørgsel' : mix.kind} nr. ${sag.nummer}: ${titel}`,
      sagstrinid: made.id,
      sagid,
      forhandlingskode: kode,
    });
    if (!planned) {
      // The debate's speakers: the minister and a spokesperson or two per group.
      const speakers = rng.sample(
        st.roster.spells.filter((sp) => sp.from <= meeting.date && (sp.to === null || sp.to > meeting.date)),
        rng.int(2, 7),
      );
      const minister = st.actors.ministerOn(area.key, meeting.date);
      if (minister !== undefined && sponsorOf.kind === 'government')
        st.write('SagstrinAktør', {
          id: ctx.ids('SagstrinAktør').next(),
          sagstrinid: made.id,
          aktørid: st.actors.memberIds[minister] as number,
          opdateringsdato: odaStamp(rng, meeting.date),
          rolleid: 3,
        });
      for (const sp of speakers)
        st.write('SagstrinAktør', {
          id: ctx.ids('SagstrinAktør').next(),
          sagstrinid: made.id,
          aktørid: st.actors.memberIds[sp.member] as number,
          opdateringsdato: odaStamp(rng, meeting.date),
          rolleid: rng.chance(0.6) ? 2 : 1,
        });
    }
    if (!planned) for (const v of votes) meeting.votes.push({ ...v, sagstrinid: made.id });
    return { ...made, planned };
  };
  const minister = st.actors.ministerOn(area.key, introduced);
  const ministry = st.actors.ministries.find((m) => m.area.key === area.key);
  const committee = (st.actors.committees.get(s.id) ?? []).find((c) => c.area.key === area.key);
  const sagAktør = (aktørid: number | undefined, rolle: string) => {
    if (aktørid === undefined) return;
    st.write('SagAktør', {
      id: ctx.ids('SagAktør').next(),
      aktørid,
      sagid,
      opdateringsdato: odaStamp(rng, introduced),
      rolleid: ROLE(rolle),
    });
  };
  const mp = () =>
    st.actors.memberIds[
      rng.pick(
        st.roster.spells.filter((sp) => sp.from <= introduced && (sp.to === null || sp.to > introduced)),
      ).member
    ];
  let finalStatus = st.finished ? 13 : 8;
  /** The member the case records as asking or interpellating, whom its first document names too. */
  let asker: number | undefined;

  switch (mix.kind) {
    case 'lovforslag':
    case 'beslutningsforslag': {
      const isL = mix.kind === 'lovforslag';
      const fremsat = st.meetingFrom(introduced);
      if (!fremsat) break;
      step(STEP.fremsættelse, STATUS.fremsat, fremsat.date, 'Fremsættelse');
      sag.statusid = 24;
      if (sponsorOf.kind === 'government') {
        sagAktør(
          minister !== undefined ? st.actors.memberIds[minister] : undefined,
          'Forslagsstiller (reg.)',
        );
        sagAktør(ministry?.ministryId, 'Ministerområde');
      } else for (let k = 0; k < rng.int(1, 4); k++) sagAktør(mp(), 'Forslagsstiller (priv.)');
      const b1 = plenaryStep(STEP.beh1, STATUS.henvist, fremsat.date, 7, 24, '1. behandling', 'L');
      if (!b1 || b1.planned) break;
      sag.statusid = 28;
      sagAktør(committee?.id, 'Henvist til');
      // Every fifth bill (by number) is urgent: it passes committee quickly, and amended, so the sittings planned
      // ahead also hold second and third readings with votes before them (the /kommende page).
      const urgent = isL && nr % 5 === 0;
      const committeeDays = rng.int(25, 80);
      const bet = addDays(b1.date, urgent ? 6 + (committeeDays % 8) : committeeDays);
      if (committee)
        st.addCommitteeCase(area.committeeCode, { sagid, titel, sagstrinid: b1.id, from: b1.date, to: bet });
      // Sittings are planned three weeks ahead: a bill's third reading goes on the agenda of the sitting after its
      // second, as 'Eventuelt: 3. behandling' (it may be sent back to committee instead), as the Folketing writes it.
      const planThird = (b2: { date: Date } | undefined) => {
        if (b2 && isL)
          plenaryStep(STEP.beh3, STATUS.vedtaget, b2.date, 1, 1, 'Eventuelt: 3. behandling', 'L');
      };
      if (!st.happened(bet)) {
        // The second reading is planned for after the committee's report is due.
        planThird(plenaryStep(STEP.beh2, STATUS.afsluttet, bet, 3, 12, '2. behandling', 'L'));
        break;
      }
      step(STEP.betænkning, STATUS.betænkning, bet, `Betænkning afgivet den ${odaDate(bet).slice(0, 10)}`);
      sag.statusid = 19;
      const amendments: VoteRequest[] =
        isL && (rng.chance(0.45) || urgent)
          ? Array.from({ length: rng.int(1, 5) }, () => ({
              sagstrinid: null,
              typeid: 4,
              sponsor: rng.chance(0.55) ? government : oppositionSponsor(),
            }))
          : [];
      let adopted = false;
      const finalVote = (): VoteRequest => ({
        sagstrinid: null,
        typeid: 1,
        sponsor: sponsorOf,
        finalOf: sag,
        onResult: (a) => {
          adopted = a;
        },
      });
      const b2 = plenaryStep(
        STEP.beh2,
        isL ? STATUS.direkte3 : STATUS.afsluttet,
        bet,
        3,
        12,
        '2. behandling',
        'L',
        isL ? amendments : [finalVote()],
      );
      if (!b2 || b2.planned) {
        planThird(b2);
        break;
      }
      if (isL) {
        // In the running session, an urgent bill read a second time in the last two weeks waits for its third reading
        // at a planned sitting ('Eventuelt: 3. behandling'), so the weeks ahead hold third readings with votes
        // (its amendments) before them, as /kommende shows.
        const sinceSecond = daysBetween(b2.date, st.until);
        const waits = urgent && st.until.getTime() === ctx.asOf.getTime() && sinceSecond < 14;
        const b3 = plenaryStep(
          STEP.beh3,
          STATUS.vedtaget,
          b2.date,
          waits ? sinceSecond + 1 : 1,
          waits ? sinceSecond + 8 : 8,
          waits ? 'Eventuelt: 3. behandling' : '3. behandling',
          'L',
          [finalVote()],
        );
        if (!b3 || b3.planned) break;
        finalStatus = -1;
        sag.__decide = () => {
          sag.statusid = adopted ? 11 : 37;
          if (!adopted) return;
          const stad = addDays(b3.date, rng.int(8, 20));
          if (!st.happened(stad)) {
            sag.statusid = 41;
            return;
          }
          step(STEP.stadfæstelse, STATUS.stadfæstet, stad, 'Stadfæstelse');
          sag.lovnummer = String(rng.int(100, 1999));
          sag.lovnummerdato = odaDate(stad);
          sag.afgørelsesdato = odaDate(b3.date);
          sag.afgørelse = 'Lovforslaget blev vedtaget.';
          sag.retsinformationsurl = `https://www.retsinformation.dk/eli/lta/${stad.getUTCFullYear()}/${sag.lovnummer}`;
        };
      } else {
        finalStatus = -1;
        sag.__decide = () => {
          sag.statusid = adopted ? 39 : 16;
          sag.afgørelsesdato = odaDate(b2.date);
          sag.afgørelse = adopted ? 'Forslaget blev vedtaget.' : 'Forslaget blev forkastet.';
        };
      }
      break;
    }
    case 'forespørgsel': {
      const a = st.meetingFrom(introduced);
      if (!a) break;
      step(STEP.anmeldelse, STATUS.anmeldt, a.date, 'Anmeldelse');
      asker = mp();
      sagAktør(asker, 'Forespørger');
      sagAktør(ministry?.titleId, 'Til');
      const f = plenaryStep(STEP.fremme, STATUS.fremmet, a.date, 1, 7, 'Fremme', 'FF');
      if (!f || f.planned) break;
      const d = plenaryStep(STEP.forhandling, STATUS.forhandlet, f.date, 10, 40, 'Forhandling', 'FO');
      const held = d && !d.planned ? st.meetingFrom(d.date) : undefined;
      if (held) {
        // The debate ends with motions for a resolution, each a case of its own with its vote (motions.ts).
        tableMotions(st, sag, held);
        finalStatus = 5;
      }
      break;
    }
    case '§20-spørgsmål': {
      const q = step(STEP.spørgsmål, STATUS.fremsat, introduced, 'Spørgsmål');
      asker = mp();
      sagAktør(asker, 'Spørger');
      sagAktør(ministry?.titleId, 'Til');
      const answered = addDays(q.date, rng.int(4, 20));
      if (st.happened(answered)) {
        step(STEP.besvarelse, STATUS.besvaret, answered, 'Besvarelse');
        sagAktør(minister !== undefined ? st.actors.memberIds[minister] : undefined, 'Besvaret af');
        finalStatus = 20;
      } else finalStatus = 8;
      break;
    }
    case 'rådsmøde':
    case 'aktstykke':
    case 'kommissionsforslag':
    case 'redegørelse':
    case 'stedfortræder':
    case 'statsrevisorerne': {
      const typeid = {
        rådsmøde: STEP.rådsmødepunkt,
        aktstykke: STEP.godkendelse,
        kommissionsforslag: STEP.orientering,
        redegørelse: STEP.anmeldelse,
        stedfortræder: STEP.indkaldelse,
        statsrevisorerne: STEP.beretning,
      }[mix.kind];
      const first = step(
        typeid,
        STATUS.afholdt,
        introduced,
        {
          rådsmøde: 'Rådsmøde',
          aktstykke: 'Aktstykke',
          kommissionsforslag: 'Orientering',
          redegørelse: 'Anmeldelse',
          stedfortræder: 'Indkaldelse af stedfortræder',
          statsrevisorerne: 'Beretning',
        }[mix.kind],
      );
      if (mix.kind === 'rådsmøde') sag.rådsmødedato = odaDate(addDays(first.date, rng.int(3, 10)));
      const follow = addDays(first.date, rng.int(5, 30));
      if (['rådsmøde', 'aktstykke', 'kommissionsforslag'].includes(mix.kind) && st.happened(follow)) {
        step(
          mix.kind === 'aktstykke' ? STEP.tiltrådt : STEP.orientering,
          STATUS.afsluttet,
          follow,
          mix.kind === 'aktstykke' ? 'Tiltrådt' : 'Orientering af udvalget',
        );
      }
      sagAktør(
        mix.kind === 'stedfortræder' ? mp() : ministry?.ministryId,
        mix.kind === 'stedfortræder' ? 'Orlovssøgende' : 'Ministerområde',
      );
      if (committee)
        st.addCommitteeCase(
          mix.kind === 'rådsmøde' ? 'EUU' : mix.kind === 'aktstykke' ? 'FIU' : area.committeeCode,
          { sagid, titel, sagstrinid: first.id, from: addDays(first.date, -14), to: addDays(first.date, 14) },
        );
      if (mix.kind === 'redegørelse') {
        const d = plenaryStep(STEP.forhandling, STATUS.forhandlet, first.date, 14, 60, 'Forhandling', 'FO');
        if (d && !d.planned) finalStatus = 5;
      } else if (mix.kind === 'stedfortræder' && nr === 1) {
        // The rare committee recommendation vote, not tied to a case step (sagstrinid null).
        st.meetingFrom(first.date)?.votes.push({ sagstrinid: null, typeid: 2, sponsor: government });
      }
      finalStatus = {
        rådsmøde: 18,
        aktstykke: 21,
        kommissionsforslag: st.finished ? 47 : 54,
        redegørelse: finalStatus === 5 ? 5 : 6,
        stedfortræder: 44,
        statsrevisorerne: 42,
      }[mix.kind];
      break;
    }
    default:
      sagAktør(committee?.id, 'Henvist til');
      if (committee && mix.kind === 'alm-del')
        st.addCommitteeCase(area.committeeCode, {
          sagid,
          titel,
          sagstrinid: null,
          from: s.start,
          to: st.until,
        });
      finalStatus = st.finished ? 47 : 8;
  }
  if (finalStatus >= 0) sag.statusid = finalStatus;
  sag.opdateringsdato = odaStamp(rng, last, 48);
  const firstDocument = attachDocuments(st, { sag, kind: mix.kind, area, steps, introduced, asker });
  if (firstDocument !== undefined) st.caseDocuments.set(sagid, firstDocument);
  const words = rng.int(mix.kind === 'kommissionsforslag' ? 0 : 1, 3);
  for (let k = 0; k < words; k++) {
    st.write('EmneordSag', {
      id: ctx.ids('EmneordSag').next(),
      emneordid: rng.pick(st.emneordIds),
      sagid,
      opdateringsdato: odaStamp(rng, introduced),
    });
  }
}
