import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { preparedStatement } from './prepared.js';
import { withPlannedRows } from './row-mapper.js';
import { coordinateSystems, projects } from './schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let statementNumber = 0;
const nextName = () => `row_mapper_test_${++statementNumber}`;

/** A project with a coordinate system, one without, and their sub-select and nested fields. */
async function seedProjects() {
  const { subscription } = await t.buildSubscription();
  const [system] = await t.ctx.db.select().from(coordinateSystems).limit(1);
  await t.ctx.db.insert(projects).values([
    {
      subscriptionId: subscription.id,
      name: 'With system',
      tagNames: ['027bd7', 'ff0000'],
      organizations: ['Vantage'],
      defaultCoordinateSystemId: system!.id,
      defaultScenario: 2,
      createdAt: new Date(Date.UTC(2024, 1, 29, 12, 30, 15, 250)),
    },
    { subscriptionId: subscription.id, name: 'Without system', description: 'No system' },
  ]);
  return subscription.id;
}

/** A select like the project list's: a table, a left-joined table, a sub-select and nesting. */
function select(subscriptionId: number) {
  return t.ctx.db
    .select({
      project: projects,
      coordinateSystem: coordinateSystems,
      marker: sql<string | null>`case when ${projects.defaultScenario} is null then null else 'set' end`,
      count: sql<number>`1 + 1`.mapWith(Number),
      nested: { deeper: { name: projects.name, epsg: coordinateSystems.epsgCode } },
      mixed: { project: projects.id, system: coordinateSystems.name },
    })
    .from(projects)
    .leftJoin(coordinateSystems, eq(coordinateSystems.id, projects.defaultCoordinateSystemId))
    .where(eq(projects.subscriptionId, subscriptionId))
    .orderBy(asc(projects.name));
}

describe('planned row mapping', () => {
  it('maps rows exactly as drizzle does: decoded values, null left joins, sub-selects, nesting', async () => {
    const subscriptionId = await seedProjects();
    const byDrizzle = await select(subscriptionId).prepare(nextName()).execute();
    const planned = withPlannedRows(select(subscriptionId).prepare(nextName()));
    const byPlan = await planned.execute();

    expect(byDrizzle).toHaveLength(2);
    expect(byPlan).toEqual(byDrizzle);
    // What the comparison covers: a decoded timestamp, a missing joined row, an object that
    // mixes tables (never null), and a value mapped by `mapWith`.
    const [withSystem, withoutSystem] = byPlan;
    expect(withSystem!.project.createdAt).toEqual(new Date(Date.UTC(2024, 1, 29, 12, 30, 15, 250)));
    expect(withSystem!.project.tagNames).toEqual(['027bd7', 'ff0000']);
    expect(withSystem!.coordinateSystem).not.toBeNull();
    expect(withSystem!.marker).toBe('set');
    expect(withoutSystem!.coordinateSystem).toBeNull();
    expect(withoutSystem!.marker).toBeNull();
    expect(withoutSystem!.mixed).toEqual({ project: withoutSystem!.project.id, system: null });
    expect(withoutSystem!.nested).toEqual({ deeper: { name: 'Without system', epsg: null } });
    expect(withoutSystem!.count).toBe(2);
  });

  it('maps a single table and a count the same way', async () => {
    const subscriptionId = await seedProjects();
    const table = () => t.ctx.db.select().from(projects).where(eq(projects.subscriptionId, subscriptionId));
    expect(await withPlannedRows(table().prepare(nextName())).execute()).toEqual(
      await table().prepare(nextName()).execute(),
    );
    const count = () =>
      t.ctx.db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(projects)
        .where(eq(projects.subscriptionId, subscriptionId));
    expect(await withPlannedRows(count().prepare(nextName())).execute()).toEqual([{ value: 2 }]);
  });

  it('is what the statements every request runs map their rows with', async () => {
    const subscriptionId = await seedProjects();
    const statement = preparedStatement(nextName(), (db, name) =>
      db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.subscriptionId, sql.placeholder('subscriptionId')))
        .prepare(name),
    );
    const prepared = statement(t.ctx.db) as unknown as { customResultMapper?: unknown };
    expect(prepared.customResultMapper).toBeTypeOf('function');
    expect(await statement(t.ctx.db).execute({ subscriptionId })).toHaveLength(2);
  });
});
