import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';

let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: owner } = await openContentSuite(['Owner']));
});
afterAll(() => t.close());

describe('presets', () => {
  it('creates, lists, gets, updates and deletes a preset', async () => {
    const project = await f.project(subscription.id);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/presets`,
      headers: owner.headers,
      payload: { name: 'V150 4.2 MW', plannerObjectTypeId: 2, presetDataJson: '{"rotor":150}' },
    });
    expect(created.statusCode).toBe(201);
    const preset = created.json();
    expect(preset).toMatchObject({ projectId: project.id, name: 'V150 4.2 MW', plannerObjectTypeId: 2 });
    const list = await t.app.inject({ url: `/api/projects/${project.id}/presets`, headers: owner.headers });
    expect(list.headers['x-total-count']).toBe('1');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/presets/${preset.id}`,
      headers: owner.headers,
      payload: { name: 'V162', plannerObjectTypeId: 1 },
    });
    expect(put.json()).toMatchObject({
      name: 'V162',
      plannerObjectTypeId: 1,
      presetDataJson: '{"rotor":150}',
    });
    const get = await t.app.inject({
      url: `/api/projects/${project.id}/presets/${preset.id}`,
      headers: owner.headers,
    });
    expect(get.json().name).toBe('V162');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/presets/${preset.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
  });

  it('409 IsInUse when deleting a preset planner objects use, and no type change then', async () => {
    const project = await f.project(subscription.id);
    const preset = await f.preset(project.id, { plannerObjectTypeId: 2 });
    await f.plannerObject(await f.scenario(project.id), { presetId: preset.id, plannerObjectTypeId: 2 });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/presets/${preset.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('IsInUse');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/presets/${preset.id}`,
      headers: owner.headers,
      payload: { plannerObjectTypeId: 3 },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe('CannotChangePlannerObjectType');
  });

  it('answers 404 for a preset of another project or subscription, 403 for observers', async () => {
    const project = await f.project(subscription.id);
    const other = await f.project(subscription.id);
    const preset = await f.preset(other.id);
    const res = await t.app.inject({
      url: `/api/projects/${project.id}/presets/${preset.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(404);
    const { subscription: foreign } = await t.buildSubscription();
    const fp = await f.project(foreign.id);
    const list = await t.app.inject({ url: `/api/projects/${fp.id}/presets`, headers: owner.headers });
    expect(list.statusCode).toBe(404);
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/presets`,
      headers: observer.headers,
      payload: { name: 'X', plannerObjectTypeId: 1 },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('a project with presets in use deletes cleanly with its objects', async () => {
    const project = await f.project(subscription.id);
    const preset = await f.preset(project.id);
    await f.plannerObject(await f.scenario(project.id), { presetId: preset.id });
    const deleted = await t.ctx.db.delete(projects).where(eq(projects.id, project.id)).returning();
    expect(deleted).toHaveLength(1);
  });
});
