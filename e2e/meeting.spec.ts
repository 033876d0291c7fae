import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from './meeting-fixtures';
import { withoutExpected404 } from './pages/site.page';

const MONTH = '(januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december)';
const DANISH_DATE_TIME = new RegExp(`\\d{1,2}\\. ${MONTH} \\d{4} kl\\. \\d{2}\\.\\d{2}`);
/** A day as a heading says it: 'torsdag den 5. november 2026'. */
const DANISH_DAY = new RegExp(`^[a-zæøå]+dag den \\d{1,2}\\. ${MONTH} \\d{4}$`);
/** The plenary meeting's heading: which, then when and where (the comma is for screen readers). */
const PLENARY_HEADING = new RegExp(
  `^Folketingets møde nr\\. \\d+, [a-zæøå]+dag den \\d{1,2}\\. ${MONTH} \\d{4} kl\\. \\d{2}\\.\\d{2} · Folketingssalen$`,
);

/** The VEVENTs of an iCalendar text, read by ical.js. */
const icsEvents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

test.describe('meeting page', () => {
  test('shows a plenary meeting’s facts, agenda in order, votes and attendance', async ({
    meetingPage,
    meetingIds,
    page,
  }) => {
    await meetingPage.goto(meetingIds.plenary);
    await expect(meetingPage.heading).toHaveText(PLENARY_HEADING);
    await expect(page).toHaveTitle(
      /^Folketingets møde nr\. \d+ · [a-zæøå]+dag den .+ · Folketingssalen – Tingdata$/,
    );
    await expect(meetingPage.shareButton).toBeVisible();
    await expect(meetingPage.heading.locator('time')).toHaveText(DANISH_DATE_TIME);
    await expect(meetingPage.heading.locator('time')).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    await expect(meetingPage.main.getByText('Møde i salen', { exact: true })).toBeVisible();
    await expect(meetingPage.fact('Status')).toHaveText('Afholdt');
    await expect(meetingPage.officialAgendaLink).toHaveAttribute('href', /^https:\/\/www\.ft\.dk\//);

    const numbers = await meetingPage.agendaNumbers();
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const caseLinks = meetingPage.agenda.getByRole('list', { name: 'Sager på punktet' }).getByRole('link');
    await expect(caseLinks.first()).toHaveAttribute('href', /^\/sag\/\d+$/);
    // A document's title opens its page; its file is on ft.dk.
    const documents = meetingPage.agenda.getByRole('list', { name: 'Dokumenter på punktet' });
    await expect(documents.getByRole('link').first()).toHaveAttribute('href', /^\/dokument\/\d+$/);
    await expect(documents.getByRole('link', { name: 'Fil på ft.dk' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.ft\.dk\//,
    );

    await expect(meetingPage.voteItems.first()).toBeVisible();
    for (const vote of await meetingPage.voteItems.all()) {
      await expect(vote).toContainText(/Vedtaget|Forkastet/);
      await expect(vote.getByRole('link').first()).toHaveAttribute('href', /^\/afstemning\/\d+$/);
    }
    await expect(meetingPage.votes).toContainText(/\d+ for, \d+ imod/);

    const { n, m } = meetingIds.plenaryAttendance;
    await expect(meetingPage.attendance).toContainText(`${n} af ${m}`);
    await expect(meetingPage.attendance.getByRole('heading', { level: 2 })).toHaveText(
      `Fremmøde (${n} af ${m})`,
    );
    await expect(meetingPage.attendance).toContainText('Sådan regner vi:');
    const members = await meetingPage.openPartyGroup(0);
    await expect(members.getByRole('link').first()).toBeVisible();
    await expect(members.getByRole('link').first()).toHaveAttribute('href', /^\/aktoer\/\d+$/);
  });

  test('shows a committee meeting without a number', async ({ meetingPage, meetingIds }) => {
    await meetingPage.goto(meetingIds.committee);
    await expect(meetingPage.heading).toHaveText(/^(Møde|Åbent samråd) i \S+udvalget, [a-zæøå]+dag den /);
    await expect(meetingPage.main.getByText('Udvalgsmøde', { exact: true })).toBeVisible();
    await expect(meetingPage.agendaItems.first()).toBeVisible();
    await expect(meetingPage.votes).toContainText('Der er ingen afstemninger fra dette møde i dataene.');
    await expect(meetingPage.attendance).not.toContainText(/\d+ af \d+/);
    await expect(meetingPage.attendance).toContainText('Vi gætter ikke.');
  });

  test('downloads the meeting as a calendar file a parser reads', async ({ meetingPage, meetingIds }) => {
    await meetingPage.goto(meetingIds.plenary);
    await expect(meetingPage.calendarLink).toHaveAttribute(
      'href',
      `/moede/${meetingIds.plenary}/kalender.ics`,
    );
    const download = await meetingPage.download(meetingPage.calendarLink);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^moede-${meetingIds.plenary}-\\d{4}-\\d{2}-\\d{2}\\.ics$`),
    );
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text.split('\r\n').length).toBeGreaterThan(10);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [event, more] = icsEvents(text);
    expect(more).toBeUndefined();
    expect(event?.uid).toMatch(new RegExp(`^moede-${meetingIds.plenary}@`));
    expect(event?.summary).toMatch(/^Folketingets møde nr\. \d+$/);
    expect(event?.location).toBe('Folketingssalen');
    expect(event?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Copenhagen');
    // The zone the start names is in the file (RFC 5545 §3.2.19), with Copenhagen's offset on that day.
    const zone = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Copenhagen');
    const start = event?.component.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect([3600, 7200]).toContain(new ICAL.Timezone(zone ?? undefined).utcOffset(start));
    expect(event?.description).toContain('Dagsorden:');
    expect(String(event?.component.getFirstPropertyValue('url'))).toMatch(
      new RegExp(`/moede/${meetingIds.plenary}$`),
    );
  });

  test('answers a calendar request for an unknown or malformed id with 404 and a sentence', async ({
    request,
  }) => {
    for (const segment of ['2000000000', 'abc', '012']) {
      const response = await request.get(`/moede/${segment}/kalender.ics`);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toContain(`Der er intet møde med id »${segment}«.`);
    }
  });

  test('has breadcrumbs back to the meeting list', async ({ meetingPage, meetingIds, page }) => {
    await meetingPage.goto(meetingIds.plenary);
    const crumbs = meetingPage.breadcrumbs.getByRole('listitem');
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.last()).toHaveText(/Folketingets møde nr\. \d+$/);
    await expect(meetingPage.breadcrumbs.locator('[aria-current="page"]')).toHaveText(
      /^Folketingets møde nr\. \d+$/,
    );
    await meetingPage.breadcrumbs.getByRole('link', { name: 'Møder' }).click();
    await expect(page).toHaveURL(/\/moeder$/);
  });

  test('shows the whole meeting without JavaScript', async ({ browser, baseURL, meetingIds }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/moede/${meetingIds.plenary}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(PLENARY_HEADING);
    await expect(main.getByRole('list', { name: 'Dagsorden' }).locator('> li').first()).toBeVisible();
    await expect(
      main.getByRole('list', { name: 'Afstemninger på mødet' }).getByRole('listitem').first(),
    ).toBeVisible();
    const party = main.getByRole('list', { name: 'Partier' }).locator('> li').first();
    await party.locator('summary').click();
    await expect(party.getByRole('link').first()).toBeVisible();
    await context.close();
  });

  test('has no serious or critical accessibility violations', async ({
    meetingPage,
    meetingIds,
    seriousA11yViolations,
  }) => {
    await meetingPage.goto(meetingIds.plenary);
    await meetingPage.openPartyGroup(0);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('fits a 360 px screen without sideways scrolling', async ({ meetingPage, meetingIds, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const id of [meetingIds.plenary, meetingIds.committee]) {
      await meetingPage.goto(id);
      await meetingPage.openPartyGroup(0);
      expect(await meetingPage.overflowsHorizontally(), `/moede/${id}`).toBe(false);
    }
  });

  for (const [segment, says] of [
    ['2000000000', 'Der er intet møde med id 2000000000 i dataene.'],
    ['abc', '„abc“ er ikke et møde-id.'],
    ['012', '„012“ er ikke et møde-id.'],
  ] as const) {
    test(`answers /moede/${segment} with 404 and says which meeting`, async ({
      meetingPage,
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(`/moede/${segment}`);
      expect(response?.status()).toBe(404);
      await expect(meetingPage.heading).toHaveText('Mødet findes ikke');
      await expect(meetingPage.main).toContainText(says);
      await expect(meetingPage.main.getByRole('link', { name: 'Se alle møder' })).toHaveAttribute(
        'href',
        '/moeder',
      );
      consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
    });
  }
});

test.describe('meeting list', () => {
  test('lists upcoming meetings from the dataset’s date by default', async ({ meetingsPage, meetingIds }) => {
    await meetingsPage.goto();
    await expect(meetingsPage.heading).toHaveText('Møder');
    await expect(meetingsPage.tense('Kommende')).toHaveAttribute('aria-current', 'page');
    await expect(meetingsPage.main).toContainText(/\d+ kommende møder/);
    await expect(meetingsPage.main).toContainText(/regnes fra datasættets dato, \d{1,2}\. [a-z]+ \d{4}/);
    await expect(meetingsPage.meetingLinks.first()).toHaveAttribute('href', /^\/moede\/\d+$/);
    const first = await meetingsPage.meetings.first().locator('time').getAttribute('datetime');
    expect((first ?? '').slice(0, 10) >= meetingIds.asOf).toBe(true);
  });

  test('groups meetings under their day, each with time, place, status and the start of its agenda', async ({
    meetingsPage,
  }) => {
    await meetingsPage.goto('?tid=tidligere');
    await expect(meetingsPage.dayHeadings.first()).toHaveText(DANISH_DAY);
    const headings = await meetingsPage.dayHeadings.allTextContents();
    expect(new Set(headings).size).toBe(headings.length);
    for (const heading of headings.slice(0, 3)) {
      const meetings = meetingsPage.day(heading);
      expect(await meetings.count()).toBeGreaterThan(0);
      const day = await meetingsPage.main
        .getByRole('heading', { name: heading, exact: true })
        .locator('time')
        .getAttribute('datetime');
      for (const meeting of await meetings.all()) {
        const start = await meeting.locator('time').first().getAttribute('datetime');
        expect(start?.slice(0, 10)).toBe(day);
        await expect(meeting).toContainText(/^kl\. \d{2}\.\d{2}/);
        await expect(meeting).toContainText(/Afholdt|Aflyst|Udsat|Planlagt/);
      }
    }
    const preview = meetingsPage.main.getByRole('list', { name: 'Første punkter på dagsordenen' }).first();
    await expect(preview.getByRole('listitem').first()).toBeVisible();
    expect(await preview.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await expect(meetingsPage.calendarLink).toHaveCount(0);
  });

  test('downloads the upcoming meetings, with the list’s filters, as a calendar file', async ({
    meetingsPage,
    request,
  }) => {
    await meetingsPage.goto('?type=1');
    await expect(meetingsPage.calendarLink).toHaveText('Tilføj de viste kommende møder til kalender (.ics)');
    await expect(meetingsPage.calendarLink).toHaveAttribute('href', '/moeder/kalender.ics?type=1');
    const summary = await meetingsPage.main
      .getByText(/\d+ kommende møder?/)
      .first()
      .textContent();
    const count = Number(summary?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    const response = await request.get('/moeder/kalender.ics?type=1');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['content-disposition']).toMatch(
      /^attachment; filename="folketingets-kommende-moeder-\d{4}-\d{2}-\d{2}-type-1\.ics"$/,
    );
    const events = icsEvents(await response.text());
    expect(events).toHaveLength(count);
    for (const event of events) expect(event.summary).toMatch(/^Folketingets møde nr\. \d+$/);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  test('switches to past meetings, filters by type and pages, keeping the state in the URL', async ({
    meetingsPage,
    page,
  }) => {
    await meetingsPage.goto();
    await meetingsPage.tense('Tidligere').click();
    await expect(page).toHaveURL(/\/moeder\?tid=tidligere$/);
    await meetingsPage.filterByType('Udvalgsmøde');
    await expect(page).toHaveURL(/tid=tidligere/);
    await expect(page).toHaveURL(/type=2/);
    await expect(meetingsPage.typeSelect).toHaveValue('2');
    for (const meeting of await meetingsPage.meetings.all())
      await expect(meeting).toContainText('Udvalgsmøde');
    const firstOnPage1 = await meetingsPage.meetingLinks.first().getAttribute('href');
    await meetingsPage.nextPage();
    await expect(page).toHaveURL(/side=2/);
    await expect(meetingsPage.main).toContainText(/Side 2 af \d+/);
    expect(await meetingsPage.meetingLinks.first().getAttribute('href')).not.toBe(firstOnPage1);
    await page.reload();
    await expect(meetingsPage.typeSelect).toHaveValue('2');
    await expect(meetingsPage.tense('Tidligere')).toHaveAttribute('aria-current', 'page');
  });

  test('filters without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/moeder?tid=tidligere');
    const form = page.getByRole('search', { name: 'Filtrér møder' });
    await form.getByText('Flere filtre').click();
    await form.getByLabel('Mødetype').selectOption({ label: 'Møde i salen' });
    await form.getByRole('button', { name: 'Vis møder' }).click();
    await expect(page).toHaveURL(/\/moeder\?tid=tidligere&type=1/);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Møde i salen');
    await context.close();
  });

  test('says so when a page is past the end', async ({ meetingsPage }) => {
    await meetingsPage.goto('?side=9999');
    await expect(meetingsPage.main).toContainText('Siden findes ikke: der er kun');
    await expect(meetingsPage.main.getByRole('link', { name: 'Gå til første side' })).toHaveAttribute(
      'href',
      '/moeder',
    );
  });

  test('has no serious or critical accessibility violations', async ({
    meetingsPage,
    seriousA11yViolations,
  }) => {
    await meetingsPage.goto('?tid=tidligere');
    await expect(meetingsPage.meetings.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
