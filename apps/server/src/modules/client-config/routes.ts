import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { clientConfig, configScript } from './script.js';

/**
 * Public run-time settings of the dashboard: where the planner's viewer and editor live, if
 * this installation has them, and the identity server. Also the script `/config.js` that
 * index.html loads before the app, which carries all of them, so that no page asks the API for
 * them on its first load. No sign-in, nothing secret.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made once: the settings change only with a restart.
  const answer = clientConfig(app.ctx.config);
  route(app, operations.getClientConfig, async (_request, reply) => {
    // Changes only with a restart; a short cache spares the call on every page load.
    reply.header('cache-control', 'public, max-age=60');
    return answer;
  });

  // The server's own pages carry the same script inline (../../http/spa.ts); this file is for
  // pages another server serves (Vite's dev server, a dashboard hosted elsewhere).
  const script = configScript(answer);
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type('text/javascript; charset=utf-8').send(script);
  });
};
