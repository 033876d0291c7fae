import { nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import { type MinisterRow, selectMinistersOn } from '@/lib/store/government';
import type { Store } from '@/lib/store/store';
import type { GovernmentParty, VoteGovernment } from './types';

/**
 * The government on a vote's date (`afstemning_dato` as the store keeps it), part of the vote's one read (vote-load.ts).
 *
 * The rule: the government on the vote date D (the vote's `Sagstrin.dato`, else its `Møde.dato`, the date its
 * ballots' parties are taken on) is the set of Folketingsgruppe parties (`gruppenavnkort`) of the persons who held
 * a minister post on D — an `AktørAktør` with role 8 "Minister" to a Ministertitel actor with
 * `startdato ≤ D < slutdato` (lib/store/government.ts) — each minister's party found by the same membership rule
 * as the ballots' (lib/store/party-membership.ts). Ministers with no party on D (from outside the Folketing, or
 * independents, 'UFG') are counted but make no party. With no minister on D the government is unknown: ODA holds
 * few minister links, and saying nothing is better than guessing.
 */
export function governmentOn(db: Store, dato: string | null): VoteGovernment {
  return toVoteGovernment(dato, selectMinistersOn(db, dato));
}

/** The ministers of a date (rows of lib/store/government.ts) as the government on that date. */
export function toVoteGovernment(dato: string | null, rows: readonly MinisterRow[]): VoteGovernment {
  const date = toIsoLocalDateTime(dato);
  if (date === null || rows.length === 0) return { kind: 'unknown', date };
  const parties = new Map<string, { partyName: string | null; ministers: number }>();
  let withoutParty = 0;
  for (const r of rows) {
    const party = nonBlank(r.gruppe_kode);
    if (party === null || party === INDEPENDENTS) {
      withoutParty++;
      continue;
    }
    const known = parties.get(party) ?? { partyName: nonBlank(r.gruppe_navn), ministers: 0 };
    known.ministers++;
    parties.set(party, known);
  }
  const list: GovernmentParty[] = [...parties].map(([party, p]) => ({ party, ...p }));
  list.sort((a, b) => b.ministers - a.ministers || a.party.localeCompare(b.party, 'da'));
  return { kind: 'known', date, ministers: rows.length, parties: list, withoutParty };
}
