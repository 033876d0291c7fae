import { CONTAINER_ORDER, ENTITIES } from './entities';
import type { EntityDef, NavigationDef } from './types';

const NS = 'FT.Domain.Models';

/** Every (entity, navigation) pair in document order: one Association and one AssociationSet each. */
function associations(entities: readonly EntityDef[]): { entity: EntityDef; nav: NavigationDef }[] {
  return entities.flatMap((entity) => entity.navigations.map((nav) => ({ entity, nav })));
}

const attr = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The `$metadata` EDMX document, generated from the entity model. It reproduces the real service's document
 * (lib/model/oda-metadata.xml) byte for byte: same entity types, properties, navigations, associations and
 * container, indented by two spaces with CRLF line ends and no final line end.
 */
export function buildMetadataDocument(
  entities: readonly EntityDef[] = ENTITIES,
  containerOrder: readonly string[] = CONTAINER_ORDER,
): string {
  const lines: string[] = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<edmx:Edmx Version="1.0" xmlns:edmx="http://schemas.microsoft.com/ado/2007/06/edmx">',
    '  <edmx:DataServices m:DataServiceVersion="3.0" m:MaxDataServiceVersion="3.0" xmlns:m="http://schemas.microsoft.com/ado/2007/08/dataservices/metadata">',
    `    <Schema Namespace="${NS}" xmlns="http://schemas.microsoft.com/ado/2009/11/edm">`,
  ];
  for (const e of entities) {
    lines.push(
      `      <EntityType Name="${attr(e.name)}">`,
      '        <Key>',
      '          <PropertyRef Name="id" />',
      '        </Key>',
    );
    for (const p of e.properties) {
      lines.push(
        `        <Property Name="${attr(p.name)}" Type="${p.type}"${p.nullable ? '' : ' Nullable="false"'} />`,
      );
    }
    for (const n of e.navigations) {
      lines.push(
        `        <NavigationProperty Name="${attr(n.name)}" Relationship="${NS}.${attr(n.relationship)}" ToRole="${attr(n.toRole)}" FromRole="${attr(n.fromRole)}" />`,
      );
    }
    lines.push('      </EntityType>');
  }
  const all = associations(entities);
  for (const { entity, nav } of all) {
    lines.push(
      `      <Association Name="${attr(nav.relationship)}">`,
      `        <End Type="${NS}.${attr(nav.target)}" Role="${attr(nav.toRole)}" Multiplicity="${nav.many ? '*' : '0..1'}" />`,
      `        <End Type="${NS}.${attr(entity.name)}" Role="${attr(nav.fromRole)}" Multiplicity="0..1" />`,
      '      </Association>',
    );
  }
  lines.push(
    '    </Schema>',
    '    <Schema Namespace="Default" xmlns="http://schemas.microsoft.com/ado/2009/11/edm">',
    '      <EntityContainer Name="Container" m:IsDefaultEntityContainer="true">',
  );
  for (const name of containerOrder)
    lines.push(`        <EntitySet Name="${attr(name)}" EntityType="${NS}.${attr(name)}" />`);
  for (const { entity, nav } of all) {
    lines.push(
      `        <AssociationSet Name="${attr(nav.relationship)}Set" Association="${NS}.${attr(nav.relationship)}">`,
      `          <End Role="${attr(nav.fromRole)}" EntitySet="${attr(entity.name)}" />`,
      `          <End Role="${attr(nav.toRole)}" EntitySet="${attr(nav.target)}" />`,
      '        </AssociationSet>',
    );
  }
  lines.push('      </EntityContainer>', '    </Schema>', '  </edmx:DataServices>', '</edmx:Edmx>');
  return lines.join('\r\n');
}
