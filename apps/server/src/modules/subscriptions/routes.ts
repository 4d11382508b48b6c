import {
  SubscriptionDetails,
  SubscriptionStatus,
  SubscriptionType,
  TrialRequest,
  TrialStarted,
} from '@vantage/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize.js';
import {
  isExpired,
  requireAccount,
  requireClaims,
  requireUser,
  requireVerifiedUser,
  subscriptionKeyOf,
} from '../../auth/context.js';
import { customers, subscriptions, subscriptionTypes, userAccounts } from '../../db/schema/index.js';
import { assertOwnLink } from '../../mail/link-origin.js';
import { presentSubscriptionDetails } from './presenter.js';
import { listSubscriptionTypes, requestAccess, startTrial } from './service.js';
import { usageOf } from './usage.js';

const tags = ['Subscription'];

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscription-types',
    {
      schema: {
        tags,
        summary: 'Subscription types a trial can be started for (the wind-planning plan first)',
        response: { 200: z.array(SubscriptionType) },
      },
    },
    async (request) => {
      await requireClaims(request);
      return listSubscriptionTypes(app.ctx.db);
    },
  );

  app.post(
    '/api/subscriptions/trial',
    {
      schema: {
        tags,
        summary: 'Start a trial: a new customer and trial subscription with the caller as Owner',
        body: TrialRequest,
        response: { 202: TrialStarted },
      },
    },
    async (request, reply) => {
      const { user } = await requireVerifiedUser(request);
      assertOwnLink(app.ctx.config, 'loginUrl', request.body.loginUrl);
      const { subscription, customer } = await startTrial(app.ctx, request.log, user, request.body);
      return reply.status(202).send({ subscriptionKey: subscription.key, customerName: customer.name });
    },
  );

  app.post(
    '/api/subscriptions/request-access',
    {
      schema: {
        tags,
        summary: 'Ask support for a subscription (mails the support address)',
        body: TrialRequest,
      },
    },
    async (request, reply) => {
      const { user } = await requireVerifiedUser(request);
      assertOwnLink(app.ctx.config, 'loginUrl', request.body.loginUrl);
      await requestAccess(app.ctx, request.log, user, request.body);
      return reply.status(202).send();
    },
  );

  app.get(
    '/api/subscriptions/current',
    {
      schema: {
        tags,
        summary: 'The selected subscription with its limits and usage',
        response: { 200: SubscriptionDetails },
      },
    },
    async (request) => {
      const context = await requireAccount(request);
      authorize(context, 'subscription.read');
      const [row] = await app.ctx.db
        .select({ customer: customers, type: subscriptionTypes })
        .from(customers)
        .innerJoin(subscriptionTypes, eq(subscriptionTypes.key, context.subscription.typeKey))
        .where(eq(customers.id, context.subscription.customerId));
      const usage = await usageOf(app.ctx.db, context.subscription);
      return presentSubscriptionDetails({ subscription: context.subscription, ...row!, usage });
    },
  );

  app.get(
    '/api/subscriptions/current/status',
    {
      schema: {
        tags,
        summary:
          'Expiry of the selected subscription; Unknown when no subscription is selected or the caller has no account in it',
        response: { 200: SubscriptionStatus },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const key = subscriptionKeyOf(request);
      const [row] = key
        ? await app.ctx.db
            .select({ account: userAccounts, subscription: subscriptions })
            .from(userAccounts)
            .innerJoin(subscriptions, eq(subscriptions.id, userAccounts.subscriptionId))
            .where(and(eq(userAccounts.userId, user.id), eq(subscriptions.key, key)))
        : [];
      if (!row) return { status: 'Unknown' as const, isExpired: false };
      const expired = isExpired(row.subscription);
      authorize({ roles: row.account.roles, isExpired: expired }, 'subscription.readStatus');
      return { status: expired ? ('Expired' as const) : ('NotExpired' as const), isExpired: expired };
    },
  );
};
