/**
 * The cases domain's types: a case whole, its timeline, actors, subjects, documents and its result by case type.
 */

import type { CaseStatusGroup } from '@/lib/data/cases/case-status';
import type { DocumentRef, KonklusionCounts, PeriodLabel, VoteCounts, VoteOutcome } from '@/lib/data/types';

/** Everything the top of a case page shows about one case (ODA `Sag`); texts are the Danish data, null when blank. */
export interface CaseDetail {
  readonly id: number;
  /** 'L 123'; null when the case has none. */
  readonly number: string | null;
  /** `Sag.titelkort`. */
  readonly shortTitle: string | null;
  /** `Sag.titel`. */
  readonly title: string | null;
  readonly typeId: number;
  /** `Sagstype.type`, e.g. 'Lovforslag'. */
  readonly type: string | null;
  /** `Sagsstatus.status`, e.g. 'Stadfæstet'. */
  readonly status: string | null;
  /** `Sagskategori.kategori`. */
  readonly category: string | null;
  readonly period: PeriodLabel | null;
  readonly resume: string | null;
  /** The law it became (`lovnummer`, `lovnummerdato`), when it did. */
  readonly law: { readonly number: string; readonly date: string | null } | null;
  /** `Sag.afgørelse`, e.g. 'Lovforslaget blev vedtaget.', with `afgørelsesdato`. */
  readonly decision: { readonly text: string; readonly date: string | null } | null;
  /** The law on retsinformation.dk, only when it is an http(s) URL. */
  readonly retsinformationUrl: string | null;
  /** `Sag.opdateringsdato`, ISO local date-time. */
  readonly updated: string | null;
}

/** A vote taken on a case step, with its outcome as `vedtaget` and as the konklusion text state it. */
export interface CaseStepVote {
  readonly id: number;
  readonly nummer: number;
  readonly voteType: string | null;
  /** `Afstemning.typeid` (lib/model/oda-ids.ts AFSTEMNINGSTYPE); null when unknown. */
  readonly voteTypeId: number | null;
  /** `Afstemning.vedtaget`. */
  readonly adopted: boolean;
  /** The outcome the `konklusion` text states; null when it states none (e.g. an empty text). */
  readonly statedOutcome: VoteOutcome | null;
  /** True when the konklusion text states an outcome that contradicts `vedtaget`. */
  readonly outcomesDisagree: boolean;
  /** Counts from the Stemme rows; null when the vote has none. */
  readonly stemmeCounts: VoteCounts | null;
  /** Counts the konklusion text states; null when it states none. */
  readonly konklusionCounts: KonklusionCounts | null;
  /** True when both sources give a count for the same side and the counts differ. */
  readonly countsDisagree: boolean;
  /** `Afstemning.kommentar`, trimmed; null when empty. */
  readonly comment: string | null;
  readonly meetingId: number;
}

/** A meeting that had the case on its agenda (`Dagsordenspunkt` → `Møde`). */
export interface CaseMeeting {
  readonly meetingId: number;
  readonly title: string | null;
  /** `Møde.dato`, ISO local date-time. */
  readonly date: string | null;
  /** `Mødetype.type`. */
  readonly type: string | null;
  readonly agendaItemId: number;
  /** `Dagsordenspunkt.nummer`. */
  readonly agendaNumber: string | null;
  readonly agendaTitle: string | null;
}

/** One step of a case (ODA `Sagstrin`) on its timeline. */
export interface CaseStep {
  readonly id: number;
  readonly title: string | null;
  /** `Sagstrinstype.type`, e.g. '1. behandling'. */
  readonly type: string | null;
  /** `Sagstrinsstatus.status`. */
  readonly status: string | null;
  /** `Sagstrin.dato`, ISO local date-time; often a bare date (midnight). */
  readonly date: string | null;
  /** Days since the case's introduction (see {@link CaseSpan}); null when either date is unknown. */
  readonly day: number | null;
  /** Folketingstidende for the step, only when it is an http(s) URL. */
  readonly folketingstidendeUrl: string | null;
  readonly documents: readonly DocumentRef[];
  readonly votes: readonly CaseStepVote[];
  readonly meetings: readonly CaseMeeting[];
}

/** From a case's introduction to its final reading. */
export interface CaseSpan {
  /** The first 'Fremsættelse' step, else the first dated step. */
  readonly fromStepId: number;
  readonly fromDate: string;
  /** The last '3. behandling' not after today, else the last step with a final vote ('Endelig vedtagelse'). */
  readonly toStepId: number;
  readonly toDate: string;
  /** Calendar days between the two dates. */
  readonly days: number;
}

/** A case's steps in date order, with what happened at each, and the span from introduction to final reading. */
export interface CaseTimeline {
  readonly steps: readonly CaseStep[];
  /** The introduction step, when there is one; present even before a final reading. */
  readonly introductionStepId: number | null;
  /** Null when the case has no final reading (yet) or its dates are missing. */
  readonly span: CaseSpan | null;
  /** Meetings with the case on the agenda through an item that names none of its steps. */
  readonly otherMeetings: readonly CaseMeeting[];
}

/** An actor on a case (`SagAktør`) with its role, e.g. 'Forslagsstiller (reg.)' or 'Henvist til'. */
export interface CaseActor {
  readonly id: number;
  /** Null when the Aktør row is missing. */
  readonly name: string | null;
  /** `Aktørtype.type`, e.g. 'Person', 'Udvalg'. */
  readonly type: string | null;
  readonly roleId: number;
  /** `SagAktørRolle.rolle`. */
  readonly role: string | null;
}

/** A subject word of a case (`EmneordSag` → `Emneord`). */
export interface CaseSubject {
  readonly id: number;
  readonly word: string;
  /** `Emneordstype.type`. */
  readonly type: string | null;
}

/** A document of a case (`SagDokument`) with its role on the case and annex number. */
export interface CaseDocument extends DocumentRef {
  /** `SagDokumentRolle.rolle`, e.g. 'Bilag', 'Spørgsmål'. */
  readonly role: string | null;
  /** `SagDokument.bilagsnummer`; null when blank. */
  readonly annexNumber: string | null;
}

/*
 * A case's result by the rule of its type: lib/data/cases/case-result.ts decides it (the rules are written there).
 */

/** How a case type's result is decided. */
export type ResultRule = 'final-vote' | 'motions' | 'motion' | 'none';

/** The deciding vote as a result shows it: its outcome by each of ODA's records, and counts. */
export interface ResultVote {
  readonly id: number;
  readonly nummer: number;
  readonly typeId: number | null;
  readonly type: string | null;
  readonly stepTitle: string | null;
  readonly date: string | null;
  /** `Afstemning.vedtaget`. */
  readonly adopted: boolean;
  /** The members' ballots when there are any, else the konklusion text's counts; null without either. */
  readonly counts: { readonly for: number; readonly against: number; readonly abstain: number } | null;
  readonly countsFrom: 'ballots' | 'konklusion' | null;
  /** The outcome by each record: the `vedtaget` field, the konklusion text, the ballots (more for than against). */
  readonly outcomes: {
    readonly vedtaget: VoteOutcome;
    readonly konklusion: VoteOutcome | null;
    readonly ballots: VoteOutcome | null;
  };
  /** The konklusion text gives a count for a side that differs from the ballots. */
  readonly countsDisagree: boolean;
}

/** A motion for a resolution as a result names it. */
export interface Motion {
  /** The motion's own case; null for a motion voted on the debate's own step (ODA gives it no number). */
  readonly caseId: number | null;
  /** 'V 2'; null when ODA gives none. */
  readonly label: string | null;
  /** Its proposers' parties; empty when ODA names none. */
  readonly proposers: readonly string[];
  /** The motion's status (`Sagsstatus.status`); null for one without a case. */
  readonly status: string | null;
  /** Its (last) vote; null when it was not voted on. */
  readonly vote: ResultVote | null;
}

/** The debate a motion was tabled in, and how it ended. */
export interface DebateOutcome {
  readonly id: number;
  readonly number: string | null;
  readonly title: string | null;
  readonly result: CaseResult;
}

/** What ODA's records disagree on, each record's word kept. */
export type ResultDisagreement =
  /** The deciding vote's `vedtaget`, konklusion text and ballots give different outcomes. */
  | { readonly about: 'vote-records'; readonly vote: ResultVote; readonly motion: Motion | null }
  /** More than one motion of one debate is recorded as adopted. */
  | { readonly about: 'several-adopted'; readonly adopted: readonly Motion[] }
  /** The case's (or motion's) status states the other outcome than the deciding vote's `vedtaget`. */
  | { readonly about: 'status'; readonly status: string; readonly vote: ResultVote };

/**
 * A case's result: one closed union, so a reader of it must handle every kind.
 * - `final-vote`: the deciding vote of a bill or beslutningsforslag (`basis` 'final'); for a type that is not
 *   decided by vote but has votes anyway, its last final vote or else its last vote (`basis` 'latest').
 * - `motion-adopted` / `no-motion-adopted`: how a debate ended; `motions` are all that were tabled.
 * - `motion`: the case is itself a motion for a resolution: its fate, and its debate's.
 * - `not-yet-voted`: no deciding vote in the data while the status says the case is under way (or says nothing).
 * - `closed-without-vote`: no deciding vote in the data, and the status says the case is over.
 * - `no-votes-expected`: a type the Folketing does not decide by vote, without votes.
 * - `disagreement`: ODA's records disagree; see {@link ResultDisagreement}.
 */
export type CaseResult =
  | {
      readonly kind: 'final-vote';
      readonly rule: 'final-vote' | 'none';
      readonly basis: 'final' | 'latest';
      readonly vote: ResultVote;
    }
  | {
      readonly kind: 'motion-adopted';
      readonly rule: 'motions';
      readonly motion: Motion & { readonly vote: ResultVote };
      readonly motions: readonly Motion[];
    }
  | { readonly kind: 'no-motion-adopted'; readonly rule: 'motions'; readonly motions: readonly Motion[] }
  | {
      readonly kind: 'motion';
      readonly rule: 'motion';
      readonly motion: Motion;
      /** Voted on: adopted or rejected; not voted on: lapsed (its status says so) or pending. */
      readonly fate: 'adopted' | 'rejected' | 'lapsed' | 'pending';
      readonly debate: DebateOutcome | null;
    }
  | {
      readonly kind: 'not-yet-voted';
      readonly rule: 'final-vote' | 'motions';
      readonly status: string | null;
      /** Motions tabled but not voted on (a debate). */
      readonly motions: readonly Motion[];
    }
  | {
      readonly kind: 'closed-without-vote';
      readonly rule: 'final-vote' | 'motions';
      readonly status: string;
      readonly statusGroup: CaseStatusGroup;
      readonly motions: readonly Motion[];
    }
  | { readonly kind: 'no-votes-expected'; readonly rule: 'none'; readonly status: string | null }
  | {
      readonly kind: 'disagreement';
      readonly rule: ResultRule;
      readonly issue: ResultDisagreement;
      /** A debate's motions (empty for other cases). */
      readonly motions: readonly Motion[];
    };
