import type Database from 'better-sqlite3';

/** One page to time: its type, its address and why that record was picked. */
export interface PageTarget {
  readonly name: string;
  readonly path: string;
  readonly note?: string;
}

type Store = Database.Database;

const one = <T>(db: Store, sql: string, ...params: unknown[]): T | undefined =>
  db.prepare(sql).get(...params) as T | undefined;

/**
 * The pages of the benchmark, with ids looked up from the store: a typical and the heaviest plenary meeting (median
 * and most votes), the newest held committee meeting, the newest vote with member votes, its case, and a member who
 * attended the heaviest meeting, and the vote record of the member with the most ballots; the question list, the
 * answer-time comparison and the page of the longest holder of the ministry put the most questions to; the debates'
 * heaviest meeting, case, speech and speaker.
 */
export function pickPages(db: Store): PageTarget[] {
  const asOf =
    one<{ value: string }>(db, `SELECT value FROM "_tingdata_meta" WHERE key = 'as_of'`)?.value ?? '9999';
  const plenary = one<{ id: number; n: number }>(
    db,
    `SELECT "mødeid" AS id, count(*) AS n FROM "Afstemning" a JOIN "Møde" m ON m.id = a."mødeid"
     WHERE m.typeid = 1 GROUP BY "mødeid" ORDER BY n DESC, id DESC LIMIT 1`,
  );
  const median = one<{ id: number; n: number }>(
    db,
    `WITH c AS (SELECT "mødeid" AS id, count(*) AS n FROM "Afstemning" a JOIN "Møde" m ON m.id = a."mødeid"
                WHERE m.typeid = 1 AND EXISTS (SELECT 1 FROM "MødeAktør" x WHERE x."mødeid" = m.id)
                GROUP BY "mødeid")
     SELECT id, n FROM c ORDER BY n, id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM c)`,
  );
  const committee = one<{ id: number }>(
    db,
    `SELECT id FROM "Møde" WHERE typeid = 2 AND dato < ? ORDER BY dato DESC, id DESC LIMIT 1`,
    asOf,
  );
  const vote = one<{ id: number; sag: number | null }>(
    db,
    `SELECT a.id, st.sagid AS sag FROM "Afstemning" a LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid
     WHERE EXISTS (SELECT 1 FROM "Stemme" s WHERE s.afstemningid = a.id) ORDER BY a.id DESC LIMIT 1`,
  );
  const actor = plenary
    ? one<{ id: number }>(
        db,
        `SELECT "aktørid" AS id FROM "MødeAktør" WHERE "mødeid" = ? ORDER BY id LIMIT 1`,
        plenary.id,
      )
    : undefined;
  const busiest = one<{ id: number; n: number }>(
    db,
    `SELECT "aktørid" AS id, count(*) AS n FROM "Stemme" GROUP BY "aktørid" ORDER BY n DESC, id LIMIT 1`,
  );
  const parties = db
    .prepare(
      `SELECT trim(g."gruppenavnkort") AS code, count(*) AS n
       FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid"
       WHERE g.typeid = 4 AND aa.rolleid = 15 AND aa.slutdato IS NULL AND trim(g."gruppenavnkort") <> 'UFG'
       GROUP BY 1 ORDER BY n DESC, code`,
    )
    .all() as { code: string; n: number }[];
  // The minister title put the most questions to (DokumentAktør role 8 'Til', Dokumenttype 13 and 16), and the
  // person who held it longest: a minister's page with a full answer-time table.
  const ministry = one<{ id: number; n: number }>(
    db,
    `SELECT da."aktørid" AS id, count(*) AS n FROM "DokumentAktør" da
     JOIN "Aktør" t ON t.id = da."aktørid" AND t.typeid = 2
     JOIN "Dokument" d ON d.id = da.dokumentid AND d.typeid IN (13, 16)
     WHERE da.rolleid = 8 GROUP BY 1 ORDER BY n DESC, id LIMIT 1`,
  );
  const minister = ministry
    ? one<{ id: number }>(
        db,
        `SELECT fraaktørid AS id FROM "AktørAktør" WHERE tilaktørid = ? AND rolleid = 8
         ORDER BY julianday(coalesce(slutdato, ?)) - julianday(startdato) DESC, id LIMIT 1`,
        ministry.id,
        asOf,
      )
    : undefined;
  const largest = parties[0];
  const smallest = parties.at(-1);
  // Issue 22's pages: a committee question with the most answers, the answer with the most files, and the § 20
  // case whose question has the most askers and answers (the heaviest summary).
  const question = one<{ id: number; n: number }>(
    db,
    `SELECT q.id, count(a.id) AS n FROM "Dokument" q JOIN "Dokument" a ON a."spørgsmålsid" = q.id AND a.typeid = 17
     WHERE q.typeid = 13 GROUP BY q.id ORDER BY n DESC, q.id DESC LIMIT 1`,
  );
  const answer = one<{ id: number; n: number }>(
    db,
    `SELECT a.id, count(f.id) AS n FROM "Dokument" a JOIN "Fil" f ON f.dokumentid = a.id
     WHERE a.typeid = 17 AND a."spørgsmålsid" IS NOT NULL GROUP BY a.id ORDER BY n DESC, a.id DESC LIMIT 1`,
  );
  const questionCase = one<{ id: number; n: number }>(
    db,
    `SELECT sd.sagid AS id, (SELECT count(*) FROM "Dokument" a WHERE a."spørgsmålsid" = q.id)
       + (SELECT count(*) FROM "DokumentAktør" da WHERE da.dokumentid = q.id) AS n
     FROM "Sag" s JOIN "SagDokument" sd ON sd.sagid = s.id JOIN "Dokument" q ON q.id = sd.dokumentid AND q.typeid = 16
     WHERE s.typeid = 10 AND s.id IN (SELECT id FROM "Sag" WHERE typeid = 10 ORDER BY id DESC LIMIT 2000)
     ORDER BY n DESC, s.id DESC LIMIT 1`,
  );
  // Issue 23's pages: the sitting with the most speeches (its meeting page carries the whole debate), the case on
  // the most agenda items of the transcripts (its debate section's readings), the longest speech, and the speaker
  // with the most speeches (their page and speech feed).
  const debate = one<{ id: number; n: number }>(
    db,
    `SELECT rm.moedeid AS id, count(*) AS n FROM "_tale" t JOIN "_referat_moede" rm ON rm.id = t.moede
     WHERE rm.moedeid IS NOT NULL GROUP BY t.moede ORDER BY n DESC, t.moede DESC LIMIT 1`,
  );
  const debatedCase = one<{ id: number; n: number }>(
    db,
    `SELECT sagid AS id, count(*) AS n FROM "_referat_punkt" WHERE sagid IS NOT NULL
     GROUP BY sagid ORDER BY n DESC, sagid DESC LIMIT 1`,
  );
  const longest = one<{ id: number; n: number }>(
    db,
    `SELECT id, tegn AS n FROM "_tale" ORDER BY tegn DESC, id DESC LIMIT 1`,
  );
  const speaker = one<{ id: number; n: number }>(
    db,
    `SELECT aktoerid AS id, count(*) AS n FROM "_tale" WHERE aktoerid IS NOT NULL
     GROUP BY aktoerid ORDER BY n DESC, aktoerid LIMIT 1`,
  );
  const pages: PageTarget[] = [
    { name: 'home', path: '/' },
    {
      name: 'meeting (plenary, median)',
      path: `/moede/${median?.id ?? 1}`,
      note: median
        ? `${median.n} votes: the median plenary meeting with votes`
        : 'no plenary meeting with votes',
    },
    {
      name: 'meeting (plenary, most)',
      path: `/moede/${plenary?.id ?? 1}`,
      note: plenary ? `${plenary.n} votes: the most of any meeting` : 'no plenary meeting with votes',
    },
    { name: 'meeting (committee)', path: `/moede/${committee?.id ?? 1}` },
    { name: 'meetings list', path: '/moeder' },
    { name: 'meetings list (past, p.3)', path: '/moeder?tid=tidligere&type=2&side=3' },
    { name: 'votes list', path: '/afstemninger' },
    { name: 'votes list (breaks only)', path: '/afstemninger?brud=ja' },
    { name: 'breaks with the party', path: '/afstemninger/brud' },
    {
      name: 'breaks with the party (largest party)',
      path: `/afstemninger/brud?parti=${encodeURIComponent(largest?.code ?? 'S')}`,
    },
    { name: 'vote', path: `/afstemning/${vote?.id ?? 1}` },
    { name: 'case', path: `/sag/${vote?.sag ?? 1}` },
    { name: 'actor', path: `/aktoer/${actor?.id ?? 1}` },
    {
      name: 'actor vote record',
      path: `/aktoer/${busiest?.id ?? 1}/afstemninger`,
      note: busiest ? `${busiest.n} ballots: the most of any member` : 'no member with ballots',
    },
    {
      name: 'actor vote record (filtered)',
      path: `/aktoer/${busiest?.id ?? 1}/afstemninger?stemme=imod&sortering=aeldste&side=2`,
    },
    { name: 'members by storkreds', path: '/storkredse' },
    { name: 'search "klima"', path: '/soeg?q=klima' },
    { name: 'parties', path: '/partier' },
    {
      name: 'party (largest)',
      path: `/parti/${encodeURIComponent(largest?.code ?? 'S')}`,
      note: largest ? `${largest.n} members now` : 'no party',
    },
    {
      name: 'party (smallest)',
      path: `/parti/${encodeURIComponent(smallest?.code ?? 'S')}`,
      note: smallest ? `${smallest.n} members now` : 'no party',
    },
    { name: 'upcoming votes', path: '/kommende' },
    {
      name: 'document (question)',
      path: `/dokument/${question?.id ?? 1}`,
      note: question
        ? `a committee question; its answers: ${question.n}, the most of any`
        : 'no committee question',
    },
    {
      name: 'document (answer)',
      path: `/dokument/${answer?.id ?? 1}`,
      note: answer ? `an answer with ${answer.n} files` : 'no answer',
    },
    {
      name: 'question case (§ 20)',
      path: `/sag/${questionCase?.id ?? 1}`,
      note: questionCase
        ? `of the newest 2,000 § 20 cases, the one whose question has the most answers and actors`
        : 'no § 20 case',
    },
    { name: 'feed: question answers', path: `/dokument/${question?.id ?? 1}/feed.xml` },
    { name: 'questions list', path: '/spoergsmaal' },
    {
      name: 'questions list (two filters)',
      path: `/spoergsmaal?ministerium=${ministry?.id ?? 1}&besvaret=nej`,
      note: ministry
        ? `${ministry.n} questions: the ministry asked the most, unanswered ones`
        : 'no ministry',
    },
    { name: 'answer times (comparison)', path: '/spoergsmaal/svartider' },
    {
      name: 'answer times (minister)',
      path: `/aktoer/${minister?.id ?? 1}`,
      note: minister ? 'the longest holder of the ministry asked the most' : 'no minister',
    },
    { name: 'feed: new votes', path: '/afstemninger/feed.xml' },
    { name: 'feed: vote case', path: `/sag/${vote?.sag ?? 1}/feed.xml` },
    { name: 'feed: politician', path: `/aktoer/${actor?.id ?? 1}/feed.xml` },
    { name: 'feed: party', path: `/parti/${encodeURIComponent(largest?.code ?? 'S')}/feed.xml` },
    { name: 'feed: search "klima"', path: '/soeg/feed.xml?q=klima' },
    { name: 'feed: upcoming', path: '/kommende/feed.xml' },
    { name: 'feed: breaks with the party', path: '/afstemninger/brud/feed.xml' },
    {
      name: 'meeting (full debate)',
      path: `/moede/${debate?.id ?? 1}`,
      note: debate ? `${debate.n} speeches: the most of any sitting` : 'no transcript',
    },
    {
      name: 'case (debate)',
      path: `/sag/${debatedCase?.id ?? 1}`,
      note: debatedCase ? `on ${debatedCase.n} agenda items of the transcripts, the most` : 'no transcript',
    },
    {
      name: 'speech (longest)',
      path: `/tale/${longest?.id ?? 1}`,
      note: longest ? `${longest.n} characters` : 'no transcript',
    },
    {
      name: 'politician (most speeches)',
      path: `/aktoer/${speaker?.id ?? 1}`,
      note: speaker ? `${speaker.n} speeches: the most of anyone` : 'no transcript',
    },
    { name: 'feed: politician speeches', path: `/aktoer/${speaker?.id ?? 1}/taler/feed.xml` },
    { name: 'search speeches "aftale"', path: '/soeg?q=aftale&vis=taler' },
    {
      name: 'search speeches by a speaker',
      path: `/soeg?q=aftale&vis=taler&person=${speaker?.id ?? 1}`,
    },
  ];
  return pages;
}
