import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allows, authorize } from '../../auth/authorize.js';
import { requireUser, requireVerifiedUser } from '../../auth/context.js';
import { setTotalCount } from '../../http/pagination.js';
import { mailRateLimit, registerRateLimit } from '../../http/rate-limits.js';
import { route } from '../../http/route.js';
import { incomingAbilities } from './abilities.js';
import { acceptOwnershipTransfer } from './accept.js';
import { rejectOwnershipTransfer, revokeOwnershipTransfer } from './decide.js';
import { presentIncoming, presentOutgoing } from './presenter.js';
import { addressedTo, findTransfer, listPendingTransfers, sentFrom } from './queries.js';
import { requestOwnershipTransfer } from './request.js';

export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await registerRateLimit(app);

  route(
    app,
    operations.requestOwnershipTransfer,
    async (request, reply, context) => {
      const { projectId } = request.params;
      const transfer = await requestOwnershipTransfer(ctx, context, projectId, request.body);
      return reply.status(202).send({ id: transfer.id });
    },
    { config: { rateLimit: mailRateLimit } },
  );

  route(app, operations.listIncomingTransfers, async (request, reply) => {
    const { user } = await requireUser(request);
    const { rows, total } = await listPendingTransfers(ctx.db, addressedTo(user), request.query);
    setTotalCount(reply, total);
    const abilities = await incomingAbilities(ctx.db, user);
    return rows.map((row) => presentIncoming(row, abilities));
  });

  route(app, operations.getIncomingTransfer, async (request) => {
    const { user } = await requireUser(request);
    const found = await findTransfer(ctx.db, addressedTo(user), request.params.id);
    return presentIncoming(found, await incomingAbilities(ctx.db, user));
  });

  route(app, operations.acceptTransfer, async (request, reply) => {
    const { user } = await requireVerifiedUser(request);
    const { id } = request.params;
    await acceptOwnershipTransfer(ctx, user, id, request.body.targetUserAccountId);
    return reply.status(204).send(null);
  });

  route(app, operations.rejectTransfer, async (request, reply) => {
    const { user } = await requireVerifiedUser(request);
    await rejectOwnershipTransfer(ctx, user, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, operations.listOutgoingTransfers, async (request, reply, context) => {
    const outgoing = sentFrom(context.subscription.id);
    const { rows, total } = await listPendingTransfers(ctx.db, outgoing, request.query);
    setTotalCount(reply, total);
    const abilities = { revoke: allows(context, 'transfer.revoke') };
    return rows.map((row) => presentOutgoing(row, abilities));
  });

  route(app, operations.getOutgoingTransfer, async (request, _reply, context) => {
    const found = await findTransfer(ctx.db, sentFrom(context.subscription.id), request.params.id);
    authorize(context, 'transfer.readOutgoing');
    return presentOutgoing(found, { revoke: allows(context, 'transfer.revoke') });
  });

  route(app, operations.revokeTransfer, async (request, reply, context) => {
    await revokeOwnershipTransfer(ctx, context, request.params.id);
    return reply.status(204).send(null);
  });
};
