import { statSync } from 'node:fs';
import { resolveStorePath } from '@/lib/config/store-path';
import { storeGeneration } from './open-store';

/** `size:mtime` of a file, or '-' when there is none. */
function fileStamp(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return '-';
  }
}

/**
 * A text that changes whenever the store's data may have changed: a mirror's generation (it moves with every
 * applied sync cycle that changed rows), else the size and modification time of the file and of its write-ahead
 * log — a commit from any connection changes one of them, and so does a file replaced under the same name. Null
 * when there is no store file.
 */
export function storeVersion(file: string = resolveStorePath()): string | null {
  const generation = storeGeneration(file);
  if (generation !== null) return `generation ${generation}`;
  const main = fileStamp(file);
  return main === '-' ? null : `file ${main} wal ${fileStamp(`${file}-wal`)}`;
}
