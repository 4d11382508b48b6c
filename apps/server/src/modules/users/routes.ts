import { EmailVerificationStatus, EnsureCreatedResult } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityProviderOf, requireClaims, requireUser } from '../../auth/context.js';
import { ApiError, badRequest } from '../../http/problem.js';
import { findIdentityAccount } from '../../identity/accounts.js';
import { sendVerificationMail } from '../../identity/email-verification.js';
import { ensureUser } from './service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/ensure-created',
    {
      schema: {
        tags: ['User'],
        summary: 'Create or update the calling user from its token',
        response: { 200: EnsureCreatedResult },
      },
    },
    async (request) => {
      const claims = await requireClaims(request);
      const provider = identityProviderOf(request);
      await ensureUser(app.ctx.db, claims, provider);
      return { isSingleSignOn: provider !== 'embedded' };
    },
  );

  app.get(
    '/api/user/email-verification',
    {
      schema: {
        tags: ['User'],
        summary:
          "Whether the caller's e-mail address is verified (needed to accept invitations and transfers, and for a trial)",
        response: { 200: EmailVerificationStatus },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return {
        email: user.email,
        emailVerified: user.emailVerified,
        canResend: app.ctx.config.embeddedIdentity && !user.emailVerified,
      };
    },
  );

  app.post(
    '/api/user/email-verification',
    {
      schema: {
        tags: ['User'],
        summary: 'Send a new verification mail (embedded identity provider; 429 after 5 in an hour)',
        response: { 202: z.null(), 204: z.null() },
      },
    },
    async (request, reply) => {
      const { user, claims } = await requireUser(request);
      if (user.emailVerified) return reply.status(204).send(null);
      if (!app.ctx.config.embeddedIdentity)
        throw badRequest('Your identity provider verifies e-mail addresses: use its account page.');
      const account = await findIdentityAccount(app.ctx.db, claims.sub);
      if (!account) throw badRequest('Your account is not known to the identity provider.');
      if (account.emailVerified) return reply.status(204).send(null);
      const sent = await sendVerificationMail(app.ctx, request.log, account);
      if (!sent)
        throw new ApiError(
          429,
          'Too Many Requests',
          'Several verification mails were sent within the hour. Please check your mailbox, or try again later.',
          undefined,
          { 'retry-after': '3600' },
        );
      return reply.status(202).send(null);
    },
  );
};
