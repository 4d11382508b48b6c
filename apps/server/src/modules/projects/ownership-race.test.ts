import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import type { DomainEvent } from '../../events/bus.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertProject } from '../../test/project-fixtures.js';
import { pendingTransfer as createPendingTransfer } from '../../test/transfer-fixtures.js';

/**
 * Races between the two organisations of a transfer and between concurrent deletes (issue
 * 10). PGlite runs one statement at a time, so these only bite on PostgreSQL (CI runs the
 * server tests there); they must hold on both.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 20;

const pendingTransfer = () => createPendingTransfer(t);

const projectRow = async (id: number) =>
  (await t.ctx.db.select().from(projects).where(eq(projects.id, id)))[0];

describe('transfer accepted by B while A changes the project (PostgreSQL races)', () => {
  it(`accept vs delete: exactly one side wins, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const x = await pendingTransfer();
      const [accepted, deleted] = await Promise.all([
        x.accept(),
        t.app.inject({ method: 'DELETE', url: `/api/projects/${x.project.id}`, headers: x.sender.headers }),
      ]);
      const row = await projectRow(x.project.id);
      const outcome = `round ${round}: accept ${accepted.statusCode}, delete ${deleted.statusCode}`;
      if (accepted.statusCode === 204) {
        expect(deleted.statusCode, outcome).toBe(404);
        expect(row?.subscriptionId, outcome).toBe(x.b.subscription.id);
      } else {
        expect(deleted.statusCode, outcome).toBe(204);
        expect([404, 409], outcome).toContain(accepted.statusCode);
        expect(row, outcome).toBeUndefined();
      }
    }
  });

  it(`accept vs rename: A's rename never lands on B's project behind a 404, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const x = await pendingTransfer();
      const [accepted, renamed] = await Promise.all([
        x.accept(),
        t.app.inject({
          method: 'PUT',
          url: `/api/projects/${x.project.id}`,
          headers: x.sender.headers,
          payload: { name: `Renamed by A ${round}` },
        }),
      ]);
      const row = await projectRow(x.project.id);
      const outcome = `round ${round}: accept ${accepted.statusCode}, rename ${renamed.statusCode}, name ${row?.name}`;
      expect(accepted.statusCode, outcome).toBe(204);
      expect(row?.subscriptionId, outcome).toBe(x.b.subscription.id);
      // Either the rename came first (200, and B receives the renamed project) or the
      // accept did (404 for A, and the name is untouched): never a 404 that still wrote.
      if (renamed.statusCode === 200) expect(row?.name, outcome).toBe(`Renamed by A ${round}`);
      else {
        expect(renamed.statusCode, outcome).toBe(404);
        expect(row?.name, outcome).toBe('Contested Farm');
      }
    }
  });
});

describe('concurrent deletes of one project', () => {
  it(`10 concurrent DELETEs: one 204, nine 404, one OnItemDeleted, ${ROUNDS} rounds`, async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['Owner']);
    for (let round = 0; round < ROUNDS; round++) {
      const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
      const events: DomainEvent[] = [];
      const unsubscribe = t.ctx.bus.subscribe((event) => {
        const [item] = event.args as Array<{ kind?: string; id?: number }>;
        if (event.name === 'OnItemDeleted' && item?.kind === 'project' && item.id === project.id)
          events.push(event);
      });
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers }),
        ),
      );
      unsubscribe();
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([204, 404, 404, 404, 404, 404, 404, 404, 404, 404]);
      expect(events, `round ${round}`).toHaveLength(1);
      expect(await projectRow(project.id)).toBeUndefined();
    }
  });
});
