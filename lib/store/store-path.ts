import path from 'node:path';

/** The embedded store's file: `ODA_DB` when set, else `data/oda.sqlite` under the working directory. */
export function resolveStorePath(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.ODA_DB?.trim();
  return configured ? path.resolve(configured) : path.resolve(process.cwd(), 'data', 'oda.sqlite');
}
