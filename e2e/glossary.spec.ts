import { expect, test } from './case-fixtures';

test.describe('glossary', () => {
  test('explains the words a case shows, from the word to its entry', async ({ casePage, caseIds, page }) => {
    await casePage.goto(caseIds.passedBill);
    const step = casePage.result.getByRole('link', { name: '3. behandling' });
    await expect(step).toHaveAttribute('href', '/ordliste#behandling');
    // The short definition on hover, the whole entry one tap away.
    await expect(step).toHaveAttribute('title', /ved 3\. behandling .* stemmes der om hele forslaget/);
    await casePage.result.getByRole('link', { name: 'Endelig vedtagelse' }).click();
    await expect(page).toHaveURL(/\/ordliste#endelig-vedtagelse$/);
    const entry = page.getByRole('term').filter({ hasText: 'Endelig vedtagelse' });
    await expect(entry).toBeInViewport();
    await expect(
      page.getByRole('definition').filter({ hasText: 'Afstemningen om hele forslaget' }),
    ).toBeVisible();
  });

  test('lists every entry, in Danish and in English', async ({ casePage, page }) => {
    await page.goto('/ordliste');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordliste');
    for (const name of ['Stadfæstet', 'Forslag til vedtagelse (V)', 'Udvalgsindstilling'])
      await expect(page.getByRole('term').filter({ hasText: name })).toBeVisible();
    await casePage.switchLanguage();
    await expect(page).toHaveURL(/\/ordliste$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
    await expect(page.getByRole('term').filter({ hasText: 'Given royal assent' })).toBeVisible();
  });

  test('is linked from every page’s footer', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Ordliste: Folketingets ord forklaret' }),
    ).toHaveAttribute('href', '/ordliste');
  });
});
