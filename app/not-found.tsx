import type { Metadata } from 'next';
import { SiteNotFound, siteNotFoundTitle } from '@/components/site/SiteNotFound';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await siteNotFoundTitle(), robots: { index: false } };
}

/** The 404 for any address no route claims (a record page's missing record has its own: app/ikke-fundet/[kind]). */
export default function NotFound() {
  return <SiteNotFound />;
}
