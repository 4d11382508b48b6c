import { operations } from '@vantage/contracts/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize.js';
import {
  isExpired,
  requireClaims,
  requireUser,
  requireVerifiedUser,
  subscriptionKeyOf,
} from '../../auth/context.js';
import { customers, subscriptions, subscriptionTypes, userAccounts } from '../../db/schema/index.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';
import { assertOwnLink } from '../../mail/link-origin.js';
import { presentSubscriptionDetails } from './presenter.js';
import { listSubscriptionTypes, requestAccess, startTrial } from './service.js';
import { usageOf } from './usage.js';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.listSubscriptionTypes, async (request) => {
    await requireClaims(request);
    return listSubscriptionTypes(ctx.db);
  });

  route(app, operations.startTrial, async (request, reply) => {
    const { user } = await requireVerifiedUser(request);
    assertOwnLink(ctx.config, 'loginUrl', request.body.loginUrl);
    const { subscription, customer } = await startTrial(ctx, user, request.body, requestLanguage(request));
    return reply.status(202).send({ subscriptionKey: subscription.key, customerName: customer.name });
  });

  route(app, operations.requestAccess, async (request, reply) => {
    const { user } = await requireVerifiedUser(request);
    assertOwnLink(ctx.config, 'loginUrl', request.body.loginUrl);
    await requestAccess(ctx, user, request.body, requestLanguage(request));
    return reply.status(202).send(null);
  });

  route(app, operations.getCurrentSubscription, async (_request, _reply, { subscription }) => {
    const [row] = await ctx.db
      .select({ customer: customers, type: subscriptionTypes })
      .from(customers)
      .innerJoin(subscriptionTypes, eq(subscriptionTypes.key, subscription.typeKey))
      .where(eq(customers.id, subscription.customerId));
    const usage = await usageOf(ctx.db, subscription);
    return presentSubscriptionDetails({ subscription, ...row!, usage });
  });

  route(app, operations.getCurrentSubscriptionStatus, async (request) => {
    const { user } = await requireUser(request);
    const key = subscriptionKeyOf(request);
    const [row] = key
      ? await ctx.db
          .select({ account: userAccounts, subscription: subscriptions })
          .from(userAccounts)
          .innerJoin(subscriptions, eq(subscriptions.id, userAccounts.subscriptionId))
          .where(and(eq(userAccounts.userId, user.id), eq(subscriptions.key, key)))
      : [];
    if (!row) return { status: 'Unknown' as const, isExpired: false };
    const expired = isExpired(row.subscription);
    authorize({ roles: row.account.roles, isExpired: expired }, 'subscription.readStatus');
    return { status: expired ? ('Expired' as const) : ('NotExpired' as const), isExpired: expired };
  });
};
