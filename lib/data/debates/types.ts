/**
 * The debates domain's types: what was said in the plenary sittings, from the transcripts (lib/store/referat-schema.ts)
 * — a meeting's debate, one speech, a case's debate, a politician's and a party's speeches. Names, party codes,
 * titles and texts are as the transcript prints them (data, Danish).
 */

/** Who gave a speech, as printed that day, and the person it was linked to (null: not linked, shown by name). */
export interface Speaker {
  /** The person's actor id (`_tale.aktoerid`); null when the printed name could not be linked. */
  readonly actorId: number | null;
  /** The name as printed in the transcript. */
  readonly name: string;
  /** The party code printed that day ('S', 'V'); null for ministers and the chair. */
  readonly party: string | null;
  /** `OratorRole` ('medlem', 'minister', 'formand'); null when not printed. */
  readonly role: string | null;
  /** The printed title, e.g. a minister's ('Finansministeren') or the chair's ('Formanden'). */
  readonly title: string | null;
}

/** One speech in a meeting's debate: who, when, how long, and its first paragraphs. */
export interface DebateSpeech {
  readonly id: number;
  readonly speaker: Speaker;
  /** `TaleType`, e.g. 'Ordfører'; null when not printed. */
  readonly type: string | null;
  /** Start, Danish local time as printed (`2024-03-12T13:04:10`); null when not printed. */
  readonly start: string | null;
  /** Length in seconds (from the segments' times); null when the times do not give it. */
  readonly seconds: number | null;
  /** The paragraphs shown on the meeting page: the first ones, whole or cut. */
  readonly paragraphs: readonly string[];
  /** The text goes on past `paragraphs`: the rest is on the speech's page. */
  readonly truncated: boolean;
}

/** An event of the sitting: a pause, its end, a procedural note. */
export interface DebateEvent {
  readonly id: number;
  /** 'Pause', 'MødeSlut', or null when not printed. */
  readonly kind: string | null;
  readonly start: string | null;
  readonly text: string;
}

/** One agenda item's debate, in the sitting's order. */
export interface DebateItem {
  readonly id: number;
  /** Item number as printed ('4'), with a sub-item's own number after a dot ('4.1'). */
  readonly number: string;
  readonly title: string;
  /** The case it was linked to, or null. */
  readonly caseId: number | null;
  readonly caseNumber: string | null;
  /** `FTCaseStage`, e.g. '1. behandling'. */
  readonly stage: string | null;
  /** Many speeches: the meeting page folds the item, and the speeches' leads are shorter. */
  readonly folded: boolean;
  readonly speeches: readonly DebateSpeech[];
  readonly events: readonly DebateEvent[];
  /** The sum of the speeches' lengths, in seconds. */
  readonly seconds: number;
}

/** A plenary meeting's debate from its transcript; the meeting page shows "no transcript" when there is none. */
export interface MeetingDebate {
  readonly sittingId: number;
  /** The transcript is preliminary (not yet proofed): it may still change. */
  readonly preliminary: boolean;
  readonly items: readonly DebateItem[];
  readonly speechCount: number;
}

/** A neighbouring speech in the sitting. */
export interface SpeechNeighbour {
  readonly id: number;
  readonly name: string;
  readonly party: string | null;
  readonly title: string | null;
}

/** One speech whole: the speech page's record. */
export interface SpeechRecord {
  readonly id: number;
  readonly speaker: Speaker;
  readonly type: string | null;
  readonly start: string | null;
  readonly end: string | null;
  readonly seconds: number | null;
  readonly paragraphs: readonly string[];
  readonly item: { readonly number: string; readonly title: string; readonly stage: string | null };
  readonly case: {
    readonly id: number;
    readonly number: string | null;
    readonly title: string | null;
  } | null;
  /** The sitting: samling code, meeting number, date (YYYY-MM-DD) and the Møde it was linked to (or null). */
  readonly sitting: {
    readonly samling: string;
    readonly number: number;
    readonly date: string;
    readonly meetingId: number | null;
    readonly preliminary: boolean;
  };
  readonly previous: SpeechNeighbour | null;
  readonly next: SpeechNeighbour | null;
}

/** One speaker's part in one reading of a case. */
export interface CaseDebateSpeaker {
  readonly speaker: Speaker;
  /** Spoke as the party's spokesperson (TaleType 'Ordfører') at least once. */
  readonly spokesperson: boolean;
  readonly speeches: number;
  readonly seconds: number;
  /** The first speech, for the link into the meeting's debate. */
  readonly firstSpeechId: number;
}

/** The speakers of one party (or the government's ministers, or those printed without a party) in a reading. */
export interface CaseDebateGroup {
  /** The party code; null for speakers printed without one (ministers, the chair). */
  readonly party: string | null;
  readonly speakers: readonly CaseDebateSpeaker[];
  readonly seconds: number;
}

/** One reading of a case: an agenda item about it in a sitting. */
export interface CaseDebateReading {
  readonly itemId: number;
  readonly stage: string | null;
  readonly title: string;
  readonly date: string;
  readonly meetingId: number | null;
  readonly groups: readonly CaseDebateGroup[];
  readonly speeches: number;
  readonly seconds: number;
}

/** A samling's count and length of speeches (a politician's or a party's). */
export interface SamlingSpeaking {
  /** The samling code ('20231'). */
  readonly samling: string;
  /** Its title ('2023-24'); null when the Periode is missing. */
  readonly title: string | null;
  readonly speeches: number;
  readonly seconds: number;
}

/** A speech in a list of one speaker's newest. */
export interface SpeechLine {
  readonly id: number;
  readonly date: string;
  readonly start: string | null;
  readonly seconds: number | null;
  readonly party: string | null;
  readonly title: string | null;
  readonly type: string | null;
  readonly itemTitle: string | null;
  readonly caseNumber: string | null;
  /** The start of the text, cut to a preview. */
  readonly excerpt: string;
}

/** A politician's speeches: per samling and the newest. */
export interface ActorSpeeches {
  readonly samlinger: readonly SamlingSpeaking[];
  readonly newest: readonly SpeechLine[];
  readonly total: number;
}

/** A party's spokesperson in a samling. */
export interface Spokesperson {
  readonly actorId: number | null;
  readonly name: string;
  readonly speeches: number;
  readonly seconds: number;
}

/** A party's speaking time per samling and its spokespersons. */
export interface PartySpeeches {
  readonly samlinger: readonly (SamlingSpeaking & { readonly spokespersons: readonly Spokesperson[] })[];
}
