import { expect, type Page } from '@playwright/test';
import { useSignedInSession } from './auth';
import type { Organisation } from './organisations';

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

/** Signs in as the organisation's Owner and opens the project's planner once its map takes clicks. */
export async function openPlanner(page: Page, org: Organisation, projectId: number): Promise<void> {
  await useSignedInSession(page, org.owner.email, {
    password: org.owner.password,
    subscriptionKey: org.subscriptionKey,
  });
  await page.goto(`/editor/#projectId=${projectId}`);
  await expectMapReady(page);
}

/** Clicks the planner's map at an offset (CSS pixels) from its middle. */
export async function clickMap(page: Page, dx: number, dy: number): Promise<void> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}
