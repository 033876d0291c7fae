import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SnapshotReaderConfig } from '@/lib/config/snapshot-reader';
import { RETIRE_AFTER_MS } from '@/lib/store/open-store';
import { fetchManifest, type ManifestValidators } from './fetch-manifest';
import { latestSnapshot, type SnapshotEntry, type SnapshotManifest } from './manifest';
import { cacheNames, type PreparedSnapshot, prepareSnapshot, snapshotKey } from './prepare-snapshot';
import type { SnapshotMetrics } from './snapshot-metrics';
import { SnapshotRefusedError } from './snapshot-refused';

export interface SnapshotReaderDependencies {
  readonly metrics: SnapshotMetrics;
  /** Makes `file` the store every reader of this process reads from the next request on (lib/snapshot/serve-snapshot.ts). */
  readonly onSwitch: (file: string, entry: SnapshotEntry) => void;
  readonly log?: (line: string) => void;
  readonly fetch?: typeof fetch;
  /** How long a replaced file is kept for reads that named it before the switch (default RETIRE_AFTER_MS). */
  readonly retireMs?: number;
}

/** A refused snapshot is tried again once the manifest changes, or after this back-off (doubling, at most 1 h). */
const MAX_REFUSED_BACKOFF_MS = 3_600_000;

/**
 * A reader instance's snapshots (docs/snapshots.md, "Reader instances"): `start()` makes the newest servable one
 * ready (an older one of the manifest when the newest is refused); `follow()` then asks for the manifest every
 * poll interval with a conditional GET, fetches a newer generation in the background and switches to it between
 * requests (`onSwitch`). A refused snapshot is logged in one line, counted, and the one served kept. The cache
 * directory holds the served store, at most one download, and replaced files until no read can name them
 * (`retireMs`); a new download waits until those are deleted.
 */
export class SnapshotReader {
  #served: PreparedSnapshot | null = null;
  #manifest: SnapshotManifest | null = null;
  #validators: ManifestValidators | null = null;
  #refused: { key: string; until: number; count: number } | null = null;
  readonly #retiring = new Map<string, NodeJS.Timeout>();
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;
  readonly #log: (line: string) => void;

  constructor(
    readonly config: SnapshotReaderConfig,
    readonly deps: SnapshotReaderDependencies,
  ) {
    this.#log = deps.log ?? ((line) => console.log(`[snapshot] ${line}`));
    mkdirSync(config.cacheDir, { recursive: true });
  }

  /** The snapshot served now. */
  get served(): PreparedSnapshot | null {
    return this.#served;
  }

  /**
   * The first snapshot, ready to serve: tries until one of the manifest's is servable, for `startWaitMs`.
   * @throws Error saying why there is none when the time is up.
   */
  async start(): Promise<PreparedSnapshot> {
    const deadline = Date.now() + this.config.startWaitMs;
    let pause = 1000;
    for (;;) {
      const why = await this.#tryStart();
      if (this.#served) return this.#served;
      if (Date.now() + pause > deadline || this.#stopped)
        throw new Error(`no usable snapshot at ${this.config.manifestUrl} (${why}); not serving`);
      this.#log(`no usable snapshot yet (${why}); trying again in ${pause / 1000} s`);
      await sleep(pause);
      pause = Math.min(pause * 2, 30_000);
    }
  }

  async #tryStart(): Promise<string> {
    try {
      const answer = await fetchManifest(this.config.manifestUrl, null, this.deps.fetch);
      if (answer.changed) {
        this.#manifest = answer.manifest;
        this.#validators = answer.validators;
      }
    } catch (error) {
      this.deps.metrics.manifestErrors.inc();
      return error instanceof Error ? error.message : String(error);
    }
    const entries = this.#manifest?.snapshots ?? [];
    if (entries.length === 0) return 'the manifest lists no snapshot yet';
    let why = '';
    for (const entry of entries) {
      this.#sweep(cacheNames(entry));
      const prepared = await this.#prepare(entry, null);
      if (prepared) {
        this.#serve(prepared);
        return '';
      }
      why = `generation ${entry.generation} refused`;
    }
    return why;
  }

  /** Follows the manifest from now on, every `pollMs`. */
  follow(): void {
    if (this.#stopped || this.#timer) return;
    this.#timer = setTimeout(() => {
      void this.poll().finally(() => {
        this.#timer = null;
        this.follow();
      });
    }, this.config.pollMs);
    this.#timer.unref();
  }

  /**
   * One step of following: a conditional GET of the manifest, and a newer snapshot fetched and switched to. Never
   * rejects: what went wrong is logged and the store served kept.
   */
  async poll(): Promise<void> {
    try {
      const answer = await fetchManifest(this.config.manifestUrl, this.#validators, this.deps.fetch);
      if (answer.changed) {
        this.#manifest = answer.manifest;
        this.#validators = answer.validators;
        // A changed manifest is worth another try of what was refused.
        this.#refused = null;
      }
    } catch (error) {
      this.deps.metrics.manifestErrors.inc();
      this.#log(
        `${error instanceof Error ? error.message : error}; still serving generation ${this.#served?.entry.generation}`,
      );
      return;
    }
    const newest = this.#manifest ? latestSnapshot(this.#manifest) : null;
    const served = this.#served;
    if (!newest || !served || newest.generation <= served.entry.generation) return;
    const key = snapshotKey(newest);
    if (this.#refused?.key === key && Date.now() < this.#refused.until) return;
    // Disk bound: the next download starts once replaced files are deleted.
    if (this.#retiring.size > 0) return;
    let prepared: PreparedSnapshot | null;
    try {
      this.#sweep([...cacheNames(served.entry), ...cacheNames(newest)]);
      prepared = await this.#prepare(newest, served.entry.generation);
    } catch (error) {
      // A local failure (a full disk, an unwritable cache): tried again at the next poll.
      this.#log(
        `could not make generation ${newest.generation} ready (${error instanceof Error ? error.message : error}); still serving generation ${served.entry.generation}`,
      );
      return;
    }
    if (!prepared || this.#stopped) return;
    this.#serve(prepared);
    this.deps.metrics.switches.inc();
  }

  /** Stops following and deletes files being retired now (the served one stays for the next start). */
  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    for (const [file, timer] of this.#retiring) {
      clearTimeout(timer);
      rmSync(file, { force: true });
    }
    this.#retiring.clear();
  }

  async #prepare(entry: SnapshotEntry, serving: number | null): Promise<PreparedSnapshot | null> {
    try {
      return await prepareSnapshot(entry, this.config.manifestUrl, this.config.cacheDir, {
        fetch: this.deps.fetch,
        log: this.#log,
      });
    } catch (error) {
      if (!(error instanceof SnapshotRefusedError)) throw error;
      this.deps.metrics.refused.inc({ reason: error.reason });
      const count = (this.#refused?.key === snapshotKey(entry) ? this.#refused.count : 0) + 1;
      const backoff =
        error.reason === 'download' ? 0 : Math.min(this.config.pollMs * 2 ** count, MAX_REFUSED_BACKOFF_MS);
      this.#refused = { key: snapshotKey(entry), until: Date.now() + backoff, count };
      const keeping = serving === null ? 'nothing served yet' : `still serving generation ${serving}`;
      this.#log(`refused generation ${entry.generation} (${error.reason}): ${error.message}; ${keeping}`);
      return null;
    }
  }

  #serve(prepared: PreparedSnapshot): void {
    const old = this.#served;
    this.#served = prepared;
    this.deps.onSwitch(prepared.file, prepared.entry);
    this.deps.metrics.generation.set(prepared.entry.generation);
    const t = prepared.timings;
    const s = (ms: number) => (ms / 1000).toFixed(1);
    this.#log(
      `serving generation ${prepared.entry.generation} (${prepared.entry.store}) from ${prepared.file}` +
        (t.reused
          ? ', unpacked by an earlier run'
          : `: download ${s(t.downloadMs)} s${t.resumedFrom ? ` (resumed at byte ${t.resumedFrom})` : ''}, verify ${s(t.verifyMs)} s, gunzip ${s(t.gunzipMs)} s, open ${s(t.openMs)} s`),
    );
    if (old && old.file !== prepared.file) this.#retire(old.file);
  }

  /** Deletes a replaced file once no read can still name it (those that began on it keep their open file). */
  #retire(file: string): void {
    const timer = setTimeout(() => {
      this.#retiring.delete(file);
      rmSync(file, { force: true });
    }, this.deps.retireMs ?? RETIRE_AFTER_MS);
    timer.unref();
    this.#retiring.set(file, timer);
  }

  /** Deletes what the cache directory holds beside the served store, the files named and those being retired. */
  #sweep(keepNames: readonly string[]): void {
    const keep = new Set(keepNames);
    if (this.#served) keep.add(path.basename(this.#served.file));
    for (const file of this.#retiring.keys()) keep.add(path.basename(file));
    for (const name of readdirSync(this.config.cacheDir))
      if (!keep.has(name)) rmSync(path.join(this.config.cacheDir, name), { recursive: true, force: true });
  }
}
