import { expect, test } from './government-fixtures';

/** Codes joined as running text, as the page writes them ('SF, RV og EL'). */
const list = (codes: readonly string[], locale: 'da' | 'en') =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(codes);

test.describe('Government and opposition on a vote', () => {
  test('says who governed, how the government voted, who joined it and whether it was outvoted', async ({
    government,
    governmentVote: v,
  }) => {
    await government.goto(v.id);
    await expect(government.region).toBeVisible();
    await expect(government.headline).toHaveText(
      v.outvoted
        ? 'Regeringen blev nedstemt.'
        : v.joined.length > 0
          ? `Regeringen fik flertal med ${list(v.joined, 'da')}.`
          : 'Regeringen fik flertal uden stemmer fra andre partier.',
    );
    expect(await government.codes('Regeringen')).toEqual(v.government);
    await expect(government.row('Regeringen')).toContainText(
      v.withoutParty === 0 ? `${v.ministers} ministre den ` : `heraf ${v.withoutParty} uden for partierne`,
    );
    const side = v.side === 'for' ? 'for' : 'imod';
    const subject = v.government.length === 1 ? 'Regeringspartiet' : 'Regeringspartierne';
    await expect(government.region).toContainText(`${subject} stemte ${side}, og forslaget blev`);
    // Each government party's side is listed only when not all of them took the government's.
    await expect(government.row(`${subject} stemte`)).toHaveCount(v.unanimous ? 0 : 1);
    expect(await government.codes('Stemte med regeringen')).toEqual(v.joined);
    expect(await government.codes('Stemte imod regeringen')).toEqual(v.opposed);
    await expect(government.outvotedMark).toHaveCount(v.outvoted ? 1 : 0);
    await government.howWeCount.getByText('Sådan regner vi').click();
    await expect(government.howWeCount).toContainText('ministerpost');
  });

  test('reads in English', async ({ government, governmentVote: v }) => {
    await government.goto(v.id);
    await government.switchLanguage();
    await expect(government.region).toHaveAccessibleName('Government and opposition');
    await expect(government.headline).toHaveText(
      v.outvoted
        ? 'The government was outvoted.'
        : v.joined.length > 0
          ? `The government got its majority with ${list(v.joined, 'en')}.`
          : 'The government got its majority without votes from other parties.',
    );
    expect(await government.codes('The government')).toEqual(v.government);
    expect(await government.codes('Voted with the government')).toEqual(v.joined);
    await government.howWeCount.getByText('How we count').click();
    await expect(government.howWeCount).toContainText('minister post');
  });
});

test.describe('Government and opposition on a phone', () => {
  // A touch screen, so the pages' `pointer: coarse` rules apply (as in touch-targets.spec.ts).
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('leaves no control or standalone link on the vote page under 44 px', async ({
    government,
    governmentVote: v,
  }) => {
    await government.goto(v.id);
    await expect(government.region).toBeVisible();
    expect(await government.smallTouchTargets()).toEqual([]);
  });
});
