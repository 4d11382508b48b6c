import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { accessTokenOf, apiAs } from './api';
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

/** Starts a trial for the user signed in on `page`, who then owns a subscription of their own. */
export async function startTrial(page: Page, customerName: string): Promise<void> {
  const self = await apiAs(await accessTokenOf(page));
  try {
    const types = (await (await self.get('/api/subscription-types')).json()) as Array<{ key: string }>;
    const trial = await self.post('/api/subscriptions/trial', {
      data: {
        customerName,
        customerPhoneNumber: '+31 20 555 0100',
        subscriptionTypeKey: types[0]?.key,
        loginUrl: `${E2E_BASE_URL}/login`,
      },
    });
    expect(trial.status(), await trial.text()).toBe(202);
  } finally {
    await self.dispose();
  }
}

type Mail = { to: string; subject: string; links: string[] };

/** The links of the newest mail to `email` in the dev mailbox that has one matching `pattern`. */
export async function mailedLink(api: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as Mail[];
      link = mails.flatMap((mail) => mail.links).find((candidate) => pattern.test(candidate));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Names of the projects the list shows, in order. */
export async function shownProjectNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Projects' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}
