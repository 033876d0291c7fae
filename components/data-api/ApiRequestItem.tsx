import { CodeText } from '@/components/ui/CodeText';
import { apiUrl } from '@/lib/routes';

/**
 * One request of the API page: the absolute URL as a link, shown as OData is written (the link itself is
 * percent-encoded), and a line saying what it answers. A plain link: `/api` is not a page of the app.
 */
export function ApiRequestItem({
  origin,
  request,
  text,
}: {
  origin: string;
  /** Below the service root, e.g. `Sag?$top=5`; empty for the root itself. */
  request: string;
  text: string;
}) {
  return (
    <li className="space-y-1 py-3">
      <p>
        <CodeText text={text} />
      </p>
      <a
        href={apiUrl(origin, request)}
        className="block break-all font-mono text-sm text-red-800 underline underline-offset-2 hover:text-red-900 pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:items-center"
      >
        {/* The request as code: OData's words are its own, in no language. */}
        <code>{`${apiUrl(origin)}${request}`}</code>
      </a>
    </li>
  );
}
