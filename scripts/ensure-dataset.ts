// Generates the demo store (ODA_DB or data/oda.sqlite) when it is missing. Used by `npm run dev`. With
// ODA_UPSTREAM the pages read the mirror instead, which `npm run sync` makes: nothing to generate.

import { upstreamConfigured } from '@/lib/config/upstream';
import { ensureDataset } from './lib/ensure-dataset';

if (upstreamConfigured()) {
  console.log(
    '[tingdata] ODA_UPSTREAM is set: the pages read the mirror; run `npm run sync` to make or update it.',
  );
} else {
  ensureDataset().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
