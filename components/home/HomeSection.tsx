import type { ReactNode } from 'react';

/** A titled panel of the home page: a region named by its h2. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titel`} className="min-w-0 space-y-3">
      <h2 id={`${id}-titel`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
