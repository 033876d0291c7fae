import { FilterForm } from '@/components/ui/FilterForm';
import { SelectField } from '@/components/ui/SelectField';
import { periodOptions } from '@/components/ui/select-options';
import { choiceLabelMessages } from '@/components/vote/vote-choice';
import type { ActorVoteRecordPage, VoteRecordSort } from '@/lib/data/actors/types';
import type { VoteChoice } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorVoteRecordPath } from '@/lib/routes';
import {
  ACTOR_VOTE_RECORD_PARAMS,
  ActorVoteRecord,
  AGAINST_PARTY_SLUG,
} from '@/lib/url-state/actor-vote-record';
import { MemberVoteFilter } from '@/lib/url-state/member-vote-filter';

const messages = defineMessages({
  da: {
    label: 'Filtrér afstemningerne',
    period: 'Samling',
    allPeriods: 'Alle samlinger',
    choice: 'Stemme',
    allChoices: 'Alle stemmer',
    partyLine: 'Partilinje',
    anyLine: 'Med og imod partiet',
    against: 'Kun imod partiets flertal',
    topic: 'Emne',
    allTopics: 'Alle emner',
    topicHint: 'Sagens emneord (sagsområde), som Folketinget har sat på den.',
    sort: 'Rækkefølge',
    newest: 'Nyeste først',
    oldest: 'Ældste først',
    submit: 'Vis afstemninger',
    reset: 'Nulstil filtrene',
  },
  en: {
    label: 'Filter the votes',
    period: 'Session',
    allPeriods: 'All sessions',
    choice: 'Ballot',
    allChoices: 'All ballots',
    partyLine: 'Party line',
    anyLine: 'With and against the party',
    against: 'Only against the party majority',
    topic: 'Subject',
    allTopics: 'All subjects',
    topicHint: 'The case’s subject word (policy area) as the Folketing tagged it.',
    sort: 'Order',
    newest: 'Newest first',
    oldest: 'Oldest first',
    submit: 'Show votes',
    reset: 'Reset the filters',
  },
});

const CHOICES: readonly VoteChoice[] = ['for', 'against', 'abstain', 'absent'];
const SORTS: readonly VoteRecordSort[] = ['newest', 'oldest'];

/**
 * A member's vote record's filters (FilterForm): the samling in view; ballot, party line, subject and order under
 * "Flere filtre". A plain GET form to the record's page, so it works without JavaScript; the fields' names and
 * values are those of {@link ActorVoteRecord}, which the download link takes too.
 */
export async function VoteRecordFilterForm({
  state,
  options,
}: {
  state: ActorVoteRecord;
  options: Pick<ActorVoteRecordPage, 'periods' | 'topics'>;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const choices = choiceLabelMessages[locale];
  const p = ACTOR_VOTE_RECORD_PARAMS;
  return (
    <FilterForm
      action={actorVoteRecordPath(state.actorId)}
      label={t.label}
      locale={locale}
      submit={t.submit}
      filters={state}
      resetLabel={t.reset}
      moreOpen={
        state.choice !== null || state.againstParty || state.topic !== null || state.sort !== 'newest'
      }
      main={
        <SelectField
          id="filter-samling"
          name={p.period}
          label={t.period}
          any={t.allPeriods}
          defaultValue={state.period ?? ''}
          options={periodOptions(options.periods, locale)}
        />
      }
      more={
        <>
          <SelectField
            id="filter-stemme"
            name={p.choice}
            label={t.choice}
            any={t.allChoices}
            defaultValue={state.choice ? MemberVoteFilter.choiceSlug(state.choice) : ''}
            options={CHOICES.map((c) => ({ value: MemberVoteFilter.choiceSlug(c), label: choices[c] }))}
          />
          <SelectField
            id="filter-partilinje"
            name={p.partyLine}
            label={t.partyLine}
            any={t.anyLine}
            defaultValue={state.againstParty ? AGAINST_PARTY_SLUG : ''}
            options={[{ value: AGAINST_PARTY_SLUG, label: t.against }]}
          />
          <SelectField
            id="filter-emne"
            name={p.topic}
            label={t.topic}
            hint={t.topicHint}
            any={t.allTopics}
            defaultValue={state.topic === null ? '' : String(state.topic)}
            options={options.topics.map((topic) => ({
              value: topic.id,
              // ODA's emneord, in Danish (as the party page's topics).
              label: `${topic.word} (${topic.votes})`,
              lang: 'da',
            }))}
          />
          <SelectField
            id="filter-sortering"
            name={p.sort}
            label={t.sort}
            defaultValue={ActorVoteRecord.sortSlug(state.sort)}
            options={SORTS.map((s) => ({
              value: ActorVoteRecord.sortSlug(s),
              label: s === 'newest' ? t.newest : t.oldest,
            }))}
          />
        </>
      }
    />
  );
}
