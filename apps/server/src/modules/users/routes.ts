import { isLanguage } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityProviderOf, requireClaims, requireUser } from '../../auth/context.js';
import { ApiError, badRequest } from '../../http/problem.js';
import { route } from '../../http/route.js';
import { findIdentityAccount } from '../../identity/accounts.js';
import { sendVerificationMail } from '../../identity/email-verification.js';
import { actorLanguage } from '../../mail/recipient-language.js';
import { ensureUser, setUserLanguage } from './service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.ensureUserCreated, async (request) => {
    const claims = await requireClaims(request);
    const provider = identityProviderOf(request);
    await ensureUser(ctx.db, claims, provider);
    return { isSingleSignOn: provider !== 'embedded' };
  });

  route(app, operations.getEmailVerification, async (request) => {
    const { user } = await requireUser(request);
    return {
      email: user.email,
      emailVerified: user.emailVerified,
      canResend: ctx.config.embeddedIdentity && !user.emailVerified,
    };
  });

  route(app, operations.resendVerificationMail, async (request, reply) => {
    const { user, claims } = await requireUser(request);
    if (user.emailVerified) return reply.status(204).send(null);
    if (!ctx.config.embeddedIdentity)
      throw badRequest('Your identity provider verifies e-mail addresses: use its account page.');
    const account = await findIdentityAccount(ctx.db, claims.sub);
    if (!account) throw badRequest('Your account is not known to the identity provider.');
    if (account.emailVerified) return reply.status(204).send(null);
    const sent = await sendVerificationMail(
      ctx,
      account,
      actorLanguage(user, request.headers['accept-language']),
    );
    if (!sent)
      throw new ApiError(
        429,
        'Too Many Requests',
        'Several verification mails were sent within the hour. Please check your mailbox, or try again later.',
        undefined,
        { 'retry-after': '3600' },
      );
    return reply.status(202).send(null);
  });
  route(app, operations.getUserPreferences, async (request) => {
    const { user } = await requireUser(request);
    return isLanguage(user.language) ? { language: user.language } : {};
  });

  route(app, operations.updateUserPreferences, async (request) => {
    const { user } = await requireUser(request);
    const row = await setUserLanguage(ctx.db, user.id, request.body.language ?? null);
    return isLanguage(row.language) ? { language: row.language } : {};
  });
};
