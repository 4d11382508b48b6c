import { randomBytes } from 'node:crypto';
import { POLICY, type PolicyAction, Role, rolesMay } from '@vantage/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, mailOutbox, ownershipTransfers } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { hubClient, listen } from '../test/hub-client.js';
import { insertProject } from '../test/project-fixtures.js';

/**
 * The policy table test (GitLab's policy specs): every operation of the one table in
 * packages/contracts (`POLICY`) x every principal -> the expected allow or deny, computed
 * from the table itself, and run against the real API. Each case gets its own subscription
 * and objects, so cases do not see each other.
 *
 * Principals: the seven roles in the subscription (a ProjectMember or Observer is granted
 * the project under test: its "own" project), anonymous (no token), another organisation's
 * Owner (its own key with our ids, or our key for operations without an object) and the
 * Owner of an expired subscription.
 *
 * The hub's client methods that write are in the table too (HUB_WRITES): a hub connection
 * carries no subscription key, so hub/write-access.ts finds the account itself; the same
 * principals, driven with the official @microsoft/signalr client, must get the same answer.
 */
type Member = Awaited<ReturnType<TestApp['buildMember']>>;
type Principal =
  | { name: string; kind: 'role'; role: Role }
  | { name: string; kind: 'anonymous' | 'otherOrganisation' | 'expired' };

const ROLES: readonly Role[] = Role.options;
const PRINCIPALS: Principal[] = [
  ...ROLES.map((role) => ({ name: role, kind: 'role' as const, role })),
  { name: 'anonymous', kind: 'anonymous' },
  { name: 'another organisation', kind: 'otherOrganisation' },
  { name: 'expired subscription (Owner)', kind: 'expired' },
];

type Case = {
  t: TestApp;
  home: { id: number; key: string };
  project: { id: number };
  /** The principal's account (for anonymous: an Owner it does not authenticate as). */
  me: Member;
};
type Operation = {
  action: PolicyAction;
  name: string;
  /** 'subscription': no object of ours in the call; another organisation uses our key. */
  scope: 'object' | 'subscription';
  /** The principal is the addressee of an incoming transfer. */
  receiver?: boolean;
  setup?: (c: Case) => Promise<Record<string, number | string>>;
  request: (c: Case, x: Record<string, number | string>) => InjectOptions;
  /** When the answer means "done" (default: any 2xx). Lists: the object is in the answer. */
  allowed?: (res: LightMyRequestResponse, c: Case, x: Record<string, number | string>) => boolean;
};

const template = 'http://localhost:8080/invitation/{invitationKey}';
const listed = (key: string, value: () => number | string) => (res: LightMyRequestResponse) =>
  res.statusCode === 200 && (res.json() as Record<string, unknown>[]).some((item) => item[key] === value());

async function pendingTransfer(c: Case, projectId: number, fromSubscriptionId: number, targetEmail: string) {
  const [row] = await c.t.ctx.db
    .insert(ownershipTransfers)
    .values({ projectId, fromSubscriptionId, requestedByEmail: 'sender@example.test', targetEmail })
    .returning();
  return row!.id;
}

async function invitation(c: Case, status: 'Pending' | 'Accepted') {
  const [row] = await c.t.ctx.db
    .insert(invitations)
    .values({
      key: randomBytes(24).toString('base64url'),
      subscriptionId: c.home.id,
      inviteeEmail: `invitee-${randomBytes(4).toString('hex')}@example.test`,
      level: 'Observer',
      projectId: c.project.id,
      status,
      expiresAt: new Date(Date.now() + 86_400_000),
      activatedAt: status === 'Accepted' ? new Date() : null,
    })
    .returning();
  return { invitationId: row!.id };
}

/** An incoming transfer to the principal (or, for another organisation, to someone else). */
async function incoming(c: Case, addressee: string) {
  const { subscription: sender } = await c.t.buildSubscription();
  const project = await insertProject(c.t.ctx, { subscriptionId: sender.id });
  return { transferId: await pendingTransfer(c, project.id, sender.id, addressee) };
}

const OPERATIONS: Operation[] = [
  {
    action: 'project.list',
    name: 'GET /api/projects lists it',
    scope: 'object',
    request: () => ({ url: '/api/projects?Limit=100' }),
    allowed: (res, c) => listed('id', () => c.project.id)(res),
  },
  {
    action: 'project.read',
    name: 'GET /api/projects/{id}',
    scope: 'object',
    request: (c) => ({ url: `/api/projects/${c.project.id}` }),
  },
  {
    action: 'project.create',
    name: 'POST /api/projects',
    scope: 'subscription',
    request: () => ({ method: 'POST', url: '/api/projects', payload: { name: 'Created' } }),
  },
  {
    action: 'coordinateSystem.manage',
    name: 'POST /api/coordinate-systems (an own system)',
    scope: 'subscription',
    request: () => ({
      method: 'POST',
      url: '/api/coordinate-systems',
      payload: {
        name: 'Local grid',
        epsgCode: 900_000 + Math.floor(Math.random() * 90_000),
        definition:
          '+proj=tmerc +lat_0=52 +lon_0=5 +k=1 +x_0=100000 +y_0=200000 +ellps=GRS80 +units=m +no_defs',
        areaOfUse: { west: 4, south: 51, east: 6, north: 53 },
      },
    }),
  },
  {
    action: 'mapLayer.manage',
    name: 'POST /api/map-layers',
    scope: 'subscription',
    request: () => ({
      method: 'POST',
      url: '/api/map-layers',
      payload: {
        name: 'Aerial',
        kind: 'xyz',
        url: 'https://tiles.example/{z}/{x}/{y}.png',
        attribution: 'Test',
      },
    }),
  },
  {
    action: 'project.update',
    name: 'PUT /api/projects/{id} description',
    scope: 'object',
    request: (c) => ({
      method: 'PUT',
      url: `/api/projects/${c.project.id}`,
      payload: { description: 'new' },
    }),
  },
  {
    action: 'project.update',
    name: 'POST /api/projects/{id}/scenarios (content)',
    scope: 'object',
    request: (c) => ({
      method: 'POST',
      url: `/api/projects/${c.project.id}/scenarios`,
      payload: { name: 'Added' },
    }),
  },
  {
    action: 'project.rename',
    name: 'PUT /api/projects/{id} name',
    scope: 'object',
    request: (c) => ({ method: 'PUT', url: `/api/projects/${c.project.id}`, payload: { name: 'Renamed' } }),
  },
  {
    action: 'project.delete',
    name: 'DELETE /api/projects/{id}',
    scope: 'object',
    request: (c) => ({ method: 'DELETE', url: `/api/projects/${c.project.id}` }),
  },
  {
    action: 'project.duplicate',
    name: 'POST /api/projects/clone',
    scope: 'object',
    request: (c) => ({ method: 'POST', url: `/api/projects/clone?sourceProjectId=${c.project.id}` }),
  },
  {
    action: 'project.duplicate',
    name: 'POST /api/projects/create-revision',
    scope: 'object',
    request: (c) => ({
      method: 'POST',
      url: `/api/projects/create-revision?sourceProjectId=${c.project.id}`,
    }),
  },
  {
    action: 'project.activateRevision',
    name: 'PUT /api/projects/activate-revision',
    scope: 'object',
    setup: async (c) => ({
      revisionId: (
        await insertProject(c.t.ctx, { subscriptionId: c.home.id, originalProjectId: c.project.id })
      ).id,
    }),
    request: (_c, x) => ({ method: 'PUT', url: `/api/projects/activate-revision?id=${x.revisionId}` }),
  },
  {
    action: 'project.present',
    name: 'POST /api/projects/publish (publish again)',
    scope: 'object',
    setup: async (c) => ({
      presentationId: (
        await insertProject(c.t.ctx, {
          subscriptionId: c.home.id,
          originalProjectId: c.project.id,
          publicationKey: randomBytes(12).toString('base64url'),
          published: false,
        })
      ).id,
    }),
    request: (_c, x) => ({ method: 'POST', url: `/api/projects/publish?projectId=${x.presentationId}` }),
  },
  {
    action: 'project.depublish',
    name: 'DELETE /api/projects/publish',
    scope: 'object',
    setup: async (c) => ({
      presentationId: (
        await insertProject(c.t.ctx, {
          subscriptionId: c.home.id,
          originalProjectId: c.project.id,
          publicationKey: randomBytes(12).toString('base64url'),
          published: true,
        })
      ).id,
    }),
    request: (_c, x) => ({ method: 'DELETE', url: `/api/projects/publish?projectId=${x.presentationId}` }),
  },
  {
    action: 'project.embed',
    name: 'PUT /api/projects/published-projects/{id}/embed-origins',
    scope: 'object',
    setup: async (c) => ({
      presentationId: (
        await insertProject(c.t.ctx, {
          subscriptionId: c.home.id,
          originalProjectId: c.project.id,
          publicationKey: randomBytes(12).toString('base64url'),
          published: true,
        })
      ).id,
    }),
    request: (_c, x) => ({
      method: 'PUT',
      url: `/api/projects/published-projects/${x.presentationId}/embed-origins`,
      payload: { origins: ['https://www.example.org'] },
    }),
  },
  {
    action: 'project.transfer',
    name: 'POST /api/projects/{id}/ownership-transfer',
    scope: 'object',
    setup: async (c) => ({ email: (await c.t.buildUser()).email }),
    request: (c, x) => ({
      method: 'POST',
      url: `/api/projects/${c.project.id}/ownership-transfer`,
      payload: { receivingUserEmailAddress: x.email },
    }),
  },
  {
    action: 'transfer.readOutgoing',
    name: 'GET /api/projects/ownership-transfers/outgoing lists it',
    scope: 'object',
    setup: async (c) => ({
      transferId: await pendingTransfer(c, c.project.id, c.home.id, 'them@example.test'),
    }),
    request: () => ({ url: '/api/projects/ownership-transfers/outgoing' }),
    allowed: (res, _c, x) => listed('id', () => x.transferId!)(res),
  },
  {
    action: 'transfer.revoke',
    name: 'POST /api/projects/ownership-transfers/outgoing/{id}/revoke',
    scope: 'object',
    setup: async (c) => ({
      transferId: await pendingTransfer(c, c.project.id, c.home.id, 'them@example.test'),
    }),
    request: (_c, x) => ({
      method: 'POST',
      url: `/api/projects/ownership-transfers/outgoing/${x.transferId}/revoke`,
      payload: {},
    }),
  },
  {
    action: 'transfer.accept',
    name: 'POST /api/projects/ownership-transfers/incoming/{id}/accept',
    scope: 'object',
    receiver: true,
    setup: async (c) => incoming(c, c.me.user.email),
    request: (c, x) => ({
      method: 'POST',
      url: `/api/projects/ownership-transfers/incoming/${x.transferId}/accept`,
      payload: { targetUserAccountId: c.me.account.id },
    }),
  },
  {
    action: 'transfer.reject',
    name: 'POST /api/projects/ownership-transfers/incoming/{id}/reject',
    scope: 'object',
    receiver: true,
    setup: async (c) => incoming(c, c.me.user.email),
    request: (_c, x) => ({
      method: 'POST',
      url: `/api/projects/ownership-transfers/incoming/${x.transferId}/reject`,
      payload: {},
    }),
  },
  {
    action: 'member.read',
    name: 'GET /api/subscriptions/current/members lists them',
    scope: 'object',
    setup: async (c) => ({ userAccountId: (await c.t.buildMember(c.home, ['Observer'])).account.id }),
    request: () => ({ url: '/api/subscriptions/current/members?Limit=100' }),
    allowed: (res, _c, x) => listed('userAccountId', () => x.userAccountId!)(res),
  },
  {
    action: 'member.updateRoles',
    name: 'PUT /api/subscriptions/current/members/{id}',
    scope: 'object',
    setup: async (c) => ({ userAccountId: (await c.t.buildMember(c.home, ['ProjectMember'])).account.id }),
    request: (_c, x) => ({
      method: 'PUT',
      url: `/api/subscriptions/current/members/${x.userAccountId}`,
      payload: { roles: ['Observer'] },
    }),
  },
  {
    action: 'member.remove',
    name: 'DELETE /api/subscriptions/current/members/{id}',
    scope: 'object',
    setup: async (c) => ({ userAccountId: (await c.t.buildMember(c.home, ['Observer'])).account.id }),
    request: (_c, x) => ({ method: 'DELETE', url: `/api/subscriptions/current/members/${x.userAccountId}` }),
  },
  {
    action: 'invitation.create',
    name: 'POST /api/invitations/members',
    scope: 'subscription',
    request: () => ({
      method: 'POST',
      url: '/api/invitations/members',
      payload: {
        inviteeEmailAddress: `new-${randomBytes(4).toString('hex')}@example.test`,
        activationUrlTemplate: template,
      },
    }),
  },
  {
    action: 'invitation.read',
    name: 'GET /api/invitations lists it',
    scope: 'object',
    setup: (c) => invitation(c, 'Pending'),
    request: () => ({ url: '/api/invitations?Limit=100' }),
    allowed: (res, _c, x) => listed('id', () => x.invitationId!)(res),
  },
  {
    action: 'invitation.revoke',
    name: 'DELETE /api/invitations/{id} (pending)',
    scope: 'object',
    setup: (c) => invitation(c, 'Pending'),
    request: (_c, x) => ({ method: 'DELETE', url: `/api/invitations/${x.invitationId}` }),
  },
  {
    action: 'invitation.resend',
    name: 'POST /api/invitations/{id}/mail (its mail failed)',
    scope: 'object',
    setup: async (c) => {
      const made = await invitation(c, 'Pending');
      await c.t.ctx.db.insert(mailOutbox).values({
        to: 'invitee@example.test',
        subject: 'Invitation',
        text: 'Join us',
        status: 'Failed',
        attempts: 8,
        invitationId: made.invitationId,
      });
      return made;
    },
    request: (_c, x) => ({ method: 'POST', url: `/api/invitations/${x.invitationId}/mail` }),
  },
  {
    action: 'invitation.clean',
    name: 'DELETE /api/invitations/{id} (accepted)',
    scope: 'object',
    setup: (c) => invitation(c, 'Accepted'),
    request: (_c, x) => ({ method: 'DELETE', url: `/api/invitations/${x.invitationId}` }),
  },
  {
    action: 'subscription.read',
    name: 'GET /api/subscriptions/current',
    scope: 'subscription',
    request: () => ({ url: '/api/subscriptions/current' }),
    allowed: (res, c) => res.statusCode === 200 && res.json().subscriptionKey === c.home.key,
  },
  {
    action: 'subscription.readStatus',
    name: 'GET /api/subscriptions/current/status',
    scope: 'subscription',
    request: () => ({ url: '/api/subscriptions/current/status' }),
    allowed: (res) => res.statusCode === 200 && res.json().status !== 'Unknown',
  },
];

/** The table's answer for this principal. */
function expected(principal: Principal, action: PolicyAction): boolean {
  if (principal.kind === 'role') return rolesMay([principal.role], action);
  if (principal.kind === 'expired') return rolesMay(['Owner'], action) && POLICY[action].expired === 'allows';
  return false;
}

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

/** The principal's case: its own subscription and project, its account and request headers. */
async function arrange(principal: Principal, operation: Pick<Operation, 'scope' | 'receiver'>) {
  const { subscription: home } = await t.buildSubscription(
    principal.kind === 'expired' ? { expiresAt: new Date(Date.now() - 86_400_000) } : {},
  );
  const project = await insertProject(t.ctx, { subscriptionId: home.id });
  const own =
    principal.kind === 'role' && (principal.role === 'ProjectMember' || principal.role === 'Observer');
  const role: Role = principal.kind === 'role' ? principal.role : 'Owner';
  let me = await t.buildMember(home, [role], own ? { projectIds: [project.id] } : {});
  let headers: Record<string, string> = me.headers;
  if (principal.kind === 'anonymous') headers = { 'x-subscription-key': home.key };
  if (principal.kind === 'otherOrganisation') {
    const { subscription: other } = await t.buildSubscription();
    const stranger = await t.buildMember(other, ['Owner']);
    headers =
      operation.scope === 'subscription'
        ? { authorization: stranger.headers.authorization, 'x-subscription-key': home.key }
        : stranger.headers;
    // Another organisation is not the addressee of our incoming transfer; it acts with its own account.
    if (!operation.receiver) me = stranger;
    else me = { ...stranger, user: await t.buildUser() };
  }
  return { c: { t, home, project, me } satisfies Case, headers };
}

async function run(principal: Principal, operation: Operation) {
  const { c, headers } = await arrange(principal, operation);
  const x = (await operation.setup?.(c)) ?? {};
  const res = await t.app.inject({ ...operation.request(c, x), headers });
  return { res, c, x };
}

describe.each(OPERATIONS)('$action: $name', (operation) => {
  it.each(PRINCIPALS)('$name', async (principal) => {
    const allow = expected(principal, operation.action);
    const { res, c, x } = await run(principal, operation);
    const what = `${principal.name} ${allow ? 'allowed' : 'denied'}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    if (allow) {
      expect((operation.allowed ?? ((r) => r.statusCode >= 200 && r.statusCode < 300))(res, c, x), what).toBe(
        true,
      );
      return;
    }
    if (principal.kind === 'anonymous') expect(res.statusCode, what).toBe(401);
    else if (operation.allowed && res.statusCode === 200)
      expect(operation.allowed(res, c, x), what).toBe(false);
    else expect([403, 404], what).toContain(res.statusCode);
  });
});

describe('the table', () => {
  it('has an operation against the API for every action', () => {
    const tested = new Set(OPERATIONS.map((operation) => operation.action));
    expect(Object.keys(POLICY).filter((action) => !tested.has(action as PolicyAction))).toEqual([]);
  });
});

/**
 * The hub's client methods that speak for a project's content (hub/methods.ts): the
 * dashboard's editor announces its own edits with them, so they follow `project.update`.
 */
const HUB_WRITES = [
  { action: 'project.update', method: 'NotifyItemUpdated', payload: { kind: 'viewpoint', id: 1 } },
  { action: 'project.update', method: 'NotifyWorldEvent', payload: { sunPosition: 0.5 } },
] as const satisfies readonly { action: PolicyAction; method: string; payload: unknown }[];

/**
 * The hub's client methods that need only sight of the project: joining its group, and
 * saying who is there (presence, observers included). They follow `project.list`, the
 * visibility of a project whatever the subscription's state.
 */
const HUB_READS = [
  { action: 'project.list', method: 'SubscribeToProject', payload: undefined },
  { action: 'project.list', method: 'AnnouncePresence', payload: 'hello' },
] as const satisfies readonly { action: PolicyAction; method: string; payload: unknown }[];

/**
 * Invokes the method on the project as the member; resolves to whether the hub accepted it.
 * Only the rule's own check may refuse (`refusal`): a refusal for another reason says nothing
 * about the rule.
 */
async function hubAccepts(
  token: string,
  method: string,
  projectId: number,
  payload: unknown,
  refusal = /is not yours to change/,
) {
  const connection = hubClient(baseUrl, token);
  await connection.start();
  try {
    await connection.invoke(method, projectId, ...(payload === undefined ? [] : [payload]));
    return true;
  } catch (error) {
    expect(String(error)).toMatch(refusal);
    return false;
  } finally {
    await connection.stop();
  }
}

describe.each(HUB_WRITES)('hub $method ($action)', (write) => {
  it.each(PRINCIPALS)('$name', async (principal) => {
    const allow = expected(principal, write.action);
    const { c } = await arrange(principal, { scope: 'object' });
    if (principal.kind === 'anonymous') {
      await expect(hubClient(baseUrl, '').start(), principal.name).rejects.toThrow();
      return;
    }
    expect(await hubAccepts(c.me.token, write.method, c.project.id, write.payload), principal.name).toBe(
      allow,
    );
  });
});

describe.each(HUB_READS)('hub $method ($action)', (read) => {
  it.each(PRINCIPALS)('$name', async (principal) => {
    const allow = expected(principal, read.action);
    const { c } = await arrange(principal, { scope: 'object' });
    if (principal.kind === 'anonymous') {
      await expect(hubClient(baseUrl, '').start(), principal.name).rejects.toThrow();
      return;
    }
    expect(
      await hubAccepts(c.me.token, read.method, c.project.id, read.payload, /is not yours to see/),
      principal.name,
    ).toBe(allow);
  });
});

describe('hub writes to a presentation', () => {
  it.each(ROLES)('%s: refused like the API refuses its content (a frozen copy)', async (role) => {
    const { subscription } = await t.buildSubscription();
    const original = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const presentation = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: original.id,
      publicationKey: randomBytes(12).toString('base64url'),
      published: true,
    });
    const member = await t.buildMember(subscription, [role], { projectIds: [original.id] });
    const api = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${presentation.id}/scenarios`,
      payload: { name: 'Added' },
      headers: member.headers,
    });
    expect([403, 404], api.body).toContain(api.statusCode);
    expect(
      await hubAccepts(member.token, 'NotifyItemUpdated', presentation.id, { kind: 'tour', id: 1 }),
    ).toBe(false);
  });
});
