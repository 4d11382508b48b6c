import { eq } from 'drizzle-orm';
import type { RoleValue } from '../db/schema/index.js';
import {
  plannerObjects,
  presets,
  projects,
  scenarios,
  subscriptionFeatures,
  tours,
  viewpoints,
} from '../db/schema/index.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Rows of a project and its content inserted directly, so that the content and publishing
 * tests do not depend on the projects API being built alongside them.
 */
export function contentFixtures(t: TestApp) {
  const { db } = t.ctx;
  let n = 0;
  return {
    async project(subscriptionId: number, values: Partial<typeof projects.$inferInsert> = {}) {
      const [row] = await db
        .insert(projects)
        .values({ subscriptionId, name: `Project ${++n}`, ...values })
        .returning();
      return row!;
    },
    async viewpoint(projectId: number, values: Partial<typeof viewpoints.$inferInsert> = {}) {
      const [row] = await db
        .insert(viewpoints)
        .values({ projectId, name: `Viewpoint ${++n}`, longitude: 5.1, latitude: 52.1, ...values })
        .returning();
      return row!;
    },
    async tour(projectId: number, values: Partial<typeof tours.$inferInsert> = {}) {
      const [row] = await db
        .insert(tours)
        .values({ projectId, name: `Tour ${++n}`, ...values })
        .returning();
      return row!;
    },
    async scenario(projectId: number, values: Partial<typeof scenarios.$inferInsert> = {}) {
      const [row] = await db
        .insert(scenarios)
        .values({ projectId, name: `Scenario ${++n}`, ...values })
        .returning();
      return row!;
    },
    async preset(projectId: number, values: Partial<typeof presets.$inferInsert> = {}) {
      const [row] = await db
        .insert(presets)
        .values({ projectId, name: `Preset ${++n}`, plannerObjectTypeId: 1, ...values })
        .returning();
      return row!;
    },
    async plannerObject(
      scenario: { id: number; projectId: number },
      values: Partial<typeof plannerObjects.$inferInsert> = {},
    ) {
      const [row] = await db
        .insert(plannerObjects)
        .values({
          projectId: scenario.projectId,
          scenarioId: scenario.id,
          name: `Object ${++n}`,
          layout: 'Point',
          points: [{ longitude: 5.1, latitude: 52.1 }],
          plannerObjectTypeId: 1,
          ...values,
        })
        .returning();
      return row!;
    },
    async setFeature(
      subscriptionId: number,
      key: string,
      state: 'Hidden' | 'Disabled' | 'Phantom' | 'Enabled',
    ) {
      await db
        .insert(subscriptionFeatures)
        .values({ subscriptionId, key, state })
        .onConflictDoUpdate({
          target: [subscriptionFeatures.subscriptionId, subscriptionFeatures.key],
          set: { state },
        });
    },
    async projectRow(id: number) {
      const [row] = await db.select().from(projects).where(eq(projects.id, id));
      return row;
    },
  };
}

export type ContentFixtures = ReturnType<typeof contentFixtures>;
export type RecordedEvents = ReturnType<typeof recordEvents>;

/** Records the hub events the services publish during a test. */
export function recordEvents(t: TestApp) {
  const events: Array<{ name: string; groups: string[]; args: unknown[] }> = [];
  t.ctx.bus.subscribe((event) => events.push(event));
  return events;
}

/**
 * The shared start of the content and publishing route tests: the app on a fresh database,
 * the fixtures, the recorded hub events, and one subscription with a member of `roles`.
 */
export async function openContentSuite(roles: RoleValue[]) {
  const t = await createTestApp();
  const f = contentFixtures(t);
  const events = recordEvents(t);
  const { subscription } = await t.buildSubscription();
  const member = await t.buildMember(subscription, roles);
  return { t, f, events, subscription, member };
}
