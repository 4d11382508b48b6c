import { ClientConfig, RUNTIME_CONFIG_GLOBAL } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';

/** The dashboard's public run-time settings: the same in the API's answer and in `/config.js`. */
export function clientConfig(config: Config): ClientConfig {
  return {
    productName: config.PRODUCT_NAME,
    viewerUrl: config.VIEWER_URL ?? null,
    editorUrl: config.EDITOR_URL ?? null,
    // Issue 12: where the dashboard signs in, the issuer the server verifies tokens against.
    oidcAuthority: config.issuer,
    oidcClientId: config.OIDC_AUDIENCE,
    viewerTiles: config.VIEWER_TILES_URL
      ? { url: config.VIEWER_TILES_URL, attribution: config.VIEWER_TILES_ATTRIBUTION ?? '' }
      : null,
  };
}

/**
 * Public run-time settings of the dashboard (issue 5): where the planner's viewer and editor
 * live, if this installation has them; and (issue 12) the identity server. Also the script
 * `/config.js` that index.html loads before the app, which carries all of them since issue 14,
 * so that no page asks the API for them on its first load. No sign-in, nothing secret.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made once: the settings change only with a restart.
  const answer = clientConfig(app.ctx.config);
  app.get(
    '/api/client-config',
    {
      schema: {
        tags: ['Client configuration'],
        summary:
          'Public: product name, identity server, and the viewer and editor URLs (null when not configured)',
        security: [],
        response: { 200: ClientConfig },
      },
    },
    async (_request, reply) => {
      // Changes only with a restart; a short cache spares the call on every page load.
      reply.header('cache-control', 'public, max-age=60');
      return answer;
    },
  );

  // JSON is a JavaScript expression; the values come from the server's own configuration.
  const script = `window.${RUNTIME_CONFIG_GLOBAL} = Object.freeze(${JSON.stringify(answer)});\n`;
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type('text/javascript; charset=utf-8').send(script);
  });
};
