import type { ParsedMetadata } from './metadata-xml';
import type { EntityDef, NavigationDef } from './types';

/**
 * Navigations whose foreign-key column does not follow the naming convention.
 * Key: `<Entity>.<Navigation>`. See docs/oda.md#entity-sets ("via (inferred)").
 */
const COLUMN_OVERRIDES: Readonly<Record<string, string>> = {
  'Sag.DeltfraSag': 'deltundersagid',
  'Sag.FremsatunderSag': 'fremsatundersagid',
  'Sag.Sagerdelti': 'deltundersagid',
  'Sag.Sagerfremsatunder': 'fremsatundersagid',
  'Dokument.SpørgsmålsDokument': 'spørgsmålsid',
  'Dokument.SvarDokumenter': 'spørgsmålsid',
  'Dagsordenspunkt.DeltfraDagsordenspunkt': 'superid',
  'Dagsordenspunkt.Dagsordenspunktdelti': 'superid',
  'AktørAktør.FraAktør': 'fraaktørid',
  'AktørAktør.TilAktør': 'tilaktørid',
  'Aktør.FraAktørAktør': 'fraaktørid',
  'Aktør.TilAktørAktør': 'tilaktørid',
  'Sambehandlinger.FørsteSagstrin': 'førstesagstrinid',
  'Sambehandlinger.AndetSagstrin': 'andetsagstrinid',
  'Sagstrin.Sambehandlinger_førstesagstrinid': 'førstesagstrinid',
  'Sagstrin.Sambehandlinger_andetsagstrinid': 'andetsagstrinid',
};

const LOOKUP_SUFFIXES: readonly [RegExp, string][] = [
  [/type$/i, 'typeid'],
  [/status$/i, 'statusid'],
  [/kategori$/i, 'kategoriid'],
  [/rolle$/i, 'rolleid'],
];

type BareNavigation = Omit<NavigationDef, 'column'>;

function hasColumn(meta: ParsedMetadata, entity: string, column: string): boolean {
  return meta.entityTypes.find((e) => e.name === entity)?.properties.some((p) => p.name === column) ?? false;
}

function referenceColumn(meta: ParsedMetadata, entity: string, nav: BareNavigation): string | undefined {
  const override = COLUMN_OVERRIDES[`${entity}.${nav.name}`];
  if (override) return override;
  const conventional = `${nav.target.toLowerCase()}id`;
  if (hasColumn(meta, entity, conventional)) return conventional;
  return LOOKUP_SUFFIXES.find(([suffix]) => suffix.test(nav.target))?.[1];
}

function collectionColumn(meta: ParsedMetadata, entity: string, nav: BareNavigation): string | undefined {
  const override = COLUMN_OVERRIDES[`${entity}.${nav.name}`];
  if (override) return override;
  const back = (meta.navigations.get(nav.target) ?? []).filter((n) => !n.many && n.target === entity);
  if (back.length === 1 && back[0]) return referenceColumn(meta, nav.target, back[0]);
  const conventional = `${entity.toLowerCase()}id`;
  return hasColumn(meta, nav.target, conventional) ? conventional : undefined;
}

/** Completes the parsed `$metadata` with the foreign-key column behind every navigation. */
export function inferModel(meta: ParsedMetadata): EntityDef[] {
  return meta.entityTypes.map((type) => ({
    ...type,
    navigations: (meta.navigations.get(type.name) ?? []).map((nav) => {
      const column = nav.many
        ? collectionColumn(meta, type.name, nav)
        : referenceColumn(meta, type.name, nav);
      const holder = nav.many ? nav.target : type.name;
      if (!column || !hasColumn(meta, holder, column)) {
        throw new Error(
          `Cannot infer the column behind ${type.name}.${nav.name} (tried ${column} on ${holder})`,
        );
      }
      return { ...nav, column };
    }),
  }));
}
