import Link from 'next/link';
import { SyntheticDataBanner } from './SyntheticDataBanner';

const NAV_ITEMS: readonly { readonly href: string; readonly label: string }[] = [
  { href: '/', label: 'Seneste afstemninger' },
];

/** The banner landmark: the demo-data notice when it applies, the site name and the main navigation. */
export function SiteHeader({ synthetic }: { synthetic: boolean }) {
  return (
    <header className="border-b border-stone-300 bg-white">
      {synthetic ? <SyntheticDataBanner /> : null}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4">
        <Link
          href="/"
          className="text-2xl font-bold tracking-tight text-red-800 hover:underline focus-visible:underline"
        >
          Tingdata
        </Link>
        <nav aria-label="Hovedmenu">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="font-medium text-stone-800 underline-offset-4 hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
