import { IdParam, OffsetLimitQuery, SubscriptionMember, UpdateMemberRequest } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize.js';
import { requireAccount } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { withMemberAbilities } from './abilities.js';
import { getMember, listMembers, removeMember, updateMemberRoles } from './service.js';

const tags = ['Members'];
const params = z.object({ userAccountId: IdParam });

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscriptions/current/members',
    {
      schema: {
        tags,
        summary: 'Members of the selected subscription, by role rank (PublicSpectator hidden)',
        querystring: OffsetLimitQuery,
        response: { 200: z.array(SubscriptionMember) },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      authorize(context, 'member.read');
      const { total, members } = await listMembers(
        app.ctx.db,
        context.subscription.id,
        pageOf(request.query),
      );
      setTotalCount(reply, total);
      return members.map((member) => withMemberAbilities(context, member));
    },
  );

  app.get(
    '/api/subscriptions/current/members/:userAccountId',
    { schema: { tags, params, response: { 200: SubscriptionMember } } },
    async (request) => {
      const context = await requireAccount(request);
      authorize(context, 'member.read');
      return withMemberAbilities(
        context,
        await getMember(app.ctx.db, context.subscription.id, request.params.userAccountId),
      );
    },
  );

  app.put(
    '/api/subscriptions/current/members/:userAccountId',
    {
      schema: {
        tags,
        summary: "Change a member's roles (Owner or Administrator)",
        params,
        body: UpdateMemberRequest,
        response: { 200: SubscriptionMember },
      },
    },
    async (request) => {
      const context = await requireAccount(request);
      return withMemberAbilities(
        context,
        await updateMemberRoles(app.ctx, context, request.params.userAccountId, request.body.roles),
      );
    },
  );

  app.delete(
    '/api/subscriptions/current/members/:userAccountId',
    { schema: { tags, summary: 'Remove a member from the subscription', params } },
    async (request, reply) => {
      const context = await requireAccount(request);
      await removeMember(app.ctx, context, request.params.userAccountId);
      return reply.status(204).send();
    },
  );
};
