import { describe, expect, it } from 'vitest';
import { getActorSearchOptions, searchActors } from '@/lib/data/search/actor-search';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { ActorSearch } from '@/lib/url-state/actor-search';
import { getActor, getActorMembers, getActorSiblings, getPoliticianProfile } from './actor';
import { getActorCases, getActorDocuments, REFERRED_TO } from './actor-cases';
import { actorKind, toPartySpells } from './actor-load';
import type { ActorLink } from './types';

const store = tinyStore();

const one = <T>(sql: string, ...params: unknown[]) =>
  store
    .raw()
    .prepare(sql)
    .get(...params) as T;
const all = <T>(sql: string, ...params: unknown[]) =>
  store
    .raw()
    .prepare(sql)
    .all(...params) as T[];

describe('getActor', () => {
  it('maps each Aktørtype to its page kind', () => {
    expect([5, 4, 3, 1, 2, 9, 10, 11, 12, 13].map(actorKind)).toEqual([
      'person',
      'party-group',
      'committee',
      'ministry',
      'minister-title',
      'other',
      'other',
      'other',
      'other',
      'other',
    ]);
  });

  it('reads a committee with its samling', async () => {
    const row = one<{ id: number; navn: string; gruppenavnkort: string; periodeid: number }>(
      `SELECT id, navn, gruppenavnkort, periodeid FROM "Aktør" WHERE typeid = 3 ORDER BY id DESC LIMIT 1`,
    );
    const period = one<{ kode: string; titel: string }>(
      `SELECT kode, titel FROM "Periode" WHERE id = ?`,
      row.periodeid,
    );
    expect(await getActor(row.id)).toMatchObject({
      id: row.id,
      kind: 'committee',
      typeName: 'Udvalg',
      name: row.navn,
      shortName: row.gruppenavnkort,
      period: { id: row.periodeid, code: period.kode, title: period.titel },
      hasBiografi: false,
    });
  });

  it('is null for an id with no actor', async () => {
    expect(await getActor(999_999_999)).toBeNull();
  });
});

describe('toPartySpells', () => {
  const link = (
    id: number,
    code: string,
    from: string | null,
    to: string | null,
    name = code,
  ): ActorLink => ({
    actor: { id, name, typeId: 4, typeName: 'Folketingsgruppe', shortName: code },
    role: 'medlem',
    roleId: 15,
    from,
    to,
    period: null,
  });

  it('joins back-to-back samlinger of one party and splits at a change of party', () => {
    expect(
      toPartySpells([
        link(1, 'S', '2013-10-01T00:00:00', '2014-10-07T00:00:00', 'Socialdemokratiet'),
        link(2, 'S', '2014-10-07T00:00:00', '2015-03-01T00:00:00', 'Socialdemokratiet'),
        link(3, 'UFG', '2015-03-02T00:00:00', '2015-06-18T00:00:00', 'Uden for folketingsgrupperne - A B'),
        link(4, 'UFG', '2015-06-18T00:00:00', '2015-10-06T00:00:00', 'Uden for folketingsgrupperne - A B'),
        link(5, 'SF', '2019-06-05T00:00:00', null, 'Socialistisk Folkeparti'),
      ]),
    ).toEqual([
      {
        party: 'S',
        partyName: 'Socialdemokratiet',
        from: '2013-10-01T00:00:00',
        to: '2015-03-01T00:00:00',
        groupIds: [1, 2],
      },
      {
        party: 'UFG',
        partyName: 'Uden for folketingsgrupperne',
        from: '2015-03-02T00:00:00',
        to: '2015-10-06T00:00:00',
        groupIds: [3, 4],
      },
      {
        party: 'SF',
        partyName: 'Socialistisk Folkeparti',
        from: '2019-06-05T00:00:00',
        to: null,
        groupIds: [5],
      },
    ]);
  });

  it('keeps a gap of years (a member who left and came back) as two spells, and undated links apart', () => {
    const spells = toPartySpells([
      link(1, 'V', '2011-09-15T00:00:00', '2015-06-18T00:00:00'),
      link(2, 'V', '2019-06-05T00:00:00', null),
      link(3, 'V', null, null),
    ]);
    expect(spells.map((s) => s.groupIds)).toEqual([[1], [2], [3]]);
  });
});

describe('getPoliticianProfile', () => {
  it('gives a switcher every party they sat for, in order, covering all their group memberships', async () => {
    const switcher = one<{ id: number }>(
      `SELECT aa."fraaktørid" AS id FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid" AND g.typeid = 4
       WHERE aa.rolleid = 15 GROUP BY 1 HAVING count(DISTINCT g.gruppenavnkort) > 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const memberships = all<{ tilaktørid: number; code: string }>(
      `SELECT aa."tilaktørid", g.gruppenavnkort AS code FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid"
       WHERE aa."fraaktørid" = ? AND aa.rolleid = 15 AND g.typeid = 4 ORDER BY aa.startdato`,
      switcher.id,
    );
    const profile = await getPoliticianProfile(switcher.id);
    expect(profile.partySpells.flatMap((s) => s.groupIds)).toEqual(memberships.map((m) => m.tilaktørid));
    expect(new Set(profile.partySpells.map((s) => s.party))).toEqual(new Set(memberships.map((m) => m.code)));
    for (let i = 1; i < profile.partySpells.length; i++) {
      expect((profile.partySpells[i]?.from ?? '') >= (profile.partySpells[i - 1]?.from ?? '')).toBe(true);
    }
    expect(profile.latestParty).not.toBeNull();
  });

  it('lists committee seats and minister posts newest first, and parses the biografi', async () => {
    const minister = one<{ id: number }>(
      `SELECT aa."fraaktørid" AS id FROM "AktørAktør" aa WHERE aa.rolleid = 8
       AND aa."fraaktørid" IN (SELECT id FROM "Aktør" WHERE typeid = 5 AND biografi LIKE '<member>%') LIMIT 1`,
    );
    const profile = await getPoliticianProfile(minister.id);
    expect(profile.ministerPosts.length).toBeGreaterThan(0);
    expect(
      profile.ministerPosts.every((p) => p.actor.typeName === 'Ministertitel' && p.role === 'Minister'),
    ).toBe(true);
    expect(profile.committees.every((c) => c.actor.typeName === 'Udvalg')).toBe(true);
    const starts = profile.committees.map((c) => c.from ?? '');
    expect(starts).toEqual([...starts].sort().reverse());
    expect(profile.biografi?.format).toBe('current');
    const navn = one<{ navn: string }>(`SELECT navn FROM "Aktør" WHERE id = ?`, minister.id).navn;
    expect(profile.biografi?.name).toBe(navn);
  });

  it('is empty, not an error, for a person without links or biografi', async () => {
    const profile = await getPoliticianProfile(999_999_999);
    expect(profile).toEqual({
      partySpells: [],
      latestParty: null,
      committees: [],
      ministerPosts: [],
      otherRoles: [],
      biografi: null,
    });
  });
});

describe('committees, groups and titles', () => {
  it('lists a committee’s members with their roles and the same committee in other samlinger', async () => {
    const c = one<{ id: number }>(
      `SELECT tilaktørid AS id FROM "AktørAktør" aa JOIN "Aktør" a ON a.id = aa.tilaktørid AND a.typeid = 3 GROUP BY 1 LIMIT 1`,
    );
    const members = await getActorMembers(c.id);
    const expected = one<{ n: number }>(
      `SELECT count(*) AS n FROM "AktørAktør" WHERE tilaktørid = ?`,
      c.id,
    ).n;
    expect(members).toHaveLength(expected);
    expect(members.map((m) => m.role)).toContain('formand');
    const actor = await getActor(c.id);
    const siblings = await getActorSiblings(actor ?? { typeId: 3, name: null, period: null });
    expect(siblings.map((s) => s.id)).toContain(c.id);
    expect(siblings.length).toBeGreaterThan(1);
  });

  it('gives the cases referred to a committee, and only those', async () => {
    const c = one<{ id: number; n: number }>(
      `SELECT sa."aktørid" AS id, count(DISTINCT sa.sagid) AS n FROM "SagAktør" sa JOIN "SagAktørRolle" r ON r.id = sa.rolleid
       WHERE r.rolle = 'Henvist til' GROUP BY 1 ORDER BY n DESC LIMIT 1`,
    );
    const page = await getActorCases(c.id, { role: REFERRED_TO });
    expect(page.total).toBe(c.n);
    expect(page.items.every((i) => i.roles.includes(REFERRED_TO))).toBe(true);
    const ids = page.items.map((i) => i.caseId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await getActorCases(c.id, { role: 'Ingen sådan rolle' })).total).toBe(0);
  });

  it('pages a member’s cases with every role per case', async () => {
    const p = one<{ id: number; n: number }>(
      `SELECT "aktørid" AS id, count(DISTINCT sagid) AS n FROM "SagAktør" sa JOIN "Aktør" a ON a.id = sa."aktørid" AND a.typeid = 5
       GROUP BY 1 ORDER BY n DESC LIMIT 1`,
    );
    const first = await getActorCases(p.id, { page: 1 });
    const second = await getActorCases(p.id, { page: 2 });
    expect(first.total).toBe(p.n);
    expect(first.items).toHaveLength(Math.min(first.pageSize, p.n));
    const seen = new Set(first.items.map((i) => i.caseId));
    expect(second.items.some((i) => seen.has(i.caseId))).toBe(false);
    const roles = all<{ sagid: number; rolle: string }>(
      `SELECT sa.sagid, r.rolle FROM "SagAktør" sa JOIN "SagAktørRolle" r ON r.id = sa.rolleid WHERE sa."aktørid" = ?`,
      p.id,
    );
    for (const item of first.items) {
      expect(new Set(item.roles)).toEqual(
        new Set(roles.filter((r) => r.sagid === item.caseId).map((r) => r.rolle)),
      );
    }
  });

  it('gives an organisation its documents with a case', async () => {
    const org = one<{ id: number; n: number }>(
      `SELECT da."aktørid" AS id, count(DISTINCT da.dokumentid) AS n FROM "DokumentAktør" da JOIN "Aktør" a ON a.id = da."aktørid"
       WHERE a.typeid = 10 GROUP BY 1 ORDER BY n DESC LIMIT 1`,
    );
    const page = await getActorDocuments(org.id);
    expect(page.total).toBe(org.n);
    expect(page.items[0]?.title).toBeTruthy();
    expect(page.items.some((d) => d.caseId !== null)).toBe(true);
  });
});

describe('searchActors', () => {
  it('finds members by part of the name regardless of case, æ, ø and å included', async () => {
    const person = one<{ navn: string }>(
      `SELECT navn FROM "Aktør" WHERE typeid = 5 AND (navn LIKE '%ø%' OR navn LIKE '%æ%' OR navn LIKE '%å%') LIMIT 1`,
    );
    const letter = [...person.navn].find((ch) => 'æøå'.includes(ch)) ?? 'ø';
    const at = person.navn.indexOf(letter);
    const piece = person.navn.slice(Math.max(0, at - 2), at + 2).trim();
    const result = await searchActors(
      ActorSearch.fromUrl({ q: piece.toLocaleUpperCase('da'), status: 'alle' }),
    );
    expect(result.items.map((i) => i.name)).toContain(person.navn);
    const naive = all<{ navn: string }>(`SELECT navn FROM "Aktør" WHERE typeid = 5`).filter((r) =>
      r.navn.toLocaleLowerCase('da').includes(piece.toLocaleLowerCase('da')),
    );
    expect(result.items.map((i) => i.name).sort()).toEqual(naive.map((r) => r.navn).sort());
  });

  it('puts names starting with the text first, then Danish alphabetical order', async () => {
    const result = await searchActors(ActorSearch.fromUrl('q=an&status=alle'));
    const names = result.items.map((i) => i.name ?? '');
    const starts = names.filter((n) => n.toLowerCase().startsWith('an'));
    expect(names.slice(0, starts.length)).toEqual(starts);
    expect(starts).toEqual([...starts].sort(new Intl.Collator('da').compare));
  });

  it('filters persons by party and samling through their group memberships', async () => {
    const sample = one<{ kode: string; code: string; n: number }>(
      `SELECT p.kode, g.gruppenavnkort AS code, count(DISTINCT aa."fraaktørid") AS n
       FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid" AND g.typeid = 4 JOIN "Periode" p ON p.id = g.periodeid
       JOIN "Aktør" m ON m.id = aa."fraaktørid" AND m.typeid = 5
       WHERE aa.rolleid = 15 AND g.gruppenavnkort = 'S' GROUP BY 1, 2 ORDER BY p.startdato DESC LIMIT 1`,
    );
    const result = await searchActors(
      ActorSearch.fromUrl({ parti: sample.code, samling: sample.kode, status: 'alle' }),
    );
    expect(result.total).toBe(sample.n);
    expect(result.items.every((i) => i.kind === 'person')).toBe(true);
  });

  it('lists groups of a samling by type, and pages', async () => {
    const period = one<{ kode: string; n: number }>(
      `SELECT p.kode, count(*) AS n FROM "Aktør" a JOIN "Periode" p ON p.id = a.periodeid WHERE a.typeid = 4
       GROUP BY 1 ORDER BY p.startdato DESC LIMIT 1`,
    );
    const groups = await searchActors(ActorSearch.fromUrl({ type: 'partier', samling: period.kode }));
    expect(groups.total).toBe(period.n);
    expect(groups.items.every((i) => i.kind === 'party-group' && i.periodTitle !== null)).toBe(true);
    const everyone = await searchActors(ActorSearch.fromUrl({ type: 'alle', side: '2' }));
    expect(everyone.page).toBe(2);
    expect(everyone.items).toHaveLength(everyone.pageSize);
    const beyond = await searchActors(ActorSearch.fromUrl({ type: 'alle', side: '9999' }));
    expect(beyond.page).toBe(Math.ceil(beyond.total / beyond.pageSize));
  });

  it('offers every party code and samling', async () => {
    const options = await getActorSearchOptions();
    const codes = all<{ c: string }>(
      `SELECT DISTINCT gruppenavnkort AS c FROM "Aktør" WHERE typeid = 4 AND gruppenavnkort <> ''`,
    ).map((r) => r.c);
    expect(options.parties.map((p) => p.code).sort()).toEqual(codes.sort());
    expect(options.parties.find((p) => p.code === 'UFG')?.name).toBe('Uden for folketingsgrupperne');
    expect(options.periods[0]?.code).toMatch(/^\d{5}$/);
  });
});
