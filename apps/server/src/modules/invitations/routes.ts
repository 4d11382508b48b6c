import {
  AcceptInvitationRequest,
  DeclineInvitationRequest,
  IdParam,
  InvitationByKey,
  type InvitationLevel,
  InvitationLogItem,
  InviteRequest,
  InviteResult,
  OffsetLimitQuery,
  PendingInvitation,
  SafeString,
} from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize.js';
import { requireAccount, requireUser, requireVerifiedUser } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { mailRateLimit, registerRateLimit } from '../../http/rate-limits.js';
import { assertOwnLink } from '../../mail/link-origin.js';
import { acceptInvitation, declineInvitation } from './activation.js';
import { invite } from './invite.js';
import { presentByKey, presentPending } from './presenter.js';
import { deleteFromLog, findByKey, getLogItem, listLog, listPendingFor } from './service.js';

const tags = ['Invitations'];
const idParams = z.object({ id: IdParam });

const INVITE_PATHS: Array<{ path: string; level: InvitationLevel; what: string }> = [
  { path: '/api/invitations/members', level: 'TeamMember', what: 'a team member' },
  {
    path: '/api/invitations/project-members',
    level: 'ProjectMember',
    what: 'a project member (projectId required)',
  },
  { path: '/api/invitations/observers', level: 'Observer', what: 'an observer (projectId required)' },
];

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app);
  app.get(
    '/api/invitations',
    {
      schema: {
        tags,
        summary: 'Invite log of the selected subscription (pending, accepted and declined; newest first)',
        querystring: OffsetLimitQuery,
        response: { 200: z.array(InvitationLogItem) },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      authorize(context, 'invitation.read');
      const { total, items } = await listLog(app.ctx.db, context.subscription.id, pageOf(request.query));
      setTotalCount(reply, total);
      return items;
    },
  );

  app.get(
    '/api/invitations/pending',
    {
      schema: {
        tags,
        summary: "The caller's pending invitations (by e-mail address, every subscription)",
        response: { 200: z.array(PendingInvitation) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      // Matched by e-mail only once the address is verified (else anyone could register it).
      const rows = user.emailVerified ? await listPendingFor(app.ctx.db, user.email) : [];
      setTotalCount(reply, rows.length);
      return rows.map(presentPending);
    },
  );

  app.get(
    '/api/invitations/by-key/:key',
    {
      schema: {
        tags,
        summary: 'What an invitation link is for, with its state (for the /invitation/{key} page)',
        params: z.object({ key: SafeString.check(z.minLength(1)) }),
        response: { 200: InvitationByKey },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const row = await findByKey(app.ctx.db, request.params.key);
      const forMe = row.invitation.inviteeEmail.toLowerCase() === user.email.toLowerCase();
      return presentByKey(row, forMe);
    },
  );

  app.get(
    '/api/invitations/:id',
    { schema: { tags, params: idParams, response: { 200: InvitationLogItem } } },
    async (request) => {
      const context = await requireAccount(request);
      authorize(context, 'invitation.read');
      return getLogItem(app.ctx.db, context.subscription.id, request.params.id);
    },
  );

  app.delete(
    '/api/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a pending invitation, or clean an accepted or declined one from the log',
        params: idParams,
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      await deleteFromLog(app.ctx, context, request.params.id);
      return reply.status(204).send();
    },
  );

  for (const { path, level, what } of INVITE_PATHS) {
    app.post(
      path,
      {
        schema: { tags, summary: `Invite ${what}`, body: InviteRequest, response: { 202: InviteResult } },
        config: { rateLimit: mailRateLimit },
      },
      async (request, reply) => {
        const context = await requireAccount(request);
        assertOwnLink(app.ctx.config, 'activationUrlTemplate', request.body.activationUrlTemplate);
        const invitation = await invite(app.ctx, request.log, context, level, request.body);
        return reply.status(202).send({ id: invitation.id });
      },
    );
  }

  app.post(
    '/api/invitations/activations/accept',
    { schema: { tags, summary: 'Accept an invitation sent to the caller', body: AcceptInvitationRequest } },
    async (request, reply) => {
      const { user } = await requireVerifiedUser(request);
      assertOwnLink(app.ctx.config, 'loginUrl', request.body.loginUrl);
      await acceptInvitation(app.ctx, request.log, user, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/invitations/activations/decline',
    { schema: { tags, summary: 'Decline an invitation sent to the caller', body: DeclineInvitationRequest } },
    async (request, reply) => {
      const { user } = await requireVerifiedUser(request);
      await declineInvitation(app.ctx, user, request.body);
      return reply.status(204).send();
    },
  );
};
