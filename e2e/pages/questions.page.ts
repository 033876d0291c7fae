import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** The question list (/spoergsmaal): filter form, counts, rows, CSV and feed links, paging. */
export class QuestionsPage extends SitePage {
  readonly heading: Locator;
  readonly filterForm: Locator;
  readonly ministrySelect: Locator;
  readonly answerSelect: Locator;
  readonly ministerSelect: Locator;
  readonly moreFilters: Locator;
  readonly submit: Locator;
  /** "N spørgsmål · A besvaret, B ubesvaret". */
  readonly count: Locator;
  readonly list: Locator;
  readonly questions: Locator;
  readonly csvLink: Locator;
  readonly feedLink: Locator;
  /** The notice that a filter value cannot be read. */
  readonly invalidNotice: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.filterForm = this.main.getByRole('search', { name: 'Filtrér spørgsmålene' });
    this.ministrySelect = this.filterForm.getByLabel('Ministerium (ministertitel)');
    this.answerSelect = this.filterForm.getByLabel('Besvaret');
    this.ministerSelect = this.filterForm.getByLabel('Minister (person)');
    this.moreFilters = this.filterForm.getByText('Flere filtre');
    this.submit = this.filterForm.getByRole('button', { name: 'Vis spørgsmål' });
    this.count = this.main.getByRole('status');
    this.list = this.main.getByRole('list', { name: 'Spørgsmål' });
    this.questions = this.list.getByRole('listitem');
    this.csvLink = this.main.getByRole('link', { name: 'Hent som CSV' });
    this.feedLink = this.main.getByRole('link', { name: 'Følg (Atom)' });
    this.invalidNotice = this.main.getByRole('region', { name: 'Filtrene kan ikke læses' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/spoergsmaal${query}`);
  }

  /** Chooses the minister (person) at a position among the form's choices (1 is the first after "all"); their name. */
  async chooseMinister(position: number): Promise<string> {
    if (!(await this.ministerSelect.isVisible())) await this.moreFilters.click();
    const option = this.ministerSelect.locator('option').nth(position);
    const name = (await option.textContent()) ?? '';
    await this.ministerSelect.selectOption({ label: name });
    await this.submit.click();
    return name;
  }

  /** Chooses answered ('Besvarede'), unanswered ('Ubesvarede') or both, and shows the list. */
  async chooseAnswer(label: 'Besvarede' | 'Ubesvarede' | 'Besvarede og ubesvarede'): Promise<void> {
    await this.answerSelect.selectOption({ label });
    await this.submit.click();
  }

  /** The counts the status line says: all, answered and unanswered. */
  async counts(): Promise<{ total: number; answered: number; open: number }> {
    const text = (await this.count.textContent()) ?? '';
    const numbers = [...text.matchAll(/(\d[\d.]*)/g)].map((m) => Number((m[1] ?? '').replace(/\./g, '')));
    const [total = 0, answered = 0, open = 0] = numbers;
    return { total, answered, open };
  }

  /** The document ids of the listed questions, in order (from their title links, /dokument/<id>). */
  async questionIds(): Promise<number[]> {
    const hrefs = await this.questions
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.map((href) => Number(/\/dokument\/(\d+)/.exec(href)?.[1]));
  }

  /** The answer lines of the listed questions ('Besvaret efter 5 dage', 'Ubesvaret i 40 dage'). */
  answerStates(): Locator {
    return this.questions.getByText(/^[○●]\s*(Besvaret|Ubesvaret|Svaret)/);
  }

  /** The link to the page of the minister named in the first row that names one. */
  firstMinisterLink(name: string): Locator {
    return this.questions.getByRole('link', { name, exact: true }).first();
  }
}
