'use client';

import { LocaleLink } from '@/components/site/LocaleLink';
import { currentState, type NavItem } from './nav-items';
import { usePagePath } from './use-page-path';

/** The main menu's links, the current page or section marked (`aria-current`) and underlined. */
export function MainNav({
  label,
  items,
}: {
  label: string;
  items: readonly (Pick<NavItem, 'href' | 'section'> & { readonly label: string })[];
}) {
  // The items' paths are the Danish ones (LocaleLink writes them in the page's language).
  const pathname = usePagePath();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-1 gap-y-1">
        {items.map((item) => {
          const current = currentState(item, pathname);
          return (
            <li key={item.href}>
              <LocaleLink
                href={item.href}
                aria-current={current}
                prefetch={false}
                className={`target inline-block rounded px-2 py-1.5 font-medium underline-offset-4 hover:bg-stone-100 hover:underline ${
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
