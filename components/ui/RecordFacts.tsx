import type { ReactNode } from 'react';

/** One fact of a record: a term and its value; `key` tells the facts apart when two terms read alike. */
export interface RecordFact {
  readonly key: string;
  readonly term: ReactNode;
  readonly value: ReactNode;
}

/**
 * A record page's facts in a bordered two-column box under its header (a case, a meeting, a document, a speech): the
 * one layout, so the record pages read alike. `label` names the list for assistive technology when no heading does.
 */
export function RecordFacts({ facts, label }: { facts: readonly RecordFact[]; label?: string }) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 rounded border border-stone-300 bg-white p-4 sm:gap-x-6"
    >
      {facts.map((fact) => (
        <div key={fact.key} className="contents">
          <dt className="font-semibold text-stone-800">{fact.term}</dt>
          <dd className="min-w-0 break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
