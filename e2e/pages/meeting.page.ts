import type { Download, Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** A meeting's page (/moede/<id>): facts, agenda, votes and attendance. */
export class MeetingPage extends SitePage {
  readonly heading: Locator;
  readonly facts: Locator;
  readonly officialAgendaLink: Locator;
  readonly agenda: Locator;
  /** The top-level agenda items. */
  readonly agendaItems: Locator;
  readonly votes: Locator;
  readonly voteItems: Locator;
  readonly attendance: Locator;
  readonly partyGroups: Locator;
  readonly calendarLink: Locator;
  readonly shareButton: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.calendarLink = this.main.getByRole('link', {
      name: /^(Tilføj til kalender|Add to calendar) \(\.ics\)$/,
    });
    this.shareButton = this.main.getByRole('button', { name: /^(Del|Kopiér link|Share|Copy link)$/ });
    this.facts = this.main.getByRole('definition');
    this.officialAgendaLink = this.main.getByRole('link', {
      name: /^(Dagsordenen på ft\.dk|The agenda on ft\.dk)/,
    });
    this.agenda = this.main.getByRole('region', { name: /^(Dagsorden|Agenda)/ });
    this.agendaItems = this.agenda.getByRole('list', { name: /^(Dagsorden|Agenda)$/ }).locator('> li');
    this.votes = this.main.getByRole('region', { name: /^(Afstemninger på mødet|Votes in this meeting)/ });
    this.voteItems = this.votes.getByRole('listitem');
    this.attendance = this.main.getByRole('region', { name: /^(Fremmøde|Attendance)/ });
    this.partyGroups = this.attendance.getByRole('list', { name: /^(Partier|Parties)$/ }).locator('> li');
  }

  async goto(id: number | string): Promise<void> {
    await this.page.goto(`/moede/${id}`);
  }

  /** The value of a fact ('Sted', 'Mødetype', …) in the facts list. */
  fact(term: string): Locator {
    return this.main.locator('dt', { hasText: term }).locator('+ dd');
  }

  /** The visible numbers of the top-level agenda items, in page order. */
  async agendaNumbers(): Promise<number[]> {
    const headings = await this.agendaItems.locator('> h3').allInnerTexts();
    return headings.map((text) => Number.parseInt(text, 10));
  }

  /** Clicks a download link and returns the download. */
  async download(link: Locator): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), link.click()]);
    return download;
  }

  /** Opens a party's attendees (a disclosure) and returns their list. */
  async openPartyGroup(index: number): Promise<Locator> {
    const group = this.partyGroups.nth(index);
    await group.locator('summary').click();
    return group.getByRole('list');
  }
}

/** The meeting list (/moeder): tense tabs, the filter form, the list and paging. */
export class MeetingsPage extends SitePage {
  readonly heading: Locator;
  readonly tenses: Locator;
  readonly filterForm: Locator;
  readonly typeSelect: Locator;
  readonly periodSelect: Locator;
  readonly applyButton: Locator;
  /** Every meeting in the list (each an article), across the days. */
  readonly meetings: Locator;
  /** The links of the meetings' names. */
  readonly meetingLinks: Locator;
  /** The day headings the meetings are grouped under. */
  readonly dayHeadings: Locator;
  readonly calendarLink: Locator;
  readonly pages: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.tenses = this.main.getByRole('navigation', {
      name: /^(Kommende eller tidligere møder|Upcoming or past meetings)$/,
    });
    this.filterForm = this.main.getByRole('search', { name: /^(Filtrér møder|Filter meetings)$/ });
    this.typeSelect = this.filterForm.getByLabel(/^(Mødetype|Meeting type)$/);
    this.periodSelect = this.filterForm.getByLabel(/^(Samling|Session)$/);
    this.applyButton = this.filterForm.getByRole('button', { name: /^(Vis møder|Show meetings)$/ });
    this.meetings = this.main.getByRole('article');
    this.meetingLinks = this.meetings.getByRole('heading').getByRole('link');
    this.dayHeadings = this.main.getByRole('region').getByRole('heading', { level: 2 });
    this.calendarLink = this.main.getByRole('link', { name: /\(\.ics\)$/ });
    this.pages = this.main.getByRole('navigation', { name: /^(Sider|Pages)$/ });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/moeder${query}`);
  }

  /** The meetings under one day's heading ('torsdag den 5. november 2026'). */
  day(heading: string | RegExp): Locator {
    return this.main.getByRole('region', { name: heading }).getByRole('article');
  }

  tense(name: string): Locator {
    return this.tenses.getByRole('link', { name, exact: true });
  }

  /** The link to a meeting's page in the list. */
  meetingLink(id: number): Locator {
    return this.meetingLinks.and(this.page.locator(`[href="/moede/${id}"]`));
  }

  /** A meeting's line in the list (its article). */
  meetingLine(id: number): Locator {
    return this.meetings.filter({ has: this.page.locator(`a[href="/moede/${id}"]`) });
  }

  async filterByType(label: string): Promise<void> {
    await this.showMoreFilters();
    await this.typeSelect.selectOption({ label });
    await this.applyButton.click();
  }

  async nextPage(): Promise<void> {
    await this.pages.getByRole('link', { name: /^(Næste side|Next page)$/ }).click();
  }
}
