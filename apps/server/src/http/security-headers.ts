import { isCanonicalEmbedOrigin } from '@vantage/contracts';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';

/**
 * Security headers on every answer (docs/security.md): the dashboard, the
 * viewer, the sign-in and account pages, the API, errors and 404s alike.
 * - Content-Security-Policy: scripts only from our own origin (no inline script, but for the
 *   dashboard's run-time settings in its pages, allowed there by their hash alone:
 *   `contentSecurityPolicyHeader`; the identity pages load theirs from /page-scripts/,
 *   page-scripts.ts). Inline *styles* stay allowed: Mantine sets style attributes and the
 *   server pages carry a <style>.
 *   Pictures from our origin, `data:` (uploaded avatars are shown from data: URLs) and `blob:`
 *   (a viewpoint's photo is fetched with the session and shown from an object URL; only the
 *   page's own script can make one). Downloads from object URLs (the 3D view's image, QR codes,
 *   ZTV files) are navigations, which no directive governs: nothing more is needed for them.
 *   `frame-ancestors 'none'` (and X-Frame-Options: DENY for old browsers): nothing of ours
 *   may be framed, least of all the sign-in form; the one exception is the public viewer's
 *   page of a presentation whose owner listed origins that may embed it (./spa.ts).
 * - X-Content-Type-Options: nosniff; Referrer-Policy: same-origin (public viewer links carry
 *   a publication key in the path); Permissions-Policy: no powerful features.
 * - Strict-Transport-Security only when PUBLIC_URL is https (never on a plain-http dev box,
 *   where it would lock the browser out of localhost for a year).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), display-capture=(), interest-cohort=()';

/** The origin of an XYZ tile template such as `https://tiles.example/{z}/{x}/{y}.png`. */
export function tilesOrigin(template: string | undefined): string | undefined {
  if (!template) return undefined;
  return new URL(template.replace(/\{[a-z]+\}/gi, '0')).origin;
}

export function contentSecurityPolicy(
  config: Pick<Config, 'issuer' | 'PUBLIC_URL'> & Partial<Pick<Config, 'VIEWER_TILES_URL' | 'MAP_STYLE_URL'>>,
) {
  const own = new URL(config.PUBLIC_URL).origin;
  const issuer = new URL(config.issuer).origin;
  // The dashboard talks to an external Keycloak (discovery, token, JWKS) when one is set.
  const connect = issuer === own ? ["'self'"] : ["'self'", issuer];
  // The public viewer's optional basemap (VIEWER_TILES_URL): its tiles load as images on the
  // page, and are fetched (as ImageBitmaps) where the 3D engine runs in a worker, which the
  // same policy governs (docs/decisions/150-viewer-engine-in-a-worker.md).
  const tiles = tilesOrigin(config.VIEWER_TILES_URL);
  // The planner's map style (MAP_STYLE_URL): MapLibre fetches the style, its tiles, glyphs and
  // sprites from its worker and the page, so they must come from the style's origin.
  const style = config.MAP_STYLE_URL ? new URL(config.MAP_STYLE_URL).origin : undefined;
  const mapSources = [tiles, style].filter(
    (origin, index, all): origin is string => Boolean(origin) && all.indexOf(origin) === index,
  );
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mapSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...connect, ...mapSources],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The policy's header text with `scriptSources` allowed as scripts too: the dashboard's pages
 * carry one inline script, the run-time settings (./spa.ts), allowed by its hash on
 * those pages alone; every other answer keeps helmet's policy with scripts from our origin only.
 * `frameAncestors`: the origins a public viewer page may be framed by (its presentation's
 * list, ./spa.ts); only canonical https origins pass (contracts' embed-origins.ts), so nothing
 * else can reach the header; none left keeps `'none'`.
 */
export function contentSecurityPolicyHeader(
  config: Parameters<typeof contentSecurityPolicy>[0],
  scriptSources: readonly string[],
  frameAncestors: readonly string[] = [],
): string {
  const directives = contentSecurityPolicy(config);
  directives['script-src'] = [...directives['script-src'], ...scriptSources];
  const framers = frameAncestors.filter(isCanonicalEmbedOrigin);
  if (framers.length > 0) directives['frame-ancestors'] = framers;
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/**
 * helmet's middleware, made once: it works out every header (the policy's text too) when it is
 * made, so each answer only sets them. (@fastify/helmet made it anew for every request, parsing
 * the whole configuration each time: ~20 µs per request.)
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = new URL(config.PUBLIC_URL).protocol === 'https:';
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Logos of presentations are loaded by the planner's viewer from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // On the raw response, before any route runs: the identity provider answers from there, and
  // errors and 404s carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // helmet passes `next` only its own errors; Fastify's `done` takes them as they are (no
    // wrapper closure per request).
    setHeaders(request.raw, reply.raw, done as (error?: unknown) => void);
  });
}
