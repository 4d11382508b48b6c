import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { withMemberAbilities } from './abilities.js';
import { getMember, listMembers, removeMember, updateMemberRoles } from './service.js';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.listMembers, async (request, reply, context) => {
    const { total, members } = await listMembers(ctx.db, context.subscription.id, pageOf(request.query));
    setTotalCount(reply, total);
    return members.map((member) => withMemberAbilities(context, member));
  });

  route(app, operations.getMember, async (request, _reply, context) =>
    withMemberAbilities(
      context,
      await getMember(ctx.db, context.subscription.id, request.params.userAccountId),
    ),
  );

  route(app, operations.updateMember, async (request, _reply, context) =>
    withMemberAbilities(
      context,
      await updateMemberRoles(ctx, context, request.params.userAccountId, request.body.roles),
    ),
  );

  route(app, operations.deleteMember, async (request, reply, context) => {
    await removeMember(ctx, context, request.params.userAccountId);
    return reply.status(204).send(null);
  });
};
