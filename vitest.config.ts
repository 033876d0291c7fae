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
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
