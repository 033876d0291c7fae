import { DocumentTitleLink } from '@/components/document/DocumentTitleLink';
import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Pager } from '@/components/ui/Pager';
import { TermText } from '@/components/ui/TermText';
import { getActorDocuments } from '@/lib/data/actors/actor-cases';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { actorPath, casePath } from '@/lib/routes';
import { ACTOR_DOCUMENTS_PAGE_PARAM, PanelPage } from '@/lib/url-state/page-params';
import { EmptyNote } from './EmptyNote';

const messages = defineMessages({
  da: {
    count: '{n} dokumenter i alt, nyeste først.',
    countOne: '1 dokument.',
    none: 'Der er ingen dokumenter knyttet til aktøren i dataene.',
    untitled: 'Dokument uden titel',
    role: 'Rolle',
    inCase: 'I sagen',
    noDate: 'Dato ukendt',
    list: 'Dokumenter',
  },
  en: {
    count: '{n} documents in all, newest first.',
    countOne: '1 document.',
    none: 'The data links no documents to this actor.',
    untitled: 'Untitled document',
    role: 'Role',
    inCase: 'In the case',
    noDate: 'Date unknown',
    list: 'Documents',
  },
});

/**
 * The documents an actor sent or received (`DokumentAktør`), a page at a time. Rendered in the page: a read of a
 * few milliseconds, up to ~60 ms for the busiest actor at full scale.
 */
export async function ActorDocumentsPanel({
  actorId,
  page,
  headingId,
}: {
  actorId: number;
  page: number;
  headingId: string;
}) {
  const [result, locale] = await Promise.all([getActorDocuments(actorId, page), getLocale()]);
  const t = messages[locale];
  const pages = new PanelPage(actorPath(actorId), ACTOR_DOCUMENTS_PAGE_PARAM, 'dokumenter', result.page);
  if (result.total === 0) return <EmptyNote>{t.none}</EmptyNote>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        {result.total === 1 ? t.countOne : format(t.count, { n: formatCount(locale, result.total) })}
      </p>
      <ul aria-labelledby={headingId} className="divide-y divide-stone-300 border-y border-stone-300">
        {result.items.map((d) => (
          <li key={d.documentId} className="space-y-1 py-3">
            <p className="text-sm text-stone-700">
              <LocalDateTime value={d.date} locale={locale} fallback={t.noDate} />
              {d.documentType ? (
                <span>
                  {' · '}
                  <TermText locale={locale} term={odaTerm('documentType', d.documentType, locale)} />
                </span>
              ) : null}
              {d.role ? (
                <span>
                  {' '}
                  · {t.role}: <TermText locale={locale} term={odaTerm('recordRole', d.role, locale)} />
                </span>
              ) : null}
            </p>
            <p className="font-medium break-words">
              <DocumentTitleLink id={d.documentId} title={d.title} fallback={t.untitled} locale={locale} />
            </p>
            {d.caseId !== null ? (
              <p className="text-sm">
                {t.inCase}{' '}
                <LocaleLink
                  href={casePath(d.caseId)}
                  prefetch={false}
                  className="text-red-800 underline underline-offset-2 hover:text-red-900"
                >
                  {d.caseNumber ? `${d.caseNumber}: ` : ''}
                  {d.caseTitle ? <DanishText locale={locale}>{d.caseTitle}</DanishText> : t.untitled}
                </LocaleLink>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager state={pages} pageCount={result.pageCount} locale={locale} what={t.list} />
    </div>
  );
}
