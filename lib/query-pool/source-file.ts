import path from 'node:path';

/**
 * The absolute path of a project file at run time, e.g. `sourceFile('lib/query-pool/worker.cjs')`. Worker threads
 * load their code from the sources, not from Next's bundles, so the path is resolved against the project
 * directory, which is the working directory of every way the app runs (`npm start`, `next start`, tsx scripts,
 * vitest) — as for the default store file (`data/oda.sqlite`). The comment keeps Turbopack from tracing the
 * directory into the build.
 */
export function sourceFile(relative: string): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), relative);
}
