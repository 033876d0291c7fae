/**
 * An error as it can cross from a pool thread to the serving thread. A task's error travels by structured clone,
 * which keeps an `Error`'s message and stack but not its name (unless a built-in one) nor its other fields, and
 * turns an error made by a constructor that is not `Error`'s — better-sqlite3's `SqliteError` — into a plain object
 * holding only its enumerable fields (`{ code: 'SQLITE_NOTADB' }`): the message is lost, and the server's log could
 * not say what failed. A task throws this instead: a plain `Error` whose message names the kind and code,
 * `SqliteError (SQLITE_NOTADB): file is not a database`, with the original stack.
 */
export function portableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as Error & { code?: unknown }).code;
  const kind = typeof code === 'string' ? `${error.name} (${code})` : error.name;
  if (kind === 'Error' && Object.getPrototypeOf(error) === Error.prototype) return error;
  const portable = new Error(`${kind}: ${error.message}`);
  if (error.stack) portable.stack = error.stack;
  return portable;
}
