import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { MirrorBuildingNotice } from '@/components/site/MirrorBuildingNotice';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { StaleMirrorNotice } from '@/components/site/StaleMirrorNotice';
import { StoreMissingNotice } from '@/components/site/StoreMissingNotice';
import { LocaleProvider } from '@/components/ui/LocaleProvider';
import { getDataFreshness, getSiteStatus } from '@/lib/data/site/site';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale, getPagePath } from '@/lib/i18n/server';
import { earlyRead } from '@/lib/server/early-read';
import { languageAlternates } from '@/lib/share/page-metadata';
import { getSiteOrigin } from '@/lib/site-url';
import './globals.css';

const messages = defineMessages({
  da: {
    title: 'Tingdata – Folketingets åbne data',
    description: 'Gennemse Folketingets åbne data: afstemninger, sager, møder og politikere.',
    skip: 'Spring til indholdet',
  },
  en: {
    title: 'Tingdata – the Danish Parliament’s open data',
    description:
      'Browse the open data of the Folketing, the Danish Parliament: votes, cases, meetings and politicians.',
    skip: 'Skip to content',
  },
});

export async function generateMetadata(): Promise<Metadata> {
  const [locale, pagePath, origin] = await Promise.all([getLocale(), getPagePath(), getSiteOrigin()]);
  const t = messages[locale];
  return {
    // Relative canonical and share-image URLs resolve against the public origin (SITE_URL or the request's).
    metadataBase: origin,
    title: { default: t.title, template: '%s – Tingdata' },
    description: t.description,
    // The `hreflang` links of the address asked for, for a page that gives none of its own (a page that sets
    // `alternates` gives its canonical ones: lib/share/page-metadata.ts languageAlternates).
    alternates: { languages: (await languageAlternates(pagePath, locale)).languages },
  };
}

export default async function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  // The store file is only known at runtime (ODA_DB), so every page renders per request.
  await connection();
  const freshnessRead = earlyRead(getDataFreshness());
  const [status, locale] = await Promise.all([getSiteStatus(), getLocale()]);
  const site = status.kind === 'ready' ? status.site : null;
  const freshness = site ? await freshnessRead : null;
  const t = messages[locale];
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <LocaleProvider locale={locale}>
          <a
            href="#indhold"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-red-800 focus:ring-2 focus:ring-red-800"
          >
            {t.skip}
          </a>
          <SiteHeader synthetic={site?.synthetic ?? false} />
          <main id="indhold" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 pt-5 pb-8 sm:pt-8">
            {status.kind === 'ready' ? (
              <>
                <StaleMirrorNotice sync={freshness?.sync ?? null} />
                {children}
              </>
            ) : status.kind === 'building' ? (
              <MirrorBuildingNotice progress={status.progress} />
            ) : (
              <StoreMissingNotice storeFile={status.storeFile} />
            )}
          </main>
          <SiteFooter site={site} freshness={freshness} />
        </LocaleProvider>
      </body>
    </html>
  );
}
