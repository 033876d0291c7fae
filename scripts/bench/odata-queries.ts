import type Database from 'better-sqlite3';

/** One query of the benchmark mix: the OData request, and the same answer by hand-written SQL (the limit). */
export interface BenchQuery {
  readonly name: string;
  /** Path and query below `/api/`, as a client sends it (percent-encoded). */
  readonly odata: string;
  /** Hand-written SQL producing the same JSON body (given the service root). */
  readonly limit: (db: Database.Database, root: string) => string;
}

type Row = Record<string, unknown>;

/** RFC 3986 escaping of a query value, as the service writes next links. */
const escapeValue = (v: string): string =>
  encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const bool = (row: Row, ...names: string[]): Row => {
  for (const n of names) if (row[n] !== null && row[n] !== undefined) row[n] = row[n] === 1;
  return row;
};

/**
 * Figures the issue asks of the endpoint at full scale, by query name: the statistic and its bound in ms.
 */
export const GOALS: Readonly<Record<string, { readonly stat: 'p50' | 'p95'; readonly ms: number }>> = {
  "substringof('klima',titel) + inlinecount": { stat: 'p95', ms: 50 },
  "substringof('forslag',titel) + inlinecount": { stat: 'p95', ms: 50 },
  'Afstemning $expand=Stemme/Aktør $top=100': { stat: 'p50', ms: 50 },
};

/** `Sag?$filter=substringof('<term>',titel)&$inlinecount=allpages`, and its answer by hand-written SQL. */
function substringofTitel(term: string): BenchQuery {
  const filter = `substringof('${term}',titel)`;
  return {
    name: `${filter} + inlinecount`,
    odata: `Sag?$filter=${encodeURIComponent(filter)}&$inlinecount=allpages`,
    limit: (d, root) => {
      const where = `id IN (SELECT rowid FROM "Sag_fts" WHERE "Sag_fts" MATCH ?) AND instr(titel, ?) > 0`;
      const params = [`titel : "${term}"`, term];
      const cols = (d.prepare(`SELECT name FROM pragma_table_info('Sag')`).all() as { name: string }[])
        .map((c) => `"${c.name}"`)
        .join(', ');
      const count = (d.prepare(`SELECT count(*) n FROM "Sag" WHERE ${where}`).get(...params) as { n: number })
        .n;
      const rows = (
        d.prepare(`SELECT ${cols} FROM "Sag" WHERE ${where} ORDER BY id LIMIT 101`).all(...params) as Row[]
      ).map((r) => bool(r, 'statsbudgetsag'));
      const body: Row = {
        'odata.metadata': `${root}$metadata#Sag`,
        'odata.count': String(count),
        value: rows.slice(0, 100),
      };
      if (rows.length > 100)
        body['odata.nextLink'] = `${root}Sag?$filter=${escapeValue(filter)}&$inlinecount=allpages&$skip=100`;
      return JSON.stringify(body);
    },
  };
}

/** Picks ids that exist in the store, so the mix works on any seed. */
export function benchQueries(db: Database.Database): BenchQuery[] {
  const one = <T>(sql: string) => db.prepare(sql).get() as T;
  const sagId = one<{ id: number }>(
    `SELECT id FROM "Sag" ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM "Sag")`,
  ).id;
  const voteId = one<{ id: number }>(
    `SELECT afstemningid id FROM "Stemme" ORDER BY afstemningid DESC LIMIT 1 OFFSET 50000`,
  ).id;
  const mødeId = one<{ id: number }>(
    `SELECT mødeid id FROM "Dagsordenspunkt" GROUP BY mødeid HAVING count(*) >= 5 ORDER BY mødeid DESC LIMIT 1`,
  ).id;
  const stemmeCount = one<{ n: number }>(`SELECT count(*) n FROM "Stemme"`).n;
  const deepSkip = Math.max(0, Math.floor(stemmeCount * 0.8));
  const cols = (set: string, alias = '') =>
    (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(set) as { name: string }[])
      .map((c) => `${alias}"${c.name}"`)
      .join(', ');

  return [
    {
      name: 'by id: Sag(id)',
      odata: `Sag(${sagId})`,
      limit: (d, root) =>
        JSON.stringify({
          'odata.metadata': `${root}$metadata#Sag/@Element`,
          ...bool(
            d.prepare(`SELECT ${cols('Sag')} FROM "Sag" WHERE id = ?`).get(sagId) as Row,
            'statsbudgetsag',
          ),
        }),
    },
    {
      name: "a vote's Stemme + Aktør",
      odata: `Stemme?$filter=afstemningid%20eq%20${voteId}&$expand=Akt%C3%B8r`,
      limit: (d, root) => {
        const rows = d
          .prepare(`SELECT ${cols('Stemme')} FROM "Stemme" WHERE afstemningid = ? ORDER BY id LIMIT 100`)
          .all(voteId) as Row[];
        const actors = new Map(
          (
            d
              .prepare(`SELECT ${cols('Aktør')} FROM "Aktør" WHERE id IN (SELECT value FROM json_each(?))`)
              .all(JSON.stringify(rows.map((r) => r.aktørid))) as Row[]
          ).map((a) => [a.id, a]),
        );
        const more =
          (d.prepare(`SELECT count(*) n FROM "Stemme" WHERE afstemningid = ?`).get(voteId) as { n: number })
            .n > 100;
        const body: Row = {
          'odata.metadata': `${root}$metadata#Stemme`,
          value: rows.map((r) => ({ ...r, Aktør: actors.get(r.aktørid) ?? null })),
        };
        if (more)
          body['odata.nextLink'] =
            `${root}Stemme?$filter=${escapeValue(`afstemningid eq ${voteId}`)}&$expand=${escapeValue('Aktør')}&$skip=100`;
        return JSON.stringify(body);
      },
    },
    substringofTitel('klima'),
    // A common word: most titles hold 'Forslag', so the case-folding trigram index finds 40% of Sag to check.
    substringofTitel('forslag'),
    {
      name: 'a Møde with its agenda',
      odata: `M%C3%B8de(${mødeId})?$expand=Dagsordenspunkt`,
      limit: (d, root) => {
        const m = d.prepare(`SELECT ${cols('Møde')} FROM "Møde" WHERE id = ?`).get(mødeId) as Row;
        const items = d
          .prepare(
            `SELECT ${cols('Dagsordenspunkt')} FROM "Dagsordenspunkt" WHERE mødeid = ? ORDER BY id LIMIT 100`,
          )
          .all(mødeId);
        return JSON.stringify({
          'odata.metadata': `${root}$metadata#Møde/@Element`,
          ...m,
          Dagsordenspunkt: items,
        });
      },
    },
    {
      name: 'latest 100 by opdateringsdato desc',
      odata: 'Sag?$orderby=opdateringsdato%20desc&$top=100',
      limit: (d, root) =>
        JSON.stringify({
          'odata.metadata': `${root}$metadata#Sag`,
          value: (
            d
              .prepare(`SELECT ${cols('Sag')} FROM "Sag" ORDER BY opdateringsdato DESC, id LIMIT 100`)
              .all() as Row[]
          ).map((r) => bool(r, 'statsbudgetsag')),
        }),
    },
    {
      name: `deep $skip (Stemme, skip ${deepSkip})`,
      odata: `Stemme?$skip=${deepSkip}&$top=100`,
      limit: (d, root) =>
        JSON.stringify({
          'odata.metadata': `${root}$metadata#Stemme`,
          value: d
            .prepare(`SELECT ${cols('Stemme')} FROM "Stemme" ORDER BY id LIMIT 100 OFFSET ?`)
            .all(deepSkip),
        }),
    },
    {
      name: 'Afstemning $expand=Stemme/Aktør $top=100',
      odata: 'Afstemning?$expand=Stemme/Akt%C3%B8r&$top=100',
      limit: (d, root) => {
        const votes = (
          d.prepare(`SELECT ${cols('Afstemning')} FROM "Afstemning" ORDER BY id LIMIT 100`).all() as Row[]
        ).map((r) => bool(r, 'vedtaget'));
        const stemmer = d.prepare(
          `SELECT ${cols('Stemme')} FROM "Stemme" WHERE afstemningid = ? ORDER BY id LIMIT 100`,
        );
        const perVote = votes.map((v) => stemmer.all(v.id) as Row[]);
        const ids = [...new Set(perVote.flat().map((s) => s.aktørid))];
        const actors = new Map(
          (
            d
              .prepare(`SELECT ${cols('Aktør')} FROM "Aktør" WHERE id IN (SELECT value FROM json_each(?))`)
              .all(JSON.stringify(ids)) as Row[]
          ).map((a) => [a.id, a]),
        );
        return JSON.stringify({
          'odata.metadata': `${root}$metadata#Afstemning`,
          value: votes.map((v, i) => ({
            ...v,
            Stemme: (perVote[i] ?? []).map((s) => ({ ...s, Aktør: actors.get(s.aktørid) ?? null })),
          })),
        });
      },
    },
  ];
}
