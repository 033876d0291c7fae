import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: { label: 'Brødkrummesti', home: 'Forside' },
  en: { label: 'Breadcrumb', home: 'Home' },
});

/**
 * One step of the trail; the last one is the current page and needs no `href`. `lang: 'da'` for a label that is
 * ODA's Danish text (a committee meeting's title, a committee's name).
 */
export interface BreadcrumbItem {
  readonly label: string;
  readonly href?: string;
  readonly lang?: Locale;
}

/**
 * Where the page sits, starting at the home page (added here): a `nav` landmark with an ordered list, the current
 * page last, marked `aria-current="page"` and not linked. A server component; put it first in the page:
 *
 * ```tsx
 * <Breadcrumbs items={[{ label: t.meetings, href: '/moeder' }, { label: meeting.title }]} />
 * ```
 */
export async function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const t = await getMessages(messages);
  const trail: BreadcrumbItem[] = [{ label: t.home, href: '/' }, ...items];
  return (
    <nav aria-label={t.label} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={item.href ?? `current:${item.label}`} className="flex min-w-0 items-center gap-x-2">
              {index > 0 ? (
                <span aria-hidden="true" className="text-stone-500">
                  ›
                </span>
              ) : null}
              {last || !item.href ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  lang={item.lang}
                  className="break-words font-medium text-stone-900"
                >
                  {item.label}
                </span>
              ) : (
                <LocaleLink
                  href={item.href}
                  prefetch={false}
                  lang={item.lang}
                  className="target text-link break-words"
                >
                  {item.label}
                </LocaleLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
