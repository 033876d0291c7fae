import { nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import { type ActorOfficeRow, selectActorOfficesOn } from '@/lib/store/actor-offices';
import type { Store } from '@/lib/store/store';
import type { ActorOffice, ActorOffices } from './types';

function toOffice(row: ActorOfficeRow): ActorOffice {
  const name = nonBlank(row.other_navn);
  return {
    kind: row.minister === 1 ? 'minister' : 'chair',
    roleId: row.rolleid,
    // A minister post is named by its title ('finansminister'), not the definite form the actor's name has.
    title: row.minister === 1 ? (nonBlank(row.other_kode) ?? name) : nonBlank(row.rolle),
    actor: {
      id: row.other_id,
      name,
      typeId: row.other_typeid,
      typeName: nonBlank(row.other_type),
      shortName: nonBlank(row.other_kode),
    },
    period:
      row.periodeid === null
        ? null
        : { id: row.periodeid, code: nonBlank(row.periode_kode), title: nonBlank(row.periode_titel) },
    from: toIsoLocalDateTime(row.startdato),
    to: toIsoLocalDateTime(row.slutdato),
  };
}

/**
 * A person's offices on a day (`YYYY-MM-DD`, from its start): minister posts by the government's rule
 * (lib/store/government.ts), then chair roles (lib/store/actor-offices.ts). The same day-start comparison as a
 * vote's date: a link ending on the day at midnight no longer counts.
 */
export function loadActorOfficesOn(db: Store, actorId: number, day: string): ActorOffice[] {
  return selectActorOfficesOn(db, actorId, `${day}T00:00:00`).map(toOffice);
}

/**
 * A person's offices on the data's today (lib/data/site/dataset-today.ts). A store read (lib/data/store-read-source.ts),
 * called through `getActorOffices` (actor.ts).
 */
export function loadActorOffices(db: Store, actorId: number): ActorOffices {
  const today = datasetToday(db);
  return { date: today, offices: loadActorOfficesOn(db, actorId, today) };
}

storeReads('lib/data/actors/actor-offices-load.ts', { loadActorOffices });
