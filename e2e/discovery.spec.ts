import { expect, test } from './meeting-fixtures';
import { FeedPage } from './pages/feed.page';
import { SharePreview } from './pages/share.page';

/** A day as the site writes it in Danish: 'fredag den 20. november 2026'. */
const DANISH_DAY = /(mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) den \d{1,2}\. [a-zæøå]+ \d{4}/i;

test.describe('what feed readers and link previewers find', () => {
  test('the home page announces the new-votes and upcoming-votes feeds, and both answer with Atom', async ({
    request,
  }) => {
    // As a feed reader given the site's address: it reads the HTML's <head>, runs no script.
    const feeds = await FeedPage.announcedFeeds(request, '/');
    expect(feeds).toEqual(['/afstemninger/feed.xml', '/kommende/feed.xml']);
    const titles = [];
    for (const path of feeds) titles.push((await FeedPage.read(request, path)).title);
    expect(titles).toEqual(['Nye afstemninger i Folketinget', 'Kommende afstemninger i Folketinget']);
  });

  test('a meeting’s preview describes it — day, place, agenda items and votes — instead of repeating its title', async ({
    page,
    meetingPage,
    meetingIds,
  }) => {
    await meetingPage.goto(meetingIds.plenary);
    const preview = new SharePreview(page);
    const title = await preview.content('og:title');
    const description = await preview.content('og:description');
    expect(description).not.toBe(title);
    expect(description.startsWith(title)).toBe(false);
    const day = DANISH_DAY.exec(title)?.[0];
    expect(day, 'the title names the day').toBeDefined();
    expect(description.toLowerCase()).toContain(day?.toLowerCase());
    // The title ends with the place ('… · Folketingssalen'); the description says it and ODA's status too.
    expect(description).toContain(title.split(' · ').at(-1));
    expect(description).toContain((await meetingPage.fact('Status').textContent()) ?? '');
    const items = await meetingPage.agendaItems.count();
    const votes = await meetingPage.voteItems.count();
    expect(items).toBeGreaterThan(1);
    expect(votes).toBeGreaterThan(1);
    expect(description).toContain(`${items} punkter på dagsordenen og ${votes} afstemninger.`);
    expect(await preview.content('description')).toBe(description);
  });
});
