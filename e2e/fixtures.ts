import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

interface Fixtures {
  /** Runs axe on the page (WCAG 2.1 A and AA) and fails on any violation. */
  expectNoAxeViolations: () => Promise<void>;
}

export const test = base.extend<Fixtures>({
  expectNoAxeViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  },
});

export { expect };
