import {
  AFSTEMNINGSTYPE,
  AKTØRAKTØRROLLE,
  AKTØRTYPE,
  DOKUMENTAKTØRROLLE,
  DOKUMENTKATEGORI,
  DOKUMENTSTATUS,
  DOKUMENTTYPE,
  type Lookup,
  MØDESTATUS,
  MØDETYPE,
  SAGAKTØRROLLE,
  SAGDOKUMENTROLLE,
  SAGSKATEGORI,
  SAGSSTATUS,
  SAGSTRINAKTØRROLLE,
  SAGSTRINSSTATUS,
  SAGSTRINSTYPE,
  SAGSTYPE,
  STEMMETYPE,
} from './classifications';
import type { GenContext } from './context';
import { EMNEORD, EMNEORDSTYPER } from './text/emneord';
import { day, odaStamp } from './time';

/** Each lookup entity set, its text column and its values. */
const LOOKUPS: readonly [set: string, column: string, values: Lookup][] = [
  ['Afstemningstype', 'type', AFSTEMNINGSTYPE],
  ['Stemmetype', 'type', STEMMETYPE],
  ['Aktørtype', 'type', AKTØRTYPE],
  ['AktørAktørRolle', 'rolle', AKTØRAKTØRROLLE],
  ['SagAktørRolle', 'rolle', SAGAKTØRROLLE],
  ['SagDokumentRolle', 'rolle', SAGDOKUMENTROLLE],
  ['SagstrinAktørRolle', 'rolle', SAGSTRINAKTØRROLLE],
  ['DokumentAktørRolle', 'rolle', DOKUMENTAKTØRROLLE],
  ['Sagstype', 'type', SAGSTYPE],
  ['Sagsstatus', 'status', SAGSSTATUS],
  ['Sagskategori', 'kategori', SAGSKATEGORI],
  ['Sagstrinstype', 'type', SAGSTRINSTYPE],
  ['Sagstrinsstatus', 'status', SAGSTRINSSTATUS],
  ['Dokumenttype', 'type', DOKUMENTTYPE],
  ['Dokumentstatus', 'status', DOKUMENTSTATUS],
  ['Dokumentkategori', 'kategori', DOKUMENTKATEGORI],
  ['Mødetype', 'type', MØDETYPE],
  ['Mødestatus', 'status', MØDESTATUS],
];

/** Writes the classification sets (stamped 2014-08-06 like the real ones) and the subject words; returns Emneord ids. */
export function writeLookups(ctx: GenContext): number[] {
  const stamp = day('2014-08-06');
  for (const [set, column, values] of LOOKUPS) {
    const fixed = odaStamp(ctx.rng, stamp, 4);
    for (const [id, text] of values)
      ctx.sink.write(set, {
        id,
        [column]: text,
        opdateringsdato: set === 'Afstemningstype' ? '2014-08-06T14:40:50.207' : fixed,
      });
  }
  for (const t of EMNEORDSTYPER)
    ctx.sink.write('Emneordstype', { id: t.id, type: t.type, opdateringsdato: odaStamp(ctx.rng, stamp, 4) });
  const ids = ctx.ids('Emneord');
  return EMNEORD.map((e) => {
    const id = ids.next();
    ctx.sink.write('Emneord', {
      id,
      typeid: e.typeid,
      emneord: e.emneord,
      opdateringsdato: odaStamp(ctx.rng, day('2015-03-01'), 2000),
    });
    return id;
  });
}
