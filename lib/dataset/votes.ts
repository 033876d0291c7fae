import type { GenContext } from './context';
import {
  formatForDate,
  formatKonklusion,
  type KonklusionFormat,
  type Quirks,
  type VoteTally,
} from './konklusion-text';
import { KONKLUSION_ORDER } from './parties';
import { seatedOn } from './roster';
import type { PlenaryMeeting, SessionState } from './session-state';
import { day, isoDay, odaStamp } from './time';
import { type Ballot, castBallots, partyStances } from './vote-positions';

type Side = 'for' | 'against' | 'abstain';
const SIDE: Record<number, Side | undefined> = { 1: 'for', 2: 'against', 4: 'abstain' };

/** Restamps of the real service (docs/oda.md#restamps): old votes carry these instead of their own times. */
const MIGRATIONS = ['2017-08-10T12:57', '2018-01-24T16:01', '2018-01-25T09:14'];

/**
 * The real service's `konklusion` is "" (never null) on 2,890 of 10,300 votes, 28% (docs/oda.md#konklusion):
 * mostly two blocks of older votes, all restamped 2018-02-09…16, plus single later rows; `vedtaget` and the
 * Stemme rows are still there. Votes here are spread evenly over the years, so the blocks are the votes of these
 * spans (2014-15 to the 2015 election, and autumn 2015 to the restamping) and a small share of the later votes.
 */
const BLANKED_BLOCKS: readonly (readonly [Date, Date])[] = [
  [day('2014-10-07'), day('2015-06-18')],
  [day('2015-10-06'), day('2018-02-09')],
];
const BLANKED_UNTIL = day('2018-02-09');
const LATER_BLANK_SHARE = 0.04;
const blankedInBlock = (d: Date) => BLANKED_BLOCKS.some(([from, to]) => d >= from && d < to);

/**
 * Writes a session's votes in meeting order: Afstemning with a konklusion in the era's format, and one Stemme
 * per seated member agreeing with it — apart from the real data's deliberate oddities, reproduced sparsely.
 * Returns the members present at each meeting (for attendance).
 */
export function writeVotes(st: SessionState, counter: { nummer: number }): Map<number, Set<number>> {
  const { ctx } = st;
  const rng = ctx.rng;
  const present = new Map<number, Set<number>>();
  const meetings = [...st.plenary.values()]
    .filter((m) => m.votes.length > 0 && st.happened(m.date))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const year = st.s.start.getUTCFullYear();
  const lastSitting = newestSitting(st, meetings);
  for (const meeting of meetings) {
    const seated = seatedOn(st.roster.spells, meeting.date);
    const parties = [...new Set(seated.map((s) => s.party))];
    for (const vote of meeting.votes) {
      if (vote.skip?.()) continue;
      const afstemningid = ctx.ids('Afstemning').next();
      const stances = partyStances(rng, parties, vote.sponsor, meeting.date);
      const ballots = castBallots(rng, seated, stances, (m) => formerParty(st, m, meeting.date));
      // A note naming members changes their ballots first, so the Stemme rows and the konklusion bear it out.
      const note = voteKommentar(rng, seated, stances, ballots, st.actors.memberNames, vote.typeid);
      let kommentar = note;
      const tally = tallyOf(st, seated, ballots, meeting.date);
      let adopted = tally.for.count > tally.against.count;
      const inBlock = blankedInBlock(meeting.date);
      const blank = inBlock || (meeting.date >= BLANKED_UNTIL && rng.chance(LATER_BLANK_SHARE));
      let text = '';
      if (!blank) {
        let textTally = tally;
        const cast = !note && rng.chance(0.002) ? uncountedVote(rng, seated, ballots, adopted) : null;
        if (cast !== null) {
          // A vote cast in a member's name by mistake: in the Stemme rows, left out of the konklusion's counts.
          const sp = seated[cast] as (typeof seated)[number];
          textTally = tallyOf(
            st,
            seated,
            ballots.map((b, k) => (k === cast ? 3 : b)),
            meeting.date,
          );
          kommentar = `Ved en fejl er der afgivet en stemme i ${genitive(st.actors.memberNames[sp.member] as string)} (${sp.party}) navn.`;
        }
        const format = chooseFormat(rng, meeting.date);
        text = formatKonklusion(
          { ...textTally, outcome: adopted ? 'vedtaget' : 'forkastet' },
          format,
          quirksFor(rng, format, meeting.date, tally),
        );
      }
      if (rng.chance(0.0015)) adopted = !adopted; // flag disagrees with text and Stemme, as a handful of real votes do
      const stamp = inBlock
        ? odaStamp(rng, day(`2018-02-${String(rng.int(9, 16)).padStart(2, '0')}`), 10)
        : year < 2017 && rng.chance(0.7)
          ? `${rng.pick(MIGRATIONS)}:${String(rng.int(10, 59))}.${rng.pick(['02', '247', '96', '467', '27', '5'])}`
          : odaStamp(rng, meeting.date, 30);
      counter.nummer += 1;
      st.write('Afstemning', {
        id: afstemningid,
        nummer: counter.nummer,
        konklusion: text,
        vedtaget: adopted,
        kommentar,
        mødeid: meeting.id,
        typeid: vote.typeid,
        sagstrinid: vote.sagstrinid,
        opdateringsdato: stamp,
      });
      vote.onResult?.(tally.for.count > tally.against.count);
      if (vote.finalOf && text) vote.finalOf.afstemningskonklusion = text;
      // The newest sitting's votes have no Stemme rows yet, as in the live service (docs/oda.md#missing-ballots).
      if (meeting !== lastSitting) {
        const first = ctx.ids('Stemme').block(seated.length);
        seated.forEach((sp, k) => {
          st.write('Stemme', {
            id: first + k,
            typeid: ballots[k] as number,
            afstemningid,
            aktørid: st.actors.memberIds[sp.member] as number,
            opdateringsdato: stamp,
          });
        });
      }
      const att = present.get(meeting.id) ?? new Set<number>();
      seated.forEach((sp, k) => {
        if (ballots[k] !== 3) att.add(st.actors.memberIds[sp.member] as number);
      });
      present.set(meeting.id, att);
    }
  }
  return present;
}

/**
 * `kommentar` in the real proportions (docs/oda.md#empty-values: 4,613 null, 5,131 "", 556 text of 10,300 votes) and
 * kinds (docs/oda.md#konklusion: "Omafstemning" on 105 re-votes, "version 2 (OMAFSTEMNING)", notes on a member's mistaken vote or a
 * technical fault). The split of the notes between the kinds is an assumption. A note that names members makes
 * itself true: the member who voted by mistake votes against their group's stance (so the konklusion names them
 * on that side, as in the real rows), the members a technical fault kept from voting are recorded absent. When no
 * member fits, the vote gets no note.
 */
function voteKommentar(
  rng: GenContext['rng'],
  seated: ReturnType<typeof seatedOn>,
  stances: ReadonlyMap<string, Ballot>,
  ballots: Ballot[],
  names: readonly string[],
  typeid: number,
): string | null {
  const r = rng.next();
  if (r < 0.448) return null;
  if (r < 0.946) return '';
  const named = (k: number) => {
    const sp = seated[k] as (typeof seated)[number];
    return `${names[sp.member]} (${sp.party})`;
  };
  const mistake = (): string => {
    // Present members voting with their group's for or against.
    const withGroup = seated.flatMap((sp, k) => {
      const stance = stances.get(sp.party);
      return sp.party !== 'UFG' && (stance === 1 || stance === 2) && ballots[k] === stance ? [k] : [];
    });
    if (withGroup.length === 0) return '';
    const k = rng.pick(withGroup);
    ballots[k] = ballots[k] === 1 ? 2 : 1;
    const object = typeid === AENDRINGSFORSLAG ? 'ændringsforslaget' : 'forslaget';
    return `Ved en fejl stemte ${named(k)} ${ballots[k] === 1 ? 'for' : 'imod'} ${object}.`;
  };
  const fault = (): string => {
    const [a, b] = rng.sample(
      seated.map((_, k) => k),
      2,
    );
    if (a === undefined || b === undefined) return '';
    ballots[a] = 3;
    ballots[b] = 3;
    return `${named(a)} og ${named(b)} kunne grundet en teknisk fejl ikke afgive deres stemme.`;
  };
  return rng.weighted<() => string>([
    [() => 'Omafstemning', 19],
    [() => 'version 2 (OMAFSTEMNING)', 2],
    [mistake, 50],
    [fault, 29],
  ])();
}

/** Afstemningstype 4: the note then says `ændringsforslaget`, as the real ones do. */
const AENDRINGSFORSLAG = 4;

/**
 * A present member whose vote can be left out of the konklusion's counts without changing the outcome it states:
 * their index in `seated`, or null when there is none.
 */
function uncountedVote(
  rng: GenContext['rng'],
  seated: ReturnType<typeof seatedOn>,
  ballots: readonly Ballot[],
  adopted: boolean,
): number | null {
  const count = (b: Ballot) => ballots.filter((x) => x === b).length;
  const [f, a] = [count(1), count(2)];
  const keeps = (b: Ballot) => (b === 1 ? f - 1 > a : b === 2 ? f > a - 1 : f > a) === adopted;
  const candidates = seated.flatMap((_, k) => {
    const b = ballots[k] as Ballot;
    return b !== 3 && keeps(b) ? [k] : [];
  });
  return candidates.length > 0 ? rng.pick(candidates) : null;
}

/** A name in the genitive, as the real notes write it: `i Sophie Løhdes (V) navn`, `i Jens' (S) navn`. */
function genitive(name: string): string {
  return /[sxz]$/u.test(name) ? `${name}'` : `${name}s`;
}

/**
 * The newest sitting of an ongoing samling (its last meeting with votes so far), whose votes get no Stemme rows
 * yet; undefined for a finished samling. The real service lags by about a sitting: in December 2025 the newest 15
 * votes had none (docs/oda.md#missing-ballots).
 */
function newestSitting(st: SessionState, meetings: readonly PlenaryMeeting[]): PlenaryMeeting | undefined {
  return st.finished ? undefined : meetings.at(-1);
}

function formerParty(st: SessionState, member: number, d: Date): string {
  const before = st.roster.spells.filter((s) => s.member === member && s.party !== 'UFG' && s.from <= d);
  return before[before.length - 1]?.party ?? 'S';
}

function tallyOf(
  st: SessionState,
  seated: ReturnType<typeof seatedOn>,
  ballots: Ballot[],
  d: Date,
): Omit<VoteTally, 'outcome'> {
  const sides: Record<Side, { count: number; groups: string[]; members: { name: string; party: string }[] }> =
    {
      for: { count: 0, groups: [], members: [] },
      against: { count: 0, groups: [], members: [] },
      abstain: { count: 0, groups: [], members: [] },
    };
  const byParty = new Map<string, Map<Ballot, number>>();
  seated.forEach((sp, k) => {
    const b = ballots[k] as Ballot;
    const side = SIDE[b];
    if (!side) return;
    sides[side].count++;
    const m = byParty.get(sp.party) ?? new Map<Ballot, number>();
    m.set(b, (m.get(b) ?? 0) + 1);
    byParty.set(sp.party, m);
  });
  const majority = new Map<string, Ballot>();
  for (const [party, counts] of byParty)
    majority.set(party, [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as Ballot);
  for (const code of KONKLUSION_ORDER) {
    const b = majority.get(code);
    const side = b ? SIDE[b] : undefined;
    if (side && code !== 'UFG') sides[side].groups.push(code);
  }
  const named = isoDay(d) >= '2018-11-01';
  seated.forEach((sp, k) => {
    const side = SIDE[ballots[k] as Ballot];
    if (!side) return;
    if (sp.party === 'UFG') {
      if (named) sides[side].members.push({ name: st.actors.memberNames[sp.member] as string, party: 'UFG' });
      else if (!sides[side].groups.includes('UFG')) sides[side].groups.push('UFG');
    } else if (majority.get(sp.party) !== ballots[k]) {
      sides[side].members.unshift({ name: st.actors.memberNames[sp.member] as string, party: sp.party });
    }
  });
  return { amendment: false, for: sides.for, against: sides.against, abstain: sides.abstain };
}

function chooseFormat(rng: GenContext['rng'], d: Date): KonklusionFormat {
  const f = formatForDate(isoDay(d));
  return f === 'A' && rng.chance(0.002) ? 'A-table' : f;
}

function quirksFor(
  rng: GenContext['rng'],
  format: KonklusionFormat,
  d: Date,
  tally: Omit<VoteTally, 'outcome'>,
): Quirks {
  const iso = isoDay(d);
  const inD1 = iso >= '2024-11-01' && iso < '2025-03-01';
  return {
    leadingIndent: format === 'A' && rng.chance(0.08),
    missingBlankLines: format === 'A' && rng.chance(0.003),
    trailingCommaInList: format === 'D' && inD1 && rng.chance(0.5),
    emptyParensForZero: format === 'D' && inD1 && rng.chance(0.6),
    leadingSpaceBeforeName: format === 'D' && rng.chance(0.3),
    missingFinalStop: format === 'B' && rng.chance(0.004),
    noLineBreaks: format === 'D' && rng.chance(0.01),
    hverTypo: format === 'B' && rng.chance(0.002),
    remark:
      format === 'B' && rng.chance(0.01) && tally.against.groups[0]
        ? `Ved en fejl har ${tally.against.groups[0]} stemt imod forslaget.`
        : null,
  };
}
