import { createHash } from 'node:crypto';
import type { Random } from '@/lib/dataset/random';
import type {
  ParsedEvent,
  ParsedItem,
  ParsedSegment,
  ParsedSpeech,
  PrintedSpeaker,
  ReferatEra,
} from '@/lib/referat/types';
import type { SittingDraft } from './sitting-draft';
import type { AgendaSource, SittingSource } from './sitting-sources';
import type { DaySpeaker, SpeakersOfDay } from './speakers-of-day';
import { drawLength, type TurnKind } from './speech-lengths';
import { speechParagraphs, subjectOf } from './speech-text';

/** Characters a speaker gets through per second (about 130 words a minute). */
const CHARS_PER_SECOND = 14;
/** How much of the sitting's speeches an item at each stage draws (a first reading is debated, a third is brief). */
const STAGE_WEIGHT: Readonly<Record<string, number>> = {
  '1. behandling': 10,
  Forhandling: 12,
  '2. behandling': 1.5,
  '3. behandling': 2,
  Fremme: 1,
};

/**
 * Substitutes (stedfortrædere) the transcripts name but ODA's persons do not hold: one asks a short remark now and
 * then (SUBSTITUTE_SHARE of them), so the demo has speakers the import keeps unlinked, as the real files have.
 */
export const SUBSTITUTES: readonly (readonly [string, string])[] = [
  ['Sigrid', 'Tvede-Løkkegaard'],
  ['Jens Ulrik', 'Bremerholm'],
  ['Karen', 'Oxholm-Vind'],
  ['Per', 'Tolstrup-Æbelø'],
];
const SUBSTITUTE_SHARE = 0.01;

/** A turn of the debate before it is timed and written: who speaks, how long, and the chair's or speaker's lead. */
interface Turn {
  readonly speaker: DaySpeaker;
  readonly kind: TurnKind;
  readonly lead: string;
  readonly speechType: string | null;
}

export interface DebateOptions {
  readonly rng: Random;
  readonly speakers: SpeakersOfDay;
  readonly chair: DaySpeaker;
  /** Speeches the sitting should have in all (split over its items by their stage). */
  readonly speeches: number;
  readonly era: ReferatEra;
}

const fullName = (s: DaySpeaker) => `${s.printed.firstName} ${s.printed.lastName}`;

/** A tingdokID-like GUID, the same for the same key (tingdokIDs are not ODA ids; docs/referat.md). */
export function tingdokGuid(key: string): string {
  const h = createHash('md5').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** "HH.MM" of a local date-time. */
const clock = (d: Date) =>
  `${String(d.getUTCHours()).padStart(2, '0')}.${String(d.getUTCMinutes()).padStart(2, '0')}`;
const iso = (d: Date) => d.toISOString().slice(0, 19);

/** The turns of one case item's debate, exactly `n` of them, closing with the chair. */
function caseTurns(opts: DebateOptions, item: AgendaSource, n: number): Turn[] {
  const { rng, speakers, chair } = opts;
  const turns: Turn[] = [];
  const full = () => turns.length >= n - 1;
  const say = (speaker: DaySpeaker, kind: TurnKind, lead = '', speechType: string | null = null) => {
    if (!full()) turns.push({ speaker, kind, lead, speechType });
  };
  const minister =
    speakers.ministers.find((m) =>
      item.titel.toLowerCase().includes((m.printed.title ?? '').toLowerCase()),
    ) ?? (speakers.ministers.length ? rng.pick(speakers.ministers) : undefined);
  const others = (party: string | null) => speakers.members.filter((m) => m.printed.party !== party);
  const substitute = (): DaySpeaker => {
    const [firstName, lastName] = rng.pick(SUBSTITUTES);
    const party = rng.pick(speakers.parties).party;
    return {
      aktoerid: 0,
      printed: { firstName, lastName, party, role: 'medlem', title: null, tingdokId: null },
    };
  };
  const exchanges = (answerer: DaySpeaker, who: string) => {
    const k = rng.weighted([
      [0, 3],
      [1, 4],
      [2, 3],
      [3, 2],
      [5, 1],
    ] as const);
    for (let q = 0; q < k && !full(); q++) {
      const asker = rng.chance(SUBSTITUTE_SHARE) ? substitute() : rng.pick(others(answerer.printed.party));
      say(chair, 'chair', `Tak til ${who}. Der er en kort bemærkning fra ${fullName(asker)}. Værsgo.`);
      say(asker, 'reply');
      say(chair, 'chair', who === 'ministeren' ? 'Ministeren.' : 'Ordføreren.');
      say(answerer, 'reply');
    }
  };
  const isDebate = item.stage === 'Forhandling';
  const parties = speakers.parties.filter((p) => p.members.length > 0);
  const spokes = parties.map((p) => ({ party: p.party, person: rng.pick(p.members) }));
  const first = spokes[0];
  if (isDebate) {
    const asker = rng.pick(speakers.members);
    say(
      chair,
      'chair',
      `Forhandlingen er åbnet. Først er det ordføreren for forespørgerne, ${fullName(asker)}.`,
    );
    say(asker, 'opening', 'Begrundelse.');
    if (minister) {
      say(chair, 'chair', `Så er det ${minister.printed.title?.toLowerCase()} for besvarelse.`);
      say(minister, 'minister');
    }
  } else
    say(
      chair,
      'chair',
      `Forhandlingen er åbnet. Den første ordfører er ${first ? `${fullName(first.person)}, ${first.party}` : 'ikke meldt'}.`,
    );
  while (!full()) {
    spokes.forEach((s, i) => {
      if (i > 0)
        say(chair, 'chair', `Tak til ordføreren. Den næste ordfører er ${fullName(s.person)}, ${s.party}.`);
      say(s.person, 'spokesperson', '', 'Ordfører');
      exchanges(s.person, 'ordføreren');
    });
    if (minister && !isDebate) {
      say(chair, 'chair', `Tak til ordføreren. Så er det ${minister.printed.title?.toLowerCase()}.`);
      say(minister, 'minister');
      exchanges(minister, 'ministeren');
    }
    if (spokes.length === 0 && !minister) break;
  }
  const referral =
    item.stage === '1. behandling'
      ? ' Jeg foreslår, at forslaget henvises til udvalget. Hvis ingen gør indsigelse, betragter jeg det som vedtaget.'
      : '';
  turns.push({
    speaker: chair,
    kind: 'chair',
    lead: `Der er ikke flere, der har bedt om ordet. Forhandlingen er sluttet.${referral}`,
    speechType: null,
  });
  return turns;
}

/** The chair's turns for an item without a case ("Meddelelser fra formanden"). */
function noticeTurns(opts: DebateOptions): Turn[] {
  const { rng, chair } = opts;
  const turns: Turn[] = [
    {
      speaker: opts.chair,
      kind: 'chair',
      lead: 'Mødet er åbnet. Fra formanden er der følgende meddelelser.',
      speechType: null,
    },
  ];
  if (rng.chance(0.5))
    turns.push({
      speaker: chair,
      kind: 'chair',
      lead: `Der er ${rng.int(2, 14)} forespørgsler og ${rng.int(1, 9)} beslutningsforslag anmeldt.`,
      speechType: null,
    });
  return turns;
}

/** The sitting's speech count split over its items by stage weight: each case item at least 2, others their notices. */
function itemBudgets(items: readonly AgendaSource[], total: number): number[] {
  const weights = items.map((i) => (i.sagsnummer === null ? 0 : (STAGE_WEIGHT[i.stage ?? ''] ?? 1)));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (w === 0 ? 0 : Math.max(2, Math.round((total * w) / sum))));
}

/** Builds one held sitting's transcript as it will be written in the form of `opts.era`. */
export function buildSittingDraft(source: SittingSource, opts: DebateOptions): SittingDraft {
  const { rng, era } = opts;
  const modern = era !== 'legacy';
  const status = () =>
    era === 'preliminary'
      ? rng.weighted([
          ['Released', 5],
          ['Proofed', 3],
          ['Available', 2],
        ] as const)
      : 'Typeset';
  const printed = (s: DaySpeaker): PrintedSpeaker =>
    modern
      ? {
          ...s.printed,
          tingdokId: tingdokGuid(
            s.printed.role === 'minister'
              ? `title:${s.printed.title}`
              : `person:${s.aktoerid || fullName(s)}`,
          ),
        }
      : s.printed;
  let time = new Date(`${source.start}Z`);
  let ordinal = 0;
  const agenda = source.items.length
    ? source.items
    : [{ nummer: '1', titel: 'Meddelelser fra formanden', sagsnummer: null, sagstitel: null, stage: null }];
  const budgets = itemBudgets(agenda, opts.speeches);
  const totalEntries = budgets.reduce((a, b) => a + b, 0);
  // A long sitting pauses once, after the item that passes half its speeches.
  let paused = totalEntries <= 40;
  let spoken = 0;
  const items: ParsedItem[] = [];
  const itemTexts: string[] = [];
  const activities: number[] = [];
  const event = (label: string | null, text: string): ParsedEvent => ({
    kind: 'event',
    ordinal: ++ordinal,
    label,
    start: iso(time),
    text,
  });
  const timed = (turn: Turn, subject: string): ParsedSpeech => {
    const chars = drawLength(rng, turn.kind);
    const paragraphs = speechParagraphs(rng, subject, chars, turn.lead);
    const split =
      paragraphs.length >= 2 && chars > 2500 && rng.chance(0.5) ? Math.ceil(paragraphs.length / 2) : 0;
    const groups = split ? [paragraphs.slice(0, split), paragraphs.slice(split)] : [paragraphs];
    const segments: ParsedSegment[] = groups.map((group) => {
      const start = time;
      const length = group.reduce((a, p) => a + p.length, 0);
      time = new Date(time.getTime() + Math.max(4, Math.round(length / CHARS_PER_SECOND)) * 1000);
      return { start: iso(start), end: iso(time), status: status(), paragraphs: group };
    });
    time = new Date(time.getTime() + rng.int(2, 30) * 1000);
    return {
      kind: 'speech',
      ordinal: ++ordinal,
      speaker: printed(turn.speaker),
      speechType: turn.speechType,
      segments,
    };
  };
  agenda.forEach((item, index) => {
    const [caseType, ...rest] = item.sagsnummer?.split(' ') ?? [];
    const caseNumber = rest.length ? rest.join(' ') : null;
    const subject = subjectOf(item.sagstitel ?? item.titel);
    const turns = item.sagsnummer === null ? noticeTurns(opts) : caseTurns(opts, item, budgets[index] ?? 2);
    const entries: (ParsedSpeech | ParsedEvent)[] = [];
    const sub =
      item.sagsnummer !== null && turns.length >= 12 && rng.chance(0.05)
        ? Math.floor((turns.length * 2) / 3)
        : 0;
    const subEntries: (ParsedSpeech | ParsedEvent)[] = [];
    turns.forEach((turn, t) => {
      const list = sub && t >= sub ? subEntries : entries;
      if (rng.chance(0.002)) list.push(event(null, '(Der stemmes elektronisk).'));
      list.push(timed(turn, subject));
    });
    spoken += turns.length;
    const last = index === agenda.length - 1;
    if (!paused && !last && spoken >= totalEntries / 2) {
      (sub ? subEntries : entries).push(event('Pause', `Mødet er udsat. (Kl. ${clock(time)}).`));
      time = new Date(time.getTime() + rng.int(30, 60) * 60_000);
      paused = true;
    }
    if (last && rng.chance(0.7))
      (sub ? subEntries : entries).push(event('MødeSlut', `Mødet er hævet kl. ${clock(time)}.`));
    const withCase = caseType !== undefined && caseNumber !== null;
    const base = {
      itemNo: item.nummer,
      shortTitle: item.sagstitel ?? item.titel,
      caseType: withCase ? caseType : null,
      caseNumber: withCase ? caseNumber : null,
      caseStage: withCase ? item.stage : null,
      caseTingdokId:
        withCase && modern && rng.chance(0.75)
          ? tingdokGuid(`case:${source.samling}:${item.sagsnummer}`)
          : null,
    };
    items.push({ ...base, subItemNo: null, entries });
    itemTexts.push(item.titel);
    activities.push(
      rng.weighted([
        [1, 5],
        [2, 3],
        [3, 2],
      ] as const),
    );
    if (sub) {
      items.push({ ...base, subItemNo: '1', entries: subEntries });
      itemTexts.push(item.titel);
      activities.push(1);
    }
  });
  // The last segment of a sitting never has an end time in the source.
  const lastItem = items[items.length - 1];
  const lastEntry = lastItem?.entries[lastItem.entries.length - 1];
  if (lastItem && lastEntry?.kind === 'speech') {
    const segs = lastEntry.segments;
    const lastSeg = segs[segs.length - 1] as ParsedSegment;
    const fixed: ParsedSpeech = { ...lastEntry, segments: [...segs.slice(0, -1), { ...lastSeg, end: null }] };
    items[items.length - 1] = { ...lastItem, entries: [...lastItem.entries.slice(0, -1), fixed] };
  }
  const stamp = new Date(new Date(`${source.start}Z`).getTime() + rng.int(2, 9) * 86_400_000);
  return {
    sitting: {
      samling: source.samling,
      meetingNumber: source.nummer,
      date: source.start,
      era,
      tingdokId: modern ? tingdokGuid(`sitting:${source.samling}:${source.nummer}`) : null,
      items,
    },
    title: `${source.nummer}. møde`,
    itemTexts,
    activities,
    lastModified: iso(stamp),
  };
}
