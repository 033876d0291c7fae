import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // lib/data is server-only; unit tests run on the server, so resolve the marker to its no-op export.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'components/**/*.test.ts',
      'components/**/*.test.tsx',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    // The pages' store reads have a 2 s deadline (lib/config/query-pool.ts) that counts from submitting the read,
    // starting the pool's threads included: on a busy machine a file's first read can pass it. The deadline's own
    // behaviour is tested with pools of the tests' making (lib/query-pool/query-pool.test.ts).
    env: { ODA_PAGE_QUERY_TIMEOUT_MS: '30000' },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
