import type { ReactNode } from 'react';

/**
 * A section of a long page that "På siden" (OnThisPage) links to: the section carries the anchor `id`, its h2
 * `${id}-titel` names it, and `scroll-mt-4` keeps the heading clear of the screen's top edge after the jump.
 */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titel`} className="scroll-mt-4 space-y-4">
      <h2 id={`${id}-titel`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
