import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.x A and AA rules (BRAND.md: no serious or critical violation on any page). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails with a readable list when any violation is
 * serious or critical.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact}: ${v.id} (${v.help})\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(report, `axe found serious accessibility problems on ${page.url()}`).toEqual([]);
}
