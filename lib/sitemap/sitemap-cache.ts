import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SitemapKind, SitemapPlan, SitemapRecord } from '@/lib/data/site/types';
import { encodeBytes } from '@/lib/http/content-encoding';
import { findSitemapFile, MAX_FILE_BYTES, MAX_URLS_PER_FILE, sitemapFiles } from './sitemap-files';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

/** Where the sitemap's data comes from: the store's plan and one file's records (lib/data/site/sitemap.ts). */
export interface SitemapSource {
  plan(): Promise<SitemapPlan>;
  records(kind: SitemapKind, first: number, last: number): Promise<SitemapRecord[]>;
}

/** One sitemap file as kept: gzip'd once, with the ETag of its text. */
export interface SitemapBody {
  readonly gzip: Buffer;
  /** A strong ETag of the uncompressed text (the gzip'd answer's is lib/http/content-encoding.ts encodedEtag's). */
  readonly etag: string;
  /** The uncompressed text's size. */
  readonly bytes: number;
  /** Its entries: a file's `<url>`s, the index's `<sitemap>`s (both at most 50,000). */
  readonly entries: number;
}

export interface SitemapCacheOptions {
  /** The kept files' gzip'd bytes at most (the least recently asked go first). */
  readonly maxBytes: number;
}

const PLANS_KEPT = 4;

/**
 * The sitemap's files, built once per version of the data (the store file and the mirror's generation: a sync cycle
 * that changes the data makes new ones on the next request) and origin (their URLs are absolute), kept gzip'd (and
 * served so: lib/sitemap/sitemap-response.ts). Each file is built by
 * one request while others asking for it wait for the same build; the plan (which files there are) once per version.
 */
export class SitemapCache {
  readonly #bodies: LRUCache<string, SitemapBody>;
  readonly #plans = new LRUCache<string, Promise<SitemapPlan>>({ max: PLANS_KEPT });
  readonly #building = new Map<string, Promise<SitemapBody | null>>();

  constructor(options: SitemapCacheOptions) {
    this.#bodies = new LRUCache<string, SitemapBody>({
      maxSize: options.maxBytes,
      sizeCalculation: (body) => Math.max(1, body.gzip.byteLength),
    });
  }

  /** The index of every file (`/sitemap.xml`). */
  index(version: string, origin: URL, source: SitemapSource): Promise<SitemapBody> {
    return this.#kept(`${version}|${origin.origin}|`, async () => {
      const files = sitemapFiles(await this.#plan(version, source));
      return encode(sitemapIndexXml(files, origin), files.length);
    }) as Promise<SitemapBody>;
  }

  /** One file by name (`sag-2.xml`); null when the plan has no such file. */
  file(version: string, origin: URL, name: string, source: SitemapSource): Promise<SitemapBody | null> {
    return this.#kept(`${version}|${origin.origin}|${name}`, async () => {
      const file = findSitemapFile(await this.#plan(version, source), name);
      if (!file) return null;
      const { kind, chunk } = file;
      const text = urlsetXml(kind, await source.records(kind, chunk.first, chunk.last), origin);
      return encode(text.xml, text.urls);
    });
  }

  #plan(version: string, source: SitemapSource): Promise<SitemapPlan> {
    let plan = this.#plans.get(version);
    if (!plan) {
      plan = source.plan();
      this.#plans.set(version, plan);
      plan.catch(() => this.#plans.delete(version));
    }
    return plan;
  }

  #kept(key: string, build: () => Promise<SitemapBody | null>): Promise<SitemapBody | null> {
    const body = this.#bodies.get(key);
    if (body) return Promise.resolve(body);
    let pending = this.#building.get(key);
    if (!pending) {
      pending = build()
        .then((built) => {
          if (built) this.#bodies.set(key, built);
          return built;
        })
        .finally(() => this.#building.delete(key));
      this.#building.set(key, pending);
    }
    return pending;
  }
}

/** A file's text gzip'd, checked against the protocol's limits (a file past them is a bug, not an answer). */
async function encode(xml: string, entries: number): Promise<SitemapBody> {
  const text = Buffer.from(xml, 'utf8');
  if (entries > MAX_URLS_PER_FILE || text.byteLength > MAX_FILE_BYTES)
    throw new Error(
      `A sitemap file of ${entries} entries and ${text.byteLength} bytes is past the protocol's limits`,
    );
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  return { gzip: await encodeBytes(text, 'gzip'), etag, bytes: text.byteLength, entries };
}
