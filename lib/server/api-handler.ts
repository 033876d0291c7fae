import type { IncomingMessage, ServerResponse } from 'node:http';
import { publicOrigin } from '@/lib/http/public-origin';
import type { ODataService } from '@/lib/service/configured-service';
import { nodeHeaders, odataRequestOf, sendODataResponse } from '@/lib/service/node-transport';

/**
 * `/api` in the production server, answered in front of Next by the process's one OData service (store or live,
 * lib/service/configured-service.ts) — what `app/api/[[...path]]/route.ts` does under `next dev` or bare
 * `next start`. Without Next's router in the way an answer costs a quarter of the serving thread's time (1,150
 * against 4,800 requests/s for `Sag(id)`), every method reaches the service (Next answers MERGE itself, 400), and
 * answers are compressed as the client asks, brotli or gzip (Next drops a route's `Content-Encoding`).
 */
export function createApiHandler(
  service: () => ODataService,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const root = `${publicOrigin(nodeHeaders(req.headers)).origin}/api/`;
    const answer = await service().answer(odataRequestOf(req), root);
    await sendODataResponse(req, res, answer);
  };
}
