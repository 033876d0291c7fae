import type { Thing, WithContext } from 'schema-dts';

/**
 * A JSON-LD block's text, safe inside `<script type="application/ld+json">`: JSON whose `<`, `>` and `&` are
 * written as `\u003c`, `\u003e`, `\u0026` (the same JSON to a parser), so no `</script>` or `<!--` in a title ends
 * the block early, and U+2028/U+2029 escaped as well. The block is data, never run: a page's Content-Security-Policy
 * (lib/server/security-headers.ts) blocks no data block, nonce or not.
 */
export function jsonLdText(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The Folketing as an organisation (the organiser of its meetings, the body that passes its bills). */
export const FOLKETINGET = {
  '@type': 'GovernmentOrganization',
  name: 'Folketinget',
  url: 'https://www.ft.dk',
} as const;
