import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { portableError } from './portable-error';

/** What SQLite throws for a file that is not a database, as a store read would meet it. */
function notADatabase(): unknown {
  try {
    new Database(Buffer.from('not a database, only text'.repeat(40)))
      .prepare('SELECT 1 FROM sqlite_master')
      .get();
  } catch (error) {
    return error;
  }
  throw new Error('SQLite read the text as a database');
}

describe('portableError', () => {
  it("keeps a SqliteError's kind, code and message across a thread (structured clone)", () => {
    const error = notADatabase();
    // What the serving thread got before: the code alone, no message.
    expect(structuredClone(error)).toEqual({ code: 'SQLITE_NOTADB' });
    const crossed = structuredClone(portableError(error));
    expect(crossed).toBeInstanceOf(Error);
    expect((crossed as Error).message).toBe('SqliteError (SQLITE_NOTADB): file is not a database');
    expect((crossed as Error).stack).toContain('file is not a database');
  });

  it('names the kind of a subclass, whose name a clone would drop', () => {
    class QueryDeadlineError extends Error {
      override readonly name = 'QueryDeadlineError';
    }
    expect((structuredClone(new QueryDeadlineError('stopped')) as Error).message).toBe('stopped');
    expect((structuredClone(portableError(new QueryDeadlineError('stopped'))) as Error).message).toBe(
      'QueryDeadlineError: stopped',
    );
  });

  it('leaves a plain Error and anything that is no error as they are', () => {
    const plain = new Error('The task started after its deadline.');
    expect(portableError(plain)).toBe(plain);
    expect(portableError('text')).toBe('text');
  });
});
