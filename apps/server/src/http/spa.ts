import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** Whether a path is the public viewer's page (apps/web/src/config/paths.ts `viewer`). */
export function isViewerPath(path: string): boolean {
  return routerPath(path) === '/viewer';
}

/** Publication keys are short (base64url); a longer `project` is not looked up at all. */
const PUBLICATION_KEY_MAX_LENGTH = 200;

/**
 * The publication key of a viewer link (`/viewer/?project={publicationKey}`), read as the page
 * reads it (paths.ts `publicationKeyOf`: the first `project`, trimmed), or undefined.
 */
export function viewerPublicationKey(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query < 0) return undefined;
  const key = new URLSearchParams(url.slice(query + 1)).get('project')?.trim();
  return key && key.length <= PUBLICATION_KEY_MAX_LENGTH ? key : undefined;
}

/** How index.html loads the run-time settings from the server (apps/web/index.html). */
export const CONFIG_SCRIPT_TAG = '<script src="/config.js"></script>';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One of the dashboard's pages, made once: its text and its compressed copies. */
type Page = { identity: Buffer; br: Promise<Buffer>; gzip: Promise<Buffer>; etag: string };

/**
 * A page of the build with the run-time settings' script put inline in place of the tag that
 * loads `/config.js` (one request fewer on every page, and none the app waits for),
 * compressed once, as the build's files are, so no answer compresses anything. The compression
 * (brotli at its best quality) runs in libuv's thread pool from start-up on, beside the rest of
 * the start instead of in front of it: an early request waits for it, a later one does not.
 */
function makePage(file: string, configScript: string | undefined): Page {
  let html = readFileSync(file, 'utf8');
  if (configScript !== undefined)
    html = html.replace(CONFIG_SCRIPT_TAG, () => `<script>${configScript}</script>`);
  const identity = Buffer.from(html, 'utf8');
  const br = brotliCompressAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  const gzipped = gzipAsync(identity, { level: 9 });
  // A failure is the answer's to report; no rejection is left unhandled meanwhile.
  br.catch(() => {});
  gzipped.catch(() => {});
  return {
    identity,
    br,
    gzip: gzipped,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/** Whether the browser's copy (If-None-Match) is this one. */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  csp: string | undefined,
  cacheControl = 'no-cache',
) {
  reply.header('cache-control', cacheControl);
  reply.header('etag', page.etag);
  // Beside what may be there already (CORS_ORIGINS: `Origin`).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (csp) reply.header('content-security-policy', csp);
  if (isFresh(request, page.etag)) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? await page[encoding] : page.identity);
}

/**
 * Serves the built dashboard at `/` with history fallback: an unknown GET that accepts
 * HTML gets the app's page, so client routes survive a reload. API paths keep their 404.
 * /login gets `index.html`, the entry alone (its lean page); the public pages get
 * `app.html`, which also names the React app's modules, so that a cold load asks for them
 * beside the entry instead of one round trip later; every other client route gets
 * `signed-in.html`, which names the signed-in screens' layout and its modules too
 * (apps/web/vite.config.ts). A build without them gets the next one down, index.html last.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: {
    serveSourceMaps?: boolean;
    /**
     * The run-time settings' script (client-config/script.ts), put inline in the pages, and the
     * Content-Security-Policy their answers carry, which allows it by its hash.
     */
    configScript?: { text: string; contentSecurityPolicy: string };
    /**
     * The Content-Security-Policy of the viewer's page for a publication key when its
     * presentation lets origins frame it (frame-ancestors with them), else undefined.
     */
    viewerFramePolicy?: (publicationKey: string) => Promise<string | undefined>;
  } = {},
): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: run `npm run build` to serve the dashboard');
    return;
  }
  const appPage = existsSync(join(distDir, 'app.html')) ? 'app.html' : 'index.html';
  const signedInPage = existsSync(join(distDir, 'signed-in.html')) ? 'signed-in.html' : appPage;
  const pages = new Map(
    [...new Set(['index.html', appPage, signedInPage])].map((file) => [
      file,
      makePage(join(distDir, file), options.configScript?.text),
    ]),
  );
  const pageFor = (path: string) =>
    pages.get(isLoginPath(path) ? 'index.html' : isPublicAppPath(path) ? appPage : signedInPage)!;
  // The build's files are all under assets/ (the pages are answered from memory, below):
  // one wildcard route serves them, rather than a route per file registered at every start.
  // A name not in the build answers 404 there, never a page in place of a script.
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    index: false,
    // The build writes `.br` and `.gz` beside every text file (apps/web/vite.config.ts): they
    // are sent as they are, per `Accept-Encoding`, with no compression work per request.
    preCompressed: true,
    // The dashboard's source maps stay private unless SERVE_SOURCEMAPS=true.
    allowedPath: (path) => options.serveSourceMaps === true || !path.endsWith('.map'),
    // File names carry their content's hash.
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  // Whatever reaches this fallback is a client route (or a server path that does not exist).
  // The pages themselves are answered from memory (makePage), compressed already.
  app.get('/*', { compress: false }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      return reply.callNotFound();
    }
    const csp = options.configScript?.contentSecurityPolicy;
    if (!isViewerPath(path)) return sendPage(request, reply, pageFor(path), csp);
    const key = viewerPublicationKey(request.url);
    if (!key) return sendPage(request, reply, pageFor(path), csp);
    const framed = await viewerFramePolicy(request, key, options.viewerFramePolicy);
    // The one page that may be framed, and only by its own presentation's origins.
    if (framed) reply.raw.removeHeader('x-frame-options');
    // A link's headers depend on its key and on a list the owner may change at any time: no
    // copy is kept by the browser or a shared cache, so none outlives a change (a 304 would
    // not take back a stored X-Frame-Options) or answers for another link. Nothing else of
    // the request counts, so no Vary beyond Accept-Encoding.
    return sendPage(request, reply, pageFor(path), framed ?? csp, 'no-store');
  });
}

/** The framing policy of a viewer link; on a failed lookup the page is sent unframable. */
async function viewerFramePolicy(
  request: FastifyRequest,
  key: string,
  policyOf: ((publicationKey: string) => Promise<string | undefined>) | undefined,
): Promise<string | undefined> {
  if (!policyOf) return undefined;
  try {
    return await policyOf(key);
  } catch (error) {
    request.log.warn({ err: error }, 'embed origins lookup failed; the viewer page is sent unframable');
    return undefined;
  }
}
