import type { Store } from '@/lib/store/open-store';
import { voteExists } from '@/lib/store/vote-detail';

/**
 * Whether a vote with the id exists (a primary-key probe). A store read (lib/data/store-reads.ts): `proxy.ts`
 * asks it before rendering `/afstemning/<id>`, to answer an unknown id with status 404.
 */
export function loadVoteExists(db: Store, id: number): boolean {
  return voteExists(db, id);
}
