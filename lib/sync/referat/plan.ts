import type { ReferatFileRecord } from '@/lib/store/referat-files';
import type { FtpEntry } from './ftp-area';

/** A transcript file as listed on the FTP area: where, and what the listing says of it. */
export interface ListedFile {
  /** The path under the transcript root, e.g. "20231/20231_M12_helemoedet.xml". */
  readonly path: string;
  readonly name: string;
  readonly samling: string;
  readonly size: number;
  readonly modified: string | null;
}

/** The root's samling folders ("20231"), oldest first; anything else there is not ours. */
export function samlingFolders(root: readonly FtpEntry[]): string[] {
  return root
    .filter((e) => e.isDirectory && /^\d{5}$/.test(e.name))
    .map((e) => e.name)
    .sort();
}

/** A samling folder's transcript files (`*.xml`), in name order. */
export function listedFiles(samling: string, entries: readonly FtpEntry[]): ListedFile[] {
  return entries
    .filter((e) => !e.isDirectory && /\.xml$/i.test(e.name))
    .map((e) => ({ path: `${samling}/${e.name}`, name: e.name, samling, size: e.size, modified: e.modified }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

/**
 * The listed files to download: those never recorded, and those whose size or modification time differs from the
 * record (a re-release). A file recorded as rejected is tried again only when it changes, like any other.
 */
export function filesToFetch(
  listed: readonly ListedFile[],
  records: ReadonlyMap<string, ReferatFileRecord>,
): ListedFile[] {
  return listed.filter((f) => {
    const r = records.get(f.path);
    return !r || r.size !== f.size || r.modified !== f.modified;
  });
}
