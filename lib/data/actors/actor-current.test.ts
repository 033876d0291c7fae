import { describe, expect, it } from 'vitest';
import { getCurrentFolketing, searchActors } from '@/lib/data/search/actor-search';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { ActorSearch } from '@/lib/url-state/actor-search';

const store = tinyStore();

/** Persons and the group codes they are a member of on `day`, the slow, obvious way. */
function naiveCurrent(day: string): Map<number, string | null> {
  const rows = store
    .raw()
    .prepare(
      `SELECT aa."fraaktørid" AS id, g.gruppenavnkort AS code, aa.startdato AS start FROM "AktørAktør" aa
       JOIN "Aktør" g ON g.id = aa."tilaktørid" AND g.typeid = 4 JOIN "Aktør" p ON p.id = aa."fraaktørid" AND p.typeid = 5
       WHERE aa.rolleid = 15`,
    )
    .all() as { id: number; code: string | null; start: string | null }[];
  const all = store.raw().prepare(`SELECT * FROM "AktørAktør" WHERE rolleid = 15`).all() as {
    fraaktørid: number;
    tilaktørid: number;
    startdato: string | null;
    slutdato: string | null;
  }[];
  const current = new Set(
    all
      .filter(
        (m) =>
          (m.startdato === null || m.startdato.slice(0, 10) <= day) &&
          (m.slutdato === null || m.slutdato.slice(0, 10) > day),
      )
      .map((m) => m.fraaktørid),
  );
  return new Map(rows.filter((r) => current.has(r.id)).map((r) => [r.id, r.code]));
}

const asOf = () =>
  (store.raw().prepare(`SELECT value FROM "_tingdata_meta" WHERE key = 'as_of'`).get() as { value: string })
    .value;

describe('getCurrentFolketing', () => {
  it('has exactly the members on the data’s today, grouped by party, largest group first', async () => {
    const folketing = await getCurrentFolketing(ActorSearch.DEFAULT);
    const expected = naiveCurrent(asOf());
    expect(folketing.today).toBe(asOf());
    expect(folketing.total).toBe(expected.size);
    expect(folketing.total).toBeGreaterThan(0);
    const listed = folketing.parties.flatMap((p) => p.members.map((m) => m.id));
    expect([...listed].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    const sizes = folketing.parties.map((p) => p.members.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    for (const party of folketing.parties) {
      expect(party.partyName).not.toBeNull();
      const names = party.members.map((m) => m.name ?? '');
      expect(names).toEqual(
        [...names].sort(new Intl.Collator('da', { sensitivity: 'base', numeric: true }).compare),
      );
    }
  });

  it('filters by name and party like the list', async () => {
    const all = await getCurrentFolketing(ActorSearch.DEFAULT);
    const biggest = all.parties[0];
    const party = await getCurrentFolketing(ActorSearch.DEFAULT.withParty(biggest?.party ?? null));
    expect(party.parties.map((p) => p.party)).toEqual([biggest?.party]);
    expect(party.total).toBe(biggest?.members.length);
    const first = biggest?.members[0]?.name ?? '';
    const byName = await getCurrentFolketing(ActorSearch.DEFAULT.withQuery(first));
    expect(byName.parties.flatMap((p) => p.members.map((m) => m.name))).toContain(first);
    expect((await getCurrentFolketing(ActorSearch.DEFAULT.withQuery('zzzqqq'))).total).toBe(0);
  });
});

describe('searchActors by member status', () => {
  it('splits the members into current and former, and "alle" keeps every person', async () => {
    const current = naiveCurrent(asOf());
    const everyone = await searchActors(ActorSearch.DEFAULT.withStatus('alle'));
    const former = await searchActors(ActorSearch.DEFAULT.withStatus('tidligere'));
    const everMember = (
      store
        .raw()
        .prepare(
          `SELECT count(DISTINCT aa."fraaktørid") AS n FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid" AND g.typeid = 4
           JOIN "Aktør" p ON p.id = aa."fraaktørid" AND p.typeid = 5 WHERE aa.rolleid = 15`,
        )
        .get() as { n: number }
    ).n;
    expect(former.total).toBe(everMember - current.size);
    expect(everyone.total).toBe(
      (store.raw().prepare(`SELECT count(*) AS n FROM "Aktør" WHERE typeid = 5`).get() as { n: number }).n,
    );
    expect(former.items.some((i) => current.has(i.id))).toBe(false);
  });
});
