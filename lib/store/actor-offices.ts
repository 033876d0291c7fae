import { CHAIR_ROLES } from '@/lib/model/oda-ids';
import { linkLastingOnSql, ministerPostSql } from './government';
import type { Store } from './open-store';
import { prepared } from './prepared';

/** One office a person holds on the date, with the body or title it is held in. Raw row: values as stored. */
export interface ActorOfficeRow {
  readonly rolleid: number;
  readonly rolle: string | null;
  /** 1 for a minister post (by the rule of lib/store/government.ts), 0 for a chair. */
  readonly minister: number;
  readonly other_id: number;
  readonly other_typeid: number | null;
  readonly other_type: string | null;
  readonly other_navn: string | null;
  /** `gruppenavnkort`: for a Ministertitel the title ('finansminister'), for a committee its code. */
  readonly other_kode: string | null;
  readonly periodeid: number | null;
  readonly periode_kode: string | null;
  readonly periode_titel: string | null;
  readonly startdato: string | null;
  readonly slutdato: string | null;
}

/**
 * A person's offices on a date (`@dato`): their minister posts held then — the same rule as the government on a
 * vote date (lib/store/government.ts) — and their chair roles lasting then ({@link CHAIR_ROLES}: the Folketing's
 * formand and næstformænd, a committee's formand and næstformand); minister posts first, then the latest started.
 * Plan: `ix_AktørAktør_fra_rolle` for the person's links (a few hundred for a long-serving member), the other
 * actor, its type and samling by primary key.
 */
export const ACTOR_OFFICES_ON_SQL = `
SELECT aa."rolleid", r."rolle", (${ministerPostSql('aa', 'o')}) AS minister,
       o."id" AS other_id, o."typeid" AS other_typeid, t."type" AS other_type, o."navn" AS other_navn,
       o."gruppenavnkort" AS other_kode, o."periodeid", p."kode" AS periode_kode, p."titel" AS periode_titel,
       aa."startdato", aa."slutdato"
FROM "AktørAktør" AS aa
JOIN "Aktør" AS o ON o."id" = aa."tilaktørid"
LEFT JOIN "Aktørtype" AS t ON t."id" = o."typeid"
LEFT JOIN "Periode" AS p ON p."id" = o."periodeid"
LEFT JOIN "AktørAktørRolle" AS r ON r."id" = aa."rolleid"
WHERE aa."fraaktørid" = @actor AND ${linkLastingOnSql('aa', '@dato')}
  AND ((${ministerPostSql('aa', 'o')}) OR aa."rolleid" IN (${CHAIR_ROLES.join(', ')}))
ORDER BY minister DESC, aa."startdato" IS NULL, aa."startdato" DESC, aa."id" DESC`;

const selectOffices = prepared<[{ actor: number; dato: string }], ActorOfficeRow>(ACTOR_OFFICES_ON_SQL);

export function selectActorOfficesOn(db: Store, actorId: number, dato: string): ActorOfficeRow[] {
  return selectOffices(db).all({ actor: actorId, dato });
}
