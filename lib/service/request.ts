/** One request to the OData service, as both transports (the Next route and the standalone server) hand it over. */
export interface ODataRequest {
  readonly method: string;
  /** Path segments after the service root (`['Sag(5)']`), raw or decoded. */
  readonly segments: readonly string[];
  /** The query string, with or without '?'. */
  readonly search: string;
  readonly header: (name: string) => string | null;
  /**
   * Who asks, for the limits that are per client (lib/service/read-lanes.ts): the client's address as the server
   * resolved it (lib/server/client-address.ts); null or unset for loopback clients and transports that do not say,
   * which are not limited.
   */
  readonly client?: string | null;
}

/**
 * Whether the client asks for OData 4 (`OData-Version: 4.0`, or `MaxDataServiceVersion: 4.0` when it sends no
 * `OData-Version`). The service speaks OData 3 only and answers such a request 404, as the real service does; the
 * answer depends on a header, so it is never cached. The one place this rule lives.
 */
export function asksForODataV4(req: ODataRequest): boolean {
  return (req.header('OData-Version') ?? req.header('MaxDataServiceVersion') ?? '').trim().startsWith('4');
}
