import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { buildInfo } from '../../version/build-info.js';

/** What runs: fixed when the server was built (version/build-info.ts); no sign-in, nothing secret. */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = buildInfo();
  route(app, operations.getVersion, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { version: answer.version, commit: answer.commit };
  });
};
