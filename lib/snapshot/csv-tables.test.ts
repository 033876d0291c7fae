import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/lib/model/entities';
import { CSV_TABLES, csvFileName } from './csv-tables';

describe('the CSV files of a snapshot', () => {
  it('offer every one of the 50 entity sets with the columns in ODA field order', () => {
    const sets = CSV_TABLES.filter((t) => t.columns !== null);
    expect(sets).toHaveLength(50);
    for (const e of ENTITIES)
      expect(sets.find((t) => t.table === e.name)?.columns).toEqual(e.properties.map((p) => p.name));
  });

  it('have plain ASCII file names, one per table', () => {
    const names = CSV_TABLES.map((t) => csvFileName(t.table));
    expect(new Set(names).size).toBe(CSV_TABLES.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9._-]+\.csv\.gz$/);
    expect(csvFileName('MødeAktør')).toBe('MoedeAktoer.csv.gz');
    expect(csvFileName('Referathændelse')).toBe('Referathaendelse.csv.gz');
  });
});
