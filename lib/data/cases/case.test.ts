import { describe, expect, it } from 'vitest';
import { daysBetween } from '@/lib/data/oda-values';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { getCase, getCaseActors, getCaseDocuments, getCaseSubjects, getCaseTimeline } from './case';

const store = tinyStore(5);

const all = <T>(sql: string, ...params: unknown[]) =>
  store
    .raw()
    .prepare(sql)
    .all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]) =>
  store
    .raw()
    .prepare(sql)
    .get(...params) as T;

/** A passed bill: a lovforslag with a held third reading that carries the final vote. */
const passedBill = () =>
  one<{ id: number }>(
    `SELECT s.id FROM "Sag" s WHERE s.typeid = 3 AND EXISTS (
       SELECT 1 FROM "Sagstrin" st JOIN "Sagstrinstype" t ON t.id = st.typeid JOIN "Afstemning" a ON a.sagstrinid = st.id
       WHERE st.sagid = s.id AND t.type = '3. behandling') ORDER BY s.id LIMIT 1`,
  ).id;

describe('getCase', () => {
  it('maps the case with its type, status and session', async () => {
    const id = passedBill();
    const row = one<{ nummer: string; titel: string; titelkort: string; type: string; kode: string }>(
      `SELECT s.nummer, s.titel, s.titelkort, t.type, p.kode FROM "Sag" s JOIN "Sagstype" t ON t.id = s.typeid
       JOIN "Periode" p ON p.id = s.periodeid WHERE s.id = ?`,
      id,
    );
    const detail = await getCase(id);
    expect(detail).toMatchObject({
      id,
      number: row.nummer,
      title: row.titel,
      shortTitle: row.titelkort,
      type: 'Lovforslag',
      period: { code: row.kode },
    });
    expect(detail?.status).toBeTruthy();
  });

  it('is null for a case that does not exist', async () => {
    expect(await getCase(987_654_321)).toBeNull();
  });
});

describe('getCaseTimeline', () => {
  it('lists every step of the case in date order', async () => {
    const id = passedBill();
    const timeline = await getCaseTimeline(id);
    const expected = all<{ id: number }>(
      `SELECT id FROM "Sagstrin" WHERE sagid = ? ORDER BY dato IS NULL, dato, id`,
      id,
    ).map((r) => r.id);
    expect(timeline.steps.map((s) => s.id)).toEqual(expected);
    const dates = timeline.steps.map((s) => s.date).filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort());
  });

  it('counts the days from introduction to third reading', async () => {
    const id = passedBill();
    const timeline = await getCaseTimeline(id);
    const intro = timeline.steps.find((s) => s.type === 'Fremsættelse');
    const third = timeline.steps.findLast((s) => s.type === '3. behandling');
    expect(intro && third).toBeTruthy();
    expect(timeline.span).toEqual({
      fromStepId: intro?.id,
      fromDate: intro?.date,
      toStepId: third?.id,
      toDate: third?.date,
      days: daysBetween(intro?.date ?? '', third?.date ?? ''),
    });
    expect(timeline.span?.days).toBeGreaterThan(0);
    expect(third?.day).toBe(timeline.span?.days);
  });

  it('puts each vote on the step it was taken on, with Stemme counts that match the Stemme rows', async () => {
    const id = passedBill();
    const timeline = await getCaseTimeline(id);
    const votes = all<{ id: number; sagstrinid: number }>(
      `SELECT a.id, a.sagstrinid FROM "Afstemning" a JOIN "Sagstrin" st ON st.id = a.sagstrinid WHERE st.sagid = ?`,
      id,
    );
    expect(votes.length).toBeGreaterThan(0);
    for (const v of votes) {
      const onStep = timeline.steps.find((s) => s.id === v.sagstrinid)?.votes.find((x) => x.id === v.id);
      expect(onStep, `vote ${v.id}`).toBeDefined();
      const tally = one<{ n: number; f: number; i: number }>(
        `SELECT count(*) n, sum(typeid = 1) f, sum(typeid = 2) i FROM "Stemme" WHERE afstemningid = ?`,
        v.id,
      );
      if (tally.n === 0) expect(onStep?.stemmeCounts).toBeNull();
      else expect(onStep?.stemmeCounts).toMatchObject({ for: tally.f, against: tally.i });
    }
    const stepsWithVotes = timeline.steps.filter((s) => s.votes.length > 0).length;
    expect(stepsWithVotes).toBe(new Set(votes.map((v) => v.sagstrinid)).size);
  });

  it('shows where konklusion and vedtaget disagree, and only there', async () => {
    const rows = all<{ sagid: number; id: number; vedtaget: number; konklusion: string | null }>(
      `SELECT st.sagid, a.id, a.vedtaget, a.konklusion FROM "Afstemning" a JOIN "Sagstrin" st ON st.id = a.sagstrinid`,
    );
    for (const sagid of new Set(rows.map((r) => r.sagid))) {
      const timeline = await getCaseTimeline(sagid);
      for (const v of timeline.steps.flatMap((s) => s.votes)) {
        const row = rows.find((r) => r.id === v.id);
        expect(v.adopted).toBe(row?.vedtaget === 1);
        if (v.statedOutcome !== null)
          expect(v.outcomesDisagree).toBe((v.statedOutcome === 'vedtaget') !== v.adopted);
        else expect(v.outcomesDisagree).toBe(false);
      }
    }
  });

  it('lists the meetings that had a step on their agenda', async () => {
    const id = passedBill();
    const timeline = await getCaseTimeline(id);
    const expected = all<{ sagstrinid: number; mødeid: number }>(
      `SELECT dp.sagstrinid, dp."mødeid" FROM "Dagsordenspunkt" dp JOIN "Sagstrin" st ON st.id = dp.sagstrinid
       WHERE st.sagid = ?`,
      id,
    );
    expect(expected.length).toBeGreaterThan(0);
    for (const item of expected) {
      const meetings = timeline.steps.find((s) => s.id === item.sagstrinid)?.meetings ?? [];
      expect(meetings.map((m) => m.meetingId)).toContain(item.mødeid);
    }
  });

  it('is empty for a case without steps', async () => {
    const almdel = one<{ id: number }>(`SELECT id FROM "Sag" WHERE typeid = 4 ORDER BY id LIMIT 1`).id;
    const timeline = await getCaseTimeline(almdel);
    expect(timeline.steps).toEqual([]);
    expect(timeline.span).toBeNull();
    expect(timeline.introductionStepId).toBeNull();
  });
});

describe('getCaseDocuments', () => {
  const busiest = () =>
    one<{ sagid: number; n: number }>(
      `SELECT sagid, count(*) n FROM "SagDokument" GROUP BY sagid ORDER BY n DESC, sagid LIMIT 1`,
    );

  it('pages through every document of the case, newest first', async () => {
    const { sagid, n } = busiest();
    const pageSize = 5;
    const first = await getCaseDocuments(sagid, 1, pageSize);
    expect(first.total).toBe(n);
    expect(first.pageCount).toBe(Math.ceil(n / pageSize));
    const seen: number[] = [];
    const dates: string[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const result = await getCaseDocuments(sagid, page, pageSize);
      expect(result.page).toBe(page);
      seen.push(...result.items.map((d) => d.id));
      dates.push(...result.items.map((d) => d.date ?? ''));
    }
    const expected = all<{ dokumentid: number }>(
      `SELECT dokumentid FROM "SagDokument" WHERE sagid = ?`,
      sagid,
    );
    expect(seen.toSorted((a, b) => a - b)).toEqual(
      expected.map((r) => r.dokumentid).toSorted((a, b) => a - b),
    );
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  it('clamps a page past the end to the last page', async () => {
    const { sagid } = busiest();
    const last = await getCaseDocuments(sagid, 999, 5);
    expect(last.page).toBe(last.pageCount);
    expect(last.items.length).toBeGreaterThan(0);
  });

  it('gives each document its role and only http(s) file links', async () => {
    const { sagid } = busiest();
    const { items: documents } = await getCaseDocuments(sagid, 1);
    expect(documents.every((d) => d.role !== null)).toBe(true);
    for (const file of documents.flatMap((d) => d.files)) expect(file.url).toMatch(/^https?:\/\//);
    expect(documents.some((d) => d.files.length > 0)).toBe(true);
  });
});

describe('getCaseActors and getCaseSubjects', () => {
  it('gives the actors with their roles', async () => {
    const id = passedBill();
    const actors = await getCaseActors(id);
    const expected = all<{ aktørid: number; rolle: string }>(
      `SELECT sa."aktørid", r.rolle FROM "SagAktør" sa JOIN "SagAktørRolle" r ON r.id = sa.rolleid WHERE sa.sagid = ?`,
      id,
    );
    expect(actors.map((a) => `${a.id}:${a.role}`).toSorted()).toEqual(
      expected.map((e) => `${e.aktørid}:${e.rolle}`).toSorted(),
    );
    expect(
      actors.some((a) => a.role === 'Forslagsstiller (reg.)' || a.role === 'Forslagsstiller (priv.)'),
    ).toBe(true);
  });

  it('gives the subject words alphabetically', async () => {
    const withSubjects = one<{ sagid: number }>(
      `SELECT sagid FROM "EmneordSag" GROUP BY sagid HAVING count(*) > 1 ORDER BY sagid LIMIT 1`,
    ).sagid;
    const words = (await getCaseSubjects(withSubjects)).map((s) => s.word);
    expect(words.length).toBeGreaterThan(1);
    expect(words).toEqual(words.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
