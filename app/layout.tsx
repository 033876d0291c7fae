import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { StoreMissingNotice } from '@/components/site/StoreMissingNotice';
import { getSiteStatus } from '@/lib/data/site';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Tingdata – Folketingets åbne data', template: '%s – Tingdata' },
  description: 'Gennemse Folketingets åbne data: afstemninger, sager, møder og politikere.',
};

export default async function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  // The store file is only known at runtime (ODA_DB), so every page renders per request.
  await connection();
  const status = await getSiteStatus();
  const site = status.kind === 'ready' ? status.site : null;
  return (
    <html lang="da">
      <body className="flex min-h-screen flex-col">
        <a
          href="#indhold"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-red-800 focus:ring-2 focus:ring-red-800"
        >
          Spring til indholdet
        </a>
        <SiteHeader synthetic={site?.synthetic ?? false} />
        <main id="indhold" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
          <QueryProvider>
            {status.kind === 'ready' ? children : <StoreMissingNotice storeFile={status.storeFile} />}
          </QueryProvider>
        </main>
        <SiteFooter site={site} />
      </body>
    </html>
  );
}
