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
 * How the rows of a to-many navigation's target point back at its source: a column on the target holding the
 * source's id (`Stemme.afstemningid`), or a junction row linking the two (`DagsordenspunktSag`, whose
 * `dagsordenspunktid` holds the source's id and `sagid` the target's).
 */
export type CollectionEnd =
  | { readonly kind: 'column'; readonly column: string }
  | {
      readonly kind: 'junction';
      readonly junction: EntityDef;
      /** The junction's column holding the source's id. */
      readonly from: string;
      /** The junction's column holding the target's id. */
      readonly to: string;
    };

/**
 * A to-many navigation: the target rows reached through any of its `ends`. Real navigations have one column end;
 * the synthetic aliases have two column ends (`Aktør/AktørAktør`: `fraaktørid` and `tilaktørid`, the union of both)
 * or one junction end (`Dagsordenspunkt/Sag` through `DagsordenspunktSag`).
 */
export interface CollectionLink {
  readonly kind: 'collection';
  readonly name: string;
  readonly source: EntityDef;
  readonly target: EntityDef;
  readonly ends: readonly CollectionEnd[];
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

/**
 * Navigation names accepted on top of the model: `unite` names real collection navigations whose targets together
 * are the alias's; `through` names a collection navigation to a junction and the junction's navigation on to the
 * target.
 */
type AliasSpec = { readonly unite: readonly string[] } | { readonly through: readonly [string, string] };

const NAVIGATION_ALIASES: Readonly<Record<string, Readonly<Record<string, AliasSpec>>>> = {
  Aktør: { AktørAktør: { unite: ['FraAktørAktør', 'TilAktørAktør'] } },
  Dagsordenspunkt: { Sag: { through: ['DagsordenspunktSag', 'Sag'] } },
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
    ? { kind: 'collection', name, source: entity, target, ends: [{ kind: 'column', column: nav.column }] }
    : { kind: 'reference', name, source: entity, target, column: nav.column };
}

/** A navigation by exact name, including the synthetic aliases (`Aktør/AktørAktør`, `Dagsordenspunkt/Sag`). */
export function findNavigation(entity: EntityDef, name: string): NavigationLink | undefined {
  const real = modelNavigation(entity, name);
  if (real) return real;
  const spec = NAVIGATION_ALIASES[entity.name]?.[name];
  if (!spec) return undefined;
  return 'unite' in spec ? unite(entity, name, spec.unite) : through(entity, name, spec.through);
}

function unite(entity: EntityDef, name: string, parts: readonly string[]): CollectionLink {
  const ends: CollectionEnd[] = [];
  let target: EntityDef | undefined;
  for (const part of parts) {
    const link = modelNavigation(entity, part);
    if (link?.kind !== 'collection') throw new Error(`Alias ${entity.name}/${name} must unite collections`);
    target = link.target;
    ends.push(...link.ends);
  }
  if (!target) throw new Error(`Alias ${entity.name}/${name} has no parts`);
  return { kind: 'collection', name, source: entity, target, ends };
}

function through(
  entity: EntityDef,
  name: string,
  [toJunction, onward]: readonly [string, string],
): CollectionLink {
  const first = modelNavigation(entity, toJunction);
  const [end] = first?.kind === 'collection' ? first.ends : [];
  const second = first ? modelNavigation(first.target, onward) : undefined;
  if (!first || end?.kind !== 'column' || second?.kind !== 'reference')
    throw new Error(`Alias ${entity.name}/${name} must go through a junction to a reference`);
  return {
    kind: 'collection',
    name,
    source: entity,
    target: second.target,
    ends: [{ kind: 'junction', junction: first.target, from: end.column, to: second.column }],
  };
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
