import 'server-only';
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { headers } from 'next/headers';
import type { ActorSummary } from '@/lib/data/actors/types';
import type { CaseRecord } from '@/lib/data/cases/case-record-load';
import type { SpeechRecord } from '@/lib/data/debates/types';
import type { DocumentRecord } from '@/lib/data/documents/types';
import type { MeetingSummary } from '@/lib/data/meetings/types';
import type { PartyLookup } from '@/lib/data/parties/types';
import type { VoteDetail } from '@/lib/data/votes/types';
import type { RecordKind } from '@/lib/routes';

/** What each record page's own read returns (record-page.ts reads it, the page's getter takes it). */
export interface RecordOf {
  readonly vote: VoteDetail;
  readonly case: CaseRecord;
  readonly meeting: MeetingSummary;
  readonly actor: ActorSummary;
  readonly party: PartyLookup;
  readonly document: DocumentRecord;
  readonly speech: SpeechRecord;
}

/**
 * The request header that carries a record page's hand-off token from proxy.ts to the page (set by proxy.ts on
 * record pages only, and removed from every other request, whatever the client sent).
 */
export const RECORD_HANDOFF_HEADER = 'x-tingdata-record';

interface Handoff {
  readonly key: string;
  readonly value: unknown;
}

const HANDOFFS = Symbol.for('tingdata.recordHandoffs');
type WithHandoffs = typeof globalThis & { [HANDOFFS]?: LRUCache<string, Handoff> };

/**
 * The records read before routing and not yet taken by their page. One per process, on `globalThis` (proxy.ts and
 * the pages are bundled apart). Bounded: a page that never renders (the client left, a HEAD) leaves its record for
 * ten seconds at most, and past 64 waiting records the oldest goes — its page then reads it again.
 */
function handoffs(): LRUCache<string, Handoff> {
  const holder = globalThis as WithHandoffs;
  holder[HANDOFFS] ??= new LRUCache<string, Handoff>({ max: 64, ttl: 10_000 });
  return holder[HANDOFFS];
}

const keyOf = (kind: RecordKind, key: string | number) => `${kind}:${key}`;

/** Leaves a record read before routing for its page; returns the token proxy.ts puts in {@link RECORD_HANDOFF_HEADER}. */
export function handOffRecord<K extends RecordKind>(
  kind: K,
  key: string | number,
  value: RecordOf[K],
): string {
  const token = randomUUID();
  handoffs().set(token, { key: keyOf(kind, key), value });
  return token;
}

/**
 * The record this request's page was handed by proxy.ts, once (so one request reads its record once); undefined
 * when there is none for this kind and key — another page, a share image or feed under the record, a render outside a
 * request, or a hand-off already taken or expired — and the caller reads the record itself.
 */
export async function takeRecord<K extends RecordKind>(
  kind: K,
  key: string | number,
): Promise<RecordOf[K] | undefined> {
  let token: string | null;
  try {
    token = (await headers()).get(RECORD_HANDOFF_HEADER);
  } catch {
    return undefined; // Not in a request (a script, a test): nothing was handed off.
  }
  if (!token) return undefined;
  const handoff = handoffs().get(token);
  if (handoff?.key !== keyOf(kind, key)) return undefined;
  handoffs().delete(token);
  return handoff.value as RecordOf[K];
}
