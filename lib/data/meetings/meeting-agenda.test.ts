import { describe, expect, it } from 'vitest';
import type { AgendaCaseRow, AgendaItemRow } from '@/lib/store/meeting';
import { agendaPreview, buildAgenda, buildAgendas, compareAgendaNumbers } from './meeting-agenda';
import type { AgendaItem } from './types';

function item(id: number, nummer: string | null, superid: number | null = null, moede_id = 1): AgendaItemRow {
  return {
    moede_id,
    id,
    nummer,
    titel: `Punkt ${id}`,
    koerebemaerkning: '',
    kommentar: null,
    forhandlingskode: '',
    superid,
    sagstrinid: null,
  };
}

const numbers = (items: readonly AgendaItem[]): (string | null)[] => items.map((i) => i.number);
const flatten = (items: readonly AgendaItem[]): AgendaItem[] =>
  items.flatMap((i) => [i, ...flatten(i.subItems)]);

describe('compareAgendaNumbers', () => {
  it('sorts by the leading number, numerically, then the text, then the id; unnumbered last', () => {
    const rows = [
      item(1, '10'),
      item(2, '2'),
      item(3, null),
      item(4, '3a'),
      item(5, '3'),
      item(6, ' 1'),
      item(7, 'A'),
      item(8, '2'),
    ];
    expect(rows.sort(compareAgendaNumbers).map((r) => r.id)).toEqual([6, 2, 8, 5, 4, 1, 7, 3]);
  });
});

describe('buildAgenda', () => {
  it('nests sub-items under their parent, each level in agenda order', () => {
    const agenda = buildAgenda(
      [item(1, '2'), item(2, '1'), item(3, '2', 1), item(4, '1', 1), item(5, '10'), item(6, '1', 4)],
      [],
      [],
    );
    expect(numbers(agenda)).toEqual(['1', '2', '10']);
    const second = agenda[1];
    expect(second?.id).toBe(1);
    expect(second?.subItems.map((s) => s.id)).toEqual([4, 3]);
    expect(second?.subItems[0]?.subItems.map((s) => s.id)).toEqual([6]);
  });

  it('keeps items whose parent is missing, itself or part of a cycle at the top level', () => {
    const agenda = buildAgenda([item(1, '1', 99), item(2, '2', 2), item(3, '3', 4), item(4, '4', 3)], [], []);
    expect(agenda.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(flatten(agenda)).toHaveLength(4);
  });

  it('merges a case reached both ways into one entry with the step title', () => {
    const row = (via: AgendaCaseRow['via'], sag: number, step: string | null): AgendaCaseRow => ({
      punkt_id: 1,
      via,
      sag_id: sag,
      sag_nummer: 'L 5',
      sag_titel: 'Forslag til lov om ændring af spilleloven',
      sag_titelkort: ' ',
      sagstrin_titel: step,
    });
    const [first] = buildAgenda(
      [item(1, '1')],
      [row('sagstrin', 10, '3. behandling'), row('sag', 10, null), row('sag', 11, null)],
      [],
    );
    expect(first?.cases).toEqual([
      {
        id: 10,
        number: 'L 5',
        title: 'Forslag til lov om ændring af spilleloven',
        stepTitle: '3. behandling',
      },
      { id: 11, number: 'L 5', title: 'Forslag til lov om ændring af spilleloven', stepTitle: null },
    ]);
  });

  it('turns blank text into null and keeps documents once, with web links only', () => {
    const [first] = buildAgenda(
      [{ ...item(1, '1'), koerebemaerkning: 'Afstemning', kommentar: '  ', forhandlingskode: 'FO' }],
      [],
      [
        { punkt_id: 1, dokument_id: 5, titel: 'Betænkning', note: null, filurl: 'https://www.ft.dk/a.pdf' },
        { punkt_id: 1, dokument_id: 5, titel: 'Betænkning', note: null, filurl: 'https://www.ft.dk/a.pdf' },
        { punkt_id: 1, dokument_id: 6, titel: null, note: 'Omtrykt', filurl: 'javascript:alert(1)' },
      ],
    );
    expect(first).toMatchObject({ remark: 'Afstemning', comment: null, debateCode: 'FO' });
    expect(first?.documents).toEqual([
      { id: 5, title: 'Betænkning', fileUrl: 'https://www.ft.dk/a.pdf', note: null },
      { id: 6, title: null, fileUrl: null, note: 'Omtrykt' },
    ]);
  });
});

describe('buildAgendas and agendaPreview', () => {
  const caseRow = (punkt_id: number, sag_id: number): AgendaCaseRow => ({
    punkt_id,
    via: 'sag',
    sag_id,
    sag_nummer: `L ${sag_id}`,
    sag_titel: `Sag ${sag_id}`,
    sag_titelkort: null,
    sagstrin_titel: null,
  });

  it('builds each meeting its own agenda, in order, with its cases; a meeting without items gets none', () => {
    const items = [
      item(11, '2', null, 1),
      item(10, '1', null, 1),
      item(12, '10', null, 1),
      item(20, '1', null, 2),
    ];
    const agendas = buildAgendas([1, 2, 3], items, [caseRow(10, 100), caseRow(20, 200), caseRow(99, 999)]);
    expect(numbers(agendas.get(1) ?? [])).toEqual(['1', '2', '10']);
    expect(agendas.get(1)?.[0]?.cases.map((c) => c.number)).toEqual(['L 100']);
    expect(agendas.get(2)?.[0]?.cases.map((c) => c.number)).toEqual(['L 200']);
    expect(agendas.get(3)).toEqual([]);
  });

  it('previews the first top-level items and counts the rest (sub-items are not counted)', () => {
    const items = [1, 2, 3, 4, 5].map((n) => item(n, String(n))).concat(item(6, '1', 1));
    const agenda = buildAgendas([1], items, []).get(1) ?? [];
    const preview = agendaPreview(agenda, 3);
    expect(preview.items.map((i) => i.number)).toEqual(['1', '2', '3']);
    expect(preview.more).toBe(2);
    expect(preview.items[0]).not.toHaveProperty('subItems');
    expect(agendaPreview(agenda.slice(0, 2), 3)).toMatchObject({ more: 0 });
    expect(agendaPreview([], 3)).toEqual({ items: [], more: 0 });
  });
});
