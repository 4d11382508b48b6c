import { EnsureCreatedResult } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityProviderOf, requireClaims } from '../../auth/context.js';
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
};
