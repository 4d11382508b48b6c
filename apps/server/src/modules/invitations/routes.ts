import type { InvitationLevel } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireVerifiedUser } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { mailRateLimit, registerRateLimit } from '../../http/rate-limits.js';
import { route } from '../../http/route.js';
import { assertOwnLink } from '../../mail/link-origin.js';
import { acceptInvitation, declineInvitation } from './activation.js';
import { invite } from './invite.js';
import { presentByKey, presentPending } from './presenter.js';
import {
  deleteFromLog,
  findByKey,
  getLogItem,
  listLog,
  listPendingFor,
  resendInvitationMail,
} from './service.js';

const INVITE_OPERATIONS = [
  [operations.inviteTeamMember, 'TeamMember'],
  [operations.inviteProjectMember, 'ProjectMember'],
  [operations.inviteObserver, 'Observer'],
] as const satisfies ReadonlyArray<readonly [unknown, InvitationLevel]>;

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await registerRateLimit(app);

  route(app, operations.listInvitations, async (request, reply, context) => {
    const { total, items } = await listLog(ctx.db, context.subscription.id, pageOf(request.query));
    setTotalCount(reply, total);
    return items;
  });

  route(app, operations.listMyPendingInvitations, async (request, reply) => {
    const { user } = await requireUser(request);
    // Matched by e-mail only once the address is verified (else anyone could register it).
    const rows = user.emailVerified ? await listPendingFor(ctx.db, user.email) : [];
    setTotalCount(reply, rows.length);
    return rows.map(presentPending);
  });

  route(app, operations.getInvitationByKey, async (request) => {
    const { user } = await requireUser(request);
    const row = await findByKey(ctx.db, request.params.key);
    const forMe = row.invitation.inviteeEmail.toLowerCase() === user.email.toLowerCase();
    return presentByKey(row, forMe);
  });

  route(app, operations.getInvitation, async (request, _reply, context) =>
    getLogItem(ctx.db, context.subscription.id, request.params.id),
  );

  route(
    app,
    operations.resendInvitationMail,
    async (request, reply, context) => {
      await resendInvitationMail(ctx, context, request.params.id);
      return reply.status(202).send(null);
    },
    { config: { rateLimit: mailRateLimit } },
  );

  route(app, operations.deleteInvitation, async (request, reply, context) => {
    await deleteFromLog(ctx, context, request.params.id);
    return reply.status(204).send(null);
  });

  for (const [operation, level] of INVITE_OPERATIONS) {
    route(
      app,
      operation,
      async (request, reply, context) => {
        assertOwnLink(ctx.config, 'activationUrlTemplate', request.body.activationUrlTemplate);
        const invitation = await invite(ctx, context, level, request.body);
        return reply.status(202).send({ id: invitation.id });
      },
      { config: { rateLimit: mailRateLimit } },
    );
  }

  route(app, operations.acceptInvitation, async (request, reply) => {
    const { user } = await requireVerifiedUser(request);
    assertOwnLink(ctx.config, 'loginUrl', request.body.loginUrl);
    await acceptInvitation(ctx, user, request.body);
    return reply.status(204).send(null);
  });

  route(app, operations.declineInvitation, async (request, reply) => {
    const { user } = await requireVerifiedUser(request);
    await declineInvitation(ctx, user, request.body);
    return reply.status(204).send(null);
  });
};
