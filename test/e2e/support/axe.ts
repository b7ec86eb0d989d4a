import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with each violated rule and the elements that break it: on the whole page, or only inside the given
 * elements (on a host page whose own markup is not ours to judge).
 */
export async function expectNoAxeViolations(page: Page, include: string[] = []) {
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  // A page without frames is checked by axe.run in the page itself: the same rules on the same document. The
  // frame-by-frame run (axe.runPartial in each frame) exists to merge the results of frames, and does it in a new
  // blank page with a second copy of axe every time: seconds per check on a busy machine, for nothing to merge.
  if (page.frames().length === 1) builder.setLegacyMode();
  const results = await builder.analyze();
  const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}
