import type { Metadata } from 'next';
import { recordNotFoundTitle } from '@/components/not-found/RecordNotFound';
import { SiteNotFound, siteNotFoundTitle } from '@/components/site/SiteNotFound';
import { getLocale } from '@/lib/i18n/server';
import { isRecordKind } from '@/lib/routes';

/**
 * The <title> of a record page's 404 ('Mødet findes ikke'). Every answer under this segment is a 404 (proxy.ts), and
 * Next takes a 404's metadata from the nearest not-found file, with the segment's params, instead of the page's.
 */
export async function generateMetadata({ params }: { params: Promise<{ kind: string }> }): Promise<Metadata> {
  const { kind } = await params;
  return {
    title: isRecordKind(kind) ? recordNotFoundTitle(kind, await getLocale()) : await siteNotFoundTitle(),
  };
}

/** Unused by the page, which says its words itself; a not-found file must render something. */
export default function NotFound() {
  return <SiteNotFound />;
}
