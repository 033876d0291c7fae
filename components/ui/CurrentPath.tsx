'use client';

import { usePathname } from 'next/navigation';

/** The address the visitor asked for, as code: for not-found pages, which do not receive the route's params. */
export function CurrentPath() {
  return (
    <code className="break-all rounded bg-stone-200 px-1 py-0.5 font-mono text-sm">{usePathname()}</code>
  );
}
