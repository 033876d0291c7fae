import { LocaleLink } from '@/components/ui/LocaleLink';
import type { Locale } from '@/lib/i18n/locale';
import { documentPath } from '@/lib/routes';

/**
 * A document's title as the link to its page (/dokument/<id>) — the one way every list on the site (a case's
 * documents and steps, a meeting's agenda, an actor's documents, a question's answers) names a document. ODA's title
 * is Danish; `fallback` ('Dokument 12') stands in for a document without one. `current` names the page's own
 * document: plain text, marked as the current page.
 */
export function DocumentTitleLink({
  id,
  title,
  fallback,
  locale,
  current = false,
  className = 'title-link',
}: {
  id: number;
  title: string | null;
  fallback: string;
  locale: Locale;
  current?: boolean;
  className?: string;
}) {
  const lang = title && locale !== 'da' ? 'da' : undefined;
  if (current)
    return (
      <span aria-current="page" lang={lang} className="font-medium">
        {title ?? fallback}
      </span>
    );
  return (
    <LocaleLink href={documentPath(id)} prefetch={false} lang={lang} className={className}>
      {title ?? fallback}
    </LocaleLink>
  );
}
