import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseSubjects } from '@/components/case/CaseSubjects';
import { DocumentActors } from '@/components/document/DocumentActors';
import { DocumentContext } from '@/components/document/DocumentContext';
import { DocumentFileList } from '@/components/document/DocumentFileList';
import { DocumentHeader, documentName } from '@/components/document/DocumentHeader';
import { DocumentReprints } from '@/components/document/DocumentReprints';
import { documentPageMessages } from '@/components/document/document-page-messages';
import { documentShareDescription } from '@/components/document/document-share-text';
import { QuestionLead } from '@/components/document/QuestionLead';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { PageSection } from '@/components/ui/PageSection';
import { getDocumentRecord } from '@/lib/data/documents/document';
import { hasAnswerFeed } from '@/lib/data/documents/document-kind';
import { getSiteStatus } from '@/lib/data/site/site';
import { format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { casePath, documentFeedPath, documentPath, parseIdSegment, SEARCH_PATH } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { sharePageMetadata } from '@/lib/share/page-metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return {};
  const id = parseIdSegment((await params).id);
  const [record, locale] = await Promise.all([id === null ? null : getDocumentRecord(id), getLocale()]);
  // An unknown id never gets here: proxy.ts answers it with the document's 404 (app/ikke-fundet/[kind]).
  if (!record) return {};
  const title = documentName(record.detail, locale);
  return sharePageMetadata({
    title,
    description: documentShareDescription(record, locale),
    path: documentPath(record.detail.id),
    locale,
    type: 'article',
    synthetic: status.site.synthetic,
    ...(hasAnswerFeed(record) ? { feed: { path: documentFeedPath(record.detail.id), title } } : {}),
  });
}

/**
 * `/dokument/<id>`: one document — a question leads with its summary, an answer with its question's — then its
 * files on ft.dk, who it is from and to, its reprints and subjects, and the cases, agenda items and steps it
 * belongs to. Read whole once (lib/data/documents/document-load.ts), by proxy.ts before routing.
 */
export default async function DocumentPage({ params }: Props) {
  const id = parseIdSegment((await params).id);
  if (id === null) notFound();
  const reads = earlyRead(Promise.all([getDocumentRecord(id), getLocale()]));
  // Without a store the root layout explains how to build one; the reads fail, and nobody waits for them.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const [record, locale] = await reads;
  if (!record) notFound();
  const { detail } = record;
  const t = documentPageMessages[locale];
  const name = documentName(detail, locale);
  const firstCase = record.cases[0];
  const hasContext = record.cases.length + record.agendaItems.length + record.steps.length > 0;
  return (
    <div className="space-y-10">
      <div>
        <Breadcrumbs
          items={[
            { label: t.search, href: SEARCH_PATH },
            ...(firstCase?.number ? [{ label: firstCase.number, href: casePath(firstCase.id) }] : []),
            { label: format(t.documentLabel, { id: detail.id }) },
          ]}
        />
        <DocumentHeader
          detail={detail}
          locale={locale}
          hasFeed={hasAnswerFeed(record)}
          lead={<QuestionLead record={record} locale={locale} />}
        />
      </div>
      <PageSection id="filer" title={t.files}>
        <DocumentFileList files={record.files} documentTitle={name} t={t} />
      </PageSection>
      {record.actors.length > 0 ? (
        <PageSection id="aktoerer" title={t.actors}>
          <DocumentActors actors={record.actors} t={t} locale={locale} />
        </PageSection>
      ) : null}
      {hasContext ? (
        <PageSection id="sammenhaeng" title={t.context}>
          <DocumentContext
            cases={record.cases}
            agendaItems={record.agendaItems}
            steps={record.steps}
            t={t}
            locale={locale}
          />
        </PageSection>
      ) : null}
      {record.reprints.length > 0 ? (
        <PageSection id="omtryk" title={t.reprints}>
          <DocumentReprints reprints={record.reprints} t={t} locale={locale} />
        </PageSection>
      ) : null}
      {record.subjects.length > 0 ? <CaseSubjects subjects={record.subjects} locale={locale} /> : null}
    </div>
  );
}
