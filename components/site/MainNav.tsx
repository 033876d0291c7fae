'use client';

import { type KeyboardEvent, useRef } from 'react';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { currentState, type NavItem } from './nav-items';
import { usePagePath } from './use-page-path';

/**
 * The main menu's links, the current page or section marked (`aria-current`) and underlined: a list down the
 * phone's menu panel, a row from `md` up. With JavaScript, following a link or pressing Escape closes the menu's
 * `<details>` (components/site/SiteHeader.tsx) — the header stays on screen across client-side navigations.
 */
export function MainNav({
  label,
  items,
}: {
  label: string;
  items: readonly (Pick<NavItem, 'href' | 'section'> & { readonly label: string })[];
}) {
  // The items' paths are the Danish ones (LocaleLink writes them in the page's language).
  const pathname = usePagePath();
  const nav = useRef<HTMLElement>(null);
  const close = (focusToggle: boolean) => {
    const details = nav.current?.closest('details');
    if (!details?.open) return;
    details.open = false;
    if (focusToggle) details.querySelector('summary')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(true);
  };
  return (
    <nav ref={nav} aria-label={label} onKeyDown={onKeyDown}>
      <ul className="flex flex-col md:flex-row md:flex-wrap md:gap-x-1 md:gap-y-1">
        {items.map((item) => {
          const current = currentState(item, pathname);
          return (
            <li key={item.href} className="max-md:border-b max-md:border-stone-200">
              <LocaleLink
                href={item.href}
                aria-current={current}
                prefetch={false}
                onClick={() => close(false)}
                className={`flex min-h-11 items-center rounded px-2 font-medium underline-offset-4 hover:bg-stone-100 hover:underline md:inline-flex md:pointer-fine:min-h-10 ${
                  current ? 'text-red-800 underline decoration-2' : 'text-stone-800'
                }`}
              >
                {item.label}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
