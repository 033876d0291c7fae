import { actorDisplayName } from '@/components/actor/display-name';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { Pager } from '@/components/ui/Pager';
import { NewerWithoutBallots } from '@/components/vote/NewerWithoutBallots';
import { NoMatchingVotes } from '@/components/vote/NoMatchingVotes';
import { getActorVoteRecord, getNewerVotesWithoutBallots } from '@/lib/data/actors/actor-votes';
import type { ActorSummary } from '@/lib/data/actors/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ACTOR_LIST_PATH, actorPath, localePath } from '@/lib/routes';
import type { ActorVoteRecord } from '@/lib/url-state/actor-vote-record';
import { ActorVoteList } from './ActorVoteList';
import { VoteRecordFilterForm } from './VoteRecordFilterForm';

const messages = defineMessages({
  da: {
    actors: 'Aktører',
    crumb: 'Alle afstemninger',
    title: '{name}: alle afstemninger',
    intro:
      'Hver afstemning i Folketingssalen, hvor {name} har en registreret stemme: stemmen, partiets flertal og resultatet. Filtrér efter samling, stemme, partilinje og emne; filtrene gælder også for CSV-filen.',
    unnamed: 'Aktør {id}',
    countOne: '1 afstemning',
    count: '{n} afstemninger',
    csv: 'Hent dem som CSV',
    list: 'Afstemninger med {name}',
    pages: 'afstemningerne',
  },
  en: {
    actors: 'Actors',
    crumb: 'Every vote',
    title: '{name}: every vote',
    intro:
      'Every vote in the Folketing’s chamber where {name} has a recorded ballot: the ballot, the party majority and the outcome. Filter by session, ballot, party line and subject; the filters apply to the CSV file too.',
    unnamed: 'Actor {id}',
    countOne: '1 vote',
    count: '{n} votes',
    csv: 'Download them as CSV',
    list: 'Votes by {name}',
    pages: 'the votes',
  },
});

const LINK =
  'inline-flex min-h-11 items-center font-medium text-red-800 underline underline-offset-2 hover:text-red-900';

/**
 * A member's full vote record (app/aktoer/[id]/afstemninger): the filters, how many votes pass them with the
 * download of exactly those, the page of votes, and the pager — all from the URL state, rendered on the server.
 */
export async function VoteRecordPage({ actor, state }: { actor: ActorSummary; state: ActorVoteRecord }) {
  const [record, newerWithoutBallots, locale] = await Promise.all([
    getActorVoteRecord(actor.id, state.toFilter(), state.page),
    getNewerVotesWithoutBallots(actor.id),
    getLocale(),
  ]);
  const t = messages[locale];
  const name = actorDisplayName(actor) ?? format(t.unnamed, { id: actor.id });
  const { votes } = record;
  return (
    <div className="space-y-6">
      <div>
        <Breadcrumbs
          items={[
            { label: t.actors, href: ACTOR_LIST_PATH },
            { label: name, href: actorPath(actor.id) },
            { label: t.crumb },
          ]}
        />
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words">
          {format(t.title, { name })}
        </h1>
        <p className="mt-2 max-w-prose text-stone-700">{format(t.intro, { name })}</p>
      </div>
      {/* Keyed by the state, so the form's fields follow the URL after a client-side navigation. */}
      <VoteRecordFilterForm key={state.toUrl()} state={state} options={record} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p role="status" className="font-medium">
          {votes.total === 1 ? t.countOne : format(t.count, { n: formatCount(locale, votes.total) })}
        </p>
        {votes.total > 0 ? (
          // The download has one address in every language (lib/routes.ts isLanguageNeutralPath).
          <a href={localePath(locale, state.csvUrl())} download className={LINK}>
            {t.csv}
          </a>
        ) : null}
      </div>
      <NewerWithoutBallots count={newerWithoutBallots} locale={locale} />
      {votes.items.length > 0 ? (
        <ActorVoteList votes={votes.items} label={format(t.list, { name })} />
      ) : (
        <NoMatchingVotes search={state} total={votes.total} pageCount={votes.pageCount} />
      )}
      <Pager state={state} pageCount={votes.pageCount} locale={locale} what={t.pages} />
    </div>
  );
}
