import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { Random } from '@/lib/dataset/random';
import { FULL_DEBATE_SPEECHES, type ReferatScale } from '@/lib/dataset/scale';
import { importSitting, recordRejectedFile } from '@/lib/referat/import-sitting';
import { parseReferat } from '@/lib/referat/parse-referat';
import { ReferatRejectedError } from '@/lib/referat/referat-error';
import type { SpeakerAlias } from '@/lib/referat/speaker-aliases';
import type { ParsedSitting, ReferatFileInfo } from '@/lib/referat/types';
import { eraOfSamling, REEXPORT_SHARE } from './referat-era';
import { writeReferatXml } from './referat-xml';
import { buildSittingDraft } from './sitting-debate';
import {
  loadReferatSources,
  type PersonSpell,
  type ReferatSources,
  type SittingSource,
} from './sitting-sources';
import { type DaySpeaker, SpeakersOfDay } from './speakers-of-day';
import { truncateXml } from './truncate-xml';

/** Mixed into the seed for the transcripts' random streams, so they never move a row of ODA's own tables. */
const REFERAT_STREAM = 0x7e_fe_4a_75;

export interface ReferatBuildOptions {
  readonly db: Database.Database;
  readonly seed: number;
  readonly scale: ReferatScale;
  /** The dataset's "today" (ISO date): sittings held up to it have a transcript. */
  readonly asOf: string;
  /** Where the files are written: `<dir>/<samling>/<samling>_M<nr>_helemoedet.xml`. */
  readonly dir: string;
  /** Members printed under a former surname in the samlinger an alias names (the alias table's synthetic entries). */
  readonly aliases?: readonly SpeakerAlias[];
  readonly onProgress?: (done: number, total: number) => void;
}

export interface ReferatBuildResult {
  readonly files: number;
  readonly bytes: number;
  readonly speeches: number;
  readonly events: number;
  readonly characters: number;
  /** Files the import rejected, with the reason it gave. */
  readonly rejected: readonly { readonly path: string; readonly reason: string }[];
}

/** The path of a sitting's file under the transcript root, as the server names it. */
export const referatPath = (samling: string, nummer: number): string =>
  `${samling}/${samling}_M${nummer}_helemoedet.xml`;

/** An independent stream per sitting: the same sitting gets the same transcript whatever else is built. */
const streamOf = (seed: number, key: number) =>
  new Random((seed ^ REFERAT_STREAM ^ Math.imul(key, 0x9e3779b1)) >>> 0);

function speechCharacters(sitting: ParsedSitting): { speeches: number; events: number; characters: number } {
  let speeches = 0;
  let events = 0;
  let characters = 0;
  for (const item of sitting.items)
    for (const e of item.entries)
      if (e.kind === 'speech') {
        speeches++;
        characters += e.segments.flatMap((s) => s.paragraphs).join('\n').length;
      } else events++;
  return { speeches, events, characters };
}

/** The seats held at some time between a samling's first and last sitting: a day's roll call reads only these. */
function seatsBySamling(sources: ReferatSources): Map<string, readonly PersonSpell[]> {
  const range = new Map<string, { from: string; to: string }>();
  // Sittings come in date order: a samling's first sets its start, its last its end.
  for (const s of sources.sittings) {
    const date = s.start.slice(0, 10);
    range.set(s.samling, { from: range.get(s.samling)?.from ?? date, to: date });
  }
  const out = new Map<string, readonly PersonSpell[]>();
  for (const [samling, { from, to }] of range)
    out.set(
      samling,
      sources.seats.filter((s) => s.from <= to && (s.to === null || s.to > from)),
    );
  return out;
}

/**
 * Writes the transcript of every chosen held plenary sitting of the generated store as an XML file and imports each
 * file by the code the sync uses — parse it whole (lib/referat/parse-referat.ts), then write its sitting
 * (lib/referat/import-sitting.ts) — one file at a time, so memory stays flat. One file is written truncated; the
 * import rejects and records it, as it does a bad file on the server.
 */
export function buildReferat(opts: ReferatBuildOptions): ReferatBuildResult {
  const { db, scale } = opts;
  const sources = loadReferatSources(db, opts.asOf);
  const seatsOf = seatsBySamling(sources);
  const pick = streamOf(opts.seed, 0);
  const withCase = sources.sittings.filter((s) => s.items.some((i) => i.sagsnummer !== null));
  const full = new Set(withCase.slice(withCase.length - scale.fullDebates).map((s) => s.moedeid));
  const chosen = sources.sittings.filter((s) => full.has(s.moedeid) || pick.chance(scale.sittingShare));
  const ordinary = chosen.filter((s) => !full.has(s.moedeid));
  const truncated = ordinary.length ? (pick.pick(ordinary) as SittingSource).moedeid : null;
  const chairs = new Map<string, DaySpeaker>();
  const result = { files: 0, bytes: 0, speeches: 0, events: 0, characters: 0 };
  const rejected: { path: string; reason: string }[] = [];
  chosen.forEach((source, index) => {
    opts.onProgress?.(index, chosen.length);
    const rng = streamOf(opts.seed, source.moedeid);
    const date = source.start.slice(0, 10);
    const speakers = new SpeakersOfDay(
      { seats: seatsOf.get(source.samling) ?? [], ministers: sources.ministers },
      date,
      source.samling,
      opts.aliases,
    );
    const largest = speakers.parties[0]?.members ?? [];
    let chair = chairs.get(source.samling);
    if (!chair || !speakers.members.some((m) => m.aktoerid === chair?.aktoerid)) {
      chair = SpeakersOfDay.chair(streamOf(opts.seed, Number(source.samling)).pick(largest));
      chairs.set(source.samling, chair);
    }
    const era = eraOfSamling(source.samling, rng.chance(REEXPORT_SHARE));
    const factor = 0.4 + 1.2 * rng.next();
    const speeches = Math.round((full.has(source.moedeid) ? FULL_DEBATE_SPEECHES : scale.speeches) * factor);
    const draft = buildSittingDraft(source, { rng, speakers, chair, speeches, era });
    const whole = writeReferatXml(draft);
    const xml = source.moedeid === truncated ? truncateXml(whole) : whole;
    const relative = referatPath(source.samling, source.nummer);
    const file = path.join(opts.dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    const bytes = Buffer.from(xml, 'utf8');
    writeFileSync(file, bytes);
    const info: ReferatFileInfo = {
      path: relative,
      samling: source.samling,
      size: bytes.length,
      modified: draft.lastModified,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      // The same bytes for the same seed: a demo file is "seen" when it was last modified, not when it was built.
      seenAt: draft.lastModified,
    };
    result.files++;
    result.bytes += bytes.length;
    try {
      const sitting = parseReferat(xml, relative);
      importSitting(db, sitting, info);
      const counts = speechCharacters(sitting);
      result.speeches += counts.speeches;
      result.events += counts.events;
      result.characters += counts.characters;
    } catch (err) {
      if (!(err instanceof ReferatRejectedError)) throw err;
      recordRejectedFile(db, info, err.reason);
      rejected.push({ path: relative, reason: err.reason });
    }
  });
  opts.onProgress?.(chosen.length, chosen.length);
  return { ...result, rejected };
}
