import type { Metadata } from 'next';
import { AgreementMatrix } from '@/components/party/AgreementMatrix';
import { CurrentPartiesList } from '@/components/party/CurrentPartiesList';
import { PartyMatrixFilter } from '@/components/party/PartyMatrixFilter';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { getPartyOverview } from '@/lib/data/parties/party';
import { getSiteStatus } from '@/lib/data/site/site';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { PARTY_LIST_PATH } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { sharePageMetadata } from '@/lib/share/page-metadata';
import { PartyMatrix } from '@/lib/url-state/party-matrix';

const messages = defineMessages({
  da: {
    title: 'Partier',
    intro:
      'Partierne i Folketinget nu, og hvor ofte hvert par af partier stemte ens i en samling — vælg samlingen herunder.',
    description: 'Folketingets partier nu, og hvor ofte partierne stemmer ens, samling for samling.',
  },
  en: {
    title: 'Parties',
    intro:
      'The parties in the Folketing now, and how often each pair of parties voted alike in a session — choose the session below.',
    description: 'The Folketing’s parties now, and how often the parties vote alike, session by session.',
  },
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const [status, locale] = await Promise.all([getSiteStatus(), getLocale()]);
  const t = messages[locale];
  return sharePageMetadata({
    title: t.title,
    description: t.description,
    path: PARTY_LIST_PATH,
    locale,
    type: 'website',
    synthetic: status.kind === 'ready' && status.site.synthetic,
  });
}

/**
 * `/partier`: the parties with members now, and the agreement matrix of one samling (`?samling=20241`; the newest
 * with votes by default), chosen with a GET form. Rendered in one piece: the reads come from memory.
 */
export default async function PartiesPage({ searchParams }: Props) {
  const state = PartyMatrix.fromUrl(await searchParams);
  // The read starts beside the status check.
  const overviewRead = earlyRead(getPartyOverview(state.period));
  // Without a store the root layout explains how to build one; the reads fail, and nobody waits for them.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const [t, overview] = await Promise.all([getMessages(messages), overviewRead]);
  return (
    <div className="space-y-8">
      <div>
        <Breadcrumbs items={[{ label: t.title }]} />
        <h1 className="text-3xl font-bold tracking-tight text-balance">{t.title}</h1>
        <p className="mt-2 max-w-prose text-stone-700">{t.intro}</p>
      </div>
      <CurrentPartiesList overview={overview} />
      <div className="space-y-4">
        <PartyMatrixFilter state={state} overview={overview} />
        <AgreementMatrix overview={overview} asked={state.period} />
      </div>
    </div>
  );
}
