import { groupBy } from '@/lib/data/group-by';
import { storeReads } from '@/lib/data/store-read-source';
import { clipText } from '@/lib/format/clip-text';
import {
  type ActorSpeechRow,
  type SamlingSpeakingRow,
  selectActorSamlinger,
  selectActorSpeeches,
  selectPartySamlinger,
  selectSpokespersons,
} from '@/lib/store/debates';
import type { Store } from '@/lib/store/store';
import { toParagraphs } from './speech-text';
import type { ActorSpeeches, PartySpeeches, SamlingSpeaking, SpeechLine } from './types';

/** How long a speech's preview in a list (a politician's newest, their feed) is, in characters. */
export const EXCERPT_CHARS = 280;

const toSamling = (row: SamlingSpeakingRow): SamlingSpeaking => ({
  samling: String(row.samling),
  title: row.periode_titel,
  speeches: row.taler,
  seconds: row.sekunder,
});

export const toSpeechLine = (row: ActorSpeechRow): SpeechLine => ({
  id: row.id,
  date: row.dato,
  start: row.start,
  seconds: row.sekunder,
  party: row.parti || null,
  title: row.titel || null,
  type: row.taletype || null,
  itemTitle: row.punkt_titel,
  caseNumber: row.sag_nummer || null,
  excerpt: clipText(toParagraphs(row.head).join(' '), EXCERPT_CHARS),
});

/**
 * A person's speeches: count and speaking time per samling (newest first) and the newest `limit`. A store read
 * (lib/data/debates/debates.ts); also the politician's speech feed's.
 */
export function loadActorSpeeches(db: Store, actorId: number, limit: number): ActorSpeeches {
  const samlinger = selectActorSamlinger(db, actorId).map(toSamling);
  return {
    samlinger,
    newest: samlinger.length === 0 ? [] : selectActorSpeeches(db, actorId, limit).map(toSpeechLine),
    total: samlinger.reduce((n, s) => n + s.speeches, 0),
  };
}

/**
 * The speeches given under a party's code (as the transcripts print it) per samling, newest first, each with the
 * party's spokespersons that samling (TaleType 'Ordfører'), most speeches first. A store read.
 */
export function loadPartySpeeches(db: Store, partyCode: string): PartySpeeches {
  const samlinger = selectPartySamlinger(db, partyCode).map(toSamling);
  if (samlinger.length === 0) return { samlinger: [] };
  const spokespersons = groupBy(selectSpokespersons(db, partyCode), (row) => String(row.samling));
  return {
    samlinger: samlinger.map((s) => ({
      ...s,
      spokespersons: (spokespersons.get(s.samling) ?? []).map((row) => ({
        actorId: row.aktoerid,
        name: row.navn,
        speeches: row.taler,
        seconds: row.sekunder,
      })),
    })),
  };
}

storeReads('lib/data/debates/speaker-load.ts', { loadActorSpeeches, loadPartySpeeches });
