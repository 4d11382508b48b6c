import { eq } from 'drizzle-orm';
import { plannerObjects } from '../db/schema/index.js';
import { plannerContentBytes } from '../modules/project-content/content-limit.js';
import type { TestApp } from './harness.js';

/** Characters of padding per object: below PLANNER_OBJECT_DATA_MAX_LENGTH, so the API would take them. */
const PAD_PER_OBJECT = 60_000;

export const paddedData = (characters: number) => `{"pad":"${'x'.repeat(characters)}"}`;

/**
 * Inserts planner objects into `scenario` (rows written directly, not through the API) until
 * its project holds exactly `bytes` of planner content (project-content/content-limit.ts):
 * objects whose data JSON is padding, each within the per-object limit. The project must be
 * at least one object's bytes (about 300) below `bytes`.
 */
export async function fillPlannerContent(
  t: TestApp,
  scenario: { id: number; projectId: number },
  bytes: number,
): Promise<void> {
  const { db } = t.ctx;
  let missing = bytes - (await plannerContentBytes(db, scenario.projectId));
  while (missing > 0) {
    const [object] = await db
      .insert(plannerObjects)
      .values({
        projectId: scenario.projectId,
        scenarioId: scenario.id,
        name: 'Padding',
        layout: 'Point',
        points: [{ longitude: 5.1, latitude: 52.1 }],
        plannerObjectTypeId: 1,
        plannerObjectDataJson: paddedData(0),
      })
      .returning();
    missing -= object!.contentBytes;
    if (missing < 0)
      throw new Error(`Cannot fill to ${bytes}: one object more is ${-missing} bytes too many`);
    // Leave room for one more object unless this one can take all that is missing.
    const pad = missing <= PAD_PER_OBJECT ? missing : Math.min(PAD_PER_OBJECT, missing - 1_000);
    await db
      .update(plannerObjects)
      .set({ plannerObjectDataJson: paddedData(pad) })
      .where(eq(plannerObjects.id, object!.id));
    missing -= pad;
  }
}
