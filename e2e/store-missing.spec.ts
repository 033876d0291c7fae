import { expect, test } from './fixtures';
import { NO_STORE_URL } from './servers';

test.use({ baseURL: NO_STORE_URL });

test('explains how to build a missing store instead of failing', async ({
  sitePage,
  seriousA11yViolations,
}) => {
  await sitePage.page.goto('/');
  await expect(sitePage.main.getByRole('heading', { level: 1, name: 'Datalageret mangler' })).toBeVisible();
  await expect(sitePage.main).toContainText('npm run dataset -- --scale demo');
  await expect(sitePage.footer).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
});
