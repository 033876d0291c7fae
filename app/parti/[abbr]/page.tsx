import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PARTY_SPEECHES_SECTION, PartySpeeches } from '@/components/debate/PartySpeeches';
import { IndependentsNote } from '@/components/party/IndependentsNote';
import { PartyAgreementFigure } from '@/components/party/PartyAgreementFigure';
import { PartyChangedPositions } from '@/components/party/PartyChangedPositions';
import { PartyHeading } from '@/components/party/PartyHeading';
import { PartyKeyFigures } from '@/components/party/PartyKeyFigures';
import { PartyMembersNow } from '@/components/party/PartyMembersNow';
import { PartySeatsFigure } from '@/components/party/PartySeatsFigure';
import { PartyTopics } from '@/components/party/PartyTopics';
import { PartyVotingFigure } from '@/components/party/PartyVotingFigure';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { OnThisPage } from '@/components/ui/OnThisPage';
import { getPartyChangedPositions } from '@/lib/data/analyses/party-changed-positions';
import { getPartyTopics } from '@/lib/data/analyses/party-topics';
import { getParty } from '@/lib/data/parties/party';
import { getSiteStatus } from '@/lib/data/site/site';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { localePath, PARTY_LIST_PATH, partyFeedPath, partyPath } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { sharePageMetadata } from '@/lib/share/page-metadata';
import { PARTY_CHANGES_SECTION, PARTY_TOPICS_SECTION, PartyRecordState } from '@/lib/url-state/party-record';

const messages = defineMessages({
  da: {
    parties: 'Partier',
    independents: 'Uden for folketingsgrupperne',
    description:
      '{name} ({code}) i Folketinget: medlemmer nu og over tid, fremmøde, sammenhold og enighed med de andre partier pr. samling.',
    onThisPage: 'På siden',
    agreement: 'Enighed',
    overTime: 'Medlemmer over tid',
    speeches: 'Taletid og ordførere',
    attendance: 'Fremmøde og sammenhold',
    members: 'Medlemmer nu',
    topics: 'Holdning efter emne',
    changes: 'Skiftede holdning',
  },
  en: {
    parties: 'Parties',
    independents: 'Outside the parliamentary groups',
    description:
      '{name} ({code}) in the Folketing: members now and over time, attendance, cohesion and agreement with the other parties per session.',
    onThisPage: 'On this page',
    agreement: 'Agreement',
    overTime: 'Members over time',
    speeches: 'Speaking time and spokespersons',
    attendance: 'Attendance and cohesion',
    members: 'Members now',
    topics: 'Record by topic',
    changes: 'Changed positions',
  },
});

type Props = {
  params: Promise<{ abbr: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return {};
  const [found, locale] = await Promise.all([getParty((await params).abbr), getLocale()]);
  const t = messages[locale];
  if (found.kind === 'independents') return { title: t.independents };
  // An unknown code never gets here: proxy.ts answers it with the party's 404 (app/ikke-fundet/[kind]).
  if (found.kind !== 'party') return {};
  const { party } = found.profile;
  return sharePageMetadata({
    title: `${party.name} (${party.code})`,
    description: format(t.description, { name: party.name, code: party.code }),
    path: partyPath(party.code),
    locale,
    type: 'website',
    synthetic: status.site.synthetic,
    feed: { path: partyFeedPath(party.code), title: `${party.name} (${party.code})` },
  });
}

/**
 * `/parti/<code>`: a party (a Folketingsgruppe code as ODA writes it; another case redirects there) — its figures
 * now and per samling and its agreement with the other parties, each section a component of components/party.
 * `/parti/UFG` says the independents are not a party; an unknown code is a 404. Rendered in one piece without
 * streaming boundaries: every read comes from memory (the store's voting index and party records).
 */
export default async function PartyPage({ params, searchParams }: Props) {
  const { abbr } = await params;
  // The party's read starts beside the status check, and with it the topics' and changed positions' reads of the
  // sections (memoised per request, so each section gets the one started here) for the party the address names;
  // an address that names it otherwise is redirected, and those two are not waited for.
  const partyRead = earlyRead(getParty(abbr));
  const early = PartyRecordState.fromUrl(abbr, await searchParams);
  earlyRead(getPartyTopics(early.party, early.topicPeriod, early.topic));
  earlyRead(getPartyChangedPositions(early.party, early.changeKind, early.page));
  // Without a store the root layout explains how to build one; the read fails, and nobody waits for it.
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return null;
  const [found, locale] = await Promise.all([partyRead, getLocale()]);
  const t = messages[locale];
  if (found.kind === 'redirect') redirect(localePath(locale, partyPath(found.code)));
  if (found.kind === 'unknown') notFound();
  if (found.kind === 'independents') {
    return (
      <div>
        <Breadcrumbs items={[{ label: t.parties, href: PARTY_LIST_PATH }, { label: 'UFG' }]} />
        <IndependentsNote />
      </div>
    );
  }
  const { profile } = found;
  const sections: [string, string][] = [
    ['enighed', t.agreement],
    ['fremmoede', t.attendance],
    [PARTY_TOPICS_SECTION, t.topics],
    [PARTY_CHANGES_SECTION, t.changes],
    [PARTY_SPEECHES_SECTION, t.speeches],
    ['over-tid', t.overTime],
    ['medlemmer', t.members],
  ];
  return (
    <div className="space-y-10">
      <div className="space-y-4">
        <Breadcrumbs items={[{ label: t.parties, href: PARTY_LIST_PATH }, { label: profile.party.code }]} />
        <PartyHeading party={profile.party} />
        <PartyKeyFigures profile={profile} />
        <OnThisPage label={t.onThisPage} sections={sections} />
      </div>
      <PartyAgreementFigure profile={profile} />
      <PartyVotingFigure profile={profile} />
      <PartyTopics state={PartyRecordState.fromUrl(profile.party.code, await searchParams)} />
      <PartyChangedPositions state={PartyRecordState.fromUrl(profile.party.code, await searchParams)} />
      <PartySpeeches partyCode={profile.party.code} />
      <PartySeatsFigure profile={profile} />
      <PartyMembersNow profile={profile} synthetic={status.site.synthetic} />
    </div>
  );
}
