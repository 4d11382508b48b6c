import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * API helpers for the present and viewer specs: find demo projects, read what they hold and
 * create presentations without the screen (to reach the limit of 3, or to have one to delete).
 */

type Named = { id: number; name: string };
export type PublishedProject = Named & {
  originalProjectId: number | null;
  published: boolean;
  publicationKey: string;
};

export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;

export async function projectByName(api: APIRequestContext, name: string): Promise<Named> {
  const response = await api.get('/api/projects', { params: { search: name, Limit: 50 } });
  expect(response.ok(), await response.text()).toBe(true);
  const project = ((await response.json()) as Named[]).find((p) => p.name === name);
  if (!project) throw new Error(`no project named ${name}`);
  return project;
}

async function listOf<T>(api: APIRequestContext, path: string): Promise<T[]> {
  const response = await api.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T[];
}

export async function contentOf(api: APIRequestContext, projectId: number) {
  const [viewpoints, tours, scenarios] = await Promise.all([
    listOf<Named>(api, `/api/projects/${projectId}/viewpoints`),
    listOf<Named>(api, `/api/projects/${projectId}/tours`),
    listOf<Named>(api, `/api/projects/${projectId}/scenarios`),
  ]);
  return { viewpoints, tours, scenarios };
}

export async function presentationsOf(api: APIRequestContext, originalProjectId: number) {
  const all = await listOf<PublishedProject>(
    api,
    `/api/projects/published-projects?originalProjectId=${originalProjectId}`,
  );
  return all.filter((p) => p.published);
}

/** Presents the project by API with everything included, as the form would by default. */
export async function createPresentation(
  api: APIRequestContext,
  projectId: number,
  name: string,
): Promise<{ id: number; publicationKey: string }> {
  const { viewpoints, tours, scenarios } = await contentOf(api, projectId);
  const response = await api.post('/api/projects/create-published-project', {
    data: {
      projectId,
      name,
      organizations: ['Demo Wind Co'],
      description: 'Created by an end-to-end test.',
      renamedViewpoints: viewpoints.map((v) => ({ id: v.id, newName: v.name })),
      renamedTours: tours.map((t) => ({ id: t.id, newName: t.name })),
      combinedScenarios: [
        { combinedName: 'Current situation', scenarioIds: [] },
        ...(scenarios[0] ? [{ combinedName: 'Scenario 1', scenarioIds: [scenarios[0].id] }] : []),
      ],
      defaultViewpoint: viewpoints[0]?.id,
      defaultScenario: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; publicationKey: string };
}

/** The seeded demo presentation (apps/server/src/seed/demo-presentation.ts): the viewer spec opens it. */
export const DEMO_PUBLICATION_KEY = 'noordzee-wind-park-demo';

/**
 * Makes the project have exactly `count` published presentations besides the seeded demo
 * presentation, which stays for the viewer spec (the limit of 3 leaves room for it).
 */
export async function ensurePresentationCount(api: APIRequestContext, projectId: number, count: number) {
  const existing = (await presentationsOf(api, projectId)).filter(
    (p) => p.publicationKey !== DEMO_PUBLICATION_KEY,
  );
  for (const extra of existing.slice(count)) {
    const response = await api.delete(`/api/projects/${extra.id}`);
    expect(response.status(), await response.text()).toBe(204);
  }
  for (let n = existing.length; n < count; n += 1)
    await createPresentation(api, projectId, uniqueName('Filler'));
}
