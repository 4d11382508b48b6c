import {
  AcceptTransferRequest,
  IncomingTransfer,
  OutgoingTransfer,
  OwnershipTransferRequest,
  TransferDecisionRequest,
  TransferIdParams,
  TransferListQuery,
  TransferProjectParams,
  TransferRequested,
} from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allows, authorize } from '../../auth/authorize.js';
import { requireAccount, requireUser, requireVerifiedUser } from '../../auth/context.js';
import { setTotalCount } from '../../http/pagination.js';
import { mailRateLimit, registerRateLimit } from '../../http/rate-limits.js';
import { incomingAbilities } from './abilities.js';
import { acceptOwnershipTransfer } from './accept.js';
import { rejectOwnershipTransfer, revokeOwnershipTransfer } from './decide.js';
import { presentIncoming, presentOutgoing } from './presenter.js';
import { addressedTo, findTransfer, listPendingTransfers, sentFrom } from './queries.js';
import { requestOwnershipTransfer } from './request.js';

const tags = ['Ownership transfers'];
const BASE = '/api/projects/ownership-transfers';

export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await registerRateLimit(app);

  app.post(
    '/api/projects/:projectId/ownership-transfer',
    {
      schema: {
        tags,
        summary: 'Ask a user (by account or e-mail) to take over a project (409 RequestAlreadyPending)',
        params: TransferProjectParams,
        body: OwnershipTransferRequest,
        response: { 202: TransferRequested },
      },
      config: { rateLimit: mailRateLimit },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      const transfer = await requestOwnershipTransfer(
        ctx,
        request.log,
        context,
        request.params.projectId,
        request.body,
      );
      return reply.status(202).send({ id: transfer.id });
    },
  );

  app.get(
    `${BASE}/incoming`,
    {
      schema: {
        tags,
        summary: 'Pending transfers addressed to the caller (any subscription)',
        querystring: TransferListQuery,
        response: { 200: z.array(IncomingTransfer) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const { rows, total } = await listPendingTransfers(ctx.db, addressedTo(user), request.query);
      setTotalCount(reply, total);
      const abilities = await incomingAbilities(ctx.db, user);
      return rows.map((row) => presentIncoming(row, abilities));
    },
  );

  app.get(
    `${BASE}/incoming/:id`,
    {
      schema: {
        tags,
        summary: 'One transfer addressed to the caller',
        params: TransferIdParams,
        response: { 200: IncomingTransfer },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const found = await findTransfer(ctx.db, addressedTo(user), request.params.id);
      return presentIncoming(found, await incomingAbilities(ctx.db, user));
    },
  );

  app.post(
    `${BASE}/incoming/:id/accept`,
    {
      schema: {
        tags,
        summary:
          'Accept into a subscription the caller owns or administers (409 ProjectLimitReached, TransferRequestNotPending, ProjectAlreadyOwned)',
        params: TransferIdParams,
        body: AcceptTransferRequest,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { user } = await requireVerifiedUser(request);
      await acceptOwnershipTransfer(
        ctx,
        request.log,
        user,
        request.params.id,
        request.body.targetUserAccountId,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${BASE}/incoming/:id/reject`,
    {
      schema: {
        tags,
        summary: 'Reject a transfer addressed to the caller (409 TransferRequestNotPending)',
        params: TransferIdParams,
        body: TransferDecisionRequest,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { user } = await requireVerifiedUser(request);
      await rejectOwnershipTransfer(ctx, request.log, user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${BASE}/outgoing`,
    {
      schema: {
        tags,
        summary: 'Pending transfers sent from the selected subscription (Owner, TeamMember)',
        querystring: TransferListQuery,
        response: { 200: z.array(OutgoingTransfer) },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      authorize(context, 'transfer.readOutgoing');
      const { rows, total } = await listPendingTransfers(
        ctx.db,
        sentFrom(context.subscription.id),
        request.query,
      );
      setTotalCount(reply, total);
      const abilities = { revoke: allows(context, 'transfer.revoke') };
      return rows.map((row) => presentOutgoing(row, abilities));
    },
  );

  app.get(
    `${BASE}/outgoing/:id`,
    {
      schema: {
        tags,
        summary: 'One transfer sent from the selected subscription',
        params: TransferIdParams,
        response: { 200: OutgoingTransfer },
      },
    },
    async (request) => {
      const context = await requireAccount(request);
      const found = await findTransfer(ctx.db, sentFrom(context.subscription.id), request.params.id);
      authorize(context, 'transfer.readOutgoing');
      return presentOutgoing(found, { revoke: allows(context, 'transfer.revoke') });
    },
  );

  app.post(
    `${BASE}/outgoing/:id/revoke`,
    {
      schema: {
        tags,
        summary: 'Take back a pending transfer (409 TransferRequestNotPending)',
        params: TransferIdParams,
        body: TransferDecisionRequest,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      await revokeOwnershipTransfer(ctx, context, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
