import type { Locator, Page } from '@playwright/test';

/**
 * The "Udforsk" explorer under a figure drawn on the server (components/charts/ExploreLauncher.tsx): the button
 * that loads it, its line toggles, the range of samlinger, the chart, and under it the values of the samling under
 * the pointer (at first the newest drawn).
 */
export class ChartExplorer {
  readonly openButton: Locator;
  readonly closeButton: Locator;
  readonly chart: Locator;
  readonly values: Locator;
  /** The title of the samling whose values are shown. */
  readonly valuesPeriod: Locator;
  readonly fromPeriod: Locator;
  readonly toPeriod: Locator;
  readonly showAll: Locator;
  readonly hideAll: Locator;

  /** `scope`: the section the figure stands in. */
  constructor(
    readonly page: Page,
    readonly scope: Locator,
  ) {
    this.openButton = scope.getByRole('button', { name: /^(Udforsk|Explore)$/ });
    this.closeButton = scope.getByRole('button', { name: /^(Luk|Close)$/ });
    this.chart = scope.getByRole('application');
    this.values = scope.getByRole('status', { name: /^(Tallene for samlingen|The figures of the session)$/ });
    this.valuesPeriod = this.values.getByRole('paragraph');
    this.fromPeriod = scope.getByRole('combobox', { name: /^(Fra samling|From session)$/ });
    this.toPeriod = scope.getByRole('combobox', { name: /^(Til samling|To session)$/ });
    this.showAll = scope.getByRole('button', { name: /^(Vis alle|Show all)$/ });
    this.hideAll = scope.getByRole('button', { name: /^(Skjul alle|Hide all)$/ });
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await this.chart.waitFor();
  }

  /** A line's toggle, by its label ('V', 'Fremmøde'); pressed when the line is drawn. */
  toggle(label: string): Locator {
    return this.scope.getByRole('button', { name: label, exact: true });
  }

  /** Draws the samlinger from `from` to `to` (their titles as the choices write them). */
  async narrow(from: string, to: string): Promise<void> {
    await this.fromPeriod.selectOption({ label: from });
    await this.toPeriod.selectOption({ label: to });
  }

  /** The titles of the samlinger one can draw, oldest first. */
  async periods(): Promise<string[]> {
    return this.fromPeriod.getByRole('option').allTextContents();
  }

  /** Points at the `index`th of the `count` samlinger drawn: a mouse hover, or a tap on a touch screen. */
  async pointAt(index: number, count: number, touch: boolean): Promise<void> {
    const fraction = count > 1 ? index / (count - 1) : 0.5;
    const box = await this.chart.boundingBox();
    if (!box) throw new Error('the chart is not on the screen');
    // The plot leaves the y axis's 44 px on the left and 12 px on the right (components/charts/SeriesExplorer.tsx);
    // the samlinger stand evenly from one edge to the other.
    const x = 44 + fraction * (box.width - 44 - 12);
    const position = { x: Math.max(45, Math.min(box.width - 13, x)), y: box.height / 2 };
    if (touch) await this.chart.tap({ position });
    else await this.chart.hover({ position });
  }

  /** One line's entry in the values shown: its label and its words ('V 75 % af 20 afstemninger'). */
  value(label: string): Locator {
    return this.values.getByRole('listitem').filter({ hasText: new RegExp(`^${label}\\s`) });
  }
}
