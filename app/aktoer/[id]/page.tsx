import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActorView } from '@/components/actor/ActorView';
import { actorDisplayName } from '@/components/actor/display-name';
import { PoliticianView } from '@/components/actor/PoliticianView';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { getActor } from '@/lib/data/actors/actor';
import { getSiteStatus } from '@/lib/data/site/site';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { ACTOR_LIST_PATH, actorFeedPath, actorPath, actorSpeechFeedPath, parseIdSegment } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { sharePageMetadata } from '@/lib/share/page-metadata';
import {
  ACTOR_CASES_PAGE_PARAM,
  ACTOR_DOCUMENTS_PAGE_PARAM,
  readPanelPage,
} from '@/lib/url-state/page-params';

const messages = defineMessages({
  da: {
    actors: 'Aktører',
    unnamed: 'Aktør {id}',
    person: '{name}: partihistorik, stemmeadfærd, udvalg og sager i Folketinget.',
    other: '{name} ({type}) i Folketingets åbne data: medlemmer og sager.',
    speechFeed: '{name}: taler',
  },
  en: {
    actors: 'Actors',
    unnamed: 'Actor {id}',
    person: '{name}: party history, voting record, committees and cases in the Folketing.',
    other: '{name} ({type}) in the Folketing’s open data: members and cases.',
    speechFeed: '{name}: speeches',
  },
});

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return {};
  const id = parseIdSegment((await params).id);
  const [actor, locale] = await Promise.all([id === null ? null : getActor(id), getLocale()]);
  const t = messages[locale];
  // An unknown id never gets here: proxy.ts answers it with the actor's 404 (app/ikke-fundet/[kind]).
  if (!actor) return {};
  const name = actorDisplayName(actor) ?? format(t.unnamed, { id: actor.id });
  return sharePageMetadata({
    title: actor.period?.title ? `${name} (${actor.period.title})` : name,
    description:
      actor.kind === 'person'
        ? format(t.person, { name })
        : format(t.other, { name, type: actor.typeName ?? '' }),
    path: actorPath(actor.id),
    locale,
    type: actor.kind === 'person' ? 'profile' : 'website',
    synthetic: status.site.synthetic,
    ...(actor.kind === 'person'
      ? {
          feed: [
            { path: actorFeedPath(actor.id), title: name },
            { path: actorSpeechFeedPath(actor.id), title: format(t.speechFeed, { name }) },
          ],
        }
      : {}),
  });
}

/**
 * `/aktoer/<id>`: a politician's page, or the fitting page for a committee, party group, ministry or other actor.
 * Rendered in one piece, without streaming boundaries, so every panel reads the same without JavaScript: each read
 * takes milliseconds at full scale (the voting record comes from the store's voting index, built at server start).
 */
export default async function ActorPage({ params, searchParams }: Props) {
  const id = parseIdSegment((await params).id);
  if (id === null) notFound();
  // The read starts beside the status check.
  const actorRead = earlyRead(getActor(id));
  // Without a store the root layout explains how to build one; the read fails, and nobody waits for it.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const [actor, query, t] = await Promise.all([actorRead, searchParams, getMessages(messages)]);
  if (!actor) notFound();
  const page = (key: string) => readPanelPage(query, key);
  return (
    <div>
      <Breadcrumbs
        items={[
          { label: t.actors, href: ACTOR_LIST_PATH },
          actorDisplayName(actor)
            ? { label: actorDisplayName(actor) ?? '', lang: 'da' }
            : { label: format(t.unnamed, { id: actor.id }) },
        ]}
      />
      {actor.kind === 'person' ? (
        <PoliticianView actor={actor} casesPage={page(ACTOR_CASES_PAGE_PARAM)} />
      ) : (
        <ActorView
          actor={actor}
          casesPage={page(ACTOR_CASES_PAGE_PARAM)}
          documentsPage={page(ACTOR_DOCUMENTS_PAGE_PARAM)}
        />
      )}
    </div>
  );
}
