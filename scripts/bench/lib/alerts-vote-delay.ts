import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openAlertsDb } from '@/lib/alerts/alerts-db';
import { startSmtpServer } from '@/lib/alerts/smtp-server.fixture';
import { actorFeedPath } from '@/lib/routes';
import { confirmedFollow, ms, spread } from './alerts-setup';

/*
 * (b) From a vote written into the store to the alert in the mailbox, immediate cadence: a real production server
 * (scripts/serve.ts on the existing build) on a copy of data/test.sqlite with SMTP_URL and ALERTS_DB set, polling
 * every second (ALERTS_POLL_S=1); a member's feed followed and confirmed; then, per run, a new Afstemning with its
 * Stemme rows written in one transaction, as the mirror applies a cycle: a copy of the newest vote that has ballots,
 * under new ids, stamped now. The clock runs from just before the commit to the mail's arrival at the SMTP server.
 */

interface VoteTemplate {
  readonly voteId: number;
  readonly actorId: number;
}

/** The newest vote with ballots and a member who voted for in it. */
function pickTemplate(store: Database.Database): VoteTemplate {
  const row = store
    .prepare<[], { voteId: number; actorId: number }>(
      `SELECT a.id AS voteId, (SELECT s.aktørid FROM Stemme s WHERE s.afstemningid = a.id AND s.typeid = 1 ORDER BY s.aktørid LIMIT 1) AS actorId
       FROM Afstemning a JOIN Møde m ON m.id = a.mødeid
       WHERE EXISTS (SELECT 1 FROM Stemme s WHERE s.afstemningid = a.id AND s.typeid = 1)
       ORDER BY m.dato DESC, a.nummer DESC LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('the store has no vote with ballots');
  return row;
}

/** Writes a copy of the template vote and its ballots under new ids, in one transaction; the new vote's id. */
function writeVote(store: Database.Database, template: VoteTemplate): number {
  const stamp = new Date().toISOString().slice(0, 19);
  return store
    .transaction(() => {
      const voteId = (store.prepare('SELECT MAX(id) FROM Afstemning').pluck().get() as number) + 1;
      store
        .prepare(
          `INSERT INTO Afstemning (id, nummer, konklusion, vedtaget, kommentar, mødeid, typeid, sagstrinid, opdateringsdato)
           SELECT ?, (SELECT MAX(nummer) FROM Afstemning WHERE mødeid = t.mødeid) + 1, konklusion, vedtaget, kommentar,
                  mødeid, typeid, sagstrinid, ? FROM Afstemning t WHERE id = ?`,
        )
        .run(voteId, stamp, template.voteId);
      const firstBallot = (store.prepare('SELECT MAX(id) FROM Stemme').pluck().get() as number) + 1;
      store
        .prepare(
          `INSERT INTO Stemme (id, typeid, afstemningid, aktørid, opdateringsdato)
           SELECT ? + ROW_NUMBER() OVER (ORDER BY id) - 1, typeid, ?, aktørid, ? FROM Stemme WHERE afstemningid = ?`,
        )
        .run(firstBallot, voteId, stamp, template.voteId);
      return voteId;
    })
    .immediate();
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site server exited (${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

export async function benchVoteDelay(runs: number, sitePort: number, smtpPort: number): Promise<void> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.log(`(b) skipped: no production build in ${distDir} (npm run build first)`);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-alerts-b-'));
  const storeFile = path.join(dir, 'store.sqlite');
  const alertsFile = path.join(dir, 'alerts.sqlite');
  copyFileSync(path.join('data', 'test.sqlite'), storeFile);
  const smtp = await startSmtpServer({ port: smtpPort });
  const store = new Database(storeFile);
  const template = pickTemplate(store);
  const alerts = openAlertsDb(alertsFile);
  const address = 'journalist@example.org';
  const { followId } = confirmedFollow(alerts, {
    address,
    locale: 'da',
    feedPath: actorFeedPath(template.actorId),
    title: `${store.prepare('SELECT navn FROM Aktør WHERE id = ?').pluck().get(template.actorId)}: stemmer i Folketinget`,
  });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', String(sitePort), '--hostname', '127.0.0.1'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ODA_DB: storeFile,
        SMTP_URL: smtp.url,
        ALERTS_DB: alertsFile,
        ALERTS_POLL_S: '1',
        ALERTS_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
        PORT: String(sitePort),
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      },
    },
  );
  try {
    await waitForServer(`http://127.0.0.1:${sitePort}/`, child);
    const started = alerts
      .prepare<[number], number | null>('SELECT after_seq FROM follow WHERE id = ?')
      .pluck();
    const deadline = Date.now() + 120_000;
    while (started.get(followId) === null) {
      if (Date.now() > deadline) throw new Error('the writer never started the follow');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const delays: number[] = [];
    for (let run = 0; run < runs; run++) {
      const before = smtp.mails.length;
      const t0 = performance.now();
      const voteId = writeVote(store, template);
      const mail = await smtp.waitFor(
        (m) =>
          smtp.mails.indexOf(m) >= before &&
          m.to.includes(address) &&
          (m.parsed.text ?? '').includes(`/afstemning/${voteId}`),
        120_000,
      );
      delays.push(performance.now() - t0);
      if (run === 0 && process.env.BENCH_ALERTS_SHOW) console.log(mail.parsed.text);
      console.log(
        `(b) run ${run + 1}: vote ${voteId} → "${mail.parsed.subject}" after ${ms(delays[delays.length - 1] ?? 0)}`,
      );
    }
    const s = spread(delays);
    console.log(
      `(b) vote written → alert received (ALERTS_POLL_S=1, ${runs} runs): min ${ms(s.min)}, median ${ms(s.median)}, max ${ms(s.max)}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    store.close();
    alerts.close();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
