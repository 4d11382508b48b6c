import { CurrentUserAccount, UserAccountListItem } from '@vantage/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount, requireUser } from '../../auth/context.js';
import { customers, subscriptions, subscriptionTypes, userAccounts } from '../../db/schema/index.js';
import { setTotalCount } from '../../http/pagination.js';
import { presentAccountListItem, presentCurrentAccount } from './presenter.js';

export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user-accounts',
    {
      schema: {
        tags: ['Accounts'],
        summary: "The caller's accounts, one per subscription",
        response: { 200: z.array(UserAccountListItem) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const rows = await app.ctx.db
        .select({
          account: userAccounts,
          subscription: subscriptions,
          customer: customers,
          type: subscriptionTypes,
        })
        .from(userAccounts)
        .innerJoin(subscriptions, eq(subscriptions.id, userAccounts.subscriptionId))
        .innerJoin(customers, eq(customers.id, subscriptions.customerId))
        .innerJoin(subscriptionTypes, eq(subscriptionTypes.key, subscriptions.typeKey))
        .where(eq(userAccounts.userId, user.id))
        .orderBy(asc(userAccounts.id));
      setTotalCount(reply, rows.length);
      return rows.map((row) => presentAccountListItem({ ...row, user }));
    },
  );

  app.get(
    '/api/user-accounts/current',
    {
      schema: {
        tags: ['Accounts'],
        summary: "The caller's account in the subscription named by X-Subscription-Key",
        response: { 200: CurrentUserAccount },
      },
    },
    async (request) => {
      const { account, user, subscription } = await requireAccount(request);
      const [row] = await app.ctx.db
        .select({ customer: customers, type: subscriptionTypes })
        .from(customers)
        .innerJoin(subscriptionTypes, eq(subscriptionTypes.key, subscription.typeKey))
        .where(eq(customers.id, subscription.customerId));
      return presentCurrentAccount({ account, user, subscription, customer: row!.customer, type: row!.type });
    },
  );
};
