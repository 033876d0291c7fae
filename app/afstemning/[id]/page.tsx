import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { OnThisPage } from '@/components/ui/OnThisPage';
import { ShareButton } from '@/components/ui/ShareButton';
import { DecidingParties } from '@/components/vote/DecidingParties';
import { GovernmentOpposition } from '@/components/vote/GovernmentOpposition';
import { GovernmentOutvotedMark } from '@/components/vote/GovernmentOutvotedMark';
import { KonklusionSummary } from '@/components/vote/KonklusionSummary';
import { MemberVotes } from '@/components/vote/MemberVotes';
import { NoBallotsNotice } from '@/components/vote/NoBallotsNotice';
import { PartyBreakdownFigure } from '@/components/vote/PartyBreakdownFigure';
import { PartyBreakdownTable } from '@/components/vote/PartyBreakdownTable';
import { PartyRebels } from '@/components/vote/PartyRebels';
import { SeatOverview } from '@/components/vote/SeatOverview';
import { VoteDiscrepancyNotice } from '@/components/vote/VoteDiscrepancyNotice';
import { VoteExports } from '@/components/vote/VoteExports';
import { VoteFacts } from '@/components/vote/VoteFacts';
import { VoteHeading, VoteProposal } from '@/components/vote/VoteHeading';
import { VoteMotionContext } from '@/components/vote/VoteMotionContext';
import { VoteResult } from '@/components/vote/VoteResult';
import { voteShareDescription, voteShareTitle } from '@/components/vote/vote-share-text';
import { getCaseActors, getCaseResult } from '@/lib/data/cases/case';
import { caseProposers } from '@/lib/data/cases/case-proposers';
import { getSiteStatus } from '@/lib/data/site/site';
import { decidingParties } from '@/lib/data/votes/deciding-parties';
import { governmentSide } from '@/lib/data/votes/government-side';
import { getVote } from '@/lib/data/votes/vote';
import { voteRebels } from '@/lib/data/votes/vote-rebels';
import { voteTally } from '@/lib/data/votes/vote-tally';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { AFSTEMNINGSTYPE } from '@/lib/model/oda-ids';
import { MEMBER_VOTES_FRAGMENT, parseIdSegment, votePath } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { sharePageMetadata } from '@/lib/share/page-metadata';
import { MemberVoteFilter } from '@/lib/url-state/member-vote-filter';

const messages = defineMessages({
  da: {
    onThisPage: 'På siden',
    seats: 'Sådan stemte salen',
    konklusion: 'Ifølge konklusionen',
    parties: 'Partierne',
    rebels: 'Brød med partiet',
    deciding: 'Afgørende partier',
    government: 'Regering og opposition',
    members: 'Medlemmernes stemmer',
  },
  en: {
    onThisPage: 'On this page',
    seats: 'How the chamber voted',
    konklusion: 'According to the conclusion',
    parties: 'The parties',
    rebels: 'Broke with their party',
    deciding: 'Deciding parties',
    government: 'Government and opposition',
    members: 'Members’ votes',
  },
});

interface Props {
  readonly params: Promise<{ id: string }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function findVote(params: Props['params']) {
  const id = parseIdSegment((await params).id);
  return id === null ? null : getVote(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return {};
  const [vote, locale] = await Promise.all([findVote(params), getLocale()]);
  // An unknown id never gets here: proxy.ts answers it with the vote's 404 (app/ikke-fundet/[kind]).
  if (!vote) return {};
  return sharePageMetadata({
    title: voteShareTitle(vote, locale),
    description: voteShareDescription(vote, voteTally(vote), locale),
    path: votePath(vote.id),
    locale,
    synthetic: status.site.synthetic,
    type: 'article',
  });
}

export default async function VotePage({ params, searchParams }: Props) {
  await connection();
  const id = parseIdSegment((await params).id);
  if (id === null) notFound();
  // Every read starts beside the status check: the vote, and the case's actors and result as soon as the vote names
  // its case.
  const voteRead = getVote(id);
  const reads = earlyRead(
    Promise.all([
      voteRead,
      voteRead.then((vote) => (vote?.case ? getCaseActors(vote.case.id) : null)),
      // A motion for a resolution: its case's result says which motion and how the debate ended.
      voteRead.then((vote) =>
        vote?.case && vote.voteTypeId === AFSTEMNINGSTYPE.forslagTilVedtagelse
          ? getCaseResult(vote.case.id)
          : null,
      ),
    ]),
  );
  // Without a store the root layout explains how to build one; the reads fail, and nobody waits for them.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const [[vote, caseActors, caseResult], t, locale] = await Promise.all([
    reads,
    getMessages(messages),
    getLocale(),
  ]);
  if (!vote) notFound();
  const proposers = caseActors ? caseProposers(caseActors) : [];
  const side = governmentSide(vote.government, vote.parties, vote.adopted, vote.stemmeCounts);
  const tally = voteTally(vote);
  // The member list's filter, read here so the list renders with the page (see MemberVotes).
  const memberQuery = MemberVoteFilter.fromUrl(await searchParams).toQuery();
  const hasBallots = vote.ballots.length > 0;
  // Beside the parties' votes when there are ballots; after the konklusion when there are none yet.
  const governmentSection = (
    <section aria-labelledby="regering" className="scroll-mt-4 space-y-4">
      <h2 id="regering" className="scroll-mt-4 text-xl font-semibold">
        {t.government}
      </h2>
      <GovernmentOpposition side={side} date={vote.date} adopted={vote.adopted} />
    </section>
  );
  // The page's map, in page order: every section the page shows.
  const sections: [string, string][] = [
    ...(tally ? [['salen', t.seats] as [string, string]] : []),
    ['konklusion', t.konklusion],
    ...(hasBallots
      ? ([
          ['partierne', t.parties],
          ['regering', t.government],
          ['afgoerende-partier', t.deciding],
          ['brod-med-partiet', t.rebels],
          [MEMBER_VOTES_FRAGMENT, t.members],
        ] as [string, string][])
      : [['regering', t.government] as [string, string]]),
  ];
  return (
    <article className="space-y-8">
      {/* The answer, within a phone's first screen: what was voted on, the outcome, the counts, share. */}
      <header className="space-y-4">
        <VoteHeading vote={vote} />
        <VoteResult adopted={vote.adopted} tally={tally} />
        <GovernmentOutvotedMark side={side} target="regering" />
        <ShareButton path={votePath(vote.id)} title={voteShareTitle(vote, locale)} />
      </header>
      <VoteMotionContext vote={vote} result={caseResult} />
      {vote.discrepancies.length > 0 ? (
        <VoteDiscrepancyNotice
          discrepancies={vote.discrepancies}
          stemmeCounts={vote.stemmeCounts}
          comment={vote.comment}
        />
      ) : null}
      {hasBallots ? null : <NoBallotsNotice statesCounts={tally !== null} />}
      <OnThisPage label={t.onThisPage} sections={sections} />
      <div className="space-y-4">
        <VoteProposal vote={vote} proposers={proposers} />
        <VoteFacts vote={vote} />
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        {tally ? (
          <section aria-labelledby="salen" className="space-y-3">
            <h2 id="salen" className="scroll-mt-4 text-xl font-semibold">
              {t.seats}
            </h2>
            <SeatOverview tally={tally} ballots={vote.ballots} parties={vote.parties} />
          </section>
        ) : null}
        <section aria-labelledby="konklusion" className="space-y-3">
          <h2 id="konklusion" className="scroll-mt-4 text-xl font-semibold">
            {t.konklusion}
          </h2>
          <KonklusionSummary konklusion={vote.konklusion} />
        </section>
      </div>
      {hasBallots ? null : governmentSection}
      {hasBallots ? (
        <>
          <section aria-labelledby="partierne" className="space-y-4">
            <h2 id="partierne" className="scroll-mt-4 text-xl font-semibold">
              {t.parties}
            </h2>
            <PartyBreakdownFigure parties={vote.parties} />
            <PartyBreakdownTable parties={vote.parties} />
          </section>
          {governmentSection}
          <section aria-labelledby="afgoerende-partier" className="space-y-4">
            <h2 id="afgoerende-partier" className="scroll-mt-4 text-xl font-semibold">
              {t.deciding}
            </h2>
            <DecidingParties deciding={decidingParties(vote.stemmeCounts, vote.parties, vote.adopted)} />
          </section>
          <section aria-labelledby="brod-med-partiet" className="space-y-4">
            <h2 id="brod-med-partiet" className="scroll-mt-4 text-xl font-semibold">
              {t.rebels}
            </h2>
            <PartyRebels rebels={voteRebels(vote.ballots, vote.parties)} />
          </section>
          <section
            id={MEMBER_VOTES_FRAGMENT}
            aria-labelledby="medlemmer-titel"
            className="scroll-mt-4 space-y-4"
          >
            <h2 id="medlemmer-titel" className="text-xl font-semibold">
              {t.members}
            </h2>
            <VoteExports voteId={vote.id} />
            <MemberVotes
              path={votePath(vote.id)}
              initialQuery={memberQuery}
              ballots={vote.ballots}
              parties={vote.parties.flatMap((p) => (p.party ? [{ code: p.party, name: p.partyName }] : []))}
            />
          </section>
        </>
      ) : null}
    </article>
  );
}
