import type { Store } from './store';

/**
 * The SQL function compiled statements call once per row of every loop that may run long (the root scan of a
 * query with subqueries, each lambda's subquery): `tingdata_deadline(t1."id")` is 1, or, once the deadline set
 * with `withDeadline` has passed, an error that stops the statement. better-sqlite3 offers neither
 * `sqlite3_interrupt` nor a progress handler, and a thread inside one SQLite call cannot be terminated before the
 * call returns; this is how a query stops itself at its deadline instead.
 */
export const DEADLINE_FUNCTION = 'tingdata_deadline';

/** Rows between two looks at the clock. */
const CHECK_EVERY = 16;

/** The statement was stopped at its deadline. */
export class QueryDeadlineError extends Error {
  override readonly name = 'QueryDeadlineError';
  constructor() {
    super('The query ran past its deadline and was stopped.');
  }
}

interface DeadlineState {
  /** ms since the epoch; Infinity when no deadline is set. */
  deadline: number;
  rows: number;
}

const states = new WeakMap<Store, DeadlineState>();

/** Registers the deadline function on a connection (once per connection). */
export function installDeadline(db: Store): void {
  if (states.has(db)) return;
  const state: DeadlineState = { deadline: Number.POSITIVE_INFINITY, rows: 0 };
  // One argument (the row's id, which only ties the call to its loop): better-sqlite3 takes the arity from it.
  db.function(DEADLINE_FUNCTION, { deterministic: false, directOnly: true }, (_row: unknown) => {
    if (++state.rows % CHECK_EVERY === 0 && Date.now() > state.deadline) throw new QueryDeadlineError();
    return 1;
  });
  states.set(db, state);
}

/**
 * Runs `work` with the connection's statements stopping at `deadline` (ms since the epoch): a statement still
 * running then throws `QueryDeadlineError`, as does starting `work` after it.
 */
export function withDeadline<T>(db: Store, deadline: number, work: () => T): T {
  installDeadline(db);
  const state = states.get(db) as DeadlineState;
  if (Date.now() > deadline) throw new QueryDeadlineError();
  const outer = state.deadline;
  state.deadline = Math.min(outer, deadline);
  state.rows = 0;
  try {
    return work();
  } finally {
    state.deadline = outer;
  }
}
