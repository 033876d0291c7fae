import { mergeTests } from '@playwright/test';
import { test as actorTest } from './actor-fixtures';
import { test as caseTest } from './case-fixtures';
import { expect } from './fixtures';
import { test as meetingTest } from './meeting-fixtures';
import { SharePreview } from './pages/share.page';
import { test as voteTest } from './vote-fixtures';

const test = mergeTests(voteTest, caseTest, meetingTest, actorTest);

/** An id far beyond any the store has (ODA ids are Edm.Int32). */
const UNKNOWN_ID = 2_147_483_000;

test.describe('link previews', () => {
  /** Each page type's sample path, from the fixtures that pick them by what they hold. */
  const samples = (f: {
    votePaths: { withBallots: string };
    caseIds: { passedBill: number; answeredQuestion: number };
    meetingIds: { plenary: number };
    actorIds: { politician: { id: number }; committee: { id: number } };
  }) => [
    f.votePaths.withBallots,
    `/sag/${f.caseIds.passedBill}`,
    `/moede/${f.meetingIds.plenary}`,
    `/aktoer/${f.actorIds.politician.id}`,
    `/aktoer/${f.actorIds.committee.id}`,
    `/dokument/${f.caseIds.answeredQuestion}`,
  ];

  test('every shareable page has Open Graph and Twitter tags and a 1200×630 PNG share image', async ({
    page,
    request,
    votePaths,
    caseIds,
    meetingIds,
    actorIds,
  }) => {
    const preview = new SharePreview(page);
    for (const path of samples({ votePaths, caseIds, meetingIds, actorIds })) {
      await test.step(path, async () => {
        await page.goto(path);
        const title = await preview.content('og:title');
        expect(title.length, 'og:title').toBeGreaterThan(2);
        await expect(page).toHaveTitle(`${title} – Tingdata`);
        expect((await preview.content('og:description')).length, 'og:description').toBeGreaterThan(10);
        // The test store is synthetic: a preview must never pass for real data.
        expect(await preview.content('og:description')).toContain('Syntetiske demodata');
        expect(await preview.content('og:url')).toMatch(new RegExp(`^https?://[^/]+${path}$`));
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
          await preview.content('og:url'),
        );
        expect(await preview.content('og:site_name')).toBe('Tingdata');
        expect(await preview.content('og:locale')).toBe('da_DK');
        expect(await preview.content('twitter:card')).toBe('summary_large_image');
        expect(await preview.content('og:image')).toMatch(
          new RegExp(`^https?://[^/]+${path}/opengraph-image`),
        );
        await expect(preview.meta('og:image:width')).toHaveAttribute('content', '1200');
        await expect(preview.meta('og:image:height')).toHaveAttribute('content', '630');
        expect(await preview.fetchImage(request)).toEqual({
          status: 200,
          type: 'image/png',
          width: 1200,
          height: 630,
        });
      });
    }
  });

  test('a person is a profile, a case or meeting an article', async ({
    page,
    caseIds,
    meetingIds,
    actorIds,
  }) => {
    const preview = new SharePreview(page);
    await page.goto(`/aktoer/${actorIds.politician.id}`);
    expect(await preview.content('og:type')).toBe('profile');
    await page.goto(`/sag/${caseIds.passedBill}`);
    expect(await preview.content('og:type')).toBe('article');
    await page.goto(`/moede/${meetingIds.plenary}`);
    expect(await preview.content('og:type')).toBe('article');
  });

  test('a share image of an unknown or malformed id is a 404, not an image', async ({ request }) => {
    for (const page of ['afstemning', 'sag', 'moede', 'aktoer', 'dokument'])
      for (const id of [String(UNKNOWN_ID), '12abc', '0']) {
        const response = await request.get(`/${page}/${id}/opengraph-image`);
        expect(response.status(), `/${page}/${id}`).toBe(404);
        expect(response.headers()['content-type'], `/${page}/${id}`).not.toContain('image/');
      }
  });

  test('the case page offers its link to share', async ({ casePage, caseIds }) => {
    await casePage.goto(caseIds.passedBill);
    await expect(casePage.main.getByRole('button', { name: /^(Del|Kopiér link)$/ })).toBeVisible();
  });
});
