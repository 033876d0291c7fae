import type { Env } from './env';

/** Where the plenary transcripts are published: Folketinget's FTP area, one folder per samling. */
export const DEFAULT_REFERAT_UPSTREAM = 'ftp://oda.ft.dk/ODAXML/Referat/samling/';

/** The transcripts' FTP area, parsed: the server and the folder that holds the samling folders. */
export interface ReferatUpstream {
  readonly host: string;
  readonly port: number;
  /** The folder holding one folder per samling, with a leading and a trailing '/'. */
  readonly root: string;
  /** The whole address, for messages: `ftp://oda.ft.dk/ODAXML/Referat/samling/`. */
  readonly url: string;
}

/**
 * `ODA_REFERAT_UPSTREAM`: the FTP folder the sync keeps the transcripts from (unset or blank: the real one, {@link
 * DEFAULT_REFERAT_UPSTREAM}); `off`: the sync keeps no transcripts. Anonymous plain FTP only: no credentials, query or
 * fragment.
 * @throws Error with a one-line message naming the variable for any other value.
 */
export function readReferatUpstream(env: Env = process.env): ReferatUpstream | null {
  const text = env.ODA_REFERAT_UPSTREAM?.trim() || DEFAULT_REFERAT_UPSTREAM;
  if (text.toLowerCase() === 'off') return null;
  return parseReferatUpstream(text);
}

/** `ftp://host[:port]/folder/` → its parts; see {@link readReferatUpstream}. */
export function parseReferatUpstream(text: string): ReferatUpstream {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `ODA_REFERAT_UPSTREAM must be an ftp:// URL such as ${DEFAULT_REFERAT_UPSTREAM}, or off; got "${text}"`,
    );
  }
  if (url.protocol !== 'ftp:')
    throw new Error(`ODA_REFERAT_UPSTREAM must use ftp (or be off), got "${text}"`);
  if (url.username || url.password || url.search || url.hash)
    throw new Error(`ODA_REFERAT_UPSTREAM must not carry credentials, a query or a fragment, got "${text}"`);
  const root = decodeURIComponent(url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`);
  const port = url.port ? Number(url.port) : 21;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    host,
    port,
    root,
    url: `ftp://${url.host}${url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`}`,
  };
}
