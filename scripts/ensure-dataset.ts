// Generates the demo store (ODA_DB or data/oda.sqlite) when it is missing. Used by `npm run dev`.
import { ensureDataset } from './lib/ensure-dataset';

ensureDataset().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
