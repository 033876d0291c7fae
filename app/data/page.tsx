import type { Metadata } from 'next';
import { DataDictionary } from '@/components/downloads/DataDictionary';
import { downloadsMessages } from '@/components/downloads/downloads-messages';
import { EarlierGenerations } from '@/components/downloads/EarlierGenerations';
import { GenerationFacts } from '@/components/downloads/GenerationFacts';
import { NoDownloads } from '@/components/downloads/NoDownloads';
import { SourceAndTerms } from '@/components/downloads/SourceAndTerms';
import { StoreDownload } from '@/components/downloads/StoreDownload';
import { TableFileList } from '@/components/downloads/TableFileList';
import { UsageNotes } from '@/components/downloads/UsageNotes';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { OnThisPage } from '@/components/ui/OnThisPage';
import { PageSection } from '@/components/ui/PageSection';
import { getDataDictionary, getDownloads } from '@/lib/data/downloads/downloads';
import { getSiteStatus } from '@/lib/data/site/site';
import { format } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { DATA_PATH } from '@/lib/routes';
import { sharePageMetadata } from '@/lib/share/page-metadata';
import { getSiteOrigin } from '@/lib/site-url';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const { title, description } = downloadsMessages[locale];
  return sharePageMetadata({ title, description, path: DATA_PATH, locale, type: 'website' });
}

/**
 * `/data`: the data for everyone. The newest published snapshot first — the whole store as one download with its
 * size and checksum — then each table as CSV, how to use the files, the source and terms, the older generations
 * kept, and the schema column by column (ODA's own descriptions). Nothing published yet: said plainly, pointing to
 * the API. Footer and `/data-api` link here.
 */
export default async function DataPage() {
  const [t, downloads, status, origin] = await Promise.all([
    getMessages(downloadsMessages),
    getDownloads(),
    getSiteStatus(),
    getSiteOrigin(),
  ]);
  const published = downloads.kind === 'published' ? downloads : null;
  const tables = status.kind === 'ready' ? await getDataDictionary(published?.newest.tables ?? []) : null;
  const ownTables = tables?.flatMap((table) => (table.own ? [table.name] : [])) ?? [];
  const synthetic = published ? published.newest.synthetic : status.kind === 'ready' && status.site.synthetic;
  const described = new Set(tables?.map((table) => table.name));
  const sections: [string, string][] = published
    ? [
        ['csv', t.csvTitle],
        ['brug', t.useTitle],
        ['vilkaar', t.termsTitle],
        ...(published.previous.length > 0 ? [['tidligere', t.previousTitle] as [string, string]] : []),
        ['kolonner', t.schemaTitle],
      ]
    : [];
  return (
    <article className="space-y-10">
      <div className="space-y-4">
        <Breadcrumbs items={[{ label: t.title }]} />
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="max-w-prose text-lg text-stone-700">{t.intro}</p>
        {published ? (
          <>
            {published.newest.synthetic ? (
              <p className="rounded border-2 border-black bg-amber-100 px-3 py-2 text-black">
                <strong className="font-bold">{t.syntheticLead}</strong> {t.synthetic}
              </p>
            ) : null}
            <GenerationFacts generation={published.newest} />
            <StoreDownload generation={published.newest} />
            <OnThisPage label={t.onThisPage} sections={sections} />
          </>
        ) : (
          <NoDownloads reason={downloads.kind === 'unavailable' ? 'unavailable' : 'none'} />
        )}
      </div>
      {published ? (
        <>
          <PageSection id="csv" title={t.csvTitle}>
            <p className="max-w-prose">{format(t.csvIntro, { count: published.newest.tables.length })}</p>
            <TableFileList files={published.newest.tables} described={described} />
          </PageSection>
          <PageSection id="brug" title={t.useTitle}>
            <UsageNotes
              store={published.newest.store}
              storeUrl={new URL(published.newest.store.href, origin).href}
            />
          </PageSection>
          <PageSection id="vilkaar" title={t.termsTitle}>
            <SourceAndTerms generation={published.newest} ownTables={ownTables} />
          </PageSection>
          {published.previous.length > 0 ? (
            <PageSection id="tidligere" title={t.previousTitle}>
              <p className="max-w-prose">{t.previousIntro}</p>
              <EarlierGenerations generations={published.previous} />
            </PageSection>
          ) : null}
        </>
      ) : null}
      <PageSection id="kolonner" title={t.schemaTitle}>
        {tables ? <DataDictionary tables={tables} synthetic={synthetic} /> : <p>{t.noSchema}</p>}
      </PageSection>
    </article>
  );
}
