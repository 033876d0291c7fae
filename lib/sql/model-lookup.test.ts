import { describe, expect, it } from 'vitest';
import { findEntitySet } from '@/lib/model/find-entity';
import { UnknownEntitySetError } from './errors';
import { findMember, findNavigation, getEntitySet } from './model-lookup';

describe('model lookup', () => {
  it('finds entity sets by exact name only', () => {
    expect(findEntitySet('Aktør')?.name).toBe('Aktør');
    expect(findEntitySet('Aktoer')).toBeUndefined();
    expect(findEntitySet('aktør')).toBeUndefined();
    expect(() => getEntitySet('Akt%C3%B8r')).toThrow(UnknownEntitySetError);
  });

  it('resolves properties, references and collections with their FK columns', () => {
    const stemme = getEntitySet('Stemme');
    expect(findMember(stemme, 'aktørid')).toMatchObject({
      kind: 'property',
      property: { type: 'Edm.Int32' },
    });
    expect(findNavigation(stemme, 'Aktør')).toMatchObject({
      kind: 'reference',
      column: 'aktørid',
      target: { name: 'Aktør' },
    });
    expect(findNavigation(getEntitySet('Afstemning'), 'Stemme')).toMatchObject({
      kind: 'collection',
      ends: [{ kind: 'column', column: 'afstemningid' }],
    });
    expect(findMember(stemme, 'Findesikke')).toBeUndefined();
  });

  it('knows the spec aliases: Aktør/AktørAktør, Dagsordenspunkt/Sag and Dagsordenspunkt/sagid, nowhere else', () => {
    expect(findNavigation(getEntitySet('Aktør'), 'AktørAktør')).toMatchObject({
      kind: 'collection',
      target: { name: 'AktørAktør' },
      ends: [
        { kind: 'column', column: 'fraaktørid' },
        { kind: 'column', column: 'tilaktørid' },
      ],
    });
    expect(findNavigation(getEntitySet('Dagsordenspunkt'), 'Sag')).toMatchObject({
      kind: 'collection',
      source: { name: 'Dagsordenspunkt' },
      target: { name: 'Sag' },
      ends: [
        {
          kind: 'junction',
          junction: { name: 'DagsordenspunktSag' },
          from: 'dagsordenspunktid',
          to: 'sagid',
        },
      ],
    });
    expect(findNavigation(getEntitySet('Møde'), 'Sag')).toBeUndefined();
    expect(findMember(getEntitySet('Dagsordenspunkt'), 'sagid')).toMatchObject({
      kind: 'linked',
      linked: {
        navigation: { name: 'DagsordenspunktSag', ends: [{ kind: 'column', column: 'dagsordenspunktid' }] },
        property: { name: 'sagid' },
      },
    });
    expect(findNavigation(getEntitySet('Sag'), 'AktørAktør')).toBeUndefined();
    expect(findMember(getEntitySet('Møde'), 'sagid')).toBeUndefined();
  });
});
