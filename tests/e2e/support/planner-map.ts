import { expect, type Page } from '@playwright/test';

/**
 * Waits until the planner's map takes clicks: its style has loaded and its drawing tools have
 * started (the map region is no longer aria-busy). A click before then would be lost, and on a
 * busy machine the first planner of a run takes seconds to get there.
 */
export async function expectMapReady(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.getByRole('region', { name: 'Map of the plan' })).toHaveAttribute('aria-busy', 'false', {
    timeout,
  });
}
