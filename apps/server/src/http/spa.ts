import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the server owns; everything else under GET is a client route of the SPA. */
const SERVER_PREFIXES = ['/api', '/realms', '/signalr', '/metrics', '/dev', '/healthz', '/readyz'];

/**
 * A path as the dashboard's router matches it (apps/web/src/lib/session/login-location.ts,
 * `routerPath`: any case, trailing slashes dropped). The server repeats the rule: should the two
 * ever differ, a page only loses or gains preloads; it is drawn the same.
 */
function routerPath(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase();
}

/** Whether a path is the lean /login page, drawn by the entry alone. */
export function isLoginPath(path: string): boolean {
  return routerPath(path) === '/login';
}

/**
 * Whether a path is a public page of the app, which loads no signed-in layout: the viewer and
 * the editor's stand-in (apps/web/src/app/page-modules.ts, `pageModulesOf`).
 */
export function isPublicAppPath(path: string): boolean {
  return ['/viewer', '/editor'].includes(routerPath(path));
}

/**
 * Serves the built dashboard at `/` with history fallback: an unknown GET that accepts
 * HTML gets the app's page, so client routes survive a reload. API paths keep their 404.
 * Issue 14: /login gets `index.html`, the entry alone (its lean page); the public pages get
 * `app.html`, which also names the React app's modules, so that a cold load asks for them
 * beside the entry instead of one round trip later; every other client route gets
 * `signed-in.html`, which names the signed-in screens' layout and its modules too
 * (apps/web/vite.config.ts). A build without them gets the next one down, index.html last.
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
  const signedInPage = existsSync(join(distDir, 'signed-in.html')) ? 'signed-in.html' : appPage;
  const pageFor = (path: string) =>
    isLoginPath(path) ? 'index.html' : isPublicAppPath(path) ? appPage : signedInPage;
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
    return reply.sendFile(pageFor(path));
  });
}
