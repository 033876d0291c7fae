import { parseSpeechIdSegment } from '@/lib/referat/referat-ids';
import 'server-only';
import { loadActor } from '@/lib/data/actors/actor-load';
import { loadCaseRecord } from '@/lib/data/cases/case-record-load';
import { loadSpeech } from '@/lib/data/debates/speech-load';
import { loadDocument } from '@/lib/data/documents/document-load';
import { loadMeeting } from '@/lib/data/meetings/meeting-load';
import { loadParty } from '@/lib/data/parties/party-load';
import { handOffRecord, type RecordOf } from '@/lib/data/record-handoff';
import { readStore } from '@/lib/data/store-read';
import { loadVote } from '@/lib/data/votes/vote-load';
import { parseIdSegment, type RecordKind } from '@/lib/routes';

/** What a record page's address holds: the record, handed off to the page by `token`; or no record. */
export type RecordPageRead = { readonly found: true; readonly token: string } | { readonly found: false };

/**
 * Reads the record a record page shows (lib/routes.ts RECORD_PAGES), by its address segment (decoded), with the
 * page's own read — the vote page's `loadVote`, the case page's `loadCaseRecord`, the document page's `loadDocument`, … — and leaves it for the page
 * (record-handoff.ts), so proxy.ts learns whether to answer 404 from the one read the page needs anyway. A malformed
 * id is no record, read nothing. Rejects as `readStore` does (no store, a read past its deadline, a full pool).
 */
export async function readRecordPage(kind: RecordKind, segment: string): Promise<RecordPageRead> {
  if (kind === 'party') {
    const party = await readStore(loadParty, segment);
    return party.kind === 'unknown'
      ? { found: false }
      : { found: true, token: handOffRecord(kind, segment, party) };
  }
  if (kind === 'speech') {
    const id = parseSpeechIdSegment(segment);
    return id === null ? { found: false } : handedOff(kind, id, await readStore(loadSpeech, id));
  }
  const id = parseIdSegment(segment);
  if (id === null) return { found: false };
  switch (kind) {
    case 'vote':
      return handedOff(kind, id, await readStore(loadVote, id));
    case 'case':
      return handedOff(kind, id, await readStore(loadCaseRecord, id));
    case 'meeting':
      return handedOff(kind, id, await readStore(loadMeeting, id));
    case 'actor':
      return handedOff(kind, id, await readStore(loadActor, id));
    case 'document':
      return handedOff(kind, id, await readStore(loadDocument, id));
  }
}

function handedOff<K extends Exclude<RecordKind, 'party'>>(
  kind: K,
  id: number,
  record: RecordOf[K] | null,
): RecordPageRead {
  return record === null ? { found: false } : { found: true, token: handOffRecord(kind, id, record) };
}
