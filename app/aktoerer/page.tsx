import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ActorSearchForm } from '@/components/actor/ActorSearchForm';
import { ActorSearchResults } from '@/components/actor/ActorSearchResults';
import { CurrentFolketingList } from '@/components/actor/CurrentFolketingList';
import { MemberStatusLinks } from '@/components/actor/MemberStatusLinks';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { getActorSearchOptions, getCurrentFolketing, searchActors } from '@/lib/data/search/actor-search';
import { getSiteStatus } from '@/lib/data/site/site';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { localePath, STORKREDS_PATH } from '@/lib/routes';
import { languageAlternates } from '@/lib/share/page-metadata';
import { ActorSearch } from '@/lib/url-state/actor-search';
import { toSearchParams } from '@/lib/url-state/search-params';

const messages = defineMessages({
  da: {
    title: 'Politikere og andre aktører',
    crumb: 'Aktører',
    intro:
      'Folketingets medlemmer nu efter parti med storkreds — og tidligere medlemmer, ministre, udvalg, folketingsgrupper og de organisationer og personer, der optræder i Folketingets sager. Søg på navn, og afgræns efter type, parti og samling.',
    description: 'Søg blandt politikere, udvalg, partier og andre aktører i Folketingets åbne data.',
    byStorkreds: 'Find dine folketingsmedlemmer efter storkreds',
  },
  en: {
    title: 'Politicians and other actors',
    crumb: 'Actors',
    intro:
      'The Folketing’s members now by party with their constituency — and former members, ministers, committees, parliamentary groups and the organisations and people in the Folketing’s cases. Search by name, and narrow down by type, party and session.',
    description: 'Search politicians, committees, parties and other actors in the Folketing’s open data.',
    byStorkreds: 'Find your members of the Folketing by constituency',
  },
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const t = messages[locale];
  const search = ActorSearch.fromUrl(await searchParams);
  return {
    title: t.title,
    description: t.description,
    alternates: await languageAlternates(search.toUrl(), locale),
  };
}

/**
 * `/aktoerer`: the Folketing now by party (the default), or a searchable, filterable, paged list of former members,
 * every person or other actors; all state in the URL. Rendered in one piece, without a
 * streaming boundary (the search takes milliseconds), so the GET form and its results work without JavaScript —
 * and an address that is not in canonical form (what a GET form sends: empty and default fields, invalid values)
 * is answered with a redirect to the canonical one before anything is sent.
 */
export default async function ActorsPage({ searchParams }: Props) {
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return null;
  const query = await searchParams;
  const search = ActorSearch.fromUrl(query);
  if (toSearchParams(query).toString() !== search.toSearchParams().toString())
    redirect(localePath(await getLocale(), search.toUrl()));
  const [t, options, results] = await Promise.all([
    getMessages(messages),
    getActorSearchOptions(),
    search.groupedByParty ? getCurrentFolketing(search) : searchActors(search),
  ]);
  return (
    <div className="space-y-6">
      <div>
        <Breadcrumbs items={[{ label: t.crumb }]} />
        <h1 className="text-3xl font-bold tracking-tight text-balance">{t.title}</h1>
        <p className="mt-2 max-w-prose text-stone-700">{t.intro}</p>
        <p>
          <LocaleLink
            href={STORKREDS_PATH}
            prefetch={false}
            className="target inline-flex items-center font-medium text-red-800 underline underline-offset-2"
          >
            {t.byStorkreds}
          </LocaleLink>
        </p>
      </div>
      {search.type === 'medlemmer' ? <MemberStatusLinks search={search} /> : null}
      <ActorSearchForm search={search} options={options} />
      {'parties' in results ? (
        <CurrentFolketingList search={search} folketing={results} synthetic={status.site.synthetic} />
      ) : (
        <ActorSearchResults search={search} result={results} />
      )}
    </div>
  );
}
