import type { EntityDef } from '@/lib/model/types';
import { ByteSink, digestOf, type EncodedAnswer } from './byte-sink';
import { type CollectionResult, type EntityNode, FULL_PROJECTION, type Projection } from './result';

/**
 * JSON light, written straight to UTF-8 bytes: the bytes `JSON.stringify` gives for the record objects
 * (properties in `$metadata` order, then expanded navigations), without building those objects or one big string
 * first. A record expanded to-one under many parents (one Aktør under a hundred Stemme) is one shared node: its
 * text is written and encoded once per response and its bytes copied after that.
 */

/** How one entity's properties are written under one projection: which values, and their `"name":` prefixes. */
interface Layout {
  readonly indexes: readonly number[];
  readonly keys: readonly string[];
  readonly booleans: readonly boolean[];
}

const layouts = new WeakMap<EntityDef, WeakMap<Projection, Layout>>();

function layoutOf(entity: EntityDef, projection: Projection): Layout {
  let byProjection = layouts.get(entity);
  if (!byProjection) {
    byProjection = new WeakMap();
    layouts.set(entity, byProjection);
  }
  let layout = byProjection.get(projection);
  if (!layout) {
    const wanted = projection.properties;
    const indexes: number[] = [];
    const keys: string[] = [];
    const booleans: boolean[] = [];
    entity.properties.forEach((p, i) => {
      if (wanted && !wanted.includes(p.name)) return;
      indexes.push(i);
      keys.push(`${JSON.stringify(p.name)}:`);
      booleans.push(p.type === 'Edm.Boolean');
    });
    layout = { indexes, keys, booleans };
    byProjection.set(projection, layout);
  }
  return layout;
}

/** The record's own properties: `"id":1,"titel":"…"` (booleans stored as 0/1 written true/false). */
function ownMembers(node: EntityNode, projection: Projection): string {
  const { indexes, keys, booleans } = layoutOf(node.entity, projection);
  let out = '';
  for (let i = 0; i < indexes.length; i++) {
    const v = node.values[indexes[i] as number] ?? null;
    const text =
      v === null
        ? 'null'
        : booleans[i]
          ? String(v === 1 || v === '1')
          : typeof v === 'number'
            ? String(v)
            : JSON.stringify(v);
    out += i === 0 ? `${keys[i]}${text}` : `,${keys[i]}${text}`;
  }
  return out;
}

/** Where a record is written: text, and to-one records shared across the response. */
interface Out {
  text(s: string): void;
  shared(node: EntityNode, projection: Projection): void;
}

/** A shared record's bytes and their digest. */
interface Encoded {
  readonly bytes: Uint8Array;
  readonly digest: Uint8Array;
}

/** Texts and bytes of the shared records written so far in one response, per projection. */
class Shared {
  readonly #texts = new WeakMap<Projection, WeakMap<EntityNode, string>>();
  readonly #bytes = new WeakMap<Projection, WeakMap<EntityNode, Encoded>>();

  text(node: EntityNode, projection: Projection): string {
    const byNode = inner(this.#texts, projection);
    let text = byNode.get(node);
    if (text === undefined) {
      const parts: string[] = [];
      writeRecord(
        { text: (s) => parts.push(s), shared: (n, p) => parts.push(this.text(n, p)) },
        node,
        projection,
      );
      text = parts.join('');
      byNode.set(node, text);
    }
    return text;
  }

  bytes(node: EntityNode, projection: Projection): Encoded {
    const byNode = inner(this.#bytes, projection);
    let encoded = byNode.get(node);
    if (encoded === undefined) {
      const bytes = Buffer.from(this.text(node, projection), 'utf8');
      encoded = { bytes, digest: digestOf(bytes) };
      byNode.set(node, encoded);
    }
    return encoded;
  }
}

function inner<K extends object, V>(
  outer: WeakMap<Projection, WeakMap<K, V>>,
  key: Projection,
): WeakMap<K, V> {
  let map = outer.get(key);
  if (!map) {
    map = new WeakMap();
    outer.set(key, map);
  }
  return map;
}

const navigationKeys = new Map<string, string>();

/** `"Aktør":`, made once per navigation name. */
function navigationKey(name: string): string {
  let key = navigationKeys.get(name);
  if (key === undefined) {
    key = `${JSON.stringify(name)}:`;
    navigationKeys.set(name, key);
  }
  return key;
}

/**
 * One record as a JSON object: `lead` (members written before its own, e.g. `odata.metadata`), its properties, then
 * its expansions (collections inline, to-one records shared). Text is handed on in as few pieces as it can.
 */
function writeRecord(out: Out, node: EntityNode, projection: Projection, lead = ''): void {
  const own = ownMembers(node, projection);
  let text = lead && own ? `{${lead},${own}` : `{${lead || own}`;
  let first = text.length === 1;
  for (const [name, value] of node.expanded) {
    const sub = projection.navigations.get(name) ?? FULL_PROJECTION;
    text += first ? navigationKey(name) : `,${navigationKey(name)}`;
    first = false;
    if (value === null) text += 'null';
    else if (Array.isArray(value)) {
      const children = value as readonly EntityNode[];
      out.text(`${text}[`);
      for (let i = 0; i < children.length; i++) {
        if (i > 0) out.text(',');
        writeRecord(out, children[i] as EntityNode, sub);
      }
      text = ']';
    } else {
      out.text(text);
      text = '';
      out.shared(value as EntityNode, sub);
    }
  }
  out.text(`${text}}`);
}

/**
 * An Out writing into bytes, copying shared records' bytes. Text is gathered and encoded in one go before each
 * copy (and by `flush`): one encoding call per record rather than one per piece.
 */
function sinkOut(sink: ByteSink): Out & { flush(): void } {
  const shared = new Shared();
  let pending = '';
  const flush = () => {
    if (pending !== '') sink.text(pending);
    pending = '';
  };
  return {
    text: (s) => {
      pending += s;
    },
    shared: (node, projection) => {
      flush();
      const { bytes, digest } = shared.bytes(node, projection);
      sink.copy(bytes, digest);
    },
    flush,
  };
}

/** JSON light (minimal metadata) for a collection, in ODA's member order, as UTF-8 with its ETag. */
export function collectionToJson(
  result: CollectionResult,
  metadataUrl: string,
  projection: Projection,
  nextLink: string | null,
): EncodedAnswer {
  const sink = new ByteSink();
  const out = sinkOut(sink);
  const count = result.count === undefined ? '' : `,"odata.count":${JSON.stringify(String(result.count))}`;
  out.text(`{"odata.metadata":${JSON.stringify(metadataUrl)}${count},"value":[`);
  result.nodes.forEach((node, i) => {
    if (i > 0) out.text(',');
    writeRecord(out, node, projection);
  });
  out.text(`]${nextLink ? `,"odata.nextLink":${JSON.stringify(nextLink)}` : ''}}`);
  out.flush();
  return sink.finish();
}

/** JSON light for one record, as UTF-8 with its ETag: `odata.metadata` ending in `/@Element`, then the properties. */
export function entityToJson(node: EntityNode, metadataUrl: string, projection: Projection): EncodedAnswer {
  const sink = new ByteSink();
  const out = sinkOut(sink);
  writeRecord(out, node, projection, `"odata.metadata":${JSON.stringify(metadataUrl)}`);
  out.flush();
  return sink.finish();
}
