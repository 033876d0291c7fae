import { AKTOERTYPE } from '@/lib/model/oda-ids';
import type { Store } from './open-store';
import { statementFor } from './prepared';

/** An actor as the actor search knows it. */
export interface ActorRow {
  readonly id: number;
  readonly typeid: number;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
  readonly gruppenavnkort: string | null;
  readonly aktørtype: string | null;
  readonly periode_titel: string | null;
}

/**
 * Every actor (about 18,000 in the real data), in the order hits are listed: persons first, then by name, newest
 * session first. There is no full-text index on `Aktør`, and SQLite's LIKE folds only ASCII case ('Ø' ≠ 'ø'), so
 * the actor search matches names in memory over this list, which is read once per store.
 */
const ACTORS_SQL = `
SELECT a."id", a."typeid", a."navn", a."fornavn", a."efternavn", a."gruppenavnkort", at."type" AS aktørtype,
  p."titel" AS periode_titel
FROM "Aktør" AS a
LEFT JOIN "Aktørtype" AS at ON at."id" = a."typeid"
LEFT JOIN "Periode" AS p ON p."id" = a."periodeid"
ORDER BY a."typeid" <> ${AKTOERTYPE.person}, a."navn", p."startdato" DESC, a."id"`;

const loaded = new WeakMap<Store, readonly ActorRow[]>();

export function selectAllActors(db: Store): readonly ActorRow[] {
  let rows = loaded.get(db);
  if (!rows) {
    rows = statementFor<[], ActorRow>(db, ACTORS_SQL).all();
    loaded.set(db, rows);
  }
  return rows;
}
