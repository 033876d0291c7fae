import { nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { storeReads } from '@/lib/data/store-read-source';
import { type Konklusion, parseKonklusion, type VoteSide } from '@/lib/konklusion';
import { INDEPENDENTS, INDEPENDENTS_NAME } from '@/lib/model/oda-ids';
import type { Store } from '@/lib/store/store';
import { selectVoteBallots, type VoteBallotRow } from '@/lib/store/vote-ballots';
import { selectVoteDetail, type VoteDetailRow } from '@/lib/store/vote-detail';
import { governmentOn } from './government-load';
import type { KonklusionSide, MemberBallot, VoteDetail, VoteGovernment, VoteKonklusion } from './types';
import { countBallots, type PartyBallot, partyBreakdown, toVoteChoice } from './vote-breakdown';
import { checkVoteConsistency } from './vote-consistency';

/**
 * One vote with its case, step, meeting and session, the konklusion parsed, every member's vote (each in the
 * party they belonged to on the vote date), the per-party breakdown and where konklusion, `vedtaget` and the
 * Stemme rows disagree; null when there is no vote with the id. A store read (lib/data/store-read-source.ts): runs in
 * the pages' query pool, called through `getVote` (vote.ts).
 */
export function loadVote(db: Store, id: number): VoteDetail | null {
  const row = selectVoteDetail(db, id);
  if (!row) return null;
  return toVoteDetail(
    row,
    selectVoteBallots(db, id, row.afstemning_dato),
    governmentOn(db, row.afstemning_dato),
  );
}

/** Reshapes the stored rows of one vote (see lib/store/vote-detail.ts and vote-ballots.ts) into a VoteDetail. */
function toVoteDetail(
  row: VoteDetailRow,
  ballotRows: readonly VoteBallotRow[],
  government: VoteGovernment,
): VoteDetail {
  const ballots = ballotRows.map(toPartyBallot).sort(byName);
  const stemmeCounts = ballots.length > 0 ? countBallots(ballots).counts : null;
  const konklusion = toVoteKonklusion(row.konklusion, parseKonklusion(row.konklusion), ballots);
  const adopted = row.vedtaget === 1;
  return {
    id: row.afstemning_id,
    nummer: row.afstemning_nummer,
    voteTypeId: row.afstemningstype_id,
    voteType: nonBlank(row.afstemningstype),
    adopted,
    comment: nonBlank(row.kommentar),
    date: toIsoLocalDateTime(row.afstemning_dato),
    konklusion,
    case:
      row.sag_id === null
        ? null
        : {
            id: row.sag_id,
            number: nonBlank(row.sag_nummer),
            title: nonBlank(row.sag_titel),
            shortTitle: nonBlank(row.sag_titelkort),
          },
    step:
      row.sagstrin_id === null
        ? null
        : { id: row.sagstrin_id, title: nonBlank(row.sagstrin_titel), type: nonBlank(row.sagstrinstype) },
    meeting: {
      id: row.moede_id,
      title: nonBlank(row.moede_titel),
      date: toIsoLocalDateTime(row.moede_dato),
    },
    period:
      row.periode_id === null
        ? null
        : { id: row.periode_id, code: nonBlank(row.periode_kode), title: nonBlank(row.periode_titel) },
    ballots: ballots.map(({ actorId, name, party, choice }) => ({ actorId, name, party, choice })),
    parties: partyBreakdown(ballots),
    stemmeCounts,
    discrepancies: checkVoteConsistency({ konklusion, adopted, stemmeCounts }),
    government,
  };
}

function toPartyBallot(row: VoteBallotRow): PartyBallot {
  const party = nonBlank(row.gruppe_kode);
  const fullName = [nonBlank(row.aktoer_fornavn), nonBlank(row.aktoer_efternavn)].filter(Boolean).join(' ');
  return {
    actorId: row.aktoer_id,
    name: nonBlank(row.aktoer_navn) ?? (fullName || `Aktør ${row.aktoer_id}`),
    party,
    // Independents each have a group of their own, 'Uden for folketingsgrupperne - <name>'.
    partyName: party === INDEPENDENTS ? INDEPENDENTS_NAME : nonBlank(row.gruppe_navn),
    choice: toVoteChoice(row.stemmetype_id),
  };
}

const collator = new Intl.Collator('da');
const byName = (a: MemberBallot, b: MemberBallot) =>
  collator.compare(a.name, b.name) || a.actorId - b.actorId;

function toVoteKonklusion(
  text: string | null,
  parsed: Konklusion,
  ballots: readonly MemberBallot[],
): VoteKonklusion {
  // Named members link to the member of the same name when exactly one ballot has it.
  const idsByName = new Map<string, number | null>();
  for (const b of ballots) idsByName.set(b.name, idsByName.has(b.name) ? null : b.actorId);
  const side = (s: VoteSide): KonklusionSide => ({
    count: s.count,
    parties: s.parties,
    members: s.members.map((m) => ({ name: m.name, party: m.party, actorId: idsByName.get(m.name) ?? null })),
  });
  return {
    text: nonBlank(text),
    outcome: parsed.outcome,
    for: side(parsed.for),
    against: side(parsed.against),
    abstain: side(parsed.abstain),
    remark: parsed.remark,
  };
}

storeReads('lib/data/votes/vote-load.ts', { loadVote });
