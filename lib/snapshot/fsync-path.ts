import { open } from 'node:fs/promises';

/** Flushes a file or a directory (its entries: a rename into it) to disk. */
export async function fsyncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
