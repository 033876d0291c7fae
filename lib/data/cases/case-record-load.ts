import { storeReads } from '@/lib/data/store-read-source';
import type { VoteSummary } from '@/lib/data/votes/types';
import { loadVoteList } from '@/lib/data/votes/votes-load';
import type { Store } from '@/lib/store/store';
import { loadCase, loadCaseTimeline } from './case-load';
import { loadCaseResult } from './case-result-load';
import { caseVoteIds } from './case-result-motions';
import type { CaseDetail, CaseResult, CaseTimeline } from './types';

/** A case with what its page, feed and result box all need: its steps, its result by its type's rule, its votes. */
export interface CaseRecord {
  readonly detail: CaseDetail;
  readonly timeline: CaseTimeline;
  readonly result: CaseResult;
  /** The votes on the case and on its motions (caseVoteIds), as lines in a list. */
  readonly votes: readonly VoteSummary[];
}

/**
 * One case whole in one read — what proxy.ts reads before the case page (and hands to it), and what the case's
 * feed reads; null when there is no case with the id. A store read, called through `getCaseRecord` (case.ts).
 */
export function loadCaseRecord(db: Store, id: number): CaseRecord | null {
  const detail = loadCase(db, id);
  const result = detail && loadCaseResult(db, id);
  if (!detail || !result) return null;
  const timeline = loadCaseTimeline(db, id);
  return { detail, timeline, result, votes: loadVoteList(db, caseVoteIds(timeline, result)) };
}

storeReads('lib/data/cases/case-record-load.ts', { loadCaseRecord });
