import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTAINER_ORDER, ENTITIES } from './entities';
import { inferModel } from './infer-columns';
import { parseMetadataXml } from './metadata-xml';

const copy = path.join(__dirname, 'oda-metadata.xml');
/** SHA-256 of the real `$metadata` (lib/model/oda-metadata.xml, the service's document as captured in November 2023). */
const REAL_METADATA_SHA256 = 'f61b9edee0478f04d8ef2adc899c134ddc312c53aee00621c909f11263628546';
const xml = readFileSync(copy, 'utf8');

describe('entity model', () => {
  it('is the real $metadata: regenerating it from the XML gives exactly the committed model', () => {
    const meta = parseMetadataXml(xml);
    expect(inferModel(meta)).toEqual(ENTITIES);
    expect(meta.containerOrder).toEqual(CONTAINER_ORDER);
  });

  it('keeps its XML copy byte for byte the real $metadata (by its SHA-256)', () => {
    expect(createHash('sha256').update(readFileSync(copy)).digest('hex')).toBe(REAL_METADATA_SHA256);
  });

  it('has all 50 entity sets with an Int32 key id first', () => {
    expect(ENTITIES).toHaveLength(50);
    expect(new Set(CONTAINER_ORDER)).toEqual(new Set(ENTITIES.map((e) => e.name)));
    for (const e of ENTITIES)
      expect(e.properties[0]).toEqual({ name: 'id', type: 'Edm.Int32', nullable: false });
  });

  it('keeps the real declaration order, types and nullability', () => {
    const afstemning = ENTITIES.find((e) => e.name === 'Afstemning');
    expect(afstemning?.properties.map((p) => p.name)).toEqual([
      'id',
      'nummer',
      'konklusion',
      'vedtaget',
      'kommentar',
      'mødeid',
      'typeid',
      'sagstrinid',
      'opdateringsdato',
    ]);
    const dokument = ENTITIES.find((e) => e.name === 'Dokument');
    expect(dokument?.properties.find((p) => p.name === 'dagsordenudgavenummer')).toEqual({
      name: 'dagsordenudgavenummer',
      type: 'Edm.Int16',
      nullable: true,
    });
    const punkt = ENTITIES.find((e) => e.name === 'Dagsordenspunkt');
    expect(punkt?.properties.find((p) => p.name === 'opdateringsdato')?.nullable).toBe(true);
    expect(ENTITIES.find((e) => e.name === 'Møde')?.properties.find((p) => p.name === 'nummer')?.type).toBe(
      'Edm.String',
    );
  });

  it('infers the column behind every navigation, including the irregular ones', () => {
    const nav = (entity: string, name: string) =>
      ENTITIES.find((e) => e.name === entity)?.navigations.find((n) => n.name === name);
    expect(nav('Aktør', 'FraAktørAktør')).toMatchObject({
      target: 'AktørAktør',
      many: true,
      column: 'fraaktørid',
    });
    expect(nav('Sag', 'Sagskategori')).toMatchObject({ many: false, column: 'kategoriid' });
    expect(nav('Sagstype', 'Sag')).toMatchObject({ many: true, column: 'typeid' });
    expect(nav('Dokument', 'SvarDokumenter')).toMatchObject({
      target: 'Dokument',
      many: true,
      column: 'spørgsmålsid',
    });
    expect(nav('Dagsordenspunkt', 'DeltfraDagsordenspunkt')).toMatchObject({
      many: false,
      column: 'superid',
    });
    expect(nav('Stemme', 'Aktør')).toMatchObject({ many: false, column: 'aktørid' });
    expect(nav('Periode', 'Aktør')).toMatchObject({ many: true, column: 'periodeid' });
    const total = ENTITIES.reduce((n, e) => n + e.navigations.length, 0);
    expect(total).toBe(118);
    for (const e of ENTITIES) {
      for (const n of e.navigations) {
        const holder = ENTITIES.find((x) => x.name === (n.many ? n.target : e.name));
        expect(
          holder?.properties.some((p) => p.name === n.column),
          `${e.name}.${n.name}`,
        ).toBe(true);
      }
    }
  });

  it('gives the five Sag-shaped views exactly Sag’s properties and no navigations', () => {
    const sag = ENTITIES.find((e) => e.name === 'Sag');
    for (const view of ['Aktstykke', 'Almdel', 'Debat', 'EUsag', 'Forslag']) {
      const e = ENTITIES.find((x) => x.name === view);
      expect(e?.properties).toEqual(sag?.properties);
      expect(e?.navigations).toEqual([]);
    }
  });
});
