import { voteSubjects } from '@/lib/data/actors/actor-vote-record-load';
import { loadQuestionFilterOptions } from '@/lib/data/questions/question-list-load';
import { storeReads } from '@/lib/data/store-read-source';
import { votingIndex, type WarmOutcome, warmVotingIndex } from '@/lib/store/actor-voting-index';
import { partyRecords } from '@/lib/store/party-record';
import type { Store } from '@/lib/store/store';
import { changesByParty } from './party-changed-positions-load';
import { topicFacts } from './party-topics-load';
import { listedBreaks } from './rebellions-load';

/**
 * Builds, in this page thread, what the analyses across votes keep in memory — the voting index, the parties'
 * records per samling, every party's changed positions, the records by subject, the breaks with the party in
 * page order, the votes' subjects (a member's vote record's filter) and the questions to ministers (the question
 * index of lib/data/questions/question-index.ts, with the question list's filter choices) — ahead of the pages, so the
 * first politician or party page after a start (or a sync cycle) does not pay for them. A store read
 * (lib/data/store-read-source.ts), sent to each of the pages' query pool threads by lib/data/analyses/warm-voting-index.ts.
 * `ms` counts all of it when anything was built.
 */
export function warmAnalyses(db: Store): WarmOutcome {
  const index = warmVotingIndex(db);
  if (index.state === 'building') return index;
  const started = performance.now();
  partyRecords(votingIndex(db));
  changesByParty(db);
  topicFacts(db);
  listedBreaks(db);
  voteSubjects(db);
  loadQuestionFilterOptions(db);
  const ms = Math.round(performance.now() - started);
  return index.state === 'built' ? { state: 'built', ms: index.ms + ms } : index;
}

storeReads('lib/data/analyses/warm-analyses.ts', { warmAnalyses });
