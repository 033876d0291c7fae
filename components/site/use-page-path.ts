'use client';

import { usePathname } from 'next/navigation';
import { splitLocalePath } from '@/lib/routes';

/**
 * The page's route path, without the language's prefix (`/en/sag/5` → `/sag/5`): what the route tree and
 * lib/routes.ts know. The browser's pathname is the address asked for; in the server render it may be the route
 * proxy.ts rewrote `/en/…` to — both give the same path here, so server and browser render alike.
 */
export function usePagePath(): string {
  return splitLocalePath(usePathname()).path;
}
