import { groupBy } from '@/lib/data/group-by';
import { storeReads } from '@/lib/data/store-read-source';
import { type CaseSpeakerRow, selectCaseItems, selectCaseSpeakers } from '@/lib/store/debates';
import type { Store } from '@/lib/store/store';
import { toSpeaker } from './meeting-debate-load';
import type { CaseDebateGroup, CaseDebateReading, CaseDebateSpeaker } from './types';

const toCaseSpeaker = (row: CaseSpeakerRow): CaseDebateSpeaker => ({
  speaker: toSpeaker(row),
  spokesperson: row.ordfoerer === 1,
  speeches: row.taler,
  seconds: row.sekunder,
  firstSpeechId: row.first_id,
});

/** Spokespersons first, then by first speech. */
const bySpokesperson = (a: CaseDebateSpeaker, b: CaseDebateSpeaker): number =>
  Number(b.spokesperson) - Number(a.spokesperson) || a.firstSpeechId - b.firstSpeechId;

/**
 * A reading's speakers by party, in the order the parties first spoke; speakers printed without a party (ministers,
 * the chair) are one group after the parties.
 */
export function groupByParty(rows: readonly CaseSpeakerRow[]): CaseDebateGroup[] {
  const groups = [...groupBy(rows.map(toCaseSpeaker), (s) => s.speaker.party)].map(
    ([party, speakers]): CaseDebateGroup => ({
      party,
      speakers: speakers.sort(bySpokesperson),
      seconds: speakers.reduce((n, s) => n + s.seconds, 0),
    }),
  );
  return [...groups.filter((g) => g.party !== null), ...groups.filter((g) => g.party === null)];
}

/**
 * The case's debate, one reading per agenda item about it in a transcript (oldest first): who spoke for each party,
 * how often and how long, and the first speech of each for the link into the meeting's debate. Empty when no
 * transcript names the case. A store read (lib/data/debates/debates.ts).
 */
export function loadCaseDebate(db: Store, caseId: number): CaseDebateReading[] {
  const items = selectCaseItems(db, caseId);
  if (items.length === 0) return [];
  const speakers = groupBy(selectCaseSpeakers(db, caseId), (row) => row.punkt);
  return items.map((item) => {
    const rows = speakers.get(item.punkt) ?? [];
    return {
      itemId: item.punkt,
      stage: item.sagstrin || null,
      title: item.titel,
      date: item.dato,
      meetingId: item.moedeid,
      groups: groupByParty(rows),
      speeches: rows.reduce((n, r) => n + r.taler, 0),
      seconds: rows.reduce((n, r) => n + r.sekunder, 0),
    };
  });
}

storeReads('lib/data/debates/case-debate-load.ts', { loadCaseDebate });
