import { expect, test } from './meeting-fixtures';

test.describe('the meeting list tells upcoming from past by what ODA says happened', () => {
  test('a meeting marked Afholdt is never under Kommende, and is under Tidligere with its status', async ({
    meetingsPage,
    meetingIds,
  }) => {
    // The demo data holds the day's first sitting in the morning of its "today" (lib/dataset): the case to show.
    expect(meetingIds.heldFromToday.length, 'a meeting dated today or later marked Afholdt').toBeGreaterThan(
      0,
    );
    await meetingsPage.goto();
    await expect(meetingsPage.tense('Kommende')).toHaveAttribute('aria-current', 'page');
    await expect(meetingsPage.main).toContainText('Et møde, som ODA melder afholdt, er tidligere');
    await expect(meetingsPage.meetings.first()).toBeVisible();
    for (const meeting of await meetingsPage.meetings.all())
      await expect(meeting).not.toContainText('Afholdt');
    for (const id of meetingIds.heldFromToday) await expect(meetingsPage.meetingLink(id)).toHaveCount(0);

    await meetingsPage.tense('Tidligere').click();
    await expect(meetingsPage.tense('Tidligere')).toHaveAttribute('aria-current', 'page');
    for (const id of meetingIds.heldFromToday)
      await expect(meetingsPage.meetingLine(id)).toContainText('Afholdt');
  });

  test('the home page’s next meetings leave held ones out too', async ({ homePage, meetingIds }) => {
    await homePage.goto();
    await expect(homePage.upcomingMeetings.first()).toBeVisible();
    for (const meeting of await homePage.upcomingMeetings.all())
      await expect(meeting).not.toContainText('Afholdt');
    const links = await homePage.upcomingMeetingLinks.evaluateAll((as) =>
      as.map((a) => a.getAttribute('href')),
    );
    for (const id of meetingIds.heldFromToday) expect(links).not.toContain(`/moede/${id}`);
  });
});
