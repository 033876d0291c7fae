import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SPEAKER_ALIASES } from '@/lib/referat/speaker-aliases';
import { META_TABLE } from '@/lib/store/meta';
import { REFERAT_DDL } from '@/lib/store/referat-schema';
import { postLoadDdl, tableDdl } from '@/lib/store/schema';
import { generateActors } from './actors';
import { generateCases } from './cases';
import type { DocumentSet, GenContext } from './context';
import { writeDescriptions } from './descriptions';
import { GENERATOR_VERSION, storeFingerprint } from './fingerprint';
import { shapeFirstRows } from './first-rows';
import { writeLookups } from './lookups';
import { writeCommitteeMeetings, writePlenaryMeetings } from './meetings';
import { buildSamlinger, periodeRows } from './periods';
import { Random } from './random';
import { buildReferat, type ReferatBuildResult } from './referat/build-referat';
import { buildRoster } from './roster';
import type { ScaleConfig } from './scale';
import { SessionState } from './session-state';
import { IdSequence, RowSink } from './sink';
import { POLICY_AREAS } from './text/policy-areas';
import { day, odaStamp } from './time';
import { writeVotes } from './votes';

/** Mixed into the seed for the documents' random stream (an arbitrary constant). */
const DOCUMENT_STREAM = 0x0d0c_5eed;

/** The default "today" of a dataset: fixed, so the same seed always gives the same file. */
export const DEFAULT_AS_OF = '2026-11-20';

export interface GenerateOptions {
  readonly scale: ScaleConfig;
  readonly seed: number;
  readonly out: string;
  readonly asOf?: string;
  /**
   * Where the transcript XML files are kept (`<dir>/<samling>/<samling>_M<nr>_helemoedet.xml`), for the FTP tests and
   * benches; without it they are written to a temporary directory removed after the build.
   */
  readonly referatOut?: string;
  readonly onProgress?: (stage: string, done: number, total: number) => void;
}

export interface GenerateResult {
  readonly counts: ReadonlyMap<string, number>;
  readonly seconds: number;
  readonly bytes: number;
  /** The transcripts: files written and imported (or rejected), speeches, characters, and the stage's seconds. */
  readonly referat: ReferatBuildResult & { readonly seconds: number };
}

/** Builds a synthetic ODA store file: written to a temporary file and moved into place when complete. */
export function generateDataset(opts: GenerateOptions): GenerateResult {
  const started = performance.now();
  const asOf = day(opts.asOf ?? DEFAULT_AS_OF);
  mkdirSync(path.dirname(path.resolve(opts.out)), { recursive: true });
  const tmp = `${opts.out}.tmp`;
  rmSync(tmp, { force: true });
  const db = new Database(tmp);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('cache_size = -262144');
    for (const ddl of [...tableDdl(), ...REFERAT_DDL]) db.exec(ddl);
    db.exec(`CREATE TABLE "${META_TABLE}" (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    const meta = db.prepare(`INSERT INTO "${META_TABLE}" (key, value) VALUES (?, ?)`);
    for (const [k, v] of [
      ['synthetic', '1'],
      ['scale', opts.scale.name],
      ['seed', String(opts.seed)],
      ['as_of', opts.asOf ?? DEFAULT_AS_OF],
      ['generator_version', GENERATOR_VERSION],
      ['fingerprint', storeFingerprint()],
    ])
      meta.run(k, v);

    const rng = new Random(opts.seed);
    const sink = new RowSink(db);
    const sequences = new Map<string, IdSequence>();
    const idRng = rng.fork(99);
    // The documents' streams hang off the seed, not off `rng`: drawing them leaves every other row as it was.
    const docRng = new Random((opts.seed ^ DOCUMENT_STREAM) >>> 0);
    const docIdRng = docRng.fork(99);
    const documentSequences = new Map<DocumentSet, IdSequence>();
    const report = opts.onProgress ?? (() => {});
    const ctx: GenContext = {
      rng,
      sink,
      scale: opts.scale,
      asOf,
      samlinger: buildSamlinger(rng.fork(2), asOf),
      ids: (set) => {
        let seq = sequences.get(set);
        if (!seq) {
          seq = new IdSequence(0, 0.004, () => idRng.next());
          sequences.set(set, seq);
        }
        return seq;
      },
      docRng,
      documentIds: (set) => {
        let seq = documentSequences.get(set);
        if (!seq) {
          seq = new IdSequence(0, 0.004, () => docIdRng.next());
          documentSequences.set(set, seq);
        }
        return seq;
      },
      progress: report,
    };
    const emneordIds = writeLookups(ctx);
    for (const row of periodeRows(rng, ctx.samlinger)) sink.write('Periode', row);
    writeDescriptions(ctx);
    const roster = buildRoster(rng.fork(3), asOf);
    const actors = generateActors(ctx, roster);
    const sessions = ctx.samlinger.filter(
      (s) =>
        s.start.getUTCFullYear() >= opts.scale.firstYear &&
        s.start <= asOf &&
        s.end > day(`${opts.scale.firstYear}-09-01`),
    );
    const areas = POLICY_AREAS.slice(0, opts.scale.committees);
    sessions.forEach((s, i) => {
      report(`samling ${s.titel}`, i, sessions.length);
      const st = new SessionState(ctx, s, actors, roster, areas, emneordIds);
      generateCases(st);
      const present = writeVotes(st, { nummer: 0 });
      for (const sag of st.sager) {
        (sag.__decide as (() => void) | undefined)?.();
        sink.write('Sag', sag as Record<string, string | number | boolean | null>);
      }
      writePlenaryMeetings(st, present);
      writeCommitteeMeetings(st);
    });
    report('sambehandlinger', sessions.length, sessions.length);
    sink.flush();
    const firstReadings = db
      .prepare('SELECT id, dato FROM "Sagstrin" WHERE typeid = 8 ORDER BY id LIMIT 60')
      .all() as { id: number; dato: string }[];
    for (let k = 0; k + 1 < firstReadings.length; k += 6) {
      const a = firstReadings[k];
      const b = firstReadings[k + 1];
      if (a && b)
        sink.write('Sambehandlinger', {
          id: ctx.ids('Sambehandlinger').next(),
          førstesagstrinid: a.id,
          andetsagstrinid: b.id,
          opdateringsdato: odaStamp(rng, day(a.dato)),
        });
    }
    sink.close();
    report('indexes', 0, 1);
    // The debates' indexes (and any full-text index over the speeches) are made after their rows, like ODA's.
    const debatesDdl = (ddl: string) => /"?_(tale|referat)/.test(ddl);
    for (const ddl of postLoadDdl().filter((d) => !debatesDdl(d))) db.exec(ddl);
    report('indexes', 1, 1);
    // The transcripts are written as files and imported by the sync's own code, after ODA's tables are complete and
    // indexed (the import links by natural keys); their random streams are their own, so ODA's rows stay as they were.
    const referatStarted = performance.now();
    const referatDir = opts.referatOut ?? mkdtempSync(path.join(tmpdir(), 'tingdata-referat-'));
    let referat: ReferatBuildResult;
    try {
      referat = buildReferat({
        db,
        seed: opts.seed,
        scale: opts.scale.referat,
        asOf: opts.asOf ?? DEFAULT_AS_OF,
        dir: referatDir,
        aliases: SPEAKER_ALIASES.filter((a) => a.synthetic),
        onProgress: (done, total) => report('referater', done, total),
      });
    } finally {
      if (!opts.referatOut) rmSync(referatDir, { recursive: true, force: true });
    }
    for (const ddl of postLoadDdl().filter(debatesDdl)) db.exec(ddl);
    const referatSeconds = (performance.now() - referatStarted) / 1000;
    report('analyse', 0, 1);
    shapeFirstRows(db);
    db.exec('ANALYZE');
    report('analyse', 1, 1);
    const counts = new Map(sink.counts);
    db.close();
    if (existsSync(opts.out)) rmSync(opts.out);
    renameSync(tmp, opts.out);
    return {
      counts,
      seconds: (performance.now() - started) / 1000,
      bytes: statSync(opts.out).size,
      referat: { ...referat, seconds: referatSeconds },
    };
  } catch (err) {
    if (db.open) db.close();
    rmSync(tmp, { force: true });
    throw err;
  }
}
