import type { EntityDef } from '@/lib/model/types';
import {
  type CollectionResult,
  type EntityNode,
  FULL_PROJECTION,
  type Projection,
  recordValue,
} from './result';

const NS_ATOM = 'http://www.w3.org/2005/Atom';
const NS_D = 'http://schemas.microsoft.com/ado/2007/08/dataservices';
const NS_M = 'http://schemas.microsoft.com/ado/2007/08/dataservices/metadata';
const SCHEME = 'http://schemas.microsoft.com/ado/2007/08/dataservices/scheme';
const RELATED = 'http://schemas.microsoft.com/ado/2007/08/dataservices/related/';

const esc = (s: string): string =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Characters XML 1.0 cannot carry at all are dropped rather than producing an unreadable document. */
const xmlText = (s: string): string =>
  esc(s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));

function properties(node: EntityNode, projection: Projection): string {
  const wanted = projection.properties;
  const parts = node.entity.properties
    .filter((p) => !wanted || wanted.includes(p.name))
    .map((p) => {
      const v = recordValue(node, p.name);
      const type = p.type === 'Edm.String' ? '' : ` m:type="${p.type}"`;
      if (v === null) return `<d:${p.name}${type} m:null="true" />`;
      const text = p.type === 'Edm.Boolean' ? (v === 1 || v === '1' ? 'true' : 'false') : String(v);
      return `<d:${p.name}${type}>${xmlText(text)}</d:${p.name}>`;
    });
  return `<m:properties>${parts.join('')}</m:properties>`;
}

function entry(
  node: EntityNode,
  base: string,
  updated: string,
  projection: Projection,
  root: boolean,
): string {
  const id = recordValue(node, 'id');
  const self = `${base}${node.entity.name}(${id})`;
  const links = node.entity.navigations.map((nav) => {
    const inline = node.expanded.get(nav.name);
    const kind = nav.many ? 'feed' : 'entry';
    const open = `<link rel="${RELATED}${esc(nav.name)}" type="application/atom+xml;type=${kind}" title="${esc(nav.name)}" href="${esc(`${node.entity.name}(${id})/${nav.name}`)}"`;
    if (inline === undefined) return `${open} />`;
    const sub = projection.navigations.get(nav.name) ?? FULL_PROJECTION;
    const content =
      inline === null
        ? ''
        : Array.isArray(inline)
          ? `<feed>${(inline as readonly EntityNode[]).map((n) => entry(n, base, updated, sub, false)).join('')}</feed>`
          : entry(inline as EntityNode, base, updated, sub, false);
    return `${open}><m:inline>${content}</m:inline></link>`;
  });
  const ns = root ? ` xml:base="${esc(base)}" xmlns="${NS_ATOM}" xmlns:d="${NS_D}" xmlns:m="${NS_M}"` : '';
  return `<entry${ns}><id>${esc(self)}</id><category term="FT.Domain.Models.${esc(node.entity.name)}" scheme="${SCHEME}" /><link rel="edit" title="${esc(node.entity.name)}" href="${esc(`${node.entity.name}(${id})`)}" />${links.join('')}<title /><updated>${updated}</updated><author><name /></author><content type="application/xml">${properties(node, projection)}</content></entry>`;
}

/** An Atom feed as OData v3 writes it for `$format=xml`. */
export function collectionToAtom(
  result: CollectionResult,
  entity: EntityDef,
  base: string,
  projection: Projection,
  nextLink: string | null,
  now: Date,
): string {
  const updated = now.toISOString().replace(/\.\d+Z$/, 'Z');
  const count = result.count === undefined ? '' : `<m:count>${result.count}</m:count>`;
  const next = nextLink ? `<link rel="next" href="${esc(nextLink)}" />` : '';
  const entries = result.nodes.map((n) => entry(n, base, updated, projection, false)).join('');
  return `<?xml version="1.0" encoding="utf-8"?><feed xml:base="${esc(base)}" xmlns="${NS_ATOM}" xmlns:d="${NS_D}" xmlns:m="${NS_M}"><id>${esc(base + entity.name)}</id><title type="text">${esc(entity.name)}</title><updated>${updated}</updated><link rel="self" title="${esc(entity.name)}" href="${esc(entity.name)}" />${count}${entries}${next}</feed>`;
}

/** One Atom entry (`EntitySet(id)` with `$format=xml`). */
export function entityToAtom(node: EntityNode, base: string, projection: Projection, now: Date): string {
  const updated = now.toISOString().replace(/\.\d+Z$/, 'Z');
  return `<?xml version="1.0" encoding="utf-8"?>${entry(node, base, updated, projection, true)}`;
}
