import { id, SAGAKTØRROLLE } from './classifications';
import { PARTIES, UFG } from './parties';
import { type SeatSpell, seatedOn } from './roster';
import type { PlenaryMeeting, SessionState, Sponsor } from './session-state';
import { odaDateTime, odaStamp } from './time';
import { termOn } from './vote-positions';

/*
 * The motions for a resolution ('forslag til vedtagelse') that end a forespørgsel's debate, as the Folketing tables
 * and votes them (its handbook, ch. 7.3; a debate's minutes: "Der stemmes først om forslag til vedtagelse nr. V 90
 * af Gunvor Wibroe (S), Michael Aastrup Jensen (V) og Jeppe Søe (M) … Forslag til vedtagelse nr. V 90 er vedtaget.
 * Herefter er forslag til vedtagelse nr. V 89 … og … nr. V 91 … bortfaldet."):
 *
 * - one to four motions per debate, usually one by the government's parties and one or more by opposition groups;
 * - each a case of its own (Sagstype 9 'Forslag til vedtagelse', numbered 'V 1', 'V 2', … through the session) put
 *   forward under the debate (`fremsatundersagid`), with its proposers (`SagAktør` 'Forslagsstiller (priv.)', one
 *   member per group) and one step, 'Forhandling', at the debate's sitting, on which its vote hangs;
 * - voted on one at a time in the chair's order until one is adopted; the rest lapse unvoted ('Bortfaldet').
 *
 * The V case's titles (the proposers by name; the debate's short title) and its step are the generator's own
 * choice: the reference does not describe these rows.
 */

/** Sagsstatus ids (classifications.ts): 3 'Forkastet', 10 'Vedtaget', 13 'Bortfaldet'; Sagstrinsstatus 4 'Forhandlet'. */
const STATUS = { forkastet: 3, vedtaget: 10, bortfaldet: 13 } as const;
const STEP_FORHANDLING = 3;
const STEP_FORHANDLET = 4;
const SAGSTYPE_MOTION = 9;

/** How many motions a debate ends with (an assumption: 'Der foreligger tre forslag' is typical). */
const MOTION_COUNTS: readonly (readonly [number, number])[] = [
  [1, 15],
  [2, 35],
  [3, 35],
  [4, 15],
];

const position = (code: string): number => PARTIES.find((p) => p.code === code)?.position ?? 5;
const danishList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} og ${items.at(-1)}`;

interface PlannedMotion {
  readonly sponsor: Sponsor;
  readonly parties: readonly string[];
}

/** The motions' sponsors: the government's parties (with its support, often), then opposition groups by bloc. */
function planMotions(st: SessionState, seated: readonly SeatSpell[], date: Date): PlannedMotion[] {
  const rng = st.ctx.rng;
  const term = termOn(date);
  const present = new Set(seated.map((s) => s.party));
  const northAtlantic = new Set(PARTIES.filter((p) => p.northAtlantic).map((p) => p.code));
  const n = rng.weighted(MOTION_COUNTS);
  const plans: PlannedMotion[] = [];
  if (rng.chance(0.85)) {
    const parties = [
      ...term.government.filter((p) => present.has(p)),
      ...term.support.filter((p) => present.has(p) && rng.chance(0.5)),
    ];
    if (parties.length > 0) plans.push({ sponsor: { kind: 'government' }, parties });
  }
  const opposition = [...present].filter(
    (p) => p !== UFG.code && !northAtlantic.has(p) && !term.government.includes(p),
  );
  for (const lead of rng.shuffle(opposition)) {
    if (plans.length >= n) break;
    if (plans.some((m) => m.parties.includes(lead))) continue;
    const allies = opposition.filter(
      (p) =>
        p !== lead &&
        Math.abs(position(p) - position(lead)) <= 1.5 &&
        !plans.some((m) => m.parties.includes(p)) &&
        rng.chance(0.4),
    );
    const parties = [lead, ...allies.slice(0, 2)];
    plans.push({ sponsor: { kind: 'opposition', parties }, parties });
  }
  return rng.shuffle(plans);
}

/**
 * Tables a debate's motions at its sitting (see the top of this file) and queues their votes on the meeting; a
 * motion's status follows its vote once the votes are written (lapsed when another was adopted before its turn).
 */
export function tableMotions(
  st: SessionState,
  debate: Record<string, unknown>,
  meeting: PlenaryMeeting,
): void {
  const { ctx } = st;
  const rng = ctx.rng;
  const date = meeting.date;
  const seated = seatedOn(st.roster.spells, date);
  let adopted = false;
  for (const plan of planMotions(st, seated, date)) {
    const proposers = plan.parties.flatMap((party) => {
      const members = seated.filter((s) => s.party === party);
      return members.length > 0 ? [rng.pick(members)] : [];
    });
    const sagid = ctx.ids('Sag').next();
    st.motionNumber += 1;
    const nr = st.motionNumber;
    const names = proposers.map((p) => `${st.actors.memberNames[p.member]} (${p.party})`);
    let outcome: boolean | null = null;
    const motion: Record<string, unknown> = {
      id: sagid,
      typeid: SAGSTYPE_MOTION,
      kategoriid: rng.int(1, 20),
      statusid: STATUS.bortfaldet,
      titel: `Forslag til vedtagelse af ${danishList(names)}`,
      titelkort: debate.titelkort,
      offentlighedskode: 'O',
      nummer: `V ${nr}`,
      nummerprefix: 'V',
      nummernumerisk: String(nr),
      nummerpostfix: '',
      resume: rng.chance(0.5) ? null : '',
      afstemningskonklusion: null,
      periodeid: st.s.id,
      afgørelsesresultatkode: null,
      baggrundsmateriale: rng.chance(0.6) ? null : '',
      opdateringsdato: odaStamp(rng, date, 48),
      statsbudgetsag: false,
      begrundelse: rng.chance(0.5) ? '' : null,
      paragrafnummer: null,
      paragraf: rng.chance(0.5) ? '' : null,
      afgørelsesdato: null,
      afgørelse: rng.chance(0.5) ? '' : null,
      rådsmødedato: null,
      lovnummer: null,
      lovnummerdato: null,
      retsinformationsurl: null,
      fremsatundersagid: debate.id,
      deltundersagid: null,
      __decide: () => {
        motion.statusid = outcome === null ? STATUS.bortfaldet : outcome ? STATUS.vedtaget : STATUS.forkastet;
      },
    };
    st.sager.push(motion);
    for (const p of proposers)
      st.write('SagAktør', {
        id: ctx.ids('SagAktør').next(),
        aktørid: st.actors.memberIds[p.member] as number,
        sagid,
        opdateringsdato: odaStamp(rng, date),
        rolleid: id(SAGAKTØRROLLE, 'Forslagsstiller (priv.)'),
      });
    const stepId = ctx.ids('Sagstrin').next();
    st.write('Sagstrin', {
      id: stepId,
      titel: 'Forhandling',
      dato: odaDateTime(date),
      sagid,
      typeid: STEP_FORHANDLING,
      folketingstidendeurl: null,
      folketingstidende: rng.chance(0.7) ? 'F' : '',
      folketingstidendesidenummer: rng.chance(0.4) ? String(rng.int(1, 900)) : null,
      statusid: STEP_FORHANDLET,
      opdateringsdato: odaStamp(rng, date),
    });
    meeting.votes.push({
      sagstrinid: stepId,
      typeid: 3,
      sponsor: plan.sponsor,
      skip: () => adopted,
      onResult: (a) => {
        outcome = a;
        adopted ||= a;
      },
    });
  }
}
