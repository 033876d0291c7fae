import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base } from './fixtures';
import { ActorPage } from './pages/actor.page';
import { ActorListPage } from './pages/actor-list.page';

/** Actors of the store under test, picked by what a test needs rather than by id. */
export interface ActorIds {
  /** A long-serving member with a current-format biografi, committee seats, cases and votes against the party. */
  readonly politician: { readonly id: number; readonly name: string };
  /** A committee with members and cases referred to it (the newest such). */
  readonly committee: { readonly id: number; readonly name: string; readonly period: string };
  /** A piece of a member's name with æ, ø or å in it, and that member. */
  readonly search: { readonly piece: string; readonly name: string };
  /** A party code and samling with members, and how many. */
  readonly partyInSamling: { readonly party: string; readonly period: string; readonly members: number };
  /** The Folketing on the data's today: how many members, and its largest party group (code, name, members). */
  readonly folketing: {
    readonly members: number;
    readonly largest: { readonly party: string; readonly name: string; readonly members: number };
  };
  /** How many ballots the politician has (rows in their CSV download). */
  readonly politicianBallots: number;
}

/** The store the app under test reads (as playwright.config.ts and scripts/e2e.ts resolve it). */
const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

function readActorIds(): ActorIds {
  const db = new Database(STORE, { readonly: true, fileMustExist: true });
  const get = <T>(sql: string) => db.prepare(sql).get() as T;
  try {
    const politician = get<{ id: number; name: string }>(
      `SELECT a.id, a.navn AS name FROM "Aktør" a
       WHERE a.typeid = 5 AND a.biografi LIKE '<member>%'
         AND EXISTS (SELECT 1 FROM "SagAktør" sa WHERE sa."aktørid" = a.id)
         AND EXISTS (SELECT 1 FROM "AktørAktør" aa JOIN "Aktør" u ON u.id = aa."tilaktørid" AND u.typeid = 3
                     WHERE aa."fraaktørid" = a.id)
       ORDER BY (SELECT count(*) FROM "Stemme" s WHERE s."aktørid" = a.id) DESC, a.id LIMIT 1`,
    );
    const committee = get<{ id: number; name: string; period: string }>(
      `SELECT u.id, u.navn AS name, p.titel AS period FROM "Aktør" u JOIN "Periode" p ON p.id = u.periodeid
       WHERE u.typeid = 3 AND EXISTS (SELECT 1 FROM "SagAktør" sa WHERE sa."aktørid" = u.id AND sa.rolleid = 11)
         AND EXISTS (SELECT 1 FROM "AktørAktør" aa WHERE aa."tilaktørid" = u.id AND aa.rolleid = 16)
       ORDER BY p.startdato DESC, u.id LIMIT 1`,
    );
    const member = get<{ name: string }>(
      `SELECT navn AS name FROM "Aktør" WHERE typeid = 5 AND (navn LIKE '%ø%' OR navn LIKE '%æ%' OR navn LIKE '%å%')
       ORDER BY id LIMIT 1`,
    );
    const at = [...member.name].findIndex((ch) => 'æøå'.includes(ch));
    const piece = [...member.name]
      .slice(Math.max(0, at - 1), at + 2)
      .join('')
      .trim();
    const partyInSamling = get<{ party: string; period: string; members: number }>(
      `SELECT g.gruppenavnkort AS party, p.kode AS period, count(DISTINCT aa."fraaktørid") AS members
       FROM "Aktør" g JOIN "Periode" p ON p.id = g.periodeid
       JOIN "AktørAktør" aa ON aa."tilaktørid" = g.id AND aa.rolleid = 15
       JOIN "Aktør" m ON m.id = aa."fraaktørid" AND m.typeid = 5
       WHERE g.typeid = 4 AND g.gruppenavnkort = 'V'
       GROUP BY g.id ORDER BY p.startdato DESC LIMIT 1 OFFSET 1`,
    );
    const today = `(SELECT value FROM "_tingdata_meta" WHERE key = 'as_of')`;
    const current = `FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid" AND g.typeid = 4
       JOIN "Aktør" m ON m.id = aa."fraaktørid" AND m.typeid = 5
       WHERE aa.rolleid = 15 AND (aa.startdato IS NULL OR substr(aa.startdato, 1, 10) <= ${today})
         AND (aa.slutdato IS NULL OR substr(aa.slutdato, 1, 10) > ${today})`;
    const members = get<{ n: number }>(`SELECT count(DISTINCT aa."fraaktørid") AS n ${current}`).n;
    const largest = get<{ party: string; name: string; members: number }>(
      `SELECT g.gruppenavnkort AS party, g.navn AS name, count(DISTINCT aa."fraaktørid") AS members ${current}
       GROUP BY g.id ORDER BY members DESC LIMIT 1`,
    );
    const politicianBallots = get<{ n: number }>(
      `SELECT count(*) AS n FROM "Stemme" WHERE "aktørid" = ${politician.id}`,
    ).n;
    return {
      politician,
      committee,
      search: { piece, name: member.name },
      partyInSamling,
      folketing: { members, largest },
      politicianBallots,
    };
  } finally {
    db.close();
  }
}

export const test = base.extend<
  { actorPage: ActorPage; actorListPage: ActorListPage },
  { actorIds: ActorIds }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
  actorIds: [async ({}, use) => use(readActorIds()), { scope: 'worker' }],
  actorPage: async ({ page }, use) => use(new ActorPage(page)),
  actorListPage: async ({ page }, use) => use(new ActorListPage(page)),
});

export { expect } from './fixtures';
