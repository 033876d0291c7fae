import type { ActorVote } from '@/lib/data/actors/types';
import { CSV_CONTENT_TYPE, type CsvValue, toCsv } from '@/lib/format/csv';
import { type ExportFile, STEMMETYPE_TEXT, slug, VOTE_COLUMNS, voteContextCells } from './member-votes';

/**
 * After the vote's own columns (as in the vote page's export): the member's party on the date, their ballot, their
 * party group's majority and whether they went against it.
 */
export const ACTOR_BALLOT_COLUMNS = ['parti', 'stemme', 'partiets_flertal', 'imod_partiet'] as const;

/**
 * Whether the member voted against their party group's majority: 'ja' or 'nej' when there was a majority to go
 * against and the member voted; null (an empty field) when absent, without a group, or the group had no majority —
 * the rule of lib/store/actor-voting-index.ts.
 */
export function againstPartyCell(vote: Pick<ActorVote, 'choice' | 'partyMajority'>): 'ja' | 'nej' | null {
  if (vote.partyMajority === null || vote.choice === null || vote.choice === 'absent') return null;
  return vote.choice === vote.partyMajority ? 'nej' : 'ja';
}

function ballotRow(vote: ActorVote): CsvValue[] {
  return [
    ...voteContextCells({
      id: vote.voteId,
      date: vote.date,
      caseNumber: vote.caseNumber,
      caseTitle: vote.caseTitle,
      stepTitle: vote.stepTitle,
      voteType: vote.voteType,
    }),
    vote.party,
    vote.choice ? STEMMETYPE_TEXT[vote.choice] : null,
    vote.partyMajority ? STEMMETYPE_TEXT[vote.partyMajority] : null,
    againstPartyCell(vote),
  ];
}

/** The download's file name: `aktoer-<id>-<name>-stemmer.csv`, e.g. `aktoer-2335-mette-hansen-stemmer.csv`. */
export function actorVotesFilename(actor: { readonly id: number; readonly name: string | null }): string {
  return `${[`aktoer-${actor.id}`, slug(actor.name ?? ''), 'stemmer'].filter(Boolean).join('-')}.csv`;
}

/**
 * Every ballot of a member as CSV (lib/format/csv.ts: `;`, CRLF, UTF-8 with BOM, formulas neutralised), one row per
 * vote in the order given: the vote (id, date, case number and title, step, vote type), then
 * {@link ACTOR_BALLOT_COLUMNS}.
 */
export function actorVotesCsv(
  actor: { readonly id: number; readonly name: string | null },
  votes: readonly ActorVote[],
): ExportFile {
  return {
    body: toCsv([...VOTE_COLUMNS, ...ACTOR_BALLOT_COLUMNS], votes.map(ballotRow)),
    contentType: CSV_CONTENT_TYPE,
    filename: actorVotesFilename(actor),
  };
}
