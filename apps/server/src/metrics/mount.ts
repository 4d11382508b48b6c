import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { metrics, registry, watch } from './registry.js';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Request timing for every route, the sources of the gauges, and `GET /metrics` on the main
 * port when METRICS_TOKEN is set (`Authorization: Bearer <token>`). Without a token the
 * route does not exist there: METRICS_PORT serves the metrics on a port of their own.
 */
export function metricsMount(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const unwatch = watch({
      hubConnections: () => app.hub?.connectionCount ?? 0,
      pool: () => ctx.database.poolStats?.(),
    });
    app.addHook('onClose', async () => {
      unwatch();
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL: bounded label values.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpDuration.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    const token = ctx.config.METRICS_TOKEN;
    if (!token) return;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameToken(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .type('application/problem+json; charset=utf-8')
          .send({
            status: 401,
            title: 'Unauthorized',
            detail: 'The metrics need the METRICS_TOKEN as a bearer token.',
          });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  };
}

/** METRICS_PORT: `/metrics` without a token on its own port (keep it on an internal network). */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
