import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/ui/LocaleLink';

/** One tab: where it leads and what it says; `current` marks the one shown. */
export interface TabLink {
  readonly key: string;
  readonly href: string;
  readonly label: ReactNode;
  readonly current: boolean;
}

/**
 * A row of tabs that are plain links (they work without JavaScript), the current one marked with `aria-current`.
 * `wrap`: tabs with longer labels (counts) wrap on a narrow screen and are narrower.
 */
export function TabLinks({
  label,
  tabs,
  wrap = false,
}: {
  label: string;
  tabs: readonly TabLink[];
  wrap?: boolean;
}) {
  return (
    <nav aria-label={label}>
      <ul className={`flex ${wrap ? 'flex-wrap gap-x-1' : 'gap-1'} border-b border-stone-300`}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <LocaleLink
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              prefetch={false}
              className={`target -mb-px inline-flex items-center gap-1 rounded-t border ${wrap ? 'px-3' : 'px-4'} py-2 font-semibold ${
                tab.current
                  ? 'border-stone-300 border-b-stone-50 bg-stone-50 text-red-800'
                  : 'border-transparent text-stone-800 underline underline-offset-4 hover:bg-stone-100'
              }`}
            >
              {tab.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
