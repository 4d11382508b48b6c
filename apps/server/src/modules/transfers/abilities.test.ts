import { may, type Role } from '@vantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownershipTransfers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertProject } from '../../test/project-fixtures.js';

/**
 * Incoming transfers carry what the addressee may do with them, from the same policy table
 * the accept and reject handlers enforce; the answers agree with the handlers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Account = { roles: Role[]; expired?: boolean };

async function addresseeWith(accounts: Account[]) {
  const user = await t.buildUser();
  const members = [];
  for (const { roles, expired } of accounts) {
    const { subscription } = await t.buildSubscription(
      expired ? { expiresAt: new Date(Date.now() - 1000) } : {},
    );
    members.push(await t.buildMember(subscription, roles, { user }));
  }
  const { subscription: sender } = await t.buildSubscription();
  const project = await insertProject(t.ctx, { subscriptionId: sender.id });
  const [transfer] = await t.ctx.db
    .insert(ownershipTransfers)
    .values({
      projectId: project.id,
      fromSubscriptionId: sender.id,
      requestedByEmail: 'sender@example.test',
      targetEmail: user.email,
    })
    .returning();
  return { user, members, transfer: transfer! };
}

const CASES: Array<{ name: string; accounts: Account[] }> = [
  { name: 'Owner', accounts: [{ roles: ['Owner'] }] },
  { name: 'Administrator', accounts: [{ roles: ['Administrator'] }] },
  { name: 'TeamMember', accounts: [{ roles: ['TeamMember'] }] },
  { name: 'SupportStaff', accounts: [{ roles: ['SupportStaff'] }] },
  { name: 'Observer', accounts: [{ roles: ['Observer'] }] },
  { name: 'Owner of an expired subscription', accounts: [{ roles: ['Owner'], expired: true }] },
  {
    name: 'TeamMember here, Administrator elsewhere',
    accounts: [{ roles: ['TeamMember'] }, { roles: ['Administrator'] }],
  },
];

describe('incoming transfers carry the caller abilities', () => {
  it.each(CASES)(
    '$name: the list and the transfer say what accept and reject answer',
    async ({ accounts }) => {
      const { members, transfer } = await addresseeWith(accounts);
      const expected = {
        accept: accounts.some((a) =>
          may({ roles: a.roles, isExpired: a.expired ?? false }, 'transfer.accept'),
        ),
        reject: may({ roles: accounts.flatMap((a) => a.roles), isExpired: false }, 'transfer.reject'),
      };
      const headers = members[0]!.headers;
      const list = await t.app.inject({ url: '/api/projects/ownership-transfers/incoming', headers });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([expect.objectContaining({ id: transfer.id, abilities: expected })]);
      const one = await t.app.inject({
        url: `/api/projects/ownership-transfers/incoming/${transfer.id}`,
        headers,
      });
      expect(one.json().abilities).toEqual(expected);

      // The handlers agree: accept into the account that may (if any), else 403; reject likewise.
      const target = members.find((_, i) =>
        may({ roles: accounts[i]!.roles, isExpired: accounts[i]!.expired ?? false }, 'transfer.accept'),
      );
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/projects/ownership-transfers/incoming/${transfer.id}/accept`,
        headers,
        payload: { targetUserAccountId: (target ?? members[0]!).account.id, languageCode: 'en-us' },
      });
      expect(accepted.statusCode).toBe(expected.accept ? 204 : 403);
      if (!expected.accept) {
        const rejected = await t.app.inject({
          method: 'POST',
          url: `/api/projects/ownership-transfers/incoming/${transfer.id}/reject`,
          headers,
          payload: { languageCode: 'en-us' },
        });
        expect(rejected.statusCode).toBe(expected.reject ? 204 : 403);
      }
    },
  );

  it('the abilities are not a constant: an Observer may neither, an Owner may both', async () => {
    const observer = await addresseeWith([{ roles: ['Observer'] }]);
    const owner = await addresseeWith([{ roles: ['Owner'] }]);
    const abilitiesOf = async (x: typeof owner) =>
      (
        await t.app.inject({
          url: `/api/projects/ownership-transfers/incoming/${x.transfer.id}`,
          headers: x.members[0]!.headers,
        })
      ).json().abilities;
    expect(await abilitiesOf(observer)).toEqual({ accept: false, reject: false });
    expect(await abilitiesOf(owner)).toEqual({ accept: true, reject: true });
  });
});
