import type { AppContext } from '../app-context.js';
import { plannerObjects, presets, projects, scenarios, tours, viewpoints } from '../db/schema/index.js';

/**
 * Factories for project rows and their content, inserted directly (tests of projects,
 * transfers and logos need content without going through other modules' APIs).
 */
export async function insertProject(
  ctx: Pick<AppContext, 'db'>,
  values: Partial<typeof projects.$inferInsert> & { subscriptionId: number },
) {
  const [row] = await ctx.db
    .insert(projects)
    .values({ name: `Project ${Math.random().toString(36).slice(2, 8)}`, tagNames: ['027bd7'], ...values })
    .returning();
  return row!;
}

/** Two viewpoints, two scenarios, a preset, a tour over both viewpoints, three objects. */
export async function insertContent(ctx: Pick<AppContext, 'db'>, projectId: number) {
  const vps = await ctx.db
    .insert(viewpoints)
    .values([
      { projectId, name: 'North', longitude: 5.1, latitude: 52.1 },
      { projectId, name: 'South', longitude: 5.2, latitude: 52.0 },
    ])
    .returning();
  const scs = await ctx.db
    .insert(scenarios)
    .values([
      { projectId, name: 'Base', scenarioDataJson: '{"a":1}' },
      { projectId, name: 'Extended', color: 'ff0000' },
    ])
    .returning();
  const [preset] = await ctx.db
    .insert(presets)
    .values({ projectId, name: 'Turbine 5MW', plannerObjectTypeId: 99 })
    .returning();
  const [tour] = await ctx.db
    .insert(tours)
    .values({ projectId, name: 'Round trip', viewpointIds: [vps[1]!.id, vps[0]!.id] })
    .returning();
  const objects = await ctx.db
    .insert(plannerObjects)
    .values([
      {
        projectId,
        scenarioId: scs[0]!.id,
        presetId: preset!.id,
        name: 'T1',
        layout: 'Point',
        plannerObjectTypeId: 99,
        points: [{ longitude: 5.1, latitude: 52.1 }],
      },
      {
        projectId,
        scenarioId: scs[1]!.id,
        presetId: preset!.id,
        name: 'T2',
        layout: 'Point',
        plannerObjectTypeId: 99,
      },
      {
        projectId,
        scenarioId: scs[1]!.id,
        presetId: null,
        name: 'Cable',
        layout: 'Path',
        plannerObjectTypeId: 3,
      },
    ])
    .returning();
  return { viewpoints: vps, scenarios: scs, preset: preset!, tour: tour!, plannerObjects: objects };
}
