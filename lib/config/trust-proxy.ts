import { type Env, readInt } from './env';

/**
 * `TRUST_PROXY`: how many reverse proxies stand in front of the server and may be believed about the request, a
 * whole number from 0 to 10. `0` (the default): `X-Forwarded-*` headers are ignored, since any client can send
 * them; `1`: one proxy, such as nginx or a CDN, which appends to (or sets) `X-Forwarded-For`/`-Proto`/`-Host`;
 * `n`: a chain of n. Set it only when the server cannot be reached except through those proxies. Read by the
 * public origin (lib/http/public-origin.ts: `X-Forwarded-Host`/`-Proto`) and by client addresses for rate limits
 * and loopback checks (`X-Forwarded-For`), through lib/http/forwarded.ts.
 */

export const MAX_TRUSTED_HOPS = 10;

/**
 * The number of trusted proxies `TRUST_PROXY` names (0 when unset).
 * @throws Error naming the variable when it is not a whole number from 0 to {@link MAX_TRUSTED_HOPS}.
 */
export function trustedProxyHops(env: Env = process.env): number {
  return readInt(env, 'TRUST_PROXY', 0, 0, MAX_TRUSTED_HOPS);
}
