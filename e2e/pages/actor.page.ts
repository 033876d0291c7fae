import type { Locator, Page, Response } from '@playwright/test';
import { SitePage } from './site.page';

/** An actor's page (/aktoer/<id>): a politician's, or a committee's, party group's or other actor's. */
export class ActorPage extends SitePage {
  readonly heading: Locator;
  readonly photo: Locator;
  readonly partyHistory: Locator;
  readonly votingRecord: Locator;
  readonly keyFigures: Locator;
  readonly sectionLinks: Locator;
  readonly allVotesLink: Locator;
  readonly pairingLink: Locator;
  readonly recentVotes: Locator;
  readonly votesAgainstParty: Locator;
  readonly roles: Locator;
  readonly biografi: Locator;
  readonly cases: Locator;
  readonly caseLinks: Locator;
  readonly members: Locator;
  readonly otherSamlinger: Locator;
  readonly votesDownload: Locator;
  readonly shareButton: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.photo = this.main.getByRole('img', { name: /^(Portræt af|Intet foto|Portrait of|No photo)/ });
    this.partyHistory = this.main.getByRole('region', { name: /^(Partihistorik|Party history)$/ });
    this.votingRecord = this.main.getByRole('region', { name: /^(Stemmeadfærd|Voting record)$/ });
    this.keyFigures = this.main.getByRole('region', { name: /^(Nøgletal|Key figures)$/ });
    this.sectionLinks = this.main.getByRole('navigation', { name: /^(På siden|On this page)$/ });
    this.allVotesLink = this.keyFigures.getByRole('link', {
      name: /^(Se alle, filtrér og hent|See all, filter)/,
    });
    this.pairingLink = this.keyFigures.getByRole('link', { name: /^(parring|pairing)$/ });
    this.recentVotes = this.main.getByRole('region', { name: /^(Seneste afstemninger|Latest votes)$/ });
    this.votesAgainstParty = this.main.getByRole('region', {
      name: /^(Stemmer imod partiets flertal|Votes against the party majority)$/,
    });
    this.roles = this.main.getByRole('region', { name: /^(Udvalg og poster|Committees and posts)$/ });
    this.biografi = this.main.getByRole('region', { name: /^(Biografi|Biography)$/ });
    this.cases = this.main.getByRole('region', { name: /^(Sager|Cases|Sager henvist til udvalget)/ });
    this.caseLinks = this.cases.getByRole('list').getByRole('link');
    this.members = this.main.getByRole('region', {
      name: /^(Medlemmer i samlingen|Members in the session)$/,
    });
    this.otherSamlinger = this.main.getByRole('navigation', { name: /^Samme .* i andre samlinger$/ });
    this.votesDownload = this.votingRecord.getByRole('link', {
      name: /^(Hent alle .* stemmer som CSV|Download all)/,
    });
    this.shareButton = this.main.getByRole('button', { name: /^(Del|Kopiér link|Share|Copy link)$/ });
  }

  async goto(id: number | string): Promise<Response | null> {
    return this.page.goto(`/aktoer/${id}`);
  }

  /** The value of a fact ('Parti', 'Født', 'Samling', …) in the page's facts, by its exact label. */
  fact(term: string): Locator {
    return this.main
      .locator('dt')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('+ dd');
  }

  /** A key figure's value by the start of its label ('Fremmøde', 'Imod partiets flertal'): the first `dd`. */
  keyFigure(label: string): Locator {
    return this.keyFigureDetails(label).first();
  }

  /** Everything a key figure says under its label (value, counts, medians). */
  keyFigureDetails(label: string): Locator {
    return this.keyFigures
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}`) }) })
      .getByRole('definition');
  }

  /** A chart of the voting record by its heading (a heading text or pattern). */
  chart(title: string | RegExp): Locator {
    return this.votingRecord.locator('figure', { has: this.page.getByRole('heading', { name: title }) });
  }

  /** The caption (text alternative) of a chart by its heading. */
  chartCaption(title: string | RegExp): Locator {
    return this.votingRecord
      .locator('figure', { has: this.page.getByRole('heading', { name: title }) })
      .locator('figcaption');
  }

  /** Opens the per-samling table behind its disclosure and returns it. */
  async openPeriodTable(): Promise<Locator> {
    await this.votingRecord.getByText(/^(Vis tallene pr\. samling|Show the figures per session)$/).click();
    return this.votingRecord.getByRole('table');
  }
}
