import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './config';

/** A project name no other test uses, e.g. "E2E Solar 1a2b3c4d". */
export function uniqueProjectName(prefix = 'E2E Project'): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** Creates a project by HTTP and answers its id. */
export async function createProject(api: APIRequestContext, name: string): Promise<number> {
  const response = await api.post('/api/projects', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Asks `email` to take over a project by HTTP; answers the transfer id. */
export async function requestTransfer(
  api: APIRequestContext,
  projectId: number,
  email: string,
): Promise<string> {
  const response = await api.post(`/api/projects/${projectId}/ownership-transfer`, {
    data: { receivingUserEmailAddress: email, loginUrl: `${E2E_BASE_URL}/login` },
  });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

/** Names of the projects the list shows, in order. */
export async function shownProjectNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Projects' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}
