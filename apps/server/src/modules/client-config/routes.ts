import { ClientConfig, RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';

/** Where the dashboard signs in: the issuer the server verifies tokens against, and its client. */
export function runtimeConfig(config: Config): RuntimeConfig {
  return { oidcAuthority: config.issuer, oidcClientId: config.OIDC_AUDIENCE };
}

/**
 * Public run-time settings of the dashboard (issue 5): where the planner's viewer and editor
 * live, if this installation has them; and (issue 12) the identity server, also as the
 * script `/config.js` that index.html loads before the app. No sign-in, nothing secret.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { config } = app.ctx;
      // Changes only with a restart; a short cache spares the call on every page load.
      reply.header('cache-control', 'public, max-age=60');
      return {
        productName: config.PRODUCT_NAME,
        viewerUrl: config.VIEWER_URL ?? null,
        editorUrl: config.EDITOR_URL ?? null,
        ...runtimeConfig(config),
        viewerTiles: config.VIEWER_TILES_URL
          ? { url: config.VIEWER_TILES_URL, attribution: config.VIEWER_TILES_ATTRIBUTION ?? '' }
          : null,
      };
    },
  );

  // JSON is a JavaScript expression; the values come from the server's own configuration.
  const script = `window.${RUNTIME_CONFIG_GLOBAL} = Object.freeze(${JSON.stringify(runtimeConfig(app.ctx.config))});\n`;
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type('text/javascript; charset=utf-8').send(script);
  });
};
