import { ActorPage } from './pages/actor.page';
import { FeedPage } from './pages/feed.page';
import { RebellionsPage } from './pages/rebellions.page';
import { expect, test as voteTest } from './vote-fixtures';

/*
 * Rebellions across votes: /afstemninger's "only votes where members broke with their party", the latest breaks at
 * /afstemninger/brud with its filters and feed, and the ways there from a vote and a politician. Every member and
 * vote is found through the site, and each break is checked against the vote page's "Brød med partiet".
 */
const test = voteTest.extend<{ rebellionsPage: RebellionsPage; actorPage: ActorPage }>({
  rebellionsPage: async ({ page }, use) => use(new RebellionsPage(page)),
  actorPage: async ({ page }, use) => use(new ActorPage(page)),
});

const COUNT = /^([\d.]+) (afstemninger|afstemning|brud)$/;
const countOf = (text: string | null): number =>
  Number((COUNT.exec(text ?? '')?.[1] ?? 'NaN').replace(/\./g, ''));

test.describe('votes where members broke with their party', () => {
  test('the filter narrows the list to votes whose page names a member under "Brød med partiet"', async ({
    votesPage,
    votePage,
    page,
  }) => {
    await votesPage.goto();
    const every = countOf(await votesPage.count.textContent());
    await votesPage.filter({ rebels: true });
    await expect(page).toHaveURL(/\/afstemninger\?.*brud=ja/);
    await expect(votesPage.rebelsCheckbox).toBeChecked();
    await expect(votesPage.votes.first()).toBeVisible();
    const filtered = countOf(await votesPage.count.textContent());
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(every);
    const shown = await votesPage.votes.count();
    for (let i = 0; i < shown; i++)
      await expect(votesPage.rebelsLink(i)).toHaveText(/^(1 medlem|\d+ medlemmer) brød med partiet$/);

    // The first three votes, through the site: each row's count is the number of members its page names.
    for (let i = 0; i < 3; i++) {
      await votesPage.goto('?brud=ja');
      const counted = Number(/^\d+/.exec((await votesPage.rebelsLink(i).textContent()) ?? '')?.[0]);
      const path = await votesPage.votePath(i);
      await expect(votesPage.rebelsLink(i)).toHaveAttribute('href', `${path}#brod-med-partiet`);
      await votePage.goto(path);
      await expect(votePage.rebels).toContainText('Medlemmer, der stemte anderledes');
      expect(await votePage.rebelMemberPaths()).toHaveLength(counted);
    }
  });

  test('leads from the vote list to the latest breaks', async ({ votesPage, rebellionsPage, page }) => {
    await votesPage.goto();
    await votesPage.rebellionsLink.click();
    await expect(page).toHaveURL(/\/afstemninger\/brud$/);
    await expect(rebellionsPage.heading).toHaveText('Brud med partiet');
    await rebellionsPage.votesWithBreaksLink.click();
    await expect(page).toHaveURL(/\/afstemninger\?brud=ja$/);
  });
});

test.describe('the latest breaks with the party', () => {
  test('lists who broke with which party in which vote, each named on that vote’s page', async ({
    rebellionsPage,
    votePage,
    seriousA11yViolations,
    request,
  }) => {
    // A page like any other: 200, not the vote page's 404 for an unknown id (its path starts the same).
    expect((await request.get('/afstemninger/brud?side=2')).status()).toBe(200);
    await rebellionsPage.goto();
    await expect(rebellionsPage.heading).toHaveText('Brud med partiet');
    await expect(rebellionsPage.count).toHaveText(/^[\d.]+ brud$/);
    await expect(rebellionsPage.rows).toHaveCount(50);
    await expect(rebellionsPage.pager).toContainText(/Side 1 af \d+/);
    expect(await rebellionsPage.overflowsHorizontally()).toBe(false);
    expect(await seriousA11yViolations()).toEqual([]);
    const dates = await rebellionsPage.list
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());

    const rows = await rebellionsPage.allRows();
    for (const row of rows) {
      expect(row.memberPath).toMatch(/^\/aktoer\/\d+$/);
      expect(row.votePath).toMatch(/^\/afstemning\/\d+$/);
      expect(row.party).not.toBe('');
      expect(row.sentence).toMatch(
        /^Stemte (for|imod|hverken for eller imod), mens flertallet i \S+ stemte (for|imod|hverken for eller imod) \(.+\)\.$/,
      );
    }
    // Through the site: the first rows' members are named under "Brød med partiet" on their votes' pages.
    for (const row of rows.slice(0, 4)) {
      await votePage.goto(row.votePath);
      expect(await votePage.rebelMemberPaths()).toContain(row.memberPath);
      await expect(votePage.rebels.getByRole('link', { name: row.memberName, exact: true })).toBeVisible();
    }
  });

  test('filters by party and samling with the form, and pages', async ({ rebellionsPage, page }) => {
    await rebellionsPage.goto();
    const parties = await rebellionsPage.choices(rebellionsPage.partySelect);
    expect(parties.length).toBeGreaterThan(1);
    // The party with the most breaks on the first page, as its choice reads ('Socialdemokratiet (S)').
    const first = await rebellionsPage.allRows();
    const counts = new Map<string, number>();
    for (const r of first) counts.set(r.party, (counts.get(r.party) ?? 0) + 1);
    const code = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    const label = parties.find((p) => p.endsWith(`(${code})`)) ?? '';
    expect(label).not.toBe('');

    await rebellionsPage.filter({ party: label });
    await expect(page).toHaveURL(
      new RegExp(`/afstemninger/brud\\?parti=${encodeURIComponent(code)}&samling=$`),
    );
    await expect(rebellionsPage.rows.first()).toBeVisible();
    for (const row of await rebellionsPage.allRows()) expect(row.party).toBe(code);

    const periods = await rebellionsPage.choices(rebellionsPage.periodSelect);
    await rebellionsPage.filter({ period: periods[0] });
    await expect(page).toHaveURL(new RegExp(`parti=${encodeURIComponent(code)}&samling=\\d{5}$`));
    await expect(rebellionsPage.partySelect).toHaveValue(code);
    await expect(rebellionsPage.periodSelect.locator('option:checked')).toHaveText(periods[0] ?? '');

    await rebellionsPage.goto('?side=2');
    await expect(rebellionsPage.pager).toContainText(/Side 2 af \d+/);
    expect((await rebellionsPage.row(0)).votePath).not.toBe('');
    await rebellionsPage.goto('?parti=XX');
    await expect(rebellionsPage.count).toHaveText('0 brud');
    await expect(rebellionsPage.main).toContainText('Ingen brud med partiet passer til filtrene.');
    await rebellionsPage.main.getByRole('link', { name: 'Vis alle brud' }).click();
    await expect(page).toHaveURL(/\/afstemninger\/brud$/);
  });

  test('announces its feed, whose entries are the page’s first breaks', async ({
    rebellionsPage,
    request,
  }) => {
    await rebellionsPage.goto();
    const row = await rebellionsPage.row(0);
    await rebellionsPage.goto(`?parti=${encodeURIComponent(row.party)}`);
    const rows = await rebellionsPage.allRows();
    const feedPath = `/afstemninger/brud/feed.xml?parti=${encodeURIComponent(row.party)}`;
    expect(
      await FeedPage.announcedFeeds(request, `/afstemninger/brud?parti=${encodeURIComponent(row.party)}`),
    ).toContain(feedPath);
    await expect(rebellionsPage.main.getByRole('link', { name: 'Følg (Atom)' })).toHaveAttribute(
      'href',
      feedPath,
    );
    const feed = await FeedPage.read(request, feedPath);
    expect(feed.entries.length).toBe(Math.min(rows.length, 50));
    for (const [i, entry] of feed.entries.slice(0, 10).entries()) {
      const shown = rows[i];
      expect(new URL(entry.link).pathname).toBe(shown?.votePath);
      expect(entry.author).toBe(shown?.memberName);
      expect(entry.title.startsWith(`${shown?.memberName} (${row.party}) stemte `)).toBe(true);
      expect(entry.id).toMatch(/^tag:[^,]+,2026:brud\/aktoer\/\d+\/afstemning\/\d+$/);
    }
  });

  test('leads from a politician’s votes against the party to all their breaks', async ({
    rebellionsPage,
    actorPage,
    page,
  }) => {
    await rebellionsPage.goto();
    const row = await rebellionsPage.row(0);
    await page.goto(row.memberPath);
    await actorPage.votesAgainstParty.getByRole('link', { name: 'Se alle brud med partiet' }).click();
    const id = row.memberPath.replace('/aktoer/', '');
    await expect(page).toHaveURL(new RegExp(`/afstemninger/brud\\?medlem=${id}$`));
    await expect(rebellionsPage.memberNote).toContainText(`Kun brud af ${row.memberName}.`);
    await expect(rebellionsPage.rows.first()).toBeVisible();
    for (const r of await rebellionsPage.allRows()) expect(r.memberPath).toBe(row.memberPath);
    // The member filter stays when a party is chosen.
    await rebellionsPage.filter({ party: (await rebellionsPage.choices(rebellionsPage.partySelect))[0] });
    await expect(page).toHaveURL(new RegExp(`medlem=${id}`));
    await rebellionsPage.memberNote.getByRole('link', { name: 'Vis alle medlemmers brud' }).click();
    await expect(page).not.toHaveURL(/medlem=/);
  });

  test('leads from a vote’s "Brød med partiet" to the latest breaks', async ({
    rebellionsPage,
    votePage,
    page,
  }) => {
    await rebellionsPage.goto();
    const row = await rebellionsPage.row(0);
    await votePage.goto(row.votePath);
    await votePage.rebels
      .getByRole('link', { name: 'Se alle brud med partiet ved andre afstemninger' })
      .click();
    await expect(page).toHaveURL(/\/afstemninger\/brud$/);
  });

  test('speaks English after the language switch', async ({ rebellionsPage }) => {
    await rebellionsPage.goto();
    await rebellionsPage.switchLanguage();
    await expect(rebellionsPage.heading).toHaveText('Breaks with the party');
    await expect(rebellionsPage.count).toHaveText(/^[\d,]+ breaks$/);
    expect((await rebellionsPage.row(0)).sentence).toMatch(
      /^(Voted for|Voted against|Abstained), while most of \S+ (voted for|voted against|abstained) \(.+\)\.$/,
    );
  });
});

test.describe('the latest breaks without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('renders on the server and filters with the plain form', async ({
    rebellionsPage,
    votesPage,
    page,
  }) => {
    await rebellionsPage.goto();
    await expect(rebellionsPage.rows).toHaveCount(50);
    const period = (await rebellionsPage.choices(rebellionsPage.periodSelect))[0] ?? '';
    await rebellionsPage.filter({ period });
    await expect(page).toHaveURL(/\/afstemninger\/brud\?parti=&samling=\d{5}$/);
    await expect(rebellionsPage.rows.first()).toBeVisible();

    await votesPage.goto();
    await votesPage.filter({ rebels: true });
    await expect(page).toHaveURL(/brud=ja/);
    await expect(votesPage.rebelsLink(0)).toBeVisible();
  });
});
