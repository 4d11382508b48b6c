import { expect } from 'vitest';
import type { TestApp } from './harness.js';
import { insertProject } from './project-fixtures.js';

/**
 * A project of organisation A with a pending transfer to an Owner of organisation B, and the
 * call with which B accepts it: the start of every transfer race test.
 */
export async function pendingTransfer(t: TestApp) {
  const a = await t.buildSubscription();
  const project = await insertProject(t.ctx, { subscriptionId: a.subscription.id, name: 'Contested Farm' });
  const sender = await t.buildMember(a.subscription, ['Owner']);
  const b = await t.buildSubscription();
  const receiver = await t.buildMember(b.subscription, ['Owner']);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/ownership-transfer`,
    headers: sender.headers,
    payload: { receivingUserEmailAddress: receiver.user.email, languageCode: 'en-us' },
  });
  expect(res.statusCode).toBe(202);
  const accept = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/ownership-transfers/incoming/${res.json().id}/accept`,
      headers: receiver.headers,
      payload: { targetUserAccountId: receiver.account.id, languageCode: 'en-us' },
    });
  return { a, b, project, sender, receiver, accept };
}
