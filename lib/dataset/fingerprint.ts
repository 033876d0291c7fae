import { createHash } from 'node:crypto';
import { REFERAT_DDL } from '@/lib/store/referat-schema';
import { postLoadDdl, tableDdl } from '@/lib/store/schema';

/** Bump when the generator's output changes in a way the schema does not show. */
export const GENERATOR_VERSION = '11';

/**
 * What a store file generated now would look like, as a short hash of the generator version and the store's DDL
 * (tables, views, indexes, full-text indexes). Recorded in `_tingdata_meta.fingerprint`; a synthetic store with
 * another fingerprint was made by an older generator and is rebuilt by `npm start` / the test setup.
 */
export function storeFingerprint(): string {
  return createHash('sha256')
    .update([GENERATOR_VERSION, ...tableDdl(), ...REFERAT_DDL, ...postLoadDdl()].join('\n'))
    .digest('hex')
    .slice(0, 16);
}
