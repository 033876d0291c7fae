import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BallotSplitFigure } from '@/components/actor/BallotSplitFigure';
import { CasePartyPositions } from '@/components/case/CasePartyPositions';
import { PARTY_CODES, partyColour } from '@/components/charts/party-colour';
import { PartySideList } from '@/components/upcoming/PartySideList';
import type { CasePartyPositions as Positions } from '@/lib/data/analyses/case-party-positions';
import type { VoteChoice } from '@/lib/data/types';
import type { MemberBallot, PartyVotes } from '@/lib/data/votes/types';
import { LOCALES, type Locale } from '@/lib/i18n/locale';
import { PartyBreakdownFigure } from './PartyBreakdownFigure';
import { PartySides } from './PartySides';
import { partySideShort } from './party-side';
import { SeatOverview } from './SeatOverview';
import { choiceLabelMessages, choiceShortMessages } from './vote-choice';

/*
 * Every figure that draws vote choices, rendered as the server renders it, in both languages: no party colour
 * anywhere in it (a party's colour beside or inside a For or Imod mark reads as a choice: docs/design.md,
 * "Colours"), and every choice it colours named in its text. The browser test (e2e/colours.spec.ts) checks the
 * same on the real pages.
 */

let locale: Locale = 'da';
vi.mock('@/lib/i18n/server', () => ({ getLocale: async () => locale }));

/** Parties whose colours look like choices: S and EL red, KF and ALT green, DF amber. */
const PARTIES = ['S', 'KF', 'ALT', 'DF', 'EL', 'V'] as const;
const CHOICES: readonly VoteChoice[] = ['for', 'against', 'abstain', 'absent'];

const ballots: MemberBallot[] = PARTIES.flatMap((party, p) =>
  Array.from({ length: 8 }, (_, i) => ({
    actorId: p * 100 + i,
    name: `${party} ${i}`,
    party,
    choice: CHOICES[(p + i) % CHOICES.length] ?? null,
  })),
);
const parties: PartyVotes[] = PARTIES.map((party) => {
  const mine = ballots.filter((b) => b.party === party);
  const count = (c: VoteChoice) => mine.filter((b) => b.choice === c).length;
  return {
    party,
    partyName: `Partiet ${party}`,
    counts: {
      for: count('for'),
      against: count('against'),
      abstain: count('abstain'),
      absent: count('absent'),
    },
    unknown: 0,
    members: mine.length,
  };
});
const counts = { for: 12, against: 12, abstain: 12, absent: 12 };

const vote = (id: number) => ({
  id,
  nummer: id,
  typeId: 1,
  type: 'Endelig vedtagelse',
  step: '3. behandling',
  date: '2026-06-26T12:00:00',
  adopted: id % 2 === 0,
});
const positions: Positions = {
  caseId: 1,
  votes: [vote(1), vote(2)],
  parties: PARTIES.map((party, i) => ({
    party,
    sides: [i % 2 === 0 ? 'for' : 'against', i % 3 === 0 ? 'split' : 'abstain'],
    change: null,
  })),
};

const FIGURES: Record<string, () => ReactNode> = {
  'the seat chart': () => (
    <SeatOverview
      tally={{ counts, source: 'stemmer', seats: ballots.length }}
      ballots={ballots}
      parties={parties}
    />
  ),
  'the seats without ballots': () => (
    <SeatOverview tally={{ counts, source: 'konklusion', seats: 179 }} ballots={[]} parties={[]} />
  ),
  'the party breakdown': () => <PartyBreakdownFigure parties={parties} />,
  'the case’s For and Imod bars': () => <PartySides parties={parties} />,
  'the case’s parties along the way': () => <CasePartyPositions positions={positions} locale={locale} />,
  'a member’s ballots': () => <BallotSplitFigure totals={counts} name="Mette Frederiksen" />,
};

async function render(figure: () => ReactNode): Promise<string> {
  const { prelude } = await prerender(figure());
  return new Response(prelude).text();
}

/** The words a reader sees or hears: text, titles and accessible names. */
function words(html: string): string {
  const names = [...html.matchAll(/(?:title|aria-label)="([^"]*)"/g)].map((m) => m[1]);
  return `${html
    .replace(/<!-- -->/g, '')
    .replace(/<title>([^<]*)<\/title>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')} ${names.join(' ')}`
    .replace(/&#x27;|&#39;/g, '’')
    .replace(/\s+/g, ' ');
}

const partyColours = PARTY_CODES.map((code) => [code, partyColour(code)] as const);

describe.each(LOCALES)('the figures of how members and parties voted (%s)', (language) => {
  beforeEach(() => {
    locale = language;
  });

  it.each(Object.keys(FIGURES))('%s: no party colour', async (name) => {
    const html = (await render(FIGURES[name] as () => ReactNode)).toLowerCase();
    expect(html).toContain('data-choice');
    expect(partyColours.filter(([, colour]) => html.includes(colour))).toEqual([]);
  });

  it.each(Object.keys(FIGURES))('%s: every choice coloured and every party shown is named', async (name) => {
    const html = await render(FIGURES[name] as () => ReactNode);
    const text = words(html);
    const drawn = new Set([...html.matchAll(/data-choice="([a-z]+)"/g)].map((m) => m[1]));
    expect(drawn.size).toBeGreaterThan(0);
    for (const choice of drawn) {
      const names =
        choice === 'split'
          ? [partySideShort('split', language)]
          : [
              choiceLabelMessages[language][choice as VoteChoice],
              choiceShortMessages[language][choice as VoteChoice],
            ];
      expect(
        names.some((n) => text.includes(n)),
        `${choice} named in ${name}`,
      ).toBe(true);
    }
    for (const [, party] of html.matchAll(/data-party="([^"]+)"/g)) expect(text).toContain(party);
  });

  it('the parties by side of an earlier vote: no party colour, each side in words', async () => {
    const sides = { for: ['S', 'KF'], against: ['ALT', 'EL'], abstain: ['DF'], split: ['V'], absent: [] };
    const html = await render(() => <PartySideList sides={sides} locale={language} />);
    expect(partyColours.filter(([, colour]) => html.toLowerCase().includes(colour))).toEqual([]);
    const text = words(html);
    for (const side of ['for', 'against', 'abstain', 'split'] as const) {
      expect(text).toContain(`${partySideShort(side, language)}:`);
    }
    for (const party of PARTIES) expect(text).toContain(party);
  });
});
