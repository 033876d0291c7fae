import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { actorDisplayName } from '@/components/actor/display-name';
import { VoteRecordPage } from '@/components/actor/VoteRecordPage';
import { getActor } from '@/lib/data/actors/actor';
import { getSiteStatus } from '@/lib/data/site/site';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { localePath, parseIdSegment } from '@/lib/routes';
import { languageAlternates } from '@/lib/share/page-metadata';
import { ActorVoteRecord } from '@/lib/url-state/actor-vote-record';
import { toSearchParams } from '@/lib/url-state/search-params';

const messages = defineMessages({
  da: {
    title: '{name}: alle afstemninger',
    page: '{name}: alle afstemninger, side {page}',
    description:
      'Hver afstemning i Folketingssalen, hvor {name} har en registreret stemme, med partiets flertal og resultatet — med filtre.',
    unnamed: 'Aktør {id}',
  },
  en: {
    title: '{name}: every vote',
    page: '{name}: every vote, page {page}',
    description:
      'Every vote in the Folketing’s chamber where {name} has a recorded ballot, with the party majority and the outcome — with filters.',
    unnamed: 'Actor {id}',
  },
});

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  if ((await getSiteStatus()).kind !== 'ready') return {};
  const id = parseIdSegment((await params).id);
  const [actor, query, locale] = await Promise.all([
    id === null ? null : getActor(id),
    searchParams,
    getLocale(),
  ]);
  if (!actor) return {};
  const t = messages[locale];
  const name = actorDisplayName(actor) ?? format(t.unnamed, { id: actor.id });
  const state = ActorVoteRecord.fromUrl(actor.id, query);
  return {
    title: state.page > 1 ? format(t.page, { name, page: state.page }) : format(t.title, { name }),
    description: format(t.description, { name }),
    alternates: await languageAlternates(state.toUrl(), locale),
  };
}

/**
 * `/aktoer/<id>/afstemninger`: every vote of a member, paged, filtered by samling, ballot, party line and subject
 * and ordered newest or oldest first; all state in the URL (lib/url-state/actor-vote-record.ts), a GET form, so it
 * works without JavaScript — a query not in canonical form (what the form sends) is redirected to the canonical
 * one before anything is sent. The layout answers an unknown id with a 404.
 */
export default async function ActorVotesPage({ params, searchParams }: Props) {
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const id = parseIdSegment((await params).id);
  if (id === null) notFound();
  const [actor, query] = await Promise.all([getActor(id), searchParams]);
  if (!actor) notFound();
  const state = ActorVoteRecord.fromUrl(actor.id, query);
  // What the GET form sends (empty and default fields) is answered with the canonical address, to share and keep.
  if (toSearchParams(query).toString() !== state.toSearchParams().toString())
    redirect(localePath(await getLocale(), state.toUrl()));
  return <VoteRecordPage actor={actor} state={state} />;
}
