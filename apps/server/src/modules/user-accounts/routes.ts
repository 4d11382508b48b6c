import { operations } from '@vantage/contracts/api';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/context.js';
import { customers, subscriptions, subscriptionTypes, userAccounts } from '../../db/schema/index.js';
import { setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { presentAccountListItem, presentCurrentAccount } from './presenter.js';

export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.listUserAccounts, async (request, reply) => {
    const { user } = await requireUser(request);
    const rows = await ctx.db
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
  });

  route(app, operations.getCurrentUserAccount, async (_request, _reply, { account, user, subscription }) => {
    const [row] = await ctx.db
      .select({ customer: customers, type: subscriptionTypes })
      .from(customers)
      .innerJoin(subscriptionTypes, eq(subscriptionTypes.key, subscription.typeKey))
      .where(eq(customers.id, subscription.customerId));
    return presentCurrentAccount({ account, user, subscription, customer: row!.customer, type: row!.type });
  });
};
