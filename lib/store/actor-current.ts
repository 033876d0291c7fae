import { AKTOERAKTOERROLLE, AKTOERTYPE } from '@/lib/model/oda-ids';
import { CURRENT } from './actor-search';
import type { Store } from './open-store';
import { prepared } from './prepared';

/** A person's membership of a Folketingsgruppe on the data's today, with what the member list shows of them. */
export interface CurrentMemberRow {
  readonly id: number;
  readonly biografi: string | null;
  readonly gruppe_id: number;
  readonly kode: string | null;
  readonly gruppe_navn: string | null;
  readonly startdato: string | null;
}

/**
 * Every person's current party-group memberships (role 15 to a Folketingsgruppe, lasting on `@today`), latest
 * started first per person — the first row of a person is their group now. Plan: a scan of AktørAktør (about
 * 12,000 rows at full scale), the group and the person by primary key.
 */
export const CURRENT_MEMBERS_SQL = `
SELECT a."id", a."biografi", g."id" AS gruppe_id, g."gruppenavnkort" AS kode, g."navn" AS gruppe_navn,
       m."startdato"
FROM "AktørAktør" AS m
JOIN "Aktør" AS g ON g."id" = m."tilaktørid" AND g."typeid" = ${AKTOERTYPE.folketingsgruppe}
JOIN "Aktør" AS a ON a."id" = m."fraaktørid" AND a."typeid" = ${AKTOERTYPE.person}
WHERE m."rolleid" = ${AKTOERAKTOERROLLE.medlem} AND ${CURRENT}
ORDER BY a."id", m."startdato" IS NULL, m."startdato" DESC, m."id" DESC`;

const selectCurrent = prepared<[{ today: string }], CurrentMemberRow>(CURRENT_MEMBERS_SQL);

export function selectCurrentMembers(db: Store, today: string): CurrentMemberRow[] {
  return selectCurrent(db).all({ today });
}
