import { findEntitySet } from '@/lib/model/find-entity';
import type { EntityDef, PropertyDef } from '@/lib/model/types';
import { UnknownEntitySetError } from './errors';

/** A to-one navigation: `column` on the source holds the target's id (null when there is none). */
export interface ReferenceLink {
  readonly kind: 'reference';
  readonly name: string;
  readonly source: EntityDef;
  readonly target: EntityDef;
  readonly column: string;
}

/**
 * A to-many navigation: each of `columns` on the target may hold the source's id. Real navigations have one column;
 * the synthetic `Aktør/AktørAktør` alias has two (`fraaktørid`, `tilaktørid`) and means the union of both ends.
 */
export interface CollectionLink {
  readonly kind: 'collection';
  readonly name: string;
  readonly source: EntityDef;
  readonly target: EntityDef;
  readonly columns: readonly string[];
}

export type NavigationLink = ReferenceLink | CollectionLink;

/**
 * A filter-only property that stands for "some row linked through a junction has this value":
 * `Dagsordenspunkt.sagid` means a case linked through `DagsordenspunktSag`.
 */
export interface LinkedProperty {
  readonly name: string;
  /** The collection navigation on the entity that reaches the junction. */
  readonly navigation: CollectionLink;
  /** The property on the junction compared instead. */
  readonly property: PropertyDef;
}

/** What one path segment names on an entity. */
export type EntityMember =
  | { readonly kind: 'property'; readonly property: PropertyDef }
  | { readonly kind: 'navigation'; readonly link: NavigationLink }
  | { readonly kind: 'linked'; readonly linked: LinkedProperty };

/** Navigation names accepted on top of the model: name → the real collection navigations they unite. */
const NAVIGATION_ALIASES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  Aktør: { AktørAktør: ['FraAktørAktør', 'TilAktørAktør'] },
};

/** Filter-only properties: name → [collection navigation on the entity, property on its target]. */
const LINKED_PROPERTIES: Readonly<Record<string, Readonly<Record<string, readonly [string, string]>>>> = {
  Dagsordenspunkt: { sagid: ['DagsordenspunktSag', 'sagid'] },
};

/** The entity set of that exact name; throws `UnknownEntitySetError` (→ 404) when there is none. */
export function getEntitySet(name: string): EntityDef {
  const entity = findEntitySet(name);
  if (!entity) throw new UnknownEntitySetError(name);
  return entity;
}

/** A declared property by exact name. */
export const findProperty = (entity: EntityDef, name: string): PropertyDef | undefined =>
  entity.properties.find((p) => p.name === name);

function modelNavigation(entity: EntityDef, name: string): NavigationLink | undefined {
  const nav = entity.navigations.find((n) => n.name === name);
  if (!nav) return undefined;
  const target = getEntitySet(nav.target);
  return nav.many
    ? { kind: 'collection', name, source: entity, target, columns: [nav.column] }
    : { kind: 'reference', name, source: entity, target, column: nav.column };
}

/** A navigation by exact name, including the synthetic aliases (`Aktør/AktørAktør`). */
export function findNavigation(entity: EntityDef, name: string): NavigationLink | undefined {
  const real = modelNavigation(entity, name);
  if (real) return real;
  const parts = NAVIGATION_ALIASES[entity.name]?.[name];
  if (!parts) return undefined;
  const links = parts.map((part) => modelNavigation(entity, part));
  const columns: string[] = [];
  let target: EntityDef | undefined;
  for (const link of links) {
    if (link?.kind !== 'collection') throw new Error(`Alias ${entity.name}/${name} must unite collections`);
    target = link.target;
    columns.push(...link.columns);
  }
  if (!target) throw new Error(`Alias ${entity.name}/${name} has no parts`);
  return { kind: 'collection', name, source: entity, target, columns };
}

/** A filter-only linked property by exact name (`Dagsordenspunkt/sagid`). */
export function findLinkedProperty(entity: EntityDef, name: string): LinkedProperty | undefined {
  const spec = LINKED_PROPERTIES[entity.name]?.[name];
  if (!spec) return undefined;
  const navigation = findNavigation(entity, spec[0]);
  if (navigation?.kind !== 'collection')
    throw new Error(`Linked property ${entity.name}/${name} needs a collection`);
  const property = findProperty(navigation.target, spec[1]);
  if (!property) throw new Error(`Linked property ${entity.name}/${name} names no property`);
  return { name, navigation, property };
}

/** What a path segment names: a declared property, then a navigation (or alias), then a linked property. */
export function findMember(entity: EntityDef, name: string): EntityMember | undefined {
  const property = findProperty(entity, name);
  if (property) return { kind: 'property', property };
  const link = findNavigation(entity, name);
  if (link) return { kind: 'navigation', link };
  const linked = findLinkedProperty(entity, name);
  if (linked) return { kind: 'linked', linked };
  return undefined;
}
