import type { ReactNode } from 'react';

/**
 * Facts as label–value pairs in a two-column description list (a politician's header and their further facts);
 * nothing when there are none. `className` places and spaces the grid.
 */
export function FactList({
  facts,
  label,
  className,
}: {
  facts: readonly (readonly [string, ReactNode])[];
  label: string;
  className: string;
}) {
  if (facts.length === 0) return null;
  return (
    <dl aria-label={label} className={`grid grid-cols-[auto_minmax(0,1fr)] gap-y-1 ${className}`}>
      {facts.map(([factLabel, value]) => (
        <div key={factLabel} className="contents">
          <dt className="font-medium text-stone-700">{factLabel}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
