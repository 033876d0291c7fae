import rows from './speaker-aliases.json';
import { nameKey, normaliseName } from './speaker-name';

/**
 * The alias table for speakers whose printed name is not ODA's name for them (people who changed surname: ODA holds
 * the current name), kept as data in lib/referat/speaker-aliases.json (docs/referat-linking.md#aliases). Each entry:
 * - `printed`: the name as the transcript prints it (first + last name);
 * - `current`: the person's name in ODA (`Aktør.navn`, or `fornavn` + `efternavn`);
 * - `fromSamling`, `toSamling` (optional): the samlinger (Periode codes, e.g. "20131") the alias holds for, both
 *   ends included; absent = open;
 * - `synthetic` (optional, default false): a demo-store entry, applied only when the store is synthetic demo data
 *   (lib/store/meta.ts `readStoreMeta(db).synthetic`), never to a mirror of the real service.
 */
export interface SpeakerAlias {
  readonly printed: string;
  readonly current: string;
  readonly fromSamling?: string;
  readonly toSamling?: string;
  readonly synthetic?: boolean;
}

const SAMLING = /^\d{5}$/;

/** Checks one entry of the table; throws with the entry's position when it does not follow the format above. */
export function checkAlias(entry: unknown, index: number): SpeakerAlias {
  const fail = (why: string): never => {
    throw new Error(`lib/referat/speaker-aliases.json entry ${index + 1}: ${why}`);
  };
  if (typeof entry !== 'object' || entry === null) return fail('not an object');
  const e = entry as Record<string, unknown>;
  for (const key of Object.keys(e))
    if (!['printed', 'current', 'fromSamling', 'toSamling', 'synthetic'].includes(key))
      fail(`unknown column ${key}`);
  if (typeof e.printed !== 'string' || normaliseName(e.printed) !== e.printed)
    fail('printed must be a normalised name');
  if (typeof e.current !== 'string' || normaliseName(e.current) !== e.current)
    fail('current must be a normalised name');
  for (const key of ['fromSamling', 'toSamling'])
    if (e[key] !== undefined && (typeof e[key] !== 'string' || !SAMLING.test(e[key] as string)))
      fail(`${key} must be a samling code such as "20131"`);
  if (e.synthetic !== undefined && typeof e.synthetic !== 'boolean') fail('synthetic must be true or false');
  return e as unknown as SpeakerAlias;
}

/** The repository's alias table, checked. */
export const SPEAKER_ALIASES: readonly SpeakerAlias[] = (rows as unknown[]).map(checkAlias);

/**
 * The aliases that apply to a store: every real entry, and the synthetic ones only on synthetic demo data. Keyed by
 * the printed name's {@link nameKey}.
 */
export function aliasesFor(
  synthetic: boolean,
  aliases: readonly SpeakerAlias[] = SPEAKER_ALIASES,
): ReadonlyMap<string, readonly SpeakerAlias[]> {
  const byPrinted = new Map<string, SpeakerAlias[]>();
  for (const a of aliases) {
    if (a.synthetic && !synthetic) continue;
    const key = nameKey(a.printed);
    byPrinted.set(key, [...(byPrinted.get(key) ?? []), a]);
  }
  return byPrinted;
}

/** The current name for a printed name in a samling, or null when no alias holds for it then. */
export function aliasOf(
  aliases: ReadonlyMap<string, readonly SpeakerAlias[]>,
  printed: string,
  samling: string,
): string | null {
  const hit = aliases
    .get(nameKey(printed))
    ?.find(
      (a) =>
        (a.fromSamling === undefined || a.fromSamling <= samling) &&
        (a.toSamling === undefined || a.toSamling >= samling),
    );
  return hit?.current ?? null;
}
