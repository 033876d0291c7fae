import { describe, expect, it } from 'vitest';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { selectMinistersOn } from '@/lib/store/government';
import { openStore } from '@/lib/store/open-store';
import { getActorOffices } from './actor';
import { loadActorOfficesOn } from './actor-offices-load';

const store = tinyStore();

describe('loadActorOfficesOn', () => {
  it('finds a minister post on a day exactly when the government’s rule counts the person a minister', () => {
    const db = openStore(store.raw().name);
    try {
      const posts = store
        .raw()
        .prepare(
          `SELECT aa."fraaktørid" AS actor, substr(aa.startdato, 1, 10) AS start, substr(aa.slutdato, 1, 10) AS end
           FROM "AktørAktør" aa WHERE aa.rolleid = 8`,
        )
        .all() as { actor: number; start: string | null; end: string | null }[];
      expect(posts.length).toBeGreaterThan(3);
      const people = [...new Set(posts.map((p) => p.actor))];
      // Each post's first and last day, and the day it ends: inside, inside and outside.
      const days = [
        ...new Set(posts.flatMap((p) => [p.start, p.end].filter((d): d is string => d !== null))),
      ].slice(0, 12);
      let compared = 0;
      for (const day of days) {
        const government = new Set(selectMinistersOn(db, `${day}T00:00:00`).map((m) => m.aktoer_id));
        const withPost = new Set(
          people.filter((actor) => loadActorOfficesOn(db, actor, day).some((o) => o.kind === 'minister')),
        );
        expect(withPost, day).toEqual(government);
        compared += government.size;
      }
      expect(compared).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it('names a minister post by its title and says since when', () => {
    const db = openStore(store.raw().name);
    try {
      const post = store
        .raw()
        .prepare(
          `SELECT aa."fraaktørid" AS actor, t.gruppenavnkort AS title, t.id AS titleId, aa.startdato AS start
           FROM "AktørAktør" aa JOIN "Aktør" t ON t.id = aa."tilaktørid"
           WHERE aa.rolleid = 8 AND aa.startdato IS NOT NULL ORDER BY aa.startdato DESC LIMIT 1`,
        )
        .get() as { actor: number; title: string; titleId: number; start: string };
      const [office] = loadActorOfficesOn(db, post.actor, post.start.slice(0, 10));
      expect(office).toMatchObject({
        kind: 'minister',
        title: post.title,
        actor: { id: post.titleId },
        from: post.start,
      });
    } finally {
      db.close();
    }
  });

  it('lists a chair lasting on the day, and not one that has ended', () => {
    const db = openStore(store.raw().name);
    try {
      const chairs = store
        .raw()
        .prepare(
          `SELECT aa."fraaktørid" AS actor, aa."tilaktørid" AS body, substr(aa.startdato, 1, 10) AS start,
                  substr(aa.slutdato, 1, 10) AS end
           FROM "AktørAktør" aa WHERE aa.rolleid = 16 AND aa.startdato IS NOT NULL AND aa.slutdato IS NOT NULL
           LIMIT 20`,
        )
        .all() as { actor: number; body: number; start: string; end: string }[];
      expect(chairs.length).toBeGreaterThan(0);
      for (const chair of chairs) {
        const during = loadActorOfficesOn(db, chair.actor, chair.start);
        expect(
          during.some((o) => o.kind === 'chair' && o.actor.id === chair.body && o.title === 'formand'),
        ).toBe(true);
        const after = loadActorOfficesOn(db, chair.actor, chair.end);
        expect(after.some((o) => o.actor.id === chair.body && o.title === 'formand')).toBe(false);
      }
    } finally {
      db.close();
    }
  });
});

describe('getActorOffices', () => {
  it('reads the offices on the data’s today', async () => {
    const today = (
      store.raw().prepare(`SELECT value FROM "_tingdata_meta" WHERE key = 'as_of'`).get() as { value: string }
    ).value;
    const minister = store
      .raw()
      .prepare(
        `SELECT aa."fraaktørid" AS actor FROM "AktørAktør" aa
         WHERE aa.rolleid = 8 AND aa.slutdato IS NULL AND aa.startdato <= ? LIMIT 1`,
      )
      .get(today) as { actor: number } | undefined;
    expect(minister).toBeDefined();
    const offices = await getActorOffices(minister?.actor ?? 0);
    expect(offices.date).toBe(today);
    expect(offices.offices[0]?.kind).toBe('minister');
    expect((await getActorOffices(999_999_999)).offices).toEqual([]);
  });
});
