import { importSitting, recordRejectedFile, SittingRejectedError } from '@/lib/referat/import-sitting';
import { parseReferat } from '@/lib/referat/parse-referat';
import { ReferatRejectedError } from '@/lib/referat/referat-error';
import { relinkSittings } from '@/lib/referat/relink-sittings';
import type { ReferatPipeline } from './pipeline';

/**
 * The sync's reading of a transcript file: the parser (a file validated whole, or ReferatRejectedError with the
 * reason and position) and the importer (a sitting replaced under ids from its keys, or SittingRejectedError), the
 * same code that builds the demo stores.
 */
export const REFERAT_PIPELINE: ReferatPipeline = {
  parse: parseReferat,
  importSitting: (db, sitting, file) => importSitting(db, sitting, file),
  recordRejected: recordRejectedFile,
  rejection: (error) =>
    error instanceof ReferatRejectedError
      ? error.reason
      : error instanceof SittingRejectedError
        ? error.message
        : null,
  relink: (db) => {
    const r = relinkSittings(db);
    return r.sittings + r.items + r.cases + r.speeches;
  },
};
