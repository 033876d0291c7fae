import 'server-only';
import type { ActorLinkRow, ActorRow, ActorSiblingRow } from '@/lib/store/actor';
import { int, odata, str } from './query';
import { liveAllRows, liveEntity } from './reader';

/**
 * The actor reads of lib/data/actor.ts over the live service: each returns the row shapes the store's SQL returns
 * (lib/store/actor.ts), so the shaping in lib/data/actor.ts serves both modes. One request each (links: the first
 * page, then the rest in parallel).
 */

interface PeriodeJson {
  readonly kode: string | null;
  readonly titel: string | null;
  readonly startdato: string | null;
  readonly slutdato: string | null;
}

interface AktoerJson {
  readonly id: number;
  readonly typeid: number;
  readonly gruppenavnkort: string | null;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
  readonly biografi?: string | null;
  readonly periodeid: number | null;
  readonly startdato?: string | null;
  readonly slutdato?: string | null;
  readonly opdateringsdato?: string | null;
  readonly Aktørtype?: { readonly type: string | null } | null;
  readonly Periode?: PeriodeJson | null;
}

const ACTOR_FIELDS = [
  'id',
  'typeid',
  'gruppenavnkort',
  'navn',
  'fornavn',
  'efternavn',
  'biografi',
  'periodeid',
  'startdato',
  'slutdato',
  'opdateringsdato',
  'Aktørtype/type',
  'Periode/kode',
  'Periode/titel',
  'Periode/startdato',
  'Periode/slutdato',
];

/** `Aktør(id)` with its type and samling: the one request the page header needs (shared by getActor and the profile). */
export function actorRequest(id: number): string {
  return odata(`Aktør(${int(id)})`, { expand: ['Aktørtype', 'Periode'], select: ACTOR_FIELDS });
}

export async function liveActorRow(id: number): Promise<ActorRow | null> {
  const a = await liveEntity<AktoerJson>(actorRequest(id));
  if (!a) return null;
  return {
    id: a.id,
    typeid: a.typeid,
    aktoertype: a.Aktørtype?.type ?? null,
    gruppenavnkort: a.gruppenavnkort,
    navn: a.navn,
    fornavn: a.fornavn,
    efternavn: a.efternavn,
    biografi: a.biografi ?? null,
    periodeid: a.periodeid,
    periode_kode: a.Periode?.kode ?? null,
    periode_titel: a.Periode?.titel ?? null,
    periode_start: a.Periode?.startdato ?? null,
    periode_slut: a.Periode?.slutdato ?? null,
    startdato: a.startdato ?? null,
    slutdato: a.slutdato ?? null,
    opdateringsdato: a.opdateringsdato ?? null,
  };
}

interface LinkJson {
  readonly id: number;
  readonly rolleid: number;
  readonly startdato: string | null;
  readonly slutdato: string | null;
  readonly AktørAktørRolle?: { readonly rolle: string | null } | null;
  readonly FraAktør?: AktoerJson | null;
  readonly TilAktør?: AktoerJson | null;
}

type End = 'FraAktør' | 'TilAktør';

function linksRequest(id: number, other: End): string {
  const own = other === 'TilAktør' ? 'fraaktørid' : 'tilaktørid';
  const fields = ['id', 'typeid', 'navn', 'fornavn', 'efternavn', 'gruppenavnkort', 'periodeid'];
  return odata('AktørAktør', {
    filter: `${own} eq ${int(id)}`,
    expand: ['AktørAktørRolle', other, `${other}/Aktørtype`, `${other}/Periode`],
    select: [
      'id',
      'rolleid',
      'startdato',
      'slutdato',
      'AktørAktørRolle/rolle',
      ...fields.map((f) => `${other}/${f}`),
      `${other}/Aktørtype/type`,
      `${other}/Periode/kode`,
      `${other}/Periode/titel`,
    ],
  });
}

/** The store's order: `startdato IS NULL, startdato, id`. */
function byStartThenId(a: ActorLinkRow, b: ActorLinkRow): number {
  if (a.startdato === null || b.startdato === null)
    return a.startdato === b.startdato ? a.link_id - b.link_id : a.startdato === null ? 1 : -1;
  return a.startdato < b.startdato ? -1 : a.startdato > b.startdato ? 1 : a.link_id - b.link_id;
}

async function liveLinks(id: number, other: End): Promise<ActorLinkRow[]> {
  const { rows } = await liveAllRows<LinkJson>(linksRequest(id, other));
  return rows
    .flatMap((l): ActorLinkRow[] => {
      const o = l[other];
      // The store's inner join: a link whose other actor is missing is not listed.
      if (!o) return [];
      return [
        {
          link_id: l.id,
          rolleid: l.rolleid,
          rolle: l.AktørAktørRolle?.rolle ?? null,
          startdato: l.startdato,
          slutdato: l.slutdato,
          other_id: o.id,
          other_typeid: o.typeid,
          other_type: o.Aktørtype?.type ?? null,
          other_navn: o.navn,
          other_fornavn: o.fornavn,
          other_efternavn: o.efternavn,
          other_kode: o.gruppenavnkort,
          periodeid: o.periodeid,
          periode_kode: o.Periode?.kode ?? null,
          periode_titel: o.Periode?.titel ?? null,
        },
      ];
    })
    .sort(byStartThenId);
}

/** Every link from an actor (`fraaktørid`), oldest first: a person's groups, committees, posts. */
export const liveActorLinksFrom = (id: number) => liveLinks(id, 'TilAktør');

/** Every link to an actor (`tilaktørid`): a group's or committee's members, a title's holders. */
export const liveActorLinksTo = (id: number) => liveLinks(id, 'FraAktør');

/** The same group or committee in other samlinger (same type and name), newest samling first. */
export async function liveActorSiblings(typeId: number, navn: string): Promise<ActorSiblingRow[]> {
  const { rows } = await liveAllRows<{
    id: number;
    periodeid: number | null;
    Periode?: PeriodeJson | null;
  }>(
    odata('Aktør', {
      filter: `typeid eq ${int(typeId)} and navn eq ${str(navn)} and periodeid ne null`,
      expand: ['Periode'],
      select: ['id', 'periodeid', 'Periode/kode', 'Periode/titel', 'Periode/startdato'],
    }),
  );
  const siblings = rows.flatMap((r): ActorSiblingRow[] =>
    r.periodeid === null
      ? []
      : [
          {
            id: r.id,
            periodeid: r.periodeid,
            periode_kode: r.Periode?.kode ?? null,
            periode_titel: r.Periode?.titel ?? null,
            periode_start: r.Periode?.startdato ?? null,
          },
        ],
  );
  // `ORDER BY p.startdato DESC, a.id DESC`: SQLite sorts a missing samling (NULL) last when descending.
  return siblings.sort((a, b) => {
    if (a.periode_start !== b.periode_start) {
      if (a.periode_start === null) return 1;
      if (b.periode_start === null) return -1;
      return a.periode_start < b.periode_start ? 1 : -1;
    }
    return b.id - a.id;
  });
}
