import { readBiografi } from './biografi-parts/read';
import type { Biografi } from './biografi-parts/types';
import { parseXmlTree } from './biografi-parts/xml-tree';

export type { Biografi, CareerLine } from './biografi-parts/types';

/**
 * Reads an `Aktør.biografi` XML string (either real structure, docs/oda.md#biografi) into a plain-text profile with a
 * real XML parser. Never throws: null, empty, malformed or foreign XML gives null; elements the document lacks
 * give null or empty fields. No HTML comes out — see {@link Biografi}.
 */
export function parseBiografi(xml: string | null | undefined): Biografi | null {
  if (typeof xml !== 'string' || xml.trim() === '') return null;
  try {
    const root = parseXmlTree(xml);
    return root ? readBiografi(root) : null;
  } catch {
    return null;
  }
}
