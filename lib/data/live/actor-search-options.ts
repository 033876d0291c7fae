import 'server-only';
import type { PartyOptionRow, PeriodOptionRow } from '@/lib/store/actor-search';
import { liveRowsInPages } from './meeting-pages';
import { int } from './query';

const PARTY_GROUP = 4;

interface GroupJson {
  readonly id: number;
  readonly gruppenavnkort: string | null;
  readonly navn: string | null;
  readonly startdato: string | null;
}

/**
 * The filters' choices as the store's rows: party codes with the name of the group that started last (all
 * Folketingsgruppe actors, paged in parallel), and the samlinger newest first.
 */
export async function liveActorSearchOptionRows(): Promise<{
  parties: PartyOptionRow[];
  periods: PeriodOptionRow[];
}> {
  const [groups, periods] = await Promise.all([
    liveRowsInPages<GroupJson>('Aktør', {
      filter: `typeid eq ${int(PARTY_GROUP)} and gruppenavnkort ne null`,
      select: ['id', 'gruppenavnkort', 'navn', 'startdato'],
      orderby: 'id',
    }),
    liveRowsInPages<{ id: number; kode: string | null; titel: string | null }>(
      'Periode',
      {
        filter: "type eq 'samling' and kode ne null",
        select: ['id', 'kode', 'titel'],
        orderby: 'startdato desc,id',
      },
      2,
    ),
  ]);
  const byCode = new Map<string, GroupJson>();
  for (const g of groups) {
    if (g.gruppenavnkort === null || g.gruppenavnkort.trim() === '') continue;
    const known = byCode.get(g.gruppenavnkort);
    // The newest start wins (SQLite's max() with a bare column); groups without a start only when none has one.
    if (!known || (g.startdato !== null && (known.startdato === null || g.startdato > known.startdato)))
      byCode.set(g.gruppenavnkort, g);
  }
  return {
    // In code order, as the store's GROUP BY gives them (the caller sorts by name; equal names keep this order).
    parties: [...byCode.values()]
      .sort((a, b) => ((a.gruppenavnkort ?? '') < (b.gruppenavnkort ?? '') ? -1 : 1))
      .map((g) => ({
        kode: g.gruppenavnkort ?? '',
        navn: g.navn,
        seneste_start: g.startdato,
      })),
    periods: periods.flatMap((p) =>
      p.kode === null || p.kode.trim() === '' ? [] : [{ kode: p.kode, titel: p.titel }],
    ),
  };
}
