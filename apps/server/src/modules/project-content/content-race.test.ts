import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, scenarios, viewpoints } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { pendingTransfer as createPendingTransfer } from '../../test/transfer-fixtures.js';

/**
 * Races between a transfer accepted by organisation B and organisation A writing the
 * project's content. A's write either lands while A still owns the project (then
 * it moves to B with the project) or answers 404 and writes nothing. PGlite runs one
 * statement at a time, so this only bites on PostgreSQL; it must hold on both.
 *
 * "While A still owns it" is witnessed by a trigger of this test's own database: every
 * insert or update of a viewpoint or scenario records which subscription owned the project
 * at that moment, as the writing statement saw it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.execute(
    sql.raw('CREATE TABLE race_witness (kind text, item_id integer, name text, owner_id integer)'),
  );
  await t.ctx.db.execute(
    sql.raw(`CREATE FUNCTION race_witness() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO race_witness
          SELECT TG_TABLE_NAME, NEW.id, NEW.name, p.subscription_id FROM projects p WHERE p.id = NEW.project_id;
        RETURN NEW;
      END $$`),
  );
  for (const table of ['viewpoints', 'scenarios'])
    await t.ctx.db.execute(
      sql.raw(
        `CREATE TRIGGER ${table}_race_witness AFTER INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION race_witness()`,
      ),
    );
});
afterAll(() => t.close());

const ROUNDS = 20;
const position = { longitude: 4.9041, latitude: 52.3676, altitude: 12 };

const pendingTransfer = () => createPendingTransfer(t);

async function ownerAtWrite(kind: string, name: string): Promise<number[]> {
  const result = await t.ctx.db.execute<{ owner_id: number }>(
    sql`SELECT owner_id FROM race_witness WHERE kind = ${kind} AND name = ${name}`,
  );
  return result.rows.map((row) => Number(row.owner_id));
}

const ownerOf = async (projectId: number) =>
  (await t.ctx.db.select().from(projects).where(eq(projects.id, projectId)))[0]?.subscriptionId;

describe('transfer accepted by B while A writes project content (PostgreSQL races)', () => {
  it(`accept vs creating a viewpoint: A's 201 lands before the move, a 404 writes nothing, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const x = await pendingTransfer();
      const name = `Viewpoint by A ${x.project.id}`;
      const [accepted, created] = await Promise.all([
        x.accept(),
        t.app.inject({
          method: 'POST',
          url: `/api/projects/${x.project.id}/viewpoints`,
          headers: x.sender.headers,
          payload: { name, position },
        }),
      ]);
      const rows = await t.ctx.db.select().from(viewpoints).where(eq(viewpoints.name, name));
      const owners = await ownerAtWrite('viewpoints', name);
      const outcome = `round ${round}: accept ${accepted.statusCode}, create ${created.statusCode}, owners at write ${owners}`;
      expect(accepted.statusCode, outcome).toBe(204);
      expect(await ownerOf(x.project.id), outcome).toBe(x.b.subscription.id);
      if (created.statusCode === 201) {
        expect(
          rows.map((row) => row.projectId),
          outcome,
        ).toEqual([x.project.id]);
        expect(owners, outcome).toEqual([x.a.subscription.id]);
      } else {
        expect(created.statusCode, outcome).toBe(404);
        expect(rows, outcome).toEqual([]);
        expect(owners, outcome).toEqual([]);
      }
    }
  });

  it(`accept vs renaming a viewpoint: A's 200 lands before the move, a 404 writes nothing, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const x = await pendingTransfer();
      const [viewpoint] = await t.ctx.db
        .insert(viewpoints)
        .values({ projectId: x.project.id, name: 'Dike', ...position })
        .returning();
      const name = `Renamed by A ${viewpoint!.id}`;
      const [accepted, updated] = await Promise.all([
        x.accept(),
        t.app.inject({
          method: 'PUT',
          url: `/api/projects/viewpoints/${viewpoint!.id}`,
          headers: x.sender.headers,
          payload: { name },
        }),
      ]);
      const [row] = await t.ctx.db.select().from(viewpoints).where(eq(viewpoints.id, viewpoint!.id));
      const owners = await ownerAtWrite('viewpoints', name);
      const outcome = `round ${round}: accept ${accepted.statusCode}, rename ${updated.statusCode}, owners at write ${owners}`;
      expect(accepted.statusCode, outcome).toBe(204);
      if (updated.statusCode === 200) {
        expect(row?.name, outcome).toBe(name);
        expect(owners, outcome).toEqual([x.a.subscription.id]);
      } else {
        expect(updated.statusCode, outcome).toBe(404);
        expect(row?.name, outcome).toBe('Dike');
        expect(owners, outcome).toEqual([]);
      }
    }
  });

  it(`accept vs creating a scenario: A's 201 lands before the move, a 404 writes nothing, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const x = await pendingTransfer();
      const name = `Scenario by A ${x.project.id}`;
      const [accepted, created] = await Promise.all([
        x.accept(),
        t.app.inject({
          method: 'POST',
          url: `/api/projects/${x.project.id}/scenarios`,
          headers: x.sender.headers,
          payload: { name },
        }),
      ]);
      const rows = await t.ctx.db.select().from(scenarios).where(eq(scenarios.name, name));
      const owners = await ownerAtWrite('scenarios', name);
      const outcome = `round ${round}: accept ${accepted.statusCode}, create ${created.statusCode}, owners at write ${owners}`;
      expect(accepted.statusCode, outcome).toBe(204);
      if (created.statusCode === 201) {
        expect(
          rows.map((row) => row.projectId),
          outcome,
        ).toEqual([x.project.id]);
        expect(owners, outcome).toEqual([x.a.subscription.id]);
      } else {
        expect(created.statusCode, outcome).toBe(404);
        expect(rows, outcome).toEqual([]);
        expect(owners, outcome).toEqual([]);
      }
    }
  });
});
