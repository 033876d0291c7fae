import type { Metadata } from 'next';
import { ApiExampleList } from '@/components/data-api/ApiExampleList';
import { ApiLimitList } from '@/components/data-api/ApiLimitList';
import { ApiServiceLinks } from '@/components/data-api/ApiServiceLinks';
import { dataApiMessages } from '@/components/data-api/data-api-messages';
import { HomeSection } from '@/components/home/HomeSection';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { CodeText } from '@/components/ui/CodeText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { getLocale } from '@/lib/i18n/server';
import { DATA_API_PATH, DATA_PATH } from '@/lib/routes';
import { getApiLimits } from '@/lib/service/api-limits';
import { sharePageMetadata } from '@/lib/share/page-metadata';
import { getSiteOrigin } from '@/lib/site-url';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const { title, description } = dataApiMessages[locale];
  return sharePageMetadata({ title, description, path: DATA_API_PATH, locale, type: 'website' });
}

/**
 * `/data-api`: `/api` for developers — what the service is, its root and `$metadata`, example requests that work
 * on this site (absolute URLs on the public origin) and the limits a client meets. The footer's API link.
 */
export default async function DataApiPage() {
  const [locale, origin] = await Promise.all([getLocale(), getSiteOrigin()]);
  const t = dataApiMessages[locale];
  return (
    <article className="space-y-10">
      <div>
        <Breadcrumbs items={[{ label: t.title }]} />
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="mt-2 max-w-prose text-lg text-stone-700">
          <CodeText text={t.intro} />
        </p>
        <p className="mt-2 max-w-prose">
          <CodeText text={t.sameUrls} />
        </p>
        <p className="mt-2 max-w-prose">
          {t.bulk}{' '}
          <LocaleLink href={DATA_PATH} className="text-link target font-medium">
            {t.bulkLink}
          </LocaleLink>
        </p>
      </div>
      <HomeSection id="tjenesten" title={t.serviceTitle}>
        <ApiServiceLinks origin={origin.origin} />
      </HomeSection>
      <HomeSection id="eksempler" title={t.examplesTitle}>
        <ApiExampleList origin={origin.origin} />
      </HomeSection>
      <HomeSection id="graenser" title={t.limitsTitle}>
        <ApiLimitList limits={getApiLimits()} />
      </HomeSection>
    </article>
  );
}
