import { ManifestError, parseManifest, type SnapshotManifest } from './manifest';

/** The manifest's validators from its last `200`, sent back as `If-None-Match` / `If-Modified-Since`. */
export interface ManifestValidators {
  readonly etag: string | null;
  readonly lastModified: string | null;
}

export type ManifestAnswer =
  | { readonly changed: false }
  | { readonly changed: true; readonly manifest: SnapshotManifest; readonly validators: ManifestValidators };

const TIMEOUT_MS = 15_000;

/**
 * A conditional GET of the manifest: `{ changed: false }` on `304`, else the parsed manifest and its validators.
 * @throws ManifestError when it cannot be fetched (unreachable, another status: its `status`) or read as one.
 */
export async function fetchManifest(
  url: URL,
  previous: ManifestValidators | null,
  doFetch: typeof fetch = fetch,
  timeoutMs: number = TIMEOUT_MS,
): Promise<ManifestAnswer> {
  const headers: Record<string, string> = {};
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  let res: Response;
  try {
    res = await doFetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error;
    throw new ManifestError(`cannot fetch ${url} (${cause})`);
  }
  if (res.status === 304) {
    await res.body?.cancel();
    return { changed: false };
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new ManifestError(`${url} answered ${res.status}`, res.status);
  }
  const manifest = parseManifest(await res.text());
  return {
    changed: true,
    manifest,
    validators: { etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified') },
  };
}
