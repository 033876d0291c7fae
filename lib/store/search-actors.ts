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
  /** The start of the actor's latest role (membership, ministerial post …; `AktørAktør.startdato`), null for none. */
  readonly latest_role: string | null;
}

/**
 * Every actor (about 18,000 in the real data), in the order hits are listed: persons first, the most recently active
 * (latest role taken) first, then by name, newest session first. There is no full-text index on `Aktør`, and SQLite's LIKE folds only ASCII case ('Ø' ≠ 'ø'), so
 * the actor search matches names in memory over this list, which is read once per store.
 */
const ACTORS_SQL = `
SELECT a."id", a."typeid", a."navn", a."fornavn", a."efternavn", a."gruppenavnkort", at."type" AS aktørtype,
  p."titel" AS periode_titel,
  (SELECT max(aa."startdato") FROM "AktørAktør" AS aa WHERE aa."fraaktørid" = a."id") AS latest_role
FROM "Aktør" AS a
LEFT JOIN "Aktørtype" AS at ON at."id" = a."typeid"
LEFT JOIN "Periode" AS p ON p."id" = a."periodeid"
ORDER BY a."typeid" <> ${AKTOERTYPE.person}, latest_role IS NULL, latest_role DESC, a."navn", p."startdato" DESC, a."id"`;

const loaded = new WeakMap<Store, readonly ActorRow[]>();

export function selectAllActors(db: Store): readonly ActorRow[] {
  let rows = loaded.get(db);
  if (!rows) {
    rows = statementFor<[], ActorRow>(db, ACTORS_SQL).all();
    loaded.set(db, rows);
  }
  return rows;
}
