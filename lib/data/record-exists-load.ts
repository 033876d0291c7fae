import { partySegmentExists } from '@/lib/data/parties/party-load';
import { storeReads } from '@/lib/data/store-read-source';
import { parseIdSegment, type RecordKind } from '@/lib/routes';
import type { Store } from '@/lib/store/open-store';
import { type RecordTable, recordExists } from '@/lib/store/record-exists';

/** A record found by the id in its address: a malformed id is no record. */
const byId =
  (table: RecordTable) =>
  (db: Store, segment: string): boolean => {
    const id = parseIdSegment(segment);
    return id !== null && recordExists(db, table, id);
  };

/** How each record page's address segment is looked up (lib/routes.ts RECORD_PAGES lists the pages). */
const EXISTS: Readonly<Record<RecordKind, (db: Store, segment: string) => boolean>> = {
  vote: byId('Afstemning'),
  case: byId('Sag'),
  meeting: byId('Møde'),
  actor: byId('Aktør'),
  party: partySegmentExists,
};

/**
 * Whether the record page `kind` has something to show for its address segment (decoded): proxy.ts asks before
 * rendering, and answers 404 with the record's words when not. A store read (lib/data/store-read-source.ts).
 */
export function loadRecordExists(db: Store, kind: RecordKind, segment: string): boolean {
  return EXISTS[kind](db, segment);
}

storeReads('lib/data/record-exists-load.ts', { loadRecordExists });
