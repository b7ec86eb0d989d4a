import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with each violated rule and the elements that break it: on the whole page, or only inside the given
 * elements (on a host page whose own markup is not ours to judge).
 */
export async function expectNoAxeViolations(page: Page, include: string[] = []) {
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}
