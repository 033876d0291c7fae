import { XMLParser } from 'fast-xml-parser';
import type { EdmType, EntityDef, NavigationDef, PropertyDef } from './types';

/** What the real `$metadata` document says, before the backing columns are inferred. */
export interface ParsedMetadata {
  /** Entity types in schema order, navigations without their backing column. */
  readonly entityTypes: readonly Omit<EntityDef, 'navigations'>[];
  readonly navigations: ReadonlyMap<string, readonly Omit<NavigationDef, 'column'>[]>;
  /** Entity set names in container order (differs from schema order in a few places). */
  readonly containerOrder: readonly string[];
  /** Association names in document order. */
  readonly associationOrder: readonly string[];
}

type XmlNode = Record<string, unknown>;

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const EDM_TYPES: readonly EdmType[] = ['Edm.Int32', 'Edm.Int16', 'Edm.String', 'Edm.DateTime', 'Edm.Boolean'];

function toEdmType(raw: unknown): EdmType {
  const found = EDM_TYPES.find((t) => t === raw);
  if (!found) throw new Error(`Unknown EDM type in $metadata: ${String(raw)}`);
  return found;
}

/** Parses an EDMX document as the real ODA service publishes it. */
export function parseMetadataXml(xml: string): ParsedMetadata {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true });
  const doc = parser.parse(xml) as XmlNode;
  const edmx = doc.Edmx as XmlNode;
  const schemas = asArray((edmx.DataServices as XmlNode).Schema as XmlNode | XmlNode[]);
  const models = schemas.find((s) => s.Namespace === 'FT.Domain.Models');
  const container = schemas.map((s) => s.EntityContainer as XmlNode | undefined).find(Boolean);
  if (!models || !container) throw new Error('$metadata lacks the FT.Domain.Models schema or its container');

  const associations = new Map<string, { ends: XmlNode[] }>();
  const associationOrder: string[] = [];
  for (const a of asArray(models.Association as XmlNode | XmlNode[])) {
    const name = String(a.Name);
    associationOrder.push(name);
    associations.set(name, { ends: asArray(a.End as XmlNode | XmlNode[]) });
  }

  const entityTypes: Omit<EntityDef, 'navigations'>[] = [];
  const navigations = new Map<string, Omit<NavigationDef, 'column'>[]>();
  for (const t of asArray(models.EntityType as XmlNode | XmlNode[])) {
    const name = String(t.Name);
    const properties: PropertyDef[] = asArray(t.Property as XmlNode | XmlNode[]).map((p) => ({
      name: String(p.Name),
      type: toEdmType(p.Type),
      nullable: p.Nullable !== 'false',
    }));
    entityTypes.push({ name, properties });
    navigations.set(
      name,
      asArray(t.NavigationProperty as XmlNode | XmlNode[]).map((n) => {
        const relationship = String(n.Relationship).replace(/^FT\.Domain\.Models\./, '');
        const toRole = String(n.ToRole);
        const end = associations.get(relationship)?.ends.find((e) => e.Role === toRole);
        if (!end) throw new Error(`Navigation ${name}.${String(n.Name)} has no association end ${toRole}`);
        return {
          name: String(n.Name),
          target: String(end.Type).replace(/^FT\.Domain\.Models\./, ''),
          many: end.Multiplicity === '*',
          relationship,
          toRole,
          fromRole: String(n.FromRole),
        };
      }),
    );
  }
  const containerOrder = asArray(container.EntitySet as XmlNode | XmlNode[]).map((s) => String(s.Name));
  return { entityTypes, navigations, containerOrder, associationOrder };
}
