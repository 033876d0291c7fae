import type { ReactNode } from 'react';

/** The empty state of a list or panel: says in words that there is nothing, never an empty box. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded border border-dashed border-stone-400 p-4 text-stone-700">{children}</p>;
}
