/** The cycles among dependency-cruiser's violations (`--output-type json`), each once, in a stable form. */

/** One violation as dependency-cruiser reports it (only the fields read here). */
export interface CruiseViolation {
  readonly rule: { readonly name: string };
  readonly from: string;
  readonly to: string;
  readonly cycle?: readonly { readonly name: string }[];
}

export interface Cycles {
  /** `lib/sql → lib/store → lib/sql`, one line per cycle, sorted. */
  readonly folders: readonly string[];
  readonly files: readonly string[];
}

/**
 * A cycle written from its smallest member round to it again. dependency-cruiser reports a cycle once from each of
 * its members (`a → b → a` and `b → a → b`); rotated to its smallest member both read the same.
 */
export function cycleLine(members: readonly string[]): string {
  if (members.length === 0) return '';
  const start = members.indexOf([...members].sort()[0] as string);
  const rotated = [...members.slice(start), ...members.slice(0, start)];
  return [...rotated, rotated[0]].join(' → ');
}

/** The members of a violation's cycle: where it starts, then each step (the last step is the start again). */
function members(violation: CruiseViolation): string[] {
  const steps = (violation.cycle ?? []).map((step) => step.name.replace(/\/$/, ''));
  const from = violation.from.replace(/\/$/, '');
  return [from, ...steps.filter((step, i) => !(i === steps.length - 1 && step === from))];
}

export function cyclesOf(violations: readonly CruiseViolation[]): Cycles {
  const folders = new Set<string>();
  const files = new Set<string>();
  for (const violation of violations) {
    if (!violation.cycle?.length) continue;
    const line = cycleLine(members(violation));
    if (violation.rule.name === 'no-folder-cycle') folders.add(line);
    else files.add(line);
  }
  return { folders: [...folders].sort(), files: [...files].sort() };
}

/** The cycles found that the known list does not hold (`added`), and the known ones no longer found (`gone`). */
export function compareCycles(found: Cycles, known: Cycles): { added: string[]; gone: string[] } {
  const all = (cycles: Cycles) => new Set([...cycles.folders, ...cycles.files]);
  const isFound = all(found);
  const isKnown = all(known);
  return {
    added: [...isFound].filter((line) => !isKnown.has(line)),
    gone: [...isKnown].filter((line) => !isFound.has(line)),
  };
}
