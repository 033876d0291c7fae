import { afterAll, describe, expect, it } from 'vitest';
import { CONTAINER_ORDER, ENTITIES } from '@/lib/model/entities';
import { memoryStore } from '@/lib/store/store-builder.fixture';
import { loadDataDictionary } from './data-dictionary-load';

const db = memoryStore((store) =>
  store
    .rows('EntitetBeskrivelse', [
      { id: 1, entitetnavn: 'Sag', beskrivelse: 'Ældre tekst.', opdateringsdato: '2014-01-01T00:00:00' },
      {
        id: 2,
        entitetnavn: 'Sag',
        beskrivelse: 'Sager i Folketinget.',
        opdateringsdato: '2015-01-01T00:00:00',
      },
      { id: 3, entitetnavn: 'Afstemning', beskrivelse: '  ', opdateringsdato: null },
    ])
    .rows('KolloneBeskrivelse', [
      {
        id: 1,
        entitetnavn: 'Sag',
        kollonenavn: 'titel',
        beskrivelse: 'Sagens titel.',
        opdateringsdato: null,
      },
      // Spelled otherwise than the model: matched all the same.
      {
        id: 2,
        entitetnavn: 'sag',
        kollonenavn: 'TypeID',
        beskrivelse: 'Sagens type.',
        opdateringsdato: null,
      },
      { id: 3, entitetnavn: 'Sag', kollonenavn: 'resume', beskrivelse: null, opdateringsdato: null },
    ]),
);
afterAll(() => db.close());

describe('the data dictionary', () => {
  const tables = loadDataDictionary(db, ['Sag', 'Tale', 'Talesegment', 'Nothing']);
  const byName = new Map(tables.map((t) => [t.name, t]));

  it('lists every entity set in the service’s order, with the model’s columns and types', () => {
    expect(tables.filter((t) => !t.own).map((t) => t.name)).toEqual(CONTAINER_ORDER);
    const model = ENTITIES.find((e) => e.name === 'Stemme');
    expect(byName.get('Stemme')?.columns.map((c) => [c.name, c.type, c.nullable])).toEqual(
      model?.properties.map((p) => [p.name, p.type, p.nullable]),
    );
  });

  it('gives ODA’s newest description of a set and its columns, and none where ODA has none', () => {
    const sag = byName.get('Sag');
    expect(sag?.description).toBe('Sager i Folketinget.');
    const columns = new Map(sag?.columns.map((c) => [c.name, c.description]));
    expect(columns.get('titel')).toBe('Sagens titel.');
    expect(columns.get('typeid')).toBe('Sagens type.');
    expect(columns.get('resume')).toBeNull();
    expect(columns.get('id')).toBeNull();
    expect(byName.get('Afstemning')?.description).toBeNull();
  });

  it('adds the store’s own published tables under their published names, with the columns the store declares', () => {
    const tale = byName.get('Tale');
    expect(tale).toMatchObject({ own: true, description: null });
    expect(tale?.columns.slice(0, 2)).toEqual([
      { name: 'id', type: 'INTEGER', nullable: true, description: null },
      { name: 'moede', type: 'INTEGER', nullable: false, description: null },
    ]);
    expect(byName.get('Talesegment')?.columns.map((c) => c.name)).toContain('tale');
    expect(byName.has('Nothing')).toBe(false);
    expect(tables.filter((t) => t.name === 'Sag')).toHaveLength(1);
  });
});
