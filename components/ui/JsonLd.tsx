import type { Thing, WithContext } from 'schema-dts';
import { jsonLdText } from '@/lib/seo/json-ld/json-ld-text';

/** A page's schema.org description as a JSON-LD block (lib/seo/json-ld); nothing when the page has none. */
export function JsonLd({ data }: { data: WithContext<Thing> | null }) {
  if (data === null) return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block, its text escaped for a script element (jsonLdText)
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
