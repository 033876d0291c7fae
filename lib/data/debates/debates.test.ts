import { afterAll, describe, expect, it, vi } from 'vitest';
import { readRecordPage } from '@/lib/data/record-page';
import { pagePool } from '@/lib/data/store-read';
import { openedStore, storeAsOdaDb } from '@/lib/store/store-hooks.fixture';
import { loadCaseDebate } from './case-debate-load';
import {
  ANNA,
  ANNA_TEXT,
  BO,
  buildDebateStore,
  CARL,
  CASE,
  MEETING_1,
  MEETING_2,
  SITTING_1,
  SITTING_2,
  SITTING_3,
  speech,
} from './debate-store.fixture';
import { loadMeetingDebate } from './meeting-debate-load';
import { loadActorSpeeches, loadPartySpeeches } from './speaker-load';
import { loadSpeech } from './speech-load';

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const store = openedStore('debates', buildDebateStore);
storeAsOdaDb('debates-page', buildDebateStore);
afterAll(() => pagePool().close());

describe("a meeting's debate", () => {
  it('holds each item in order with its speeches, leads and events, and says which speakers are unlinked', () => {
    const debate = loadMeetingDebate(store(), MEETING_1);
    expect(debate).toMatchObject({ sittingId: SITTING_1, preliminary: false, speechCount: 6 });
    const [first, second] = debate?.items ?? [];
    expect(first).toMatchObject({ number: '1', caseId: CASE, caseNumber: 'L 12', stage: '1. behandling' });
    expect(first?.speeches.map((s) => s.id)).toEqual([2, 3, 4, 5, 6].map((n) => speech(SITTING_1, n)));
    expect(first?.seconds).toBe(5 + 120 + 90 + 60 + 30);
    expect(first?.events).toEqual([
      { id: speech(SITTING_1, 7), kind: 'Pause', start: '2023-11-02T14:00:00', text: 'Mødet er udsat.' },
    ]);
    expect(first?.speeches[0]?.speaker).toEqual({
      actorId: null,
      name: 'Formanden',
      party: null,
      role: 'formand',
      title: 'Formanden',
    });
    expect(first?.speeches[3]?.speaker).toMatchObject({
      actorId: CARL,
      party: null,
      title: 'Finansministeren',
    });
    // Anna's lead is her first paragraph: the long second one would pass the lead's length.
    expect(first?.speeches[1]).toMatchObject({
      type: 'Ordfører',
      paragraphs: ['Tak for ordet. Vi støtter forslaget.'],
      truncated: true,
    });
    expect(first?.speeches[2]).toMatchObject({ paragraphs: ['Venstre er imod.'], truncated: false });
    expect(second?.speeches[0]?.speaker).toMatchObject({ actorId: null, name: 'Dorte Ukendt', party: 'S' });
    expect(second?.events[0]?.kind).toBe('MødeSlut');
  });

  it('is marked preliminary when the transcript is, and is null for a meeting without a transcript', () => {
    expect(loadMeetingDebate(store(), MEETING_2)).toMatchObject({ sittingId: SITTING_2, preliminary: true });
    expect(loadMeetingDebate(store(), 999)).toBeNull();
  });
});

describe('a speech', () => {
  it('is read whole, with its item, case, sitting and the speeches before and after it in the sitting', () => {
    const anna = loadSpeech(store(), speech(SITTING_1, 3));
    expect(anna).toMatchObject({
      speaker: { actorId: ANNA, name: 'Anna Andersen', party: 'S' },
      type: 'Ordfører',
      seconds: 120,
      paragraphs: ANNA_TEXT.split('\n'),
      item: { number: '1', title: 'Forslag til lov om skat', stage: '1. behandling' },
      case: { id: CASE, number: 'L 12', title: 'Forslag til lov om skat' },
      sitting: { samling: '20231', number: 12, date: '2023-11-02', meetingId: MEETING_1, preliminary: false },
      previous: { id: speech(SITTING_1, 2), name: 'Formanden', party: null, title: 'Formanden' },
      next: { id: speech(SITTING_1, 4), name: 'Bo Berg', party: 'V', title: null },
    });
  });

  it('has no neighbour past its sitting, no case off a case item, no meeting when the sitting was not linked', () => {
    const last = loadSpeech(store(), speech(SITTING_1, 9));
    expect(last?.next).toBeNull();
    expect(last?.case).toBeNull();
    const lone = loadSpeech(store(), speech(SITTING_3, 2));
    expect(lone).toMatchObject({ previous: null, next: null, sitting: { meetingId: null } });
    expect(loadSpeech(store(), speech(SITTING_1, 7))).toBeNull(); // an event, not a speech
  });

  it('is a record page by its id past Int32, and a malformed or unknown id is none', async () => {
    expect(await readRecordPage('speech', String(speech(SITTING_1, 3)))).toEqual({
      found: true,
      token: expect.any(String),
    });
    for (const segment of [
      String(speech(SITTING_1, 99)),
      `0${speech(SITTING_1, 3)}`,
      'abc',
      '1'.repeat(17),
      '',
    ])
      expect(await readRecordPage('speech', segment)).toEqual({ found: false });
  });
});

describe("a case's debate", () => {
  it('has one reading per agenda item about the case, its speakers by party, spokespersons first, the unparted last', () => {
    const [first, second] = loadCaseDebate(store(), CASE);
    expect(first).toMatchObject({
      stage: '1. behandling',
      date: '2023-11-02',
      meetingId: MEETING_1,
      speeches: 5,
    });
    expect(first?.seconds).toBe(305);
    expect(first?.groups.map((g) => g.party)).toEqual(['S', 'V', null]);
    expect(first?.groups[0]).toMatchObject({
      seconds: 150,
      speakers: [
        {
          speaker: { actorId: ANNA },
          spokesperson: true,
          speeches: 2,
          seconds: 150,
          firstSpeechId: speech(SITTING_1, 3),
        },
      ],
    });
    expect(first?.groups[2]?.speakers.map((s) => s.speaker.name)).toEqual(['Formanden', 'Carl Christensen']);
    expect(second).toMatchObject({ stage: '2. behandling', meetingId: MEETING_2, speeches: 1, seconds: 40 });
    expect(second?.groups[0]?.speakers[0]).toMatchObject({ speaker: { actorId: BO }, spokesperson: false });
  });

  it('is empty for a case no transcript names', () => {
    expect(loadCaseDebate(store(), 12345)).toEqual([]);
  });
});

describe("a politician's and a party's speeches", () => {
  it("count a person's speeches and time per samling and list the newest first", () => {
    const anna = loadActorSpeeches(store(), ANNA, 2);
    expect(anna.samlinger).toEqual([{ samling: '20231', title: '2023-24', speeches: 3, seconds: 160 }]);
    expect(anna.total).toBe(3);
    expect(anna.newest.map((s) => s.id)).toEqual([speech(SITTING_3, 2), speech(SITTING_1, 6)]);
    expect(anna.newest[1]).toMatchObject({
      date: '2023-11-02',
      caseNumber: 'L 12',
      excerpt: 'En kort bemærkning.',
    });
    expect(loadActorSpeeches(store(), 999, 5)).toEqual({ samlinger: [], newest: [], total: 0 });
  });

  it("count a party's speeches by its printed code, and its spokespersons per samling", () => {
    const s = loadPartySpeeches(store(), 'S');
    expect(s.samlinger).toEqual([
      {
        samling: '20231',
        title: '2023-24',
        speeches: 4,
        seconds: 120 + 30 + 45 + 10,
        spokespersons: [{ actorId: ANNA, name: 'Anna Andersen', speeches: 1, seconds: 120 }],
      },
    ]);
    expect(loadPartySpeeches(store(), 'XYZ')).toEqual({ samlinger: [] });
  });
});
