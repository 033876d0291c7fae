import {
  linkItem,
  linkSitting,
  linkSpeeches,
  selectUnlinkedItems,
  selectUnlinkedSittings,
  selectUnlinkedSpeakers,
} from '@/lib/store/referat-unlinked';
import type { Store } from '@/lib/store/store';
import { entryId, sittingOf } from './referat-ids';
import { type ReferatLinker, referatLinker, type SittingLinks } from './referat-linker';
import type { SpeakerAlias } from './speaker-aliases';
import { nameOfSpeechRow } from './speaker-name';

/** What a re-linking pass linked that was unlinked before. */
export interface RelinkSummary {
  /** False when the ODA rows linking reads had not changed since the last pass on this connection: nothing done. */
  readonly ran: boolean;
  readonly sittings: number;
  readonly items: number;
  readonly cases: number;
  readonly speeches: number;
}

const lastStamp = new WeakMap<Store, string>();

/**
 * Links the debates' rows that stayed unlinked when their file was imported, now that ODA's rows may have arrived
 * (the sync calls it after an ODA cycle): sittings to their Møde, items to their Dagsordenspunkt and Sag, speakers
 * to their person, by the same rules as the import (docs/referat-linking.md). Linked rows are left as they are.
 * Cheap when nothing changed: a pass runs only when the ODA rows linking reads have changed since the last pass on
 * this connection, and then reads only the unlinked rows (the link columns' indexes, searched for null). One
 * transaction.
 */
export function relinkSittings(db: Store, aliases?: readonly SpeakerAlias[]): RelinkSummary {
  const linker = referatLinker(db, aliases);
  if (aliases === undefined && lastStamp.get(db) === linker.stamp)
    return { ran: false, sittings: 0, items: 0, cases: 0, speeches: 0 };
  const summary = db.transaction(() => relink(db, linker))();
  if (aliases === undefined) lastStamp.set(db, linker.stamp);
  return summary;
}

function relink(db: Store, linker: ReferatLinker): RelinkSummary {
  const sittings = new Map<number, SittingLinks>();
  const linksOf = (id: number, samling: string, nummer: number, dato: string): SittingLinks => {
    let links = sittings.get(id);
    if (!links) {
      links = linker.sitting(samling, nummer, dato);
      sittings.set(id, links);
    }
    return links;
  };
  let linkedSittings = 0;
  for (const s of selectUnlinkedSittings(db).all()) {
    const moedeid = linksOf(s.id, s.samling, s.nummer, s.dato).moedeid;
    if (moedeid === null) continue;
    linkSitting(db).run(moedeid, s.id);
    linkedSittings++;
  }
  let items = 0;
  let cases = 0;
  for (const p of selectUnlinkedItems(db).all()) {
    const links = linksOf(sittingOf(p.id), p.samling, p.moedenummer, p.dato);
    const agenda = p.dagsordenspunktid === null ? links.agendaItem(p.nummer, p.undernummer) : null;
    const sag = p.sagid === null && p.sagsnummer !== null ? links.caseOf(p.sagsnummer) : null;
    if (agenda === null && sag === null) continue;
    linkItem(db).run(agenda, sag, p.id);
    if (agenda !== null) items++;
    if (sag !== null) cases++;
  }
  let speeches = 0;
  for (const t of selectUnlinkedSpeakers(db).all()) {
    const links = linksOf(t.moede, t.samling, t.moedenummer, t.dato);
    const link = links.speaker({
      name: nameOfSpeechRow(t.navn, t.titel, t.rolle),
      party: t.parti,
      title: t.titel,
    });
    if (link.aktoerid === null) continue;
    const [first, last] = [entryId(t.moede, 0), entryId(t.moede, 9_999)];
    speeches += linkSpeeches(db).run(link.aktoerid, first, last, t.navn, t.parti, t.titel, t.rolle).changes;
  }
  return { ran: true, sittings: linkedSittings, items, cases, speeches };
}
