import { type ReferatCounts, referatCounts } from '@/lib/store/referat-counts';
import { selectUnlinkedSpeakers } from '@/lib/store/referat-unlinked';
import type { Store } from '@/lib/store/store';
import { referatLinker, type SittingLinks, type UnlinkedWhy } from './referat-linker';
import { nameOfSpeechRow } from './speaker-name';

/** An unlinked printed speaker across the corpus: why, and how many speeches in how many sittings. */
export interface UnlinkedSpeaker {
  readonly navn: string;
  readonly parti: string | null;
  readonly why: UnlinkedWhy;
  readonly speeches: number;
  readonly sittings: number;
}

export interface LinkReport {
  readonly counts: ReferatCounts;
  /** Unlinked speeches by why the rules left them so (docs/referat-linking.md#speakers). */
  readonly speechesByWhy: Readonly<Record<UnlinkedWhy, number>>;
  /** Every unlinked printed speaker, most speeches first. */
  readonly speakers: readonly UnlinkedSpeaker[];
}

/**
 * What stayed unlinked in a store and why: the counts (lib/store/referat-counts.ts) and each unlinked speaker
 * resolved again by today's rules to say why — no person of that name (`unknown`: a changed surname wants an alias),
 * several and nothing to tell them apart (`ambiguous`), or no name and no minister title (`unnamed`). Reads only the
 * unlinked rows; for the closing figures (`npm run referat:link-report`) and for finding aliases to add.
 */
export function linkReport(db: Store): LinkReport {
  const linker = referatLinker(db);
  const byWhy: Record<UnlinkedWhy, number> = { unknown: 0, ambiguous: 0, unnamed: 0 };
  const speakers = new Map<
    string,
    { navn: string; parti: string | null; why: UnlinkedWhy; speeches: number; sittings: number }
  >();
  const sittings = new Map<number, SittingLinks>();
  for (const t of selectUnlinkedSpeakers(db).all()) {
    let links = sittings.get(t.moede);
    if (!links) {
      sittings.clear();
      links = linker.sitting(t.samling, t.moedenummer, t.dato);
      sittings.set(t.moede, links);
    }
    const link = links.speaker({
      name: nameOfSpeechRow(t.navn, t.titel, t.rolle),
      party: t.parti,
      title: t.titel,
    });
    // Linkable now (ODA rows arrived since the import): relinkSittings will link it; not a failure of the rules.
    if (link.aktoerid !== null) continue;
    byWhy[link.why] += t.speeches;
    const key = `${t.navn}\u0000${t.parti}\u0000${link.why}`;
    const seen = speakers.get(key) ?? {
      navn: t.navn,
      parti: t.parti,
      why: link.why,
      speeches: 0,
      sittings: 0,
    };
    seen.speeches += t.speeches;
    seen.sittings++;
    speakers.set(key, seen);
  }
  return {
    counts: referatCounts(db),
    speechesByWhy: byWhy,
    speakers: [...speakers.values()].sort(
      (a, b) => b.speeches - a.speeches || a.navn.localeCompare(b.navn, 'da'),
    ),
  };
}
