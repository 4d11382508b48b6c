import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects, presets, projects, scenarios, tours, viewpoints } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { presentableProject, publish } from '../../test/presentation-fixtures.js';
import { openContentSuite, type RecordedEvents } from '../../test/project-content-fixtures.js';
import { countQueuedQueries } from '../../test/queued-queries.js';

let t: TestApp;
let events: RecordedEvents;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, events, subscription, member: owner } = await openContentSuite(['Owner']));
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('POST /api/projects/create-published-project', () => {
  it('creates a published copy with only the included, renamed and combined content', async () => {
    const s = await presentableProject(t, subscription.id);
    const res = await publish(t, owner.headers, s.request);
    expect(res.statusCode).toBe(201);
    const { id, publicationKey } = res.json();
    expect(publicationKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const db = t.ctx.db;
    const [copy] = await db.select().from(projects).where(eq(projects.id, id));
    expect(copy).toMatchObject({
      name: 'Noordzee Wind Park',
      organizations: ['Demo Wind Co'],
      description: 'Six turbines and a solar field.',
      published: true,
      publicationKey,
      originalProjectId: s.project.id,
      subscriptionId: subscription.id,
    });

    const vps = await db
      .select()
      .from(viewpoints)
      .where(eq(viewpoints.projectId, id))
      .orderBy(viewpoints.sortOrder);
    expect(vps.map((v) => [v.name, v.longitude, v.fieldOfView])).toEqual([
      ['View from the dike', 4.6, 50],
      ['Beach', 4.55, 60],
    ]);
    const [beachCopy, dikeCopy] = [vps[1]!, vps[0]!];
    expect(copy!.defaultViewpoint).toBe(beachCopy.id);

    const tourRows = await db.select().from(tours).where(eq(tours.projectId, id));
    expect(tourRows).toHaveLength(1);
    expect(tourRows[0]).toMatchObject({
      name: 'Coastline flight',
      animationMode: 'Parabolic',
      easing: 'CubicIn',
      viewpointIds: [beachCopy.id, dikeCopy.id],
    });

    const scenarioRows = await db
      .select()
      .from(scenarios)
      .where(eq(scenarios.projectId, id))
      .orderBy(scenarios.sortOrder);
    expect(scenarioRows.map((x) => [x.name, x.color])).toEqual([
      ['Current situation', '44B3EA'],
      ['Wind', '00aa00'],
      ['Wind and solar', '00aa00'],
    ]);
    expect(copy!.defaultScenario).toBe(scenarioRows[2]!.id);
    const objects = await db.select().from(plannerObjects).where(eq(plannerObjects.projectId, id));
    const namesIn = (i: number) =>
      objects
        .filter((o) => o.scenarioId === scenarioRows[i]!.id)
        .map((o) => o.name)
        .sort();
    expect(namesIn(0)).toEqual([]);
    expect(namesIn(1)).toEqual(['Turbine 1']);
    expect(namesIn(2)).toEqual(['Solar field', 'Turbine 1']);
    expect(objects.some((o) => o.id === s.turbine.id || o.id === s.field.id)).toBe(false);

    const presetRows = await db.select().from(presets).where(eq(presets.projectId, id));
    expect(presetRows).toHaveLength(1);
    expect(objects.filter((o) => o.name === 'Turbine 1').every((o) => o.presetId === presetRows[0]!.id)).toBe(
      true,
    );

    const source = await db.select().from(viewpoints).where(eq(viewpoints.projectId, s.project.id));
    expect(source.map((v) => v.name).sort()).toEqual(['Beach', 'Dike', 'Hidden Farmhouse View']);
    expect(events.at(-1)).toMatchObject({
      name: 'OnItemAdded',
      groups: [`subscription:${subscription.id}`],
      args: [{ kind: 'project', id, presentation: true, originalProjectId: s.project.id }],
    });
  });

  it('copies in one transaction, one statement after the other on its client (pg 9 refuses queued queries)', async () => {
    const s = await presentableProject(t, subscription.id);
    const { result: res, queued } = await countQueuedQueries(() => publish(t, owner.headers, s.request));
    expect(res.statusCode).toBe(201);
    expect(queued).toBe(0);
  });

  it('accepts multipart with the JSON in "payload" and the logo in "file"', async () => {
    const s = await presentableProject(t, subscription.id);
    const boundary = '----vantage';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(s.request)}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await publish(
      t,
      { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    );
    expect(res.statusCode).toBe(201);
    const [copy] = await t.ctx.db.select().from(projects).where(eq(projects.id, res.json().id));
    expect(copy!.logoFileId).not.toBeNull();
    const logo = await t.app.inject({ url: `/api/projects/viewer/${res.json().publicationKey}/logo` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(logo.rawPayload, PNG)).toBe(0);
  });

  it('refuses a multipart request without payload, and a logo that is not an image', async () => {
    const s = await presentableProject(t, subscription.id);
    const boundary = '----vantage';
    const form = { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const noPayload = `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`;
    const missing = await publish(t, form, noPayload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Send the publish request as JSON in the multipart field "payload".');
    const notImage =
      `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(s.request)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\nplain text\r\n--${boundary}--\r\n`;
    const bad = await publish(t, form, notImage);
    expect(bad.statusCode).toBe(415);
    const copies = await t.ctx.db.select().from(projects).where(eq(projects.originalProjectId, s.project.id));
    expect(copies).toHaveLength(0);
  });

  it('refuses ids that are not of the source project', async () => {
    const s = await presentableProject(t, subscription.id);
    const other = await presentableProject(t, subscription.id);
    const cases: Array<[object, string]> = [
      [
        { renamedViewpoints: [...s.request.renamedViewpoints, { id: other.beach.id, newName: 'X' }] },
        `Viewpoint ${other.beach.id} does not belong to project ${s.project.id}.`,
      ],
      [{ renamedTours: [{ id: other.tour.id, newName: 'X' }] }, `Tour ${other.tour.id} does not belong`],
      [
        {
          combinedScenarios: [
            ...s.request.combinedScenarios,
            { combinedName: 'Other', scenarioIds: [other.wind.id] },
          ],
        },
        `Scenario ${other.wind.id} does not belong`,
      ],
      [
        {
          renamedViewpoints: [
            { id: s.beach.id, newName: 'A' },
            { id: s.beach.id, newName: 'B' },
          ],
        },
        `Viewpoint ${s.beach.id} is listed more than once.`,
      ],
    ];
    for (const [patch, detail] of cases) {
      const res = await publish(t, owner.headers, { ...s.request, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
  });

  it('refuses to present a presentation, and answers 404 for a project of another subscription', async () => {
    const s = await presentableProject(t, subscription.id);
    const first = await publish(t, owner.headers, s.request);
    const again = await publish(t, owner.headers, { ...s.request, projectId: first.json().id });
    expect(again.statusCode).toBe(400);
    const { subscription: foreign } = await t.buildSubscription();
    const f = await presentableProject(t, foreign.id);
    const res = await publish(t, owner.headers, f.request);
    expect(res.statusCode).toBe(404);
  });

  it('409 PlannerObjectLimitReached when the copied objects do not fit', async () => {
    const { subscription: small } = await t.buildSubscription({ limits: { plannerObjectLimit: 3 } });
    const member = await t.buildMember(small, ['TeamMember']);
    const s = await presentableProject(t, small.id);
    const res = await publish(t, member.headers, s.request);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PlannerObjectLimitReached');
  });
});
