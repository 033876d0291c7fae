/**
 * Errors raised while compiling a parsed OData request into SQL. Each carries what the service layer needs to map
 * it to the ODA status (see the mapping notes on each class); none of them carries SQL or a stack for the client.
 */

/** The query option a property path came from. */
export type PathOption = '$filter' | '$orderby';

/** Base class: every compile error is a client error (4xx); the service maps the subclasses. */
export abstract class SqlCompileError extends Error {}

/** The entity set does not exist in the model. ODA answers 404 (an IIS HTML page). */
export class UnknownEntitySetError extends SqlCompileError {
  constructor(readonly set: string) {
    super(`Unknown entity set '${set}'.`);
    this.name = 'UnknownEntitySetError';
  }
}

/**
 * A `$filter` or `$orderby` path names a property or navigation the entity does not have.
 * ODA: in `$filter` the whole filter is ignored (200, unfiltered page); in `$orderby` the answer is 400.
 */
export class UnknownPropertyError extends SqlCompileError {
  constructor(
    readonly entity: string,
    readonly path: readonly string[],
    readonly option: PathOption,
    readonly pos: number,
  ) {
    super(`The entity '${entity}' has no property '${path.join('/')}' (in ${option}).`);
    this.name = 'UnknownPropertyError';
  }
}

/** An `$expand` path names a navigation the entity does not have. ODA answers 400. */
export class UnknownNavigationError extends SqlCompileError {
  constructor(
    readonly entity: string,
    readonly path: readonly string[],
    readonly pos: number,
  ) {
    super(`The entity '${entity}' has no navigation '${path.join('/')}' (in $expand).`);
    this.name = 'UnknownNavigationError';
  }
}

/** An expansion deeper than ODA allows (`A/B/C`, or `A($expand=B/C)` counted in total). ODA answers 400. */
export class ExpandDepthError extends SqlCompileError {
  constructor(
    readonly path: readonly string[],
    readonly depth: number,
    readonly maxDepth: number,
    readonly pos: number,
  ) {
    super(`The expansion '${path.join('/')}' is ${depth} levels deep; at most ${maxDepth} are allowed.`);
    this.name = 'ExpandDepthError';
  }
}

/**
 * An expression whose operand types do not fit (`titel add 1`, `year('x')`, `titel eq 1`, `not typeid`), a
 * collection used as a value, or a malformed literal. ODA answers 400.
 */
export class TypeMismatchError extends SqlCompileError {
  constructor(
    message: string,
    readonly pos: number,
  ) {
    super(message);
    this.name = 'TypeMismatchError';
  }
}
