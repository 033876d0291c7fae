import { expect, test } from './positions-fixtures';

const LABEL = { for: 'For', against: 'Imod', abstain: 'Hverken', split: 'Delt', absent: 'Fravær' } as const;

test.describe('How the parties voted along a case', () => {
  test('shows every party’s side at each vote, and names the parties that changed sides', async ({
    positions,
    changedCase: c,
    seriousA11yViolations,
  }) => {
    await positions.goto(c.id);
    await expect(positions.region).toBeVisible();
    expect(await positions.voteLinks()).toEqual(c.voteIds.map((id) => `/afstemning/${id}`));
    expect((await positions.parties()).sort()).toEqual([...c.sides.keys()].sort());
    for (const [party, sides] of c.sides) {
      expect(await positions.sides(party), party).toEqual(sides.map((s) => LABEL[s]));
    }
    await positions.openFolds();
    await expect(positions.changeSentences).toHaveCount(c.changed.length);
    const sentences = await positions.changeSentences.allTextContents();
    expect(sentences.map((s) => s.split(' ')[0]).sort()).toEqual([...c.changed].sort());
    for (const sentence of sentences) {
      expect(sentence).toMatch(/ stemte (for|imod) ved .+, men (imod|for) ved .+\./);
    }
    await positions.howWeCount.getByText('Sådan regner vi').click();
    await expect(positions.howWeCount).toContainText(
      'stemte for ved én af sagens afstemninger og imod ved en anden',
    );
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('reads in English', async ({ positions, changedCase: c }) => {
    await positions.goto(c.id);
    await positions.switchLanguage();
    await expect(positions.region).toHaveAccessibleName('How the parties voted along the way');
    await positions.openFolds();
    await expect(positions.changeSentences).toHaveCount(c.changed.length);
    const sentences = await positions.changeSentences.allTextContents();
    for (const sentence of sentences) {
      expect(sentence).toMatch(/ voted (for|against) at .+, but (against|for) at .+\./);
    }
  });
});
