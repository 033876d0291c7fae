'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localePath } from '@/lib/routes';
import { useLocale } from './LocaleProvider';

/**
 * The site's link to one of its own pages: next/link with `href` — a Danish path from lib/routes.ts — written as
 * the address in the page's language (`/afstemning/5` on an English page links `/en/afstemning/5`), so a reader
 * stays in the language they are reading. Every internal page link goes through this component (next/link is
 * imported nowhere else; lib/locale-links.test.ts checks it); plain `<a>` and `<form>` take
 * `localePath(locale, …)` from lib/routes.ts.
 */
export function LocaleLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  return <Link {...props} href={localePath(useLocale(), href)} />;
}
