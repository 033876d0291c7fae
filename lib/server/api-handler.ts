import type { IncomingMessage, ServerResponse } from 'node:http';
import { publicOrigin } from '@/lib/http/public-origin';
import type { ODataService } from '@/lib/service/configured-service';
import { nodeHeaders, odataRequestOf, sendODataResponse } from '@/lib/service/node-transport';

/**
 * Answers one `/api` request; `client` is who asks, for the per-client limits of expensive reads (the client's
 * address, or null for a loopback client, which is not limited: lib/service/read-lanes.ts).
 */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, client: string | null) => Promise<void>;

/**
 * `/api` in the production server, answered in front of Next by the process's one OData service (store or live,
 * lib/service/configured-service.ts) — what `app/api/[[...path]]/route.ts` does under `next dev` or bare
 * `next start`. Without Next's router in the way an answer costs a quarter of the serving thread's time (1,150
 * against 4,800 requests/s for `Sag(id)`), every method reaches the service (Next answers MERGE itself, 400), and
 * answers are compressed as the client asks, brotli or gzip (Next drops a route's `Content-Encoding`).
 */
export function createApiHandler(service: () => ODataService): ApiHandler {
  return async (req, res, client) => {
    const root = `${publicOrigin(nodeHeaders(req.headers)).origin}/api/`;
    const answer = await service().answer(odataRequestOf(req, client), root);
    await sendODataResponse(req, res, answer);
  };
}
