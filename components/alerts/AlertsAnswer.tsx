import type { ReactNode } from 'react';

/**
 * The frame of the alerts' pages (app/varsler): the answer as the heading, then what it means and what to do. No
 * breadcrumbs, no search: a reader arrives here from a form or a mail, in a hurry.
 */
export function AlertsAnswer({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="max-w-prose space-y-4">
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      {children}
    </article>
  );
}
