import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { StorkredsForm } from '@/components/storkreds/StorkredsForm';
import { StorkredsLinks } from '@/components/storkreds/StorkredsLinks';
import { StorkredsMembersList } from '@/components/storkreds/StorkredsMembersList';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { getStorkredse } from '@/lib/data/actors/storkreds';
import { getSiteStatus } from '@/lib/data/site/site';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ACTOR_LIST_PATH, localePath } from '@/lib/routes';
import { languageAlternates } from '@/lib/share/page-metadata';
import { toSearchParams } from '@/lib/url-state/search-params';
import { StorkredsChoice } from '@/lib/url-state/storkreds-choice';

const messages = defineMessages({
  da: {
    actors: 'Aktører',
    title: 'Find dine folketingsmedlemmer',
    intro:
      'Vælg din storkreds og se, hvem der er valgt i den nu, efter parti. Danmark er delt i ti storkredse; Grønland og Færøerne vælger hver to medlemmer.',
    source: 'Storkredsen står i medlemmets biografi hos Folketinget. Medlemmer pr.',
    unknown: 'Ingen medlemmer er valgt i »{name}« ifølge dataene. Vælg en af storkredsene herunder.',
    description:
      'Folketingets medlemmer nu efter storkreds: vælg din storkreds og se, hvem der repræsenterer den.',
  },
  en: {
    actors: 'Actors',
    title: 'Find your members of the Folketing',
    intro:
      'Choose your constituency (storkreds) and see who is elected in it now, by party. Denmark is divided into ten constituencies; Greenland and the Faroe Islands elect two members each.',
    source: 'The constituency is the one in the member’s biography at the Folketing. Members as of',
    unknown:
      'No members are elected in “{name}” according to the data. Choose one of the constituencies below.',
    description: 'The Folketing’s members now by constituency: choose yours and see who represents it.',
  },
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [locale, choice] = await Promise.all([getLocale(), searchParams.then(StorkredsChoice.fromUrl)]);
  const t = messages[locale];
  return {
    title: choice.storkreds ? `${t.title}: ${choice.storkreds}` : t.title,
    description: t.description,
    alternates: await languageAlternates(choice.toUrl(), locale),
  };
}

/**
 * `/storkredse`: "Find dine folketingsmedlemmer" — the members now by storkreds (lib/data/actors/storkreds-load.ts). A
 * GET form and plain links choose the storkreds (lib/url-state/storkreds-choice.ts), so it works without
 * JavaScript; without a choice, every storkreds with its number of members.
 */
export default async function StorkredsPage({ searchParams }: Props) {
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return null;
  const query = await searchParams;
  const choice = StorkredsChoice.fromUrl(query);
  // The form's empty choice, or anything else not canonical, is answered with the canonical address.
  if (toSearchParams(query).toString() !== choice.toSearchParams().toString())
    redirect(localePath(await getLocale(), choice.toUrl()));
  const [locale, storkredse] = await Promise.all([getLocale(), getStorkredse()]);
  const t = messages[locale];
  const chosen = storkredse.storkredse.find((s) => s.name !== null && s.name === choice.storkreds);
  return (
    <div className="space-y-6">
      <div>
        <Breadcrumbs items={[{ label: t.actors, href: ACTOR_LIST_PATH }, { label: t.title }]} />
        <h1 className="text-3xl font-bold tracking-tight text-balance">{t.title}</h1>
        <p className="mt-2 max-w-prose text-stone-700">{t.intro}</p>
      </div>
      <StorkredsForm choice={choice} storkredse={storkredse} />
      {chosen?.name ? (
        <StorkredsMembersList
          storkreds={{ ...chosen, name: chosen.name }}
          synthetic={status.site.synthetic}
        />
      ) : (
        <>
          {choice.storkreds ? (
            <p role="status" className="font-medium">
              {format(t.unknown, { name: choice.storkreds })}
            </p>
          ) : null}
          <StorkredsLinks storkredse={storkredse} />
        </>
      )}
      <p className="text-sm text-stone-700">
        {t.source} <LocalDateTime value={storkredse.today} locale={locale} />.
      </p>
    </div>
  );
}
