import { expect, type Locator, type Page } from '@playwright/test';
import { SitePage } from './site.page';

/**
 * "Følg på e-mail" beside a page's "Følg (Atom)" link (components/follow/FollowByEmail.tsx): a disclosure with a
 * plain form — the address, how often, a button, and a link to the privacy page.
 */
export class FollowByEmailForm {
  readonly toggle: Locator;
  readonly address: Locator;
  readonly immediately: Locator;
  readonly daily: Locator;
  readonly submit: Locator;
  readonly privacyLink: Locator;

  constructor(
    readonly page: Page,
    scope: Locator,
  ) {
    // The disclosure's summary has no role of its own: found by its words.
    const form = scope
      .locator('details')
      .filter({ has: page.getByText(/^(Følg på e-mail|Follow by e-mail)$/) })
      .first();
    this.toggle = form.getByText(/^(Følg på e-mail|Follow by e-mail)$/);
    this.address = form.getByRole('textbox', { name: /^(Din e-mailadresse|Your e-mail address)$/ });
    this.immediately = form.getByRole('radio', { name: /^(Straks|Immediately)$/ });
    this.daily = form.getByRole('radio', { name: /^(Daglig oversigt|Daily digest)$/ });
    this.submit = form.getByRole('button', { name: /^(Følg|Follow)$/ });
    this.privacyLink = form.getByRole('link', {
      name: /^(Sådan behandler vi dine data|How we handle your data)$/,
    });
  }

  /** Opens the form, types the address, chooses how often and sends it. */
  async follow(address: string, cadence: 'immediately' | 'daily' = 'immediately'): Promise<void> {
    await this.toggle.click();
    await this.address.fill(address);
    await (cadence === 'daily' ? this.daily : this.immediately).check();
    await this.submit.click();
  }
}

/** The alerts' pages (app/varsler): "check your inbox", confirm, confirmed, manage, unsubscribe, deleted. */
export class AlertsPage extends SitePage {
  readonly heading: Locator;
  readonly confirmButton: Locator;
  readonly unsubscribeButton: Locator;
  readonly deleteAllButton: Locator;
  readonly removedStatus: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.confirmButton = this.main.getByRole('button', { name: /^(Bekræft|Confirm)$/ });
    this.unsubscribeButton = this.main.getByRole('button', {
      name: /^(Afmeld og slet mine data|Unsubscribe and delete my data)$/,
    });
    this.deleteAllButton = this.main.getByRole('button', {
      name: /^(Slet alle mine data|Delete all my data)$/,
    });
    this.removedStatus = this.main.getByRole('status');
  }

  /** The remove button of one followed item on the manage page, by its title. */
  removeButton(title: string): Locator {
    return this.main.getByRole('button', { name: new RegExp(`^(Fjern|Remove) ${escapeRegExp(title)}$`) });
  }

  /** The manage page's switch of one followed item to the daily digest, by (a part of) its title. */
  toDailyButton(title: string): Locator {
    return this.main.getByRole('button', {
      name: new RegExp(`^(Skift til daglig oversigt|Switch to the daily digest): .*${escapeRegExp(title)}`),
    });
  }

  /** What the manage page says of one followed item's cadence ('Daglig oversigt', 'Immediately'), by (a part of) its title. */
  cadenceOf(title: string): Locator {
    return this.main
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByText(/^(Straks|Daglig oversigt|Immediately|Daily digest)/);
  }

  async expectHeading(name: RegExp): Promise<void> {
    await expect(this.heading).toHaveText(name);
  }
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
