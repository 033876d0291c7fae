import { RecordNotFound } from '@/components/not-found/RecordNotFound';
import { SiteNotFound } from '@/components/site/SiteNotFound';
import { isRecordKind, RECORD_NOT_FOUND_ADDRESS } from '@/lib/routes';

type Props = {
  params: Promise<{ kind: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A record page's 404 (`/afstemning/999`, `/parti/XYZ`): proxy.ts rewrites an address whose record is not in the
 * store here with status 404, keeping the address, which arrives as `?adresse=`. Rendered as an ordinary page, so
 * the words are in the server's HTML (after a `notFound()` Next would send them only to JavaScript). Its <title>
 * comes from not-found.tsx beside it: Next takes a 404's metadata from the not-found file, never from the page.
 */
export default async function RecordNotFoundPage({ params, searchParams }: Props) {
  const [{ kind }, query] = await Promise.all([params, searchParams]);
  if (!isRecordKind(kind)) return <SiteNotFound />;
  const address = query[RECORD_NOT_FOUND_ADDRESS];
  return <RecordNotFound kind={kind} address={typeof address === 'string' ? address : ''} />;
}
