/**
 * The shell commands the `/data` page shows for a file: check it, resume its download, open it. A file's name is the
 * manifest's (letters, digits, `.`, `_`, `-` only: lib/snapshot/manifest.ts), so it needs no quoting.
 */

/** Checks a downloaded file against its checksum: `sha256sum -c` prints `<name>: OK`. */
export const checkCommand = (sha256: string, fileName: string): string =>
  `echo "${sha256}  ${fileName}" | sha256sum -c`;

/** Downloads a file, carrying on from where a broken download stopped (`-C -`: the server answers `Range`). */
export const resumeCommand = (url: string): string => `curl -fL -C - -O '${url}'`;

/** The name a gzip file has once unpacked (`tingdata.sqlite.gz` → `tingdata.sqlite`). */
export const unpackedName = (fileName: string): string => fileName.replace(/\.gz$/, '');

/** Unpacks the store and asks it for the newest cases. */
export const sqliteCommand = (fileName: string): string =>
  `gunzip ${fileName}\nsqlite3 ${unpackedName(fileName)} "SELECT id, titel FROM Sag ORDER BY opdateringsdato DESC LIMIT 5"`;
