import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the server owns; everything else under GET is a client route of the SPA. */
const SERVER_PREFIXES = ['/api', '/realms', '/signalr', '/metrics', '/dev', '/healthz', '/readyz'];

/**
 * Whether a path is the lean /login page, matched as the dashboard's entry matches it
 * (apps/web/src/lib/session/login-location.ts: any case, a trailing slash allowed). Should the
 * two ever differ, a page only loses or gains the app's preloads; it is drawn the same.
 */
export function isLoginPath(path: string): boolean {
  return path.replace(/\/+$/, '').toLowerCase() === '/login';
}

/**
 * Serves the built dashboard at `/` with history fallback: an unknown GET that accepts
 * HTML gets the app's page, so client routes survive a reload. API paths keep their 404.
 * Issue 14: /login gets `index.html`, the entry alone (its lean page); every other client
 * route gets `app.html`, which also names the React app's modules, so that a cold load asks
 * for them beside the entry instead of one round trip later (apps/web/vite.config.ts).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: { serveSourceMaps?: boolean } = {},
): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: run `npm run build` to serve the dashboard');
    return;
  }
  const appPage = existsSync(join(distDir, 'app.html')) ? 'app.html' : 'index.html';
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` beside every text file (apps/web/vite.config.ts): they
    // are sent as they are, per `Accept-Encoding`, with no compression work per request.
    preCompressed: true,
    // Issue 12: the dashboard's source maps stay private unless SERVE_SOURCEMAPS=true.
    allowedPath: (path) => options.serveSourceMaps === true || !path.endsWith('.map'),
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // `wildcard: false` gives every built file its own route at start-up, so whatever reaches
  // this fallback is a client route (or a server path that does not exist).
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      return reply.callNotFound();
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(isLoginPath(path) ? 'index.html' : appPage);
  });
}
