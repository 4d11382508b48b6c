import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertProject } from '../../test/project-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const originals = async (subscriptionId: number) =>
  t.ctx.db
    .select()
    .from(projects)
    .where(and(eq(projects.subscriptionId, subscriptionId), isNull(projects.originalProjectId)));

describe('project limit under concurrency', () => {
  it('lets exactly N of 20 concurrent creates through a limit of N', async () => {
    const limit = 7;
    const { subscription } = await t.buildSubscription({ limits: { projectLimit: limit } });
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: `Race ${i}` } }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - limit);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json().code).toBe('ProjectLimitReached');
    expect(await originals(subscription.id)).toHaveLength(limit);
  });

  it('holds the limit when creates and clones race each other', async () => {
    const { subscription } = await t.buildSubscription({ limits: { projectLimit: 4 } });
    const { headers } = await t.buildMember(subscription, ['TeamMember']);
    const source = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: `R${i}` } })
          : t.app.inject({
              method: 'POST',
              url: `/api/projects/clone?sourceProjectId=${source.id}`,
              headers,
            }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(await originals(subscription.id)).toHaveLength(4);
  });
});
