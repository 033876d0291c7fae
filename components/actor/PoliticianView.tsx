import { ActorCasesPanel } from '@/components/actor/ActorCasesPanel';
import { ActorSpeeches } from '@/components/debate/ActorSpeeches';
import { AnswerTimesPanel } from '@/components/questions/AnswerTimesPanel';
import { FeedLink } from '@/components/ui/FeedLink';
import { JsonLd } from '@/components/ui/JsonLd';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { OnThisPage } from '@/components/ui/OnThisPage';
import { PageSection } from '@/components/ui/PageSection';
import { ShareButton } from '@/components/ui/ShareButton';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import { getActorOffices, getPoliticianProfile } from '@/lib/data/actors/actor';
import { getAttendanceComparison, getVotingRecord } from '@/lib/data/actors/actor-votes';
import type { ActorSummary } from '@/lib/data/actors/types';
import { getActorSpeeches } from '@/lib/data/debates/debates';
import { getActorAnswerTimes } from '@/lib/data/questions/answer-times';
import { getSiteStatus } from '@/lib/data/site/site';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { actorFeedPath, actorPath } from '@/lib/routes';
import { politicianPerson } from '@/lib/seo/json-ld/politician-person';
import { earlyRead } from '@/lib/server/early-read';
import { getSiteOrigin } from '@/lib/site-url';
import { ActorVoteRecord } from '@/lib/url-state/actor-vote-record';
import { BiografiDetails } from './BiografiDetails';
import { PartyHistory } from './PartyHistory';
import { PoliticianFacts } from './PoliticianFacts';
import { PoliticianHeader } from './PoliticianHeader';
import { PoliticianKeyFigures } from './PoliticianKeyFigures';
import { PoliticianRoles } from './PoliticianRoles';
import { RecentVotesPanel } from './RecentVotesPanel';
import { VotesAgainstPartyPanel } from './VotesAgainstPartyPanel';
import { VotingRecordPanel } from './VotingRecordPanel';

const messages = defineMessages({
  da: {
    unnamed: 'Person {id}',
    onThisPage: 'På siden',
    votes: 'Stemmeadfærd',
    recent: 'Seneste afstemninger',
    against: 'Stemmer imod partiets flertal',
    party: 'Partihistorik',
    roles: 'Udvalg og poster',
    biografi: 'Biografi',
    cases: 'Sager',
    answerTimes: 'Svartider som minister',
    speeches: 'Taler i Folketingssalen',
    allVotes: 'Alle afstemninger med personen, med filtre',
  },
  en: {
    unnamed: 'Person {id}',
    onThisPage: 'On this page',
    votes: 'Voting record',
    recent: 'Latest votes',
    against: 'Votes against the party majority',
    party: 'Party history',
    roles: 'Committees and posts',
    biografi: 'Biography',
    cases: 'Cases',
    answerTimes: 'Answer times as minister',
    speeches: 'Speeches in the chamber',
    allVotes: 'All votes by the person, with filters',
  },
});

/**
 * A politician's page, all rendered on the server in one piece so it reads the same without JavaScript. First
 * what fits a phone's first screen: name, party, office now and storkreds, then the key figures (attendance beside
 * the medians, votes against the party) and the links to the sections; then the other facts, the voting record
 * (from the store's voting index, built at server start), the latest votes and those against the party, party
 * history, posts, a minister's answer times (from the question index, built at server start), biografi and cases —
 * each a read of a few milliseconds at full scale.
 */
export async function PoliticianView({ actor, casesPage }: { actor: ActorSummary; casesPage: number }) {
  // The two heaviest reads of the sections below (memoised per request, so the key figures and the voting record
  // get the ones started here) start beside the profile's, not after it.
  earlyRead(getVotingRecord(actor.id));
  earlyRead(getAttendanceComparison(actor.id));
  earlyRead(getActorSpeeches(actor.id));
  const [profile, offices, answerTimes, status, t, locale, origin] = await Promise.all([
    getPoliticianProfile(actor.id),
    getActorOffices(actor.id),
    getActorAnswerTimes(actor.id),
    getSiteStatus(),
    getMessages(messages),
    getLocale(),
    getSiteOrigin(),
  ]);
  const synthetic = status.kind === 'ready' && status.site.synthetic;
  const name = actor.name ?? profile.biografi?.name ?? format(t.unnamed, { id: actor.id });
  const sections: [string, string][] = [
    ['stemmer', t.votes],
    ['seneste', t.recent],
    ['imod-partiet', t.against],
    ['taler', t.speeches],
    ['parti', t.party],
    ['poster', t.roles],
    ...(answerTimes ? [['svartider', t.answerTimes] as [string, string]] : []),
    ['biografi', t.biografi],
    ['sager', t.cases],
  ];
  return (
    <div className="space-y-10">
      <JsonLd data={politicianPerson(actor, profile, name, { origin, locale, synthetic })} />
      <div className="space-y-3">
        <PoliticianHeader
          actor={actor}
          profile={profile}
          offices={offices.offices}
          name={name}
          synthetic={synthetic}
        />
        <PoliticianKeyFigures actorId={actor.id} />
        <OnThisPage label={t.onThisPage} sections={sections} />
        <PoliticianFacts profile={profile} name={actor.name ?? name} synthetic={synthetic} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <ShareButton path={actorPath(actor.id)} title={name} />
          <FeedLink path={actorFeedPath(actor.id)} locale={locale} alerts={alertsOffered()} />
        </div>
      </div>
      <PageSection id="stemmer" title={t.votes}>
        <VotingRecordPanel actorId={actor.id} name={name} />
      </PageSection>
      <PageSection id="seneste" title={t.recent}>
        <RecentVotesPanel actorId={actor.id} />
        <p>
          <LocaleLink
            href={ActorVoteRecord.of(actor.id).toUrl()}
            prefetch={false}
            className="target inline-flex items-center font-medium text-red-800 underline underline-offset-2"
          >
            {t.allVotes}
          </LocaleLink>
        </p>
      </PageSection>
      <PageSection id="imod-partiet" title={t.against}>
        <VotesAgainstPartyPanel actorId={actor.id} />
      </PageSection>
      <PageSection id="taler" title={t.speeches}>
        <ActorSpeeches actorId={actor.id} />
      </PageSection>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <PageSection id="parti" title={t.party}>
          <PartyHistory spells={profile.partySpells} headingId="parti-titel" />
        </PageSection>
        <PageSection id="poster" title={t.roles}>
          <PoliticianRoles profile={profile} />
        </PageSection>
      </div>
      {answerTimes ? (
        <PageSection id="svartider" title={t.answerTimes}>
          <AnswerTimesPanel actorId={actor.id} kind="person" times={answerTimes} locale={locale} />
        </PageSection>
      ) : null}
      <PageSection id="biografi" title={t.biografi}>
        <BiografiDetails biografi={profile.biografi} />
      </PageSection>
      <PageSection id="sager" title={t.cases}>
        <ActorCasesPanel actorId={actor.id} page={casesPage} headingId="sager-titel" />
      </PageSection>
    </div>
  );
}
