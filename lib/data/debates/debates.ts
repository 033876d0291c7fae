import 'server-only';
import { cache } from 'react';
import { takeRecord } from '@/lib/data/record-handoff';
import { readStore } from '@/lib/data/store-read';
import { loadCaseDebate } from './case-debate-load';
import { loadMeetingDebate } from './meeting-debate-load';
import { loadActorSpeeches, loadPartySpeeches } from './speaker-load';
import { loadSpeech } from './speech-load';
import type { ActorSpeeches, CaseDebateReading, MeetingDebate, PartySpeeches, SpeechRecord } from './types';

/*
 * Reads of the debates (the plenary sittings' transcripts) for the meeting, speech, case, politician and party
 * pages, each run in the pages' query pool and memoised per request. Each throws StoreMissingError when the store
 * file does not exist.
 */

/** The meeting's debate, or null when the store has no transcript of it (meeting-debate-load.ts). */
export const getMeetingDebate = cache(
  async (meetingId: number): Promise<MeetingDebate | null> => readStore(loadMeetingDebate, meetingId),
);

/**
 * One speech whole, or null: the speech page's record, handed to it by proxy.ts when it read it before routing
 * (record-handoff.ts). Memoised per request: the page and its metadata both ask.
 */
export const getSpeech = cache(
  async (id: number): Promise<SpeechRecord | null> =>
    (await takeRecord('speech', id)) ?? readStore(loadSpeech, id),
);

/** The case's debate per reading (case-debate-load.ts); empty when no transcript names the case. */
export const getCaseDebate = cache(
  async (caseId: number): Promise<CaseDebateReading[]> => readStore(loadCaseDebate, caseId),
);

/** How many of a politician's newest speeches their page lists. */
export const ACTOR_PAGE_SPEECHES = 5;

/** A politician's speeches per samling and the newest `limit` (speaker-load.ts). */
export const getActorSpeeches = cache(
  async (actorId: number, limit: number = ACTOR_PAGE_SPEECHES): Promise<ActorSpeeches> =>
    readStore(loadActorSpeeches, actorId, limit),
);

/** A party's speaking time per samling and its spokespersons (speaker-load.ts). */
export const getPartySpeeches = cache(
  async (partyCode: string): Promise<PartySpeeches> => readStore(loadPartySpeeches, partyCode),
);
