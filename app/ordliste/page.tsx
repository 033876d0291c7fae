import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { danishLang } from '@/components/ui/DanishText';
import { GLOSSARY } from '@/lib/glossary/terms';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { glossaryPath } from '@/lib/routes';
import { sharePageMetadata } from '@/lib/share/page-metadata';

const messages = defineMessages({
  da: {
    title: 'Ordliste',
    description:
      'Folketingets ord, som de står i ODA’s data og på Tingdata, forklaret kort: behandlinger, afstemningstyper, statusser og sagstyper.',
    intro:
      'De ord fra Folketingets data, som siderne viser, som ODA skriver dem — forklaret kort. Ord med prikket understregning på siderne fører hertil.',
  },
  en: {
    title: 'Glossary',
    description:
      'The Folketing’s words as ODA’s data and Tingdata show them, briefly explained: readings, vote types, statuses and case types.',
    intro:
      'The words from the Folketing’s records that the pages show as ODA writes them (in Danish) — briefly explained. Words with a dotted underline on the pages lead here.',
  },
});

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = messages[locale];
  return sharePageMetadata({
    title: t.title,
    description: t.description,
    path: glossaryPath(),
    locale,
    type: 'website',
  });
}

/** `/ordliste`: the glossary of the parliament's words, each entry an anchor the pages' terms link to. */
export default async function GlossaryPage() {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <article className="space-y-8">
      <div>
        <Breadcrumbs items={[{ label: t.title }]} />
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="mt-2 max-w-prose text-lg text-stone-700">{t.intro}</p>
      </div>
      <dl className="max-w-prose divide-y divide-stone-300 border-y border-stone-300">
        {GLOSSARY.map((term) => (
          <div key={term.slug} id={term.slug} className="scroll-mt-4 py-4 target:bg-amber-50">
            <dt className="text-lg font-semibold">
              {term.name[locale]}
              {/* In English, the Danish word as the data writes it, so a reader knows it when they meet it. */}
              {locale === 'en' ? (
                <span lang={danishLang(locale)} className="ml-2 font-normal text-stone-700">
                  {term.name.da}
                </span>
              ) : null}
            </dt>
            <dd className="mt-1 space-y-2 text-pretty">
              {term.definition[locale].split('\n\n').map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
