import { groupBy } from '@/lib/data/group-by';
import { storeReads } from '@/lib/data/store-read-source';
import { entryRange } from '@/lib/referat/referat-ids';
import {
  type DebateSpeechRow,
  type EventRow,
  type SpeakerColumns,
  selectSittingEvents,
  selectSittingItems,
  selectSittingOfMeeting,
  selectSittingSpeeches,
} from '@/lib/store/debates';
import type { Store } from '@/lib/store/store';
import { FOLDED_LEAD_CHARS, LEAD_CHARS, leadParagraphs } from './speech-text';
import type { DebateEvent, DebateItem, DebateSpeech, MeetingDebate, Speaker } from './types';

/** A stored speech's speaker columns → the speaker as printed, with the person it was linked to. */
export const toSpeaker = (
  row: Pick<SpeakerColumns, 'aktoerid' | 'navn' | 'parti' | 'rolle' | 'titel'>,
): Speaker => ({
  actorId: row.aktoerid,
  name: row.navn,
  party: row.parti || null,
  role: row.rolle || null,
  title: row.titel || null,
});

/**
 * Items with more speeches than this are folded on the meeting page (a closed `<details>`, which needs no
 * JavaScript), and their speeches show a shorter lead: a long sitting's page opens on its items, and a reader opens
 * the debate they came for.
 */
export const FOLD_AFTER = 8;

function toDebateSpeech(row: DebateSpeechRow, lead: number): DebateSpeech {
  return {
    id: row.id,
    speaker: toSpeaker(row),
    type: row.taletype || null,
    start: row.start,
    seconds: row.sekunder,
    ...leadParagraphs(row.head, row.tegn, lead),
  };
}

const toDebateEvent = (row: EventRow): DebateEvent => ({
  id: row.id,
  kind: row.art || null,
  start: row.start,
  text: row.tekst,
});

/**
 * The debate of the plenary Møde `meetingId` from its transcript: each agenda item in the file's order with its
 * speeches (their first paragraphs: the meeting page links each to its own page for the rest) and the sitting's
 * events; null when the store holds no transcript of the meeting. A store read (lib/data/debates/debates.ts).
 */
export function loadMeetingDebate(db: Store, meetingId: number): MeetingDebate | null {
  const sitting = selectSittingOfMeeting(db, meetingId);
  if (!sitting) return null;
  const [lo, hi] = entryRange(sitting.id);
  const speeches = groupBy(selectSittingSpeeches(db, lo, hi), (row) => row.punkt);
  const events = groupBy(selectSittingEvents(db, lo, hi), (row) => row.punkt);
  const items = selectSittingItems(db, lo, hi).map((row): DebateItem => {
    const rows = speeches.get(row.id) ?? [];
    const folded = rows.length > FOLD_AFTER;
    const own = rows.map((s) => toDebateSpeech(s, folded ? FOLDED_LEAD_CHARS : LEAD_CHARS));
    return {
      id: row.id,
      number: row.undernummer ? `${row.nummer}.${row.undernummer}` : row.nummer,
      title: row.titel,
      caseId: row.sagid,
      caseNumber: row.sagsnummer || null,
      stage: row.sagstrin || null,
      folded,
      speeches: own,
      events: (events.get(row.id) ?? []).map(toDebateEvent),
      seconds: own.reduce((n, s) => n + (s.seconds ?? 0), 0),
    };
  });
  return {
    sittingId: sitting.id,
    preliminary: sitting.foreloebig === 1,
    items,
    speechCount: items.reduce((n, item) => n + item.speeches.length, 0),
  };
}

storeReads('lib/data/debates/meeting-debate-load.ts', { loadMeetingDebate });
