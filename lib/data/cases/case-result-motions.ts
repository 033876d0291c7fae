import type { CaseResult, CaseTimeline, Motion } from './types';

/** The motions for a resolution a debate's result lists (every kind of a debate's result carries them); else none. */
export function resultMotions(result: CaseResult): readonly Motion[] {
  switch (result.kind) {
    case 'motion-adopted':
    case 'no-motion-adopted':
    case 'not-yet-voted':
    case 'closed-without-vote':
    case 'disagreement':
      return result.motions;
    case 'final-vote':
    case 'motion':
    case 'no-votes-expected':
      return [];
  }
}

/**
 * Every vote a case page and its feed list: the votes on the case's own steps in their order, then its motions'
 * votes (a debate's), each once.
 */
export function caseVoteIds(timeline: CaseTimeline, result: CaseResult | null): number[] {
  const own = timeline.steps.flatMap((step) => step.votes.map((vote) => vote.id));
  const motions = result ? resultMotions(result).flatMap((m) => (m.vote ? [m.vote.id] : [])) : [];
  return [...new Set([...own, ...motions])];
}
