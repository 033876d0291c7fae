import type { Actors } from './actors';
import { sittingDayFrom, sittingDays } from './calendar';
import type { GenContext } from './context';
import type { Samling } from './periods';
import type { Roster } from './roster';
import type { Row } from './sink';
import type { PolicyArea } from './text/policy-areas';
import { addDays, minDate } from './time';

/** Who put a proposal to the vote: the government, or named opposition groups. */
export type Sponsor =
  | { readonly kind: 'government' }
  | { readonly kind: 'opposition'; readonly parties: readonly string[] };

export interface VoteRequest {
  readonly sagstrinid: number | null;
  readonly typeid: number;
  readonly sponsor: Sponsor;
  /** The case whose `afstemningskonklusion` the final vote fills in. */
  readonly finalOf?: Record<string, unknown>;
  /** Called with the outcome so the case's later steps and status can follow it. */
  readonly onResult?: (adopted: boolean) => void;
  /** Asked at the vote's turn: true when it is not taken (a debate's motions lapse once one is adopted). */
  readonly skip?: () => boolean;
}

export interface AgendaItem {
  readonly titel: string;
  readonly sagstrinid: number | null;
  readonly sagid: number | null;
  readonly forhandlingskode: string;
  readonly dokumentid?: number;
}

export interface PlenaryMeeting {
  readonly id: number;
  readonly nummer: number;
  readonly date: Date;
  readonly items: AgendaItem[];
  readonly votes: VoteRequest[];
}

/** A case in a committee's hands between two dates (for committee agendas). */
export interface CommitteeCase {
  readonly sagid: number;
  readonly titel: string;
  readonly sagstrinid: number | null;
  readonly from: Date;
  readonly to: Date;
}

/** What the stages of one session share while it is generated. */
export class SessionState {
  readonly days: Date[];
  /** The last day with history: the session end or the dataset's today, whichever is first. */
  readonly until: Date;
  readonly finished: boolean;
  readonly plenary = new Map<number, PlenaryMeeting>();
  readonly committeeCases = new Map<string, CommitteeCase[]>();
  /** Sag rows, written once votes have filled in their results. */
  readonly sager: Record<string, unknown>[] = [];
  /** The first document of each case, for agenda items that carry it. */
  readonly caseDocuments = new Map<number, number>();
  /** The last motion for a resolution's number ('V 12'): they are numbered through the session. */
  motionNumber = 0;

  constructor(
    readonly ctx: GenContext,
    readonly s: Samling,
    readonly actors: Actors,
    readonly roster: Roster,
    readonly areas: readonly PolicyArea[],
    readonly emneordIds: readonly number[],
  ) {
    this.until = minDate(s.end, ctx.asOf);
    this.finished = s.end <= ctx.asOf;
    // Plenary meetings are planned three weeks ahead of today.
    this.days = sittingDays(ctx.rng, s, addDays(ctx.asOf, 21));
    const ids = ctx.ids('Møde');
    this.days.forEach((date, i) => {
      this.plenary.set(date.getTime(), { id: ids.next(), nummer: i + 1, date, items: [], votes: [] });
    });
  }

  /** The plenary meeting on the first sitting day on or after `d` (within the planned calendar). */
  meetingFrom(d: Date): PlenaryMeeting | undefined {
    const sd = sittingDayFrom(this.days, d);
    return sd ? this.plenary.get(sd.getTime()) : undefined;
  }

  /** True when a day is history (not after today, inside the session). */
  happened(d: Date): boolean {
    return d < this.until || d.getTime() === this.until.getTime();
  }

  addCommitteeCase(code: string, c: CommitteeCase): void {
    const list = this.committeeCases.get(code) ?? [];
    list.push(c);
    this.committeeCases.set(code, list);
  }

  write(set: string, row: Row): void {
    this.ctx.sink.write(set, row);
  }
}
