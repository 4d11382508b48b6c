import { ClientConfig } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Public run-time settings of the dashboard (issue 5): where the planner's viewer and editor
 * live, if this installation has them. No sign-in, and nothing secret in the answer.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/client-config',
    {
      schema: {
        tags: ['Client configuration'],
        summary: 'Public: product name and the viewer and editor URLs (null when not configured)',
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
        viewerTiles: config.VIEWER_TILES_URL
          ? { url: config.VIEWER_TILES_URL, attribution: config.VIEWER_TILES_ATTRIBUTION ?? '' }
          : null,
      };
    },
  );
};
