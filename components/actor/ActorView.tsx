import { AnswerTimesPanel } from '@/components/questions/AnswerTimesPanel';
import { getActorMembers, getActorSiblings } from '@/lib/data/actors/actor';
import { REFERRED_TO } from '@/lib/data/actors/actor-cases';
import type { ActorSummary } from '@/lib/data/actors/types';
import { getActorAnswerTimes } from '@/lib/data/questions/answer-times';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { ActorCasesPanel } from './ActorCasesPanel';
import { ActorDocumentsPanel } from './ActorDocumentsPanel';
import { ActorHeading } from './ActorHeading';
import { ActorMemberList } from './ActorMemberList';
import { SamlingLinks } from './SamlingLinks';

const messages = defineMessages({
  da: {
    committee: 'udvalg',
    group: 'folketingsgruppe',
    committeeMembers: 'Medlemmer i samlingen',
    groupMembers: 'Medlemmer i samlingen',
    holders: 'Hvem har haft posten',
    linked: 'Tilknyttede personer',
    noMembers: 'Dataene har ingen medlemmer registreret for denne samling.',
    noHolders: 'Dataene siger ikke, hvem der har haft posten.',
    noLinked: 'Dataene knytter ingen personer til denne aktør.',
    referred: 'Sager henvist til udvalget',
    cases: 'Sager',
    documents: 'Dokumenter',
    answerTimes: 'Svartider',
  },
  en: {
    committee: 'committee',
    group: 'party group',
    committeeMembers: 'Members in the session',
    groupMembers: 'Members in the session',
    holders: 'Who has held the post',
    linked: 'Linked people',
    noMembers: 'The data records no members for this session.',
    noHolders: 'The data does not say who has held the post.',
    noLinked: 'The data links no people to this actor.',
    referred: 'Cases referred to the committee',
    cases: 'Cases',
    documents: 'Documents',
    answerTimes: 'Answer times',
  },
});

/**
 * The page of an actor that is not a person, by kind: a committee or party group lists its members in the samling
 * (and a committee the cases referred to it); a minister title or ministry who held it and its cases, and a
 * minister title — the ministry the questions to ministers are put to — its answer times; any other
 * actor (organisation, private person, commission, assembly) its cases and documents.
 */
export async function ActorView({
  actor,
  casesPage,
  documentsPage,
}: {
  actor: ActorSummary;
  casesPage: number;
  documentsPage: number;
}) {
  const [t, locale] = await Promise.all([getMessages(messages), getLocale()]);
  const perSamling = actor.kind === 'committee' || actor.kind === 'party-group';
  const [members, siblings, answerTimes] = await Promise.all([
    actor.kind === 'other' ? Promise.resolve([]) : getActorMembers(actor.id),
    perSamling ? getActorSiblings(actor) : Promise.resolve([]),
    actor.kind === 'minister-title' ? getActorAnswerTimes(actor.id) : Promise.resolve(null),
  ]);
  const membersHeading =
    actor.kind === 'committee'
      ? t.committeeMembers
      : actor.kind === 'party-group'
        ? t.groupMembers
        : actor.kind === 'other'
          ? null
          : t.holders;
  const casesHeading = actor.kind === 'committee' ? t.referred : t.cases;
  return (
    <div className="space-y-10">
      <ActorHeading actor={actor} />
      {perSamling ? (
        <SamlingLinks
          currentId={actor.id}
          siblings={siblings}
          what={actor.kind === 'committee' ? t.committee : t.group}
        />
      ) : null}
      {membersHeading ? (
        <section aria-labelledby="medlemmer-titel" className="space-y-3">
          <h2 id="medlemmer-titel" className="text-2xl font-bold tracking-tight">
            {membersHeading}
          </h2>
          <ActorMemberList
            links={members}
            caption={membersHeading}
            empty={perSamling ? t.noMembers : actor.kind === 'ministry' ? t.noLinked : t.noHolders}
          />
        </section>
      ) : null}
      {answerTimes ? (
        <section id="svartider" aria-labelledby="svartider-titel" className="scroll-mt-4 space-y-3">
          <h2 id="svartider-titel" className="text-2xl font-bold tracking-tight">
            {t.answerTimes}
          </h2>
          <AnswerTimesPanel actorId={actor.id} kind="ministry" times={answerTimes} locale={locale} />
        </section>
      ) : null}
      {actor.kind !== 'party-group' ? (
        <section id="sager" aria-labelledby="sager-titel" className="scroll-mt-4 space-y-3">
          <h2 id="sager-titel" className="text-2xl font-bold tracking-tight">
            {casesHeading}
          </h2>
          <ActorCasesPanel
            actorId={actor.id}
            page={casesPage}
            role={actor.kind === 'committee' ? REFERRED_TO : undefined}
            headingId="sager-titel"
          />
        </section>
      ) : null}
      {actor.kind === 'other' ? (
        <section id="dokumenter" aria-labelledby="dokumenter-titel" className="scroll-mt-4 space-y-3">
          <h2 id="dokumenter-titel" className="text-2xl font-bold tracking-tight">
            {t.documents}
          </h2>
          <ActorDocumentsPanel actorId={actor.id} page={documentsPage} headingId="dokumenter-titel" />
        </section>
      ) : null}
    </div>
  );
}
