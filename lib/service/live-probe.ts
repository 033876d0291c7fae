import { parseQueryOptions, parseResourcePath, type RawQueryOption } from '@/lib/odata/query-options';
import { compileByKey, compileCollection } from '@/lib/sql/compile-query';
import { toUpstreamTarget, type UpstreamTarget } from '@/lib/upstream/request';
import { handleODataRequest, type ODataRequest } from './handle-request';
import type { ODataResponse } from './responses';
import type { ODataSource } from './source';

/** Thrown by the probe source once a request has passed every check: the service wants records now. */
class ForwardToUpstream extends Error {}

/**
 * A source that holds no records: it compiles each query against the model (so unknown properties, type errors
 * and bad `$orderby` keys fail exactly as in store mode) and then stops the service with ForwardToUpstream.
 */
const PROBE: ODataSource = {
  async collection(q) {
    compileCollection(q.set, { filter: q.filter, orderby: q.orderby, top: q.top, skip: q.skip });
    throw new ForwardToUpstream();
  },
  async entity(set, id) {
    compileByKey(set, id);
    throw new ForwardToUpstream();
  },
};

export type Probe =
  | { readonly kind: 'local'; readonly response: ODataResponse }
  | {
      readonly kind: 'forward';
      readonly target: UpstreamTarget;
      /** The client's query pairs as sent (order, custom options): how its links are spelled back. */
      readonly raw: readonly RawQueryOption[];
    };

/**
 * Decides whether a request may go upstream, by running it through the same service as store mode with a source
 * that holds no records. Everything the service answers without reading records is answered locally, exactly as
 * in store mode: wrong methods (405/501), OData v4 (404), unknown sets and paths (404), syntax errors, unknown
 * expansions and other invalid options (400), `$metadata` and the service document. Only a request that reaches
 * the point of reading records is forwarded, as its canonical re-printed form.
 */
export async function probeRequest(req: ODataRequest, serviceRoot: string): Promise<Probe> {
  try {
    return { kind: 'local', response: await handleODataRequest(req, PROBE, { serviceRoot }) };
  } catch (error) {
    if (!(error instanceof ForwardToUpstream)) throw error;
  }
  const path = parseResourcePath(req.segments);
  const { options, raw } = parseQueryOptions(req.search.replace(/^\?/, ''));
  return { kind: 'forward', target: toUpstreamTarget(path, options), raw };
}
