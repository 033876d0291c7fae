/** The OData 3.0 canonical functions ODA's framework understands, with how many arguments each takes. */

import type { FunctionName } from './ast';

/** Inclusive [min, max] argument counts. */
export const FUNCTION_ARITY: Readonly<Record<FunctionName, readonly [number, number]>> = {
  substringof: [2, 2],
  startswith: [2, 2],
  endswith: [2, 2],
  length: [1, 1],
  indexof: [2, 2],
  substring: [2, 3],
  tolower: [1, 1],
  toupper: [1, 1],
  trim: [1, 1],
  concat: [2, 2],
  replace: [3, 3],
  year: [1, 1],
  month: [1, 1],
  day: [1, 1],
  hour: [1, 1],
  minute: [1, 1],
  second: [1, 1],
  round: [1, 1],
  floor: [1, 1],
  ceiling: [1, 1],
};

export function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(FUNCTION_ARITY, name);
}
