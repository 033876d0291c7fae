import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/lib/model/entities';
import type { SelectItem } from '@/lib/odata/ast';
import { toProjection } from './projection';

const entity = (name: string) => ENTITIES.find((e) => e.name === name)!;
const sel = (...paths: string[]): SelectItem[] =>
  paths.map((p) => ({ kind: 'select', path: p.split('/'), pos: 0 }));

describe('$select projection', () => {
  it('keeps the listed properties', () => {
    expect(toProjection(entity('Periode'), sel('id', 'titel')).properties).toEqual(['id', 'titel']);
  });

  it('returns every property for *, for no $select, and when a name is unknown (as the real service)', () => {
    expect(toProjection(entity('Periode'), sel('*')).properties).toBeNull();
    expect(toProjection(entity('Periode'), undefined).properties).toBeNull();
    expect(toProjection(entity('Periode'), sel('id', 'nonsense')).properties).toBeNull();
  });

  it('projects expanded navigations with Nav/field', () => {
    const p = toProjection(entity('Stemme'), sel('id', 'Aktør/navn'));
    expect(p.properties).toEqual(['id']);
    expect(p.navigations.get('Aktør')?.properties).toEqual(['navn']);
  });
});
