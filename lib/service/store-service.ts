import { handleODataRequest, type ODataRequest } from './handle-request';
import type { ODataResponse } from './responses';
import { StoreSource } from './store-source';

const source = new StoreSource();

/** The OData service over the embedded store: what `/api` and the standalone server answer with. */
export function answerFromStore(req: ODataRequest, serviceRoot: string): Promise<ODataResponse> {
  return handleODataRequest(req, source, { serviceRoot });
}
