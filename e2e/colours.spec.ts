import { mergeTests } from '@playwright/test';
import { byChamberOrder } from '@/components/charts/chamber-order';
import { PARTY_CODES, partyColour } from '@/components/charts/party-colour';
import { CHOICE_COLOR } from '../components/vote/vote-choice';
import { test as actorTest } from './actor-fixtures';
import { expect } from './fixtures';
import { type ChoiceMark, computedRgb, FigureColours } from './pages/figure-colours.page';
import { test as partyTest } from './party-fixtures';
import { test as positionsTest } from './positions-fixtures';
import { test as voteTest } from './vote-fixtures';

/*
 * Colours that cannot be misread (docs/design.md, "Colours"): the figures of how members and parties voted are
 * drawn in the choice colours, with no party colour inside them, and the seat chart seats the parties in the
 * chamber's order whatever they voted. At 1280 and 390 px (both projects).
 */

const test = mergeTests(voteTest, positionsTest, actorTest, partyTest).extend<{
  figures: FigureColours;
}>({
  figures: async ({ page }, use) => use(new FigureColours(page)),
});

const PARTY_RGB = Object.fromEntries(PARTY_CODES.map((code) => [code, computedRgb(partyColour(code))]));
const CHOICE_RGB: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(Object.entries(CHOICE_COLOR).map(([choice, hex]) => [choice, [computedRgb(hex)]])),
  // A party whose members tied: half For, half Imod. A seat without a known choice: white.
  split: [computedRgb(CHOICE_COLOR.for), computedRgb(CHOICE_COLOR.against)],
  unknown: ['rgb(255, 255, 255)'],
};

/** The marks not painted in exactly their choice's colour(s). */
function offColour(marks: readonly ChoiceMark[]): ChoiceMark[] {
  return marks.filter((m) => {
    const expected = CHOICE_RGB[m.choice];
    return (
      !expected || expected.some((rgb) => !m.colours.includes(rgb)) || m.colours.length > expected.length
    );
  });
}

test.describe('colours that cannot be misread', () => {
  test('a vote page paints choices in their colours and parties in none, in seat chart, party bars and sides', async ({
    page,
    votePaths,
    figures,
    seriousA11yViolations,
  }) => {
    await page.goto(votePaths.withBallots);
    const marks = await figures.choiceMarks();
    // Every seat of the chart, the party bars' segments and the colour keys.
    expect(marks.length).toBeGreaterThan(179);
    expect(offColour(marks)).toEqual([]);
    expect(await figures.partyColoursWhereChoicesAre(PARTY_RGB)).toEqual([]);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('the seat chart seats the parties left to right in the chamber’s order, whatever they voted', async ({
    page,
    votePaths,
    figures,
  }) => {
    await page.goto(votePaths.withBallots);
    const wedges = await figures.seatWedges();
    const parties = wedges.map((w) => w.party || null);
    expect(parties.length).toBeGreaterThan(5);
    expect(parties).toEqual([...parties].sort(byChamberOrder));
    // Drawn in that order from the left end of the floor round to the right, each party's seats together (up to
    // the rounding of the seats' coordinates to a tenth of a unit).
    expect(wedges[0]?.from).toBeCloseTo(Math.PI, 5);
    expect(wedges.at(-1)?.to).toBeCloseTo(0, 5);
    for (let i = 1; i < wedges.length; i++) {
      const [left, right] = [wedges[i - 1], wedges[i]];
      expect(right?.from, `${right?.party} right of ${left?.party}`).toBeLessThanOrEqual(
        (left?.to ?? 0) + 0.005,
      );
    }
  });

  test('a vote without member ballots fills its seats in the choices’ colours', async ({
    page,
    votePaths,
    figures,
  }) => {
    await page.goto(votePaths.withoutBallots);
    const marks = await figures.choiceMarks();
    expect(marks.length).toBeGreaterThan(0);
    expect(offColour(marks)).toEqual([]);
    expect(await figures.partyColoursWhereChoicesAre(PARTY_RGB)).toEqual([]);
  });

  test('a case page’s For and Imod bars and its table of the parties’ sides carry no party colour', async ({
    page,
    changedCase,
    figures,
    seriousA11yViolations,
  }) => {
    await page.goto(`/sag/${changedCase.id}`);
    const result = page.getByRole('main').getByRole('region', { name: 'Resultat' });
    // The parties on each side of the deciding vote, by code in the choice's bar.
    const forBar = result.locator('[data-choice="for"][data-party]');
    await expect(forBar.first()).toBeVisible();
    const marks = await figures.choiceMarks();
    expect(marks.some((m) => m.choice === 'against')).toBe(true);
    expect(offColour(marks)).toEqual([]);
    expect(await figures.partyColoursWhereChoicesAre(PARTY_RGB)).toEqual([]);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('a politician’s and a party’s figures of ballots are drawn in the choice colours', async ({
    page,
    actorIds,
    partyFacts,
    figures,
  }) => {
    for (const path of [
      `/aktoer/${actorIds.politician.id}`,
      `/parti/${encodeURIComponent(partyFacts.party)}`,
    ]) {
      await page.goto(path);
      const marks = await figures.choiceMarks();
      expect(marks.length, path).toBeGreaterThan(0);
      expect(offColour(marks), path).toEqual([]);
      expect(await figures.partyColoursWhereChoicesAre(PARTY_RGB), path).toEqual([]);
    }
  });
});
