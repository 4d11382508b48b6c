import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { accessTokenOf, apiAs } from './api';
import { type NewUser, newUser, registerByHttp } from './auth';
import { E2E_BASE_URL } from './config';

/** A fresh organisation of a test's own: a new user (registered by HTTP) owning a new trial. */
export type Organisation = {
  owner: NewUser;
  customerName: string;
  subscriptionKey: string;
  /** API client as the owner in this subscription; dispose it at the end of the test. */
  api: APIRequestContext;
};

export const uniqueCompany = (prefix = 'E2E Co') => `${prefix} ${randomUUID().slice(0, 6)}`;

/** Starts a trial for the user of `api` (no subscription key needed) and answers its key. */
export async function startTrialByApi(api: APIRequestContext, customerName: string): Promise<string> {
  const types = (await (await api.get('/api/subscription-types')).json()) as Array<{ key: string }>;
  const trial = await api.post('/api/subscriptions/trial', {
    data: {
      customerName,
      customerPhoneNumber: '+31 20 555 0199',
      subscriptionTypeKey: types[0]?.key,
      loginUrl: `${E2E_BASE_URL}/login`,
    },
  });
  expect(trial.status(), await trial.text()).toBe(202);
  return ((await trial.json()) as { subscriptionKey: string }).subscriptionKey;
}

/** Starts a trial for the user signed in on `page`, who then owns a subscription of their own. */
export async function startTrial(page: Page, customerName: string): Promise<void> {
  const self = await apiAs(await accessTokenOf(page));
  try {
    await startTrialByApi(self, customerName);
  } finally {
    await self.dispose();
  }
}

export async function newOrganisation(options: { owner?: Partial<NewUser>; customer?: string } = {}) {
  const owner = newUser({ firstName: 'Olga', lastName: 'Orgowner', ...options.owner });
  const tokens = await registerByHttp(owner);
  const customerName = options.customer ?? uniqueCompany();
  const plain = await apiAs(tokens.access_token);
  const subscriptionKey = await startTrialByApi(plain, customerName);
  await plain.dispose();
  const api = await apiAs(tokens.access_token, subscriptionKey);
  return { owner, customerName, subscriptionKey, api } satisfies Organisation;
}

export type Level = 'TeamMember' | 'ProjectMember' | 'Observer';
const INVITE_PATHS: Record<Level, string> = {
  TeamMember: '/api/invitations/members',
  ProjectMember: '/api/invitations/project-members',
  Observer: '/api/invitations/observers',
};

/** Invites `email` by API as the caller of `api`; answers the invitation id. */
export async function inviteByApi(
  api: APIRequestContext,
  email: string,
  level: Level = 'TeamMember',
  projectId?: number,
): Promise<number> {
  const response = await api.post(INVITE_PATHS[level], {
    data: {
      inviteeEmailAddress: email,
      activationUrlTemplate: `${E2E_BASE_URL}/invitation/{invitationKey}`,
      ...(projectId ? { projectId } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { id: number }).id;
}

/** A new user who joined `org` by invitation (registered, invited, accepted by API). */
export async function addMember(
  org: Organisation,
  level: Level,
  overrides: Partial<NewUser> = {},
  projectId?: number,
) {
  const member = newUser(overrides);
  const tokens = await registerByHttp(member);
  await inviteByApi(org.api, member.email, level, projectId);
  const self = await apiAs(tokens.access_token);
  const pending = (await (await self.get('/api/invitations/pending')).json()) as Array<{ key: string }>;
  const accept = await self.post('/api/invitations/activations/accept', {
    data: { activationKey: pending[0]?.key, loginUrl: `${E2E_BASE_URL}/login` },
  });
  expect(accept.status(), await accept.text()).toBe(204);
  await self.dispose();
  return member;
}
