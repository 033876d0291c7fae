import { printRawQueryOptions } from '@/lib/odata/printer';
import { parseQueryOptions, type RawQueryOption } from '@/lib/odata/query-options';
import type { UpstreamTarget } from '@/lib/upstream/request';
import { buildNextLink, PAGE_SIZE } from './next-link';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const escapeXml = (s: string): string =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Rewrites the upstream's service root to ours where the OData formats write it: the JSON `odata.metadata` and
 * `odata.nextLink` members, and Atom's `xml:base`, `<id>` and `href` — under either scheme, since a service behind
 * a TLS proxy may print http. Record values that merely mention the URL are left alone.
 */
export function createRootRewriter(upstreamRoot: string): (body: string, ourRoot: string) => string {
  const hostAndPath = escapeRegExp(upstreamRoot.replace(/^https?:\/\//, ''));
  const pattern = new RegExp(
    `("odata\\.(?:metadata|nextLink)"\\s*:\\s*"|xml:base="|<id>|\\bhref=")https?://${hostAndPath}`,
    'g',
  );
  return (body, ourRoot) => body.replace(pattern, (_match, prefix: string) => prefix + ourRoot);
}

/**
 * The upstream wrote its links for the canonical request; store mode writes them for the client's own spelling
 * (option order, custom options, `$select` text). This swaps `odata.nextLink` / Atom's `rel="next"` link and the
 * `$select` echo in `odata.metadata` for the client's spelling — where the body (already carrying our root) has
 * them exactly as the service writes them; anything else stays as the upstream wrote it, still a working link.
 */
export function respellLinks(
  body: string,
  target: UpstreamTarget,
  raw: readonly RawQueryOption[],
  serviceRoot: string,
): string {
  const { path, options } = target;
  if (path.kind !== 'collection' && path.kind !== 'navigation') return body;
  const q = target.pathAndQuery.indexOf('?');
  const canonicalQuery = q < 0 ? '' : target.pathAndQuery.slice(q + 1);
  if (printRawQueryOptions(raw) === canonicalQuery) return body;
  const canonical = parseQueryOptions(canonicalQuery).raw;
  let out = body;

  // A next link exists only when the page limit may cut the result (see handle-request.ts).
  if (options.top === undefined || options.top > PAGE_SIZE) {
    const base = `${serviceRoot}${path.kind === 'navigation' ? `${path.set}(${path.key})/${path.navigation}` : path.set}`;
    const from = buildNextLink(base, canonical, options.skip ?? 0, options.top);
    const to = buildNextLink(base, raw, options.skip ?? 0, options.top);
    out = out
      .replace(`"odata.nextLink":${JSON.stringify(from)}`, () => `"odata.nextLink":${JSON.stringify(to)}`)
      .replace(`rel="next" href="${escapeXml(from)}"`, () => `rel="next" href="${escapeXml(to)}"`);
  }

  const selectOf = (pairs: readonly RawQueryOption[]) => pairs.find((r) => r.name === '$select')?.value;
  const [from, to] = [selectOf(canonical), selectOf(raw)];
  if (from !== undefined && to !== undefined && from !== to) {
    // JSON light's first member: `{"odata.metadata":"<root>$metadata#Sag&$select=<text>"`.
    const prefix = '{"odata.metadata":"';
    const end = out.indexOf('"', prefix.length);
    const url = out.startsWith(prefix) && end > 0 ? out.slice(prefix.length, end) : '';
    const suffix = `&$select=${from}`;
    if (url.endsWith(suffix))
      out = `${prefix}${url.slice(0, -suffix.length)}&$select=${JSON.stringify(to).slice(1, -1)}${out.slice(end)}`;
  }
  return out;
}
