import type { ReactNode } from 'react';
import { DanishText } from '@/components/ui/DanishText';
import { FeedLink } from '@/components/ui/FeedLink';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { type RecordFact, RecordFacts } from '@/components/ui/RecordFacts';
import { ShareButton } from '@/components/ui/ShareButton';
import { TermText } from '@/components/ui/TermText';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import type { DocumentDetail } from '@/lib/data/documents/types';
import { format, type Locale } from '@/lib/i18n/locale';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { documentFeedPath, documentPath } from '@/lib/routes';
import { documentPageMessages } from './document-page-messages';

/** The document's name: its title, else 'Dokument 12'. */
export const documentName = (detail: DocumentDetail, locale: Locale): string =>
  detail.title ?? format(documentPageMessages[locale].documentLabel, { id: detail.id });

/**
 * The top of a document page: its type over its title, the share link (and the feed of a question's answers), then
 * `lead` (a question's summary, given by the page) and the facts: type, category, status and the three dates.
 */
export function DocumentHeader({
  detail,
  locale,
  hasFeed,
  lead,
}: {
  detail: DocumentDetail;
  locale: Locale;
  hasFeed: boolean;
  lead: ReactNode;
}) {
  const t = documentPageMessages[locale];
  const term = (vocabulary: Parameters<typeof odaTerm>[0], text: string | null) =>
    text ? <TermText locale={locale} term={odaTerm(vocabulary, text, locale)} /> : t.unknown;
  const facts: RecordFact[] = [
    { key: 'type', term: t.type, value: term('documentType', detail.type) },
    { key: 'category', term: t.category, value: term('documentCategory', detail.category) },
    { key: 'status', term: t.status, value: term('status', detail.status) },
    { key: 'date', term: t.date, value: <LocalDateTime value={detail.date} locale={locale} /> },
  ];
  if (detail.received)
    facts.push({
      key: 'received',
      term: t.received,
      value: <LocalDateTime value={detail.received} locale={locale} withTime />,
    });
  if (detail.released)
    facts.push({
      key: 'released',
      term: t.released,
      value: <LocalDateTime value={detail.released} locale={locale} withTime />,
    });
  if (detail.updated)
    facts.push({
      key: 'updated',
      term: t.updated,
      value: <LocalDateTime value={detail.updated} locale={locale} />,
    });
  const name = documentName(detail, locale);
  return (
    <header className="space-y-5">
      <div className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-stone-700">
          {detail.type ? (
            <TermText locale={locale} term={odaTerm('documentType', detail.type, locale)} />
          ) : null}
          {detail.type ? ' · ' : null}
          <LocalDateTime value={detail.date} locale={locale} />
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words">
          {detail.title ? <DanishText locale={locale}>{name}</DanishText> : name}
        </h1>
      </div>
      {lead}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <ShareButton path={documentPath(detail.id)} title={name} />
        {hasFeed ? (
          <FeedLink path={documentFeedPath(detail.id)} locale={locale} alerts={alertsOffered()} />
        ) : null}
      </div>
      <RecordFacts facts={facts} label={t.facts} />
    </header>
  );
}
