import { expect, test } from './party-fixtures';

test.describe('the parties’ agreement matrix says which samling it shows by default, and why', () => {
  test('names the newer samlinger it passed over, with their counts, as their own pages give them', async ({
    partiesPage,
  }) => {
    await partiesPage.goto();
    const options = await partiesPage.periodSelect.getByRole('option').all();
    const shown = await partiesPage.periodSelect.inputValue();
    const values = await Promise.all(options.map((o) => o.getAttribute('value')));
    const newer = values.slice(0, values.indexOf(shown));
    // The test store's newest samlinger have few votes with ballots (the demo data's late autumn).
    expect(newer.length, 'samlinger newer than the one shown by default').toBeGreaterThan(0);
    const note = partiesPage.main.getByText(
      /^Uden valgt samling vises den nyeste med mindst 100 afstemninger/,
    );
    await expect(note).toBeVisible();
    const counts: string[] = [];
    for (const code of newer) {
      await partiesPage.goto(`?samling=${code}`);
      // '2025-26 (1. samling): 51 afstemninger med stemmer.' under the matrix's heading.
      const sub = await partiesPage.main.getByText(/^.+: [\d.]+ afstemninger med stemmer\.$/).textContent();
      const [, title, n] = /^(.+): ([\d.]+) afstemninger/.exec(sub ?? '') ?? [];
      expect(Number((n ?? '').replace('.', ''))).toBeLessThan(100);
      counts.push(`${n} i ${title}`);
      await expect(partiesPage.main.getByText(/^Uden valgt samling vises/)).toHaveCount(0);
    }
    await partiesPage.goto();
    await expect(note).toHaveText(
      `Uden valgt samling vises den nyeste med mindst 100 afstemninger med stemmer; de nyere har færre: ${counts.join(', ')}.`,
    );
  });
});
