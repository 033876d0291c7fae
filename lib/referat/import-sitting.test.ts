import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { referatCounts } from '@/lib/store/referat-counts';
import { memoryStore, StoreBuilder } from '@/lib/store/store-builder.fixture';
import { importSitting, recordRejectedFile, speakingSeconds } from './import-sitting';
import { event, fileOf, item, segment, sitting, speaker, speech } from './parsed-sitting.fixture';
import { entryId, sittingId } from './referat-ids';
import { relinkSittings } from './relink-sittings';
import type { SpeakerAlias } from './speaker-aliases';
import type { ParsedSitting } from './types';

const SAMLING = '20221';
const S = 10;
const V = 11;
const FINANCE = 3;
const HANSEN_S = 20;
const HANSEN_V = 21;
const NIELSEN = 22;
const WAMMEN = 23;
const OLSEN = 24;
const DYHR = 25;
const PRIVATE_NIELSEN = 26;

/** A samling with two parties, equal names in both, a finance minister's post changing hands on 15 December. */
function odaRows(b: StoreBuilder): void {
  b.session(1, SAMLING, '2022-11-01', '2023-10-03')
    .party(S, 'S', 'Socialdemokratiet')
    .party(V, 'V', 'Venstre')
    .ministry(FINANCE, 'finansminister', 'finansministeren')
    .person(HANSEN_S, 'Jens', 'Hansen')
    .person(HANSEN_V, 'Jens', 'Hansen')
    .person(NIELSEN, 'Karen', 'Nielsen')
    .person(WAMMEN, 'Nicolai', 'Wammen')
    .person(OLSEN, 'Mette', 'Olsen')
    .person(DYHR, 'Pia', 'Olsen Dyhr')
    .rows('Aktør', [{ id: PRIVATE_NIELSEN, typeid: 12, navn: 'Karen Nielsen' }])
    .membership(HANSEN_S, S, '2022-11-01')
    .membership(HANSEN_V, V, '2022-11-01')
    .membership(NIELSEN, V, '2022-11-01')
    .membership(DYHR, S, '2022-11-01')
    .membership(OLSEN, FINANCE, '2019-06-27', '2022-12-15', 8)
    .membership(WAMMEN, FINANCE, '2022-12-15', null, 8)
    .meeting(100, '12', '2022-12-14T13:00:00', 1, { typeid: 1 })
    .meeting(101, '13', '2022-12-15T13:00:00', 1, { typeid: 1 })
    .meeting(102, '12', '2022-12-14T10:00:00', 1, { typeid: 2 })
    .step(200, 300, 8, '2022-12-14')
    .agendaItem(100, '1', 200)
    .agendaItem(100, '2', 200)
    .case(300, { typeid: 3, periodeid: 1, nummer: 'L 4 A', titel: 'Forslag til lov om a' })
    .case(301, { typeid: 3, periodeid: 1, nummer: 'L 4', titel: 'Forslag til lov om b' })
    .case(302, { typeid: 3, periodeid: 2, nummer: 'L 5', titel: 'Another samling' });
}

let db: Database.Database | undefined;
afterEach(() => db?.close());

function store(extra: (b: StoreBuilder) => void = () => {}): Database.Database {
  db = memoryStore((b) => {
    odaRows(b);
    extra(b);
  });
  return db;
}

const jensHansen = (party: string | null) => speaker({ firstName: 'Jens', lastName: 'Hansen', party });

/** Meeting 12 on 14 December: a bill's debate, the chair's notices, a pause. */
function meeting12(text = 'Tak for ordet.'): ParsedSitting {
  return sitting(SAMLING, 12, '2022-12-14', [
    item(
      '1',
      [
        speech(1, jensHansen('S'), [
          segment([text, 'Anden sætning.'], '2022-12-14T13:00:00', '2022-12-14T13:01:00'),
          segment(['138'], '2022-12-14T13:02:00', '2022-12-14T13:02:30'),
        ]),
        event(2, 'Pause', 'Mødet er udsat.', '2022-12-14T13:03:00'),
        speech(3, jensHansen('V'), [segment(['Venstre mener.'], '2022-12-14T13:10:00', null)], 'Ordfører'),
      ],
      { caseType: 'L', caseNumber: '4 A', caseStage: '1. behandling' },
    ),
    item('2', [speech(4, speaker({ firstName: 'Ukendt', lastName: 'Person', party: 'S' }), [])], {
      caseType: 'FM',
      caseNumber: null,
    }),
  ]);
}

const all = (d: Database.Database, table: string) =>
  d.prepare(`SELECT * FROM "${table}" ORDER BY 1, 2`).all();
const TABLES = ['_referat_moede', '_referat_punkt', '_tale', '_tale_segment', '_referat_haendelse'];
const snapshot = (d: Database.Database) => TABLES.map((t) => all(d, t));
const speechRow = (d: Database.Database, id: number) =>
  d.prepare('SELECT * FROM "_tale" WHERE id = ?').get(id) as Record<string, unknown>;
const aktoerOf = (d: Database.Database, id: number) => speechRow(d, id).aktoerid;

/** One speech by `who` on `date` (meeting `nummer`), imported; its aktoerid. */
function linkOne(
  d: Database.Database,
  who: Parameters<typeof speech>[1],
  date = '2022-12-14',
  nummer = 12,
  aliases?: readonly SpeakerAlias[],
): unknown {
  const s = sitting(SAMLING, nummer, date, [item('1', [speech(1, who, [segment(['x'], null, null)])])]);
  importSitting(d, s, fileOf(s), aliases);
  return aktoerOf(d, entryId(sittingId(Number(SAMLING), nummer), 1));
}

describe('importSitting', () => {
  it('writes the sitting, its items, speeches with their segments and events, linked by natural keys', () => {
    const d = store();
    const s = meeting12();
    const summary = importSitting(d, s, fileOf(s));
    const id = sittingId(20221, 12);
    expect(summary).toEqual({
      sitting: id,
      speeches: 3,
      events: 1,
      sittingLinked: true,
      unlinkedSpeakers: 1,
      unlinkedCases: 0,
    });
    expect(all(d, '_referat_moede')).toEqual([
      {
        id,
        fil: '20221/20221_M12_helemoedet.xml',
        samling: SAMLING,
        nummer: 12,
        dato: '2022-12-14',
        era: 'legacy',
        foreloebig: 0,
        moedeid: 100,
      },
    ]);
    const items = all(d, '_referat_punkt') as Record<string, unknown>[];
    expect(
      items.map((p) => [p.id, p.nummer, p.sagsnummer, p.sagstrin, p.dagsordenspunktid, p.sagid]),
    ).toEqual([
      [entryId(id, 1), '1', 'L 4 A', '1. behandling', 500, 300],
      [entryId(id, 2), '2', null, null, 501, null],
    ]);
    const first = speechRow(d, entryId(id, 1));
    expect(first).toMatchObject({
      moede: id,
      punkt: entryId(id, 1),
      aktoerid: HANSEN_S,
      navn: 'Jens Hansen',
      parti: 'S',
      start: '2022-12-14T13:00:00',
      slut: '2022-12-14T13:02:30',
      sekunder: 90,
      tekst: 'Tak for ordet.\nAnden sætning.\n138',
      tegn: 'Tak for ordet.\nAnden sætning.\n138'.length,
    });
    const segments = d
      .prepare('SELECT ordinal, fra, til FROM "_tale_segment" WHERE tale = ? ORDER BY ordinal')
      .all(entryId(id, 1)) as { fra: number; til: number }[];
    expect(segments.map((g) => String(first.tekst).slice(g.fra, g.til))).toEqual([
      'Tak for ordet.\nAnden sætning.',
      '138',
    ]);
    expect(speechRow(d, entryId(id, 3))).toMatchObject({
      aktoerid: HANSEN_V,
      sekunder: null,
      taletype: 'Ordfører',
    });
    expect(all(d, '_referat_haendelse')).toEqual([
      {
        id: entryId(id, 2),
        moede: id,
        punkt: entryId(id, 1),
        ordinal: 2,
        art: 'Pause',
        start: '2022-12-14T13:03:00',
        tekst: 'Mødet er udsat.',
      },
    ]);
    expect(d.prepare('SELECT path, status, error, moede FROM "_referat_fil"').all()).toEqual([
      { path: '20221/20221_M12_helemoedet.xml', status: 'imported', error: null, moede: id },
    ]);
  });

  it('is idempotent: importing the same file again leaves exactly the same rows', () => {
    const d = store();
    const s = meeting12();
    importSitting(d, s, fileOf(s));
    const before = snapshot(d);
    importSitting(d, s, fileOf(s));
    expect(snapshot(d)).toEqual(before);
  });

  it('replaces exactly that sitting when a re-released file changes it, under the same ids', () => {
    const d = store();
    const other = sitting(SAMLING, 13, '2022-12-15', [item('1', [speech(1, jensHansen('S'), [])])]);
    importSitting(d, other, fileOf(other));
    const first = meeting12();
    importSitting(d, first, fileOf(first));
    const rereleased: ParsedSitting = {
      ...meeting12('Tak for ordet, formand.'),
      era: 'preliminary',
      items: [meeting12('Tak for ordet, formand.').items[0] as ParsedSitting['items'][number]],
    };
    importSitting(d, rereleased, fileOf(rereleased, 'b'.repeat(64)));
    const id = sittingId(20221, 12);
    const speeches = d.prepare('SELECT id, tekst FROM "_tale" WHERE moede = ? ORDER BY id').all(id);
    expect(speeches).toEqual([
      { id: entryId(id, 1), tekst: 'Tak for ordet, formand.\nAnden sætning.\n138' },
      { id: entryId(id, 3), tekst: 'Venstre mener.' },
    ]);
    expect(d.prepare('SELECT count(*) AS n FROM "_referat_punkt" WHERE moede = ?').get(id)).toEqual({ n: 1 });
    expect(d.prepare('SELECT foreloebig FROM "_referat_moede" WHERE id = ?').get(id)).toEqual({
      foreloebig: 1,
    });
    expect(d.prepare('SELECT sha256 FROM "_referat_fil" WHERE moede = ?').get(id)).toEqual({
      sha256: 'b'.repeat(64),
    });
    const otherId = sittingId(20221, 13);
    expect(d.prepare('SELECT count(*) AS n FROM "_tale" WHERE moede = ?').get(otherId)).toEqual({ n: 1 });
  });

  it('keeps the sitting a file held when a bad re-release of it is rejected', () => {
    const d = store();
    const s = meeting12();
    importSitting(d, s, fileOf(s));
    const before = snapshot(d);
    recordRejectedFile(d, fileOf(s, 'c'.repeat(64)), 'truncated: unexpected end of file at byte 812');
    expect(snapshot(d)).toEqual(before);
    expect(d.prepare('SELECT status, error, sha256, moede FROM "_referat_fil"').get()).toEqual({
      status: 'rejected',
      error: 'truncated: unexpected end of file at byte 812',
      sha256: 'c'.repeat(64),
      moede: sittingId(20221, 12),
    });
    expect(referatCounts(d)).toMatchObject({ filesImported: 0, filesRejected: 1, speeches: 3 });
  });

  it('records a new file that was rejected without a sitting', () => {
    const d = store();
    const s = meeting12();
    recordRejectedFile(d, fileOf(s), 'not XML');
    expect(d.prepare('SELECT status, error, moede FROM "_referat_fil"').get()).toEqual({
      status: 'rejected',
      error: 'not XML',
      moede: null,
    });
  });

  it('refuses a sitting that cannot have ids from its keys, writing nothing', () => {
    const d = store();
    const bad = sitting('2022', 12, '2022-12-14', []);
    expect(() => importSitting(d, bad, fileOf(bad))).toThrow(/samling/);
    const twice = sitting(SAMLING, 12, '2022-12-14', [
      item('1', [event(1, 'Pause', ''), event(1, 'Pause', '')]),
    ]);
    expect(() => importSitting(d, twice, fileOf(twice))).toThrow(/occurs twice/);
    expect(referatCounts(d).sittings).toBe(0);
  });
});

describe('linking', () => {
  it('splits equal names by the printed party on the sitting date', () => {
    const d = store();
    expect(linkOne(d, jensHansen('S'))).toBe(HANSEN_S);
    expect(linkOne(d, jensHansen('V'))).toBe(HANSEN_V);
  });

  it('keeps equal names unlinked when nothing tells them apart', () => {
    const d = store();
    expect(linkOne(d, jensHansen(null))).toBeNull();
    expect(linkOne(d, jensHansen('DF'))).toBeNull();
  });

  it('normalises whitespace and strips a suffix such as "(udpeget af S)"', () => {
    const d = store();
    expect(linkOne(d, speaker({ firstName: ' Karen ', lastName: 'Nielsen  (udpeget af V)' }))).toBe(NIELSEN);
  });

  it('prefers a person to a private person of the same name', () => {
    const d = store();
    expect(linkOne(d, speaker({ firstName: 'Karen', lastName: 'Nielsen' }))).toBe(NIELSEN);
  });

  it('links a changed surname through the alias table, a synthetic alias only on synthetic data', () => {
    const aliases: SpeakerAlias[] = [{ printed: 'Pia Olsen', current: 'Pia Olsen Dyhr', toSamling: '20221' }];
    const d = store();
    const pia = speaker({ firstName: 'Pia', lastName: 'Olsen', party: 'S' });
    expect(linkOne(d, pia)).toBeNull();
    expect(linkOne(d, pia, '2022-12-14', 12, aliases)).toBe(DYHR);
    expect(
      linkOne(d, pia, '2022-12-14', 12, [{ ...aliases[0], toSamling: '20211' } as SpeakerAlias]),
    ).toBeNull();
    const synthetic = [{ ...aliases[0], synthetic: true } as SpeakerAlias];
    expect(linkOne(d, pia, '2022-12-14', 12, synthetic)).toBe(DYHR);
    d.prepare(`UPDATE "_tingdata_meta" SET value = '0' WHERE key = 'synthetic'`).run();
    expect(linkOne(d, pia, '2022-12-14', 12, synthetic)).toBeNull();
  });

  it('resolves a minister by title to the person holding it on the date, and the next holder after the change', () => {
    const d = store();
    const minister = speaker({ role: 'minister', title: 'Finansministeren' });
    expect(linkOne(d, minister, '2022-12-14', 12)).toBe(OLSEN);
    expect(linkOne(d, minister, '2022-12-15', 13)).toBe(WAMMEN);
    expect(linkOne(d, minister, '2022-12-16', 14)).toBe(WAMMEN);
    const inNameFields = speaker({ lastName: 'Finansministeren', role: 'minister' });
    expect(linkOne(d, inNameFields, '2022-12-14', 12)).toBe(OLSEN);
    // An acting minister is not the title's holder: the title alone names nobody.
    expect(linkOne(d, { ...minister, title: 'Finansministeren (fungerende)' }, '2022-12-16', 14)).toBeNull();
  });

  it('lets the title holder break a tie of equal names', () => {
    const d = store((b) => b.person(27, 'Nicolai', 'Wammen'));
    const named = speaker({
      firstName: 'Nicolai',
      lastName: 'Wammen',
      role: 'minister',
      title: 'finansministeren',
    });
    expect(linkOne(d, named, '2022-12-15', 13)).toBe(WAMMEN);
    expect(linkOne(d, { ...named, title: null }, '2022-12-15', 13)).toBeNull();
  });

  it('keeps an unknown speaker unlinked with the printed name, and counts it', () => {
    const d = store();
    const s = meeting12();
    importSitting(d, s, fileOf(s));
    expect(speechRow(d, entryId(sittingId(20221, 12), 4))).toMatchObject({
      aktoerid: null,
      navn: 'Ukendt Person',
    });
    expect(referatCounts(d)).toMatchObject({ speeches: 3, unlinkedSpeeches: 1, unlinkedSpeakers: 1 });
  });

  it('matches a split case whole: "4 A" is L 4 A, "4" is L 4, and a case of another samling is not linked', () => {
    const d = store();
    const s = sitting(SAMLING, 12, '2022-12-14', [
      item('1', [], { caseType: 'L', caseNumber: '4 A' }),
      item('2', [], { caseType: 'L', caseNumber: '4' }),
      item('3', [], { caseType: 'L', caseNumber: '5' }),
      item('4', [], { caseType: 'L', caseNumber: '4 B' }),
    ]);
    expect(importSitting(d, s, fileOf(s)).unlinkedCases).toBe(2);
    expect(d.prepare('SELECT sagsnummer, sagid FROM "_referat_punkt" ORDER BY id').all()).toEqual([
      { sagsnummer: 'L 4 A', sagid: 300 },
      { sagsnummer: 'L 4', sagid: 301 },
      { sagsnummer: 'L 5', sagid: null },
      { sagsnummer: 'L 4 B', sagid: null },
    ]);
    expect(referatCounts(d).unlinkedCases).toBe(2);
  });

  it('gives items of non-case types (FM, VALG, UVP) no case and does not count them', () => {
    const d = store();
    const s = sitting(SAMLING, 12, '2022-12-14', [
      item('1', [], { caseType: 'FM', caseNumber: '1' }),
      item('2', [], { caseType: 'VALG', caseNumber: null }),
      item('3', [], { caseType: 'UVP', caseNumber: '2' }),
    ]);
    expect(importSitting(d, s, fileOf(s)).unlinkedCases).toBe(0);
    expect(d.prepare('SELECT sagsnummer, sagid FROM "_referat_punkt"').all()).toEqual([
      { sagsnummer: null, sagid: null },
      { sagsnummer: null, sagid: null },
      { sagsnummer: null, sagid: null },
    ]);
  });

  it('links a sub-item to its parent item when the Møde has no item of its own for it', () => {
    const d = store();
    const s = sitting(SAMLING, 12, '2022-12-14', [
      item('2', [], { subItemNo: '1', caseType: 'L', caseNumber: '4' }),
    ]);
    importSitting(d, s, fileOf(s));
    expect(
      d.prepare('SELECT nummer, undernummer, dagsordenspunktid, sagid FROM "_referat_punkt"').get(),
    ).toEqual({
      nummer: '2',
      undernummer: '1',
      dagsordenspunktid: 501,
      sagid: 301,
    });
  });

  it('links a sub-item to the Møde’s own item for it under its parent when there is one', () => {
    const d = store((b) => b.rows('Dagsordenspunkt', [{ id: 700, mødeid: 100, nummer: '1', superid: 501 }]));
    const s = sitting(SAMLING, 12, '2022-12-14', [
      item('2', [], { subItemNo: '1' }),
      item('2', [], { subItemNo: '2' }),
    ]);
    importSitting(d, s, fileOf(s));
    expect(d.prepare('SELECT dagsordenspunktid FROM "_referat_punkt" ORDER BY id').pluck().all()).toEqual([
      700, 501,
    ]);
  });

  it('keeps a sitting without a plenary Møde, unlinked and counted, its cases still linked by samling', () => {
    const d = store();
    const s = sitting(SAMLING, 36, '2023-01-10', [
      item('1', [speech(1, jensHansen('S'), [])], { caseType: 'L', caseNumber: '4' }),
    ]);
    const summary = importSitting(d, s, fileOf(s));
    expect(summary.sittingLinked).toBe(false);
    expect(d.prepare('SELECT moedeid FROM "_referat_moede"').get()).toEqual({ moedeid: null });
    expect(d.prepare('SELECT dagsordenspunktid, sagid FROM "_referat_punkt"').get()).toEqual({
      dagsordenspunktid: null,
      sagid: 301,
    });
    expect(aktoerOf(d, entryId(sittingId(20221, 36), 1))).toBe(HANSEN_S);
    expect(referatCounts(d)).toMatchObject({ sittings: 1, unlinkedSittings: 1, unlinkedItems: 0 });
  });
});

describe('relinkSittings', () => {
  it('links what ODA rows arriving later make linkable, and does nothing when nothing changed', () => {
    const d = store();
    const s = sitting(SAMLING, 40, '2023-02-01', [
      item(
        '1',
        [speech(1, speaker({ firstName: 'Ny', lastName: 'Minister', title: 'Ministeren for ny' }), [])],
        {
          caseType: 'B',
          caseNumber: '9',
        },
      ),
    ]);
    importSitting(d, s, fileOf(s));
    expect(relinkSittings(d)).toEqual({ ran: true, sittings: 0, items: 0, cases: 0, speeches: 0 });
    expect(relinkSittings(d).ran).toBe(false);
    new StoreBuilder(d)
      .meeting(110, '40', '2023-02-01T13:00:00', 1, { typeid: 1 })
      .rows('Dagsordenspunkt', [{ id: 600, mødeid: 110, nummer: '1' }])
      .case(310, { typeid: 5, periodeid: 1, nummer: 'B 9', titel: 'Forslag til folketingsbeslutning' })
      .person(40, 'Ny', 'Minister');
    expect(relinkSittings(d)).toEqual({ ran: true, sittings: 1, items: 1, cases: 1, speeches: 1 });
    expect(referatCounts(d)).toMatchObject({
      unlinkedSittings: 0,
      unlinkedItems: 0,
      unlinkedCases: 0,
      unlinkedSpeeches: 0,
    });
    expect(relinkSittings(d).ran).toBe(false);
  });
});

describe('speakingSeconds', () => {
  it('sums the segments, and is unknown when a segment lacks a time or runs backwards', () => {
    const seg = (start: string | null, end: string | null) => segment([], start, end);
    expect(speakingSeconds([seg('2022-12-14T13:00:00', '2022-12-14T13:00:45')])).toBe(45);
    expect(speakingSeconds([seg('2022-12-14T13:00:00', null)])).toBeNull();
    expect(speakingSeconds([seg('2022-12-14T13:00:45', '2022-12-14T13:00:00')])).toBeNull();
    expect(speakingSeconds([])).toBeNull();
  });
});
