import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, plus axe's best practices (landmarks, heading order, one banner). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['critical', 'serious']);

/**
 * Runs axe-core over the page as it is now and fails on any critical or serious violation
 * (0 of them on every page the suite visits, so a regression fails CI). Moderate
 * and minor findings are not failures. Call it once the page shows what the test checks;
 * it waits for running animations (toasts, modals) to end first, so their fading colours are
 * not measured halfway.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A transition that a click has just asked for starts a frame or two later (Mantine sets
    // a modal's entering styles in the next frame): wait for those frames, then for what runs.
    for (let round = 0; round < 3; round += 1) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        // Spinners run for ever; wait only for animations that end.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary?.split('\n').slice(0, 2).join(' '),
      })),
    }));
  expect(failing, `axe violations on ${page.url()}`).toEqual([]);
}
