import { storeReads } from '@/lib/data/store-read-source';
import { entryRange, sittingOf } from '@/lib/referat/referat-ids';
import { type NeighbourRow, selectNeighbours, selectSpeech } from '@/lib/store/debates';
import type { Store } from '@/lib/store/store';
import { toSpeaker } from './meeting-debate-load';
import { toParagraphs } from './speech-text';
import type { SpeechNeighbour, SpeechRecord } from './types';

const toNeighbour = (row: NeighbourRow | undefined): SpeechNeighbour | null =>
  row ? { id: row.id, name: row.navn, party: row.parti || null, title: row.titel || null } : null;

/**
 * One speech whole — the speech page's record (`/tale/<id>`), read by proxy.ts before the page and handed to it —
 * with its item, case, sitting and the speeches before and after it; null when there is no speech with the id.
 * A store read (lib/data/debates/debates.ts).
 */
export function loadSpeech(db: Store, id: number): SpeechRecord | null {
  const row = selectSpeech(db, id);
  if (!row) return null;
  const [lo, hi] = entryRange(sittingOf(row.id));
  const { previous, next } = selectNeighbours(db, row.id, lo, hi);
  return {
    id: row.id,
    speaker: toSpeaker(row),
    type: row.taletype || null,
    start: row.start,
    end: row.slut,
    seconds: row.sekunder,
    paragraphs: toParagraphs(row.tekst),
    item: { number: row.punkt_nummer, title: row.punkt_titel, stage: row.sagstrin || null },
    case: row.sagid === null ? null : { id: row.sagid, number: row.sag_nummer, title: row.sag_titel },
    sitting: {
      samling: row.samling,
      number: row.moede_nummer,
      date: row.dato,
      meetingId: row.moedeid,
      preliminary: row.foreloebig === 1,
    },
    previous: toNeighbour(previous),
    next: toNeighbour(next),
  };
}

storeReads('lib/data/debates/speech-load.ts', { loadSpeech });
