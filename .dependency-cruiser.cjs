/**
 * Dependency rules, checked by `npm run lint` (dependency-cruiser); `npm run deps:cycles` prints the folder cycles.
 *
 * - No file imports itself through other files (a file cycle).
 * - No two folders of lib/ or components/ import each other, directly or through other folders (a folder cycle):
 *   a folder depends on the folders below it, never on one that depends on it.
 *
 * Only the code that ships is read: tests and their fixtures (`*.test.ts`, `*.fixture.ts`) may
 * reach across folders to build what they test. `npm run deps:check` (part of `npm run lint`) fails on any cycle that
 * .dependency-cruiser-known-cycles.json does not list, and on a listed one that is gone (so the list stays exact).
 * None is listed now: keep it so.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment: 'A file reaches itself through its imports: move what both need into a third file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment:
        'Two folders of lib/ or components/ depend on each other: move the shared piece down into the folder both use.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(lib|components)/[^/]+/?$' },
      to: { path: '^(lib|components)/[^/]+/?$', circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: '^node_modules' },
    exclude: { path: ['^(node_modules|data|\\.next)/', '\\.(test|fixture)\\.tsx?$'] },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
