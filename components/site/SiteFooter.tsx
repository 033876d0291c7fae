import { DanishDate } from '@/components/ui/DanishDate';
import type { SiteInfo } from '@/lib/data/types';

/** The contentinfo landmark: where the data comes from and how fresh it is. */
export function SiteFooter({ site }: { site: SiteInfo | null }) {
  return (
    <footer className="mt-auto border-t border-stone-300 bg-stone-100 text-sm text-stone-800">
      <div className="mx-auto max-w-5xl space-y-1 px-4 py-6">
        <p>
          Datakilde:{' '}
          <a href="https://oda.ft.dk" className="font-medium text-red-800 underline underline-offset-2">
            Folketingets Åbne Data (oda.ft.dk)
          </a>
          .
        </p>
        {site ? <Freshness site={site} /> : null}
      </div>
    </footer>
  );
}

function Freshness({ site }: { site: SiteInfo }) {
  if (site.synthetic) {
    return (
      <p>
        Viser syntetiske demodata i ODA&apos;s format{site.scale ? ` (skala: ${site.scale})` : ''}.{' '}
        {site.asOf ? (
          <>
            Datasættet går til og med <DanishDate value={site.asOf} />.
          </>
        ) : null}
      </p>
    );
  }
  return site.asOf ? (
    <p>
      Data er opdateret til og med <DanishDate value={site.asOf} />.
    </p>
  ) : (
    <p>Det er ukendt, hvornår dataene sidst blev opdateret.</p>
  );
}
