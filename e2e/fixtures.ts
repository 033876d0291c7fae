import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import { HomePage } from './pages/home.page';
import { SitePage } from './pages/site.page';

/** One accessibility finding, trimmed so a failing assertion reads well. */
export interface AxeFinding {
  readonly rule: string;
  readonly impact: string | null | undefined;
  readonly help: string;
  readonly targets: readonly string[];
}

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test; the test fails if any were seen. */
  consoleErrors: string[];
  /** Runs axe (WCAG 2.1 A and AA) on the current page and returns its serious and critical violations. */
  seriousA11yViolations: () => Promise<AxeFinding[]>;
  sitePage: SitePage;
  homePage: HomePage;
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        errors.push(url ? `${message.text()} (${url})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'the page logged errors to the console').toEqual([]);
    },
    { auto: true },
  ],
  seriousA11yViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n) => String(n.target)),
        }));
    });
  },
  sitePage: async ({ page }, use) => {
    await use(new SitePage(page));
  },
  homePage: async ({ page }, use) => {
    await use(new HomePage(page));
  },
});

export { expect };
