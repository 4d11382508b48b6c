import { TERRAIN_MAX_ZOOM } from '@vantage/contracts';
import { z } from 'zod';

/**
 * Every environment variable of the server, parsed and validated in one place.
 * A bad value stops start-up with a message naming the variable.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Vantage <no-reply@vantage.local>'),
  SUPPORT_EMAIL: z.email().default('support@vantage.local'),
  /** Attempts per mail of the outbox before it is marked failed (docs/operations.md). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** How often each process looks for mail due in the outbox (a change also wakes it at once). */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  /** The wait after the first failed attempt; each further failure doubles it. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /** How long one attempt may take (connecting, greeting, every reply of the SMTP server). */
  MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Days a sent, failed or cancelled mail stays in the outbox before the poller deletes it. */
  MAIL_OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().min(1).default('planner_dash'),
  PUBLIC_URL: z.url().optional(),
  PRODUCT_NAME: z.string().min(1).default('Vantage'),
  SEED_DEMO: booleanString.optional(),
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  INVITATION_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  VIEWER_URL: z.url().optional(),
  EDITOR_URL: z.url().optional(),
  /** Optional XYZ raster basemap for the public 3D viewer, https://host/{z}/{x}/{y}.png (docs/viewer.md). */
  VIEWER_TILES_URL: z
    .url({ protocol: /^https?$/ })
    .refine((u) => ['{z}', '{x}', '{y}'].every((p) => decodeURI(u).includes(p)), {
      error: 'VIEWER_TILES_URL must contain {z}, {x} and {y}',
    })
    .optional(),
  /** The basemap's attribution, shown in the viewer (required by most tile providers). */
  VIEWER_TILES_ATTRIBUTION: z.string().max(300).optional(),
  /**
   * The planner's map style (a MapLibre style JSON, https://host/style.json); unset: the
   * built-in offline basemap (GET /api/basemap/{z}/{x}/{y}, Natural Earth).
   */
  MAP_STYLE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// URL of a MapLibre style (style.json)',
    })
    .optional(),
  /**
   * Optional terrain tiles, https://host/{z}/{x}/{y}.png in the Terrarium or Mapbox Terrain-RGB
   * encoding, fetched and cached by the server at /api/terrain/{z}/{x}/{y} (docs/decisions/163-terrain-sources.md).
   */
  TERRAIN_TILES_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of PNG tiles' })
    .refine((u) => ['{z}', '{x}', '{y}'].every((p) => decodeURI(u).includes(p)), {
      error: 'TERRAIN_TILES_URL must contain {z}, {x} and {y}',
    })
    .optional(),
  /** How the tiles encode heights: `terrarium` or `mapbox` (Terrain-RGB). */
  TERRAIN_TILES_ENCODING: z.enum(['terrarium', 'mapbox']).default('terrarium'),
  /** The terrain source's attribution, shown with the views that use it. */
  TERRAIN_TILES_ATTRIBUTION: z.string().max(300).optional(),
  /** The source's most detailed zoom; the viewer overzooms beyond it. */
  TERRAIN_TILES_MAX_ZOOM: z.coerce.number().int().min(0).max(TERRAIN_MAX_ZOOM).default(TERRAIN_MAX_ZOOM),
  /** How long the server waits for a terrain tile from the source before answering 504. */
  TERRAIN_TILES_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  /** Megabytes of terrain tiles the server keeps in memory (least recently used leave first). */
  TERRAIN_TILES_CACHE_MB: z.coerce.number().min(0.01).max(16_384).default(64),
  /**
   * New tile fetches from the source per minute and process, all visitors together (a minute's
   * worth at once, then evenly; beyond: 429). Cached tiles cost nothing. 600 (10 a second) is
   * five visitors opening views at the same moment, each at the per-address figure: a busy
   * installation's real need once its cache is warm, and a ceiling on what anonymous callers can
   * make the operator's source serve (and bill) per process.
   */
  TERRAIN_TILES_FETCHES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * New tile fetches per minute one client address may cause (IPv6: its /64; behind a proxy,
   * the address TRUST_PROXY lets it forward; a minute's worth at once, then evenly; beyond: 429).
   * One view asks for at most 32 tiles, so 120 lets a visitor open the viewer, the planner's
   * preview and a ZTV at once with room to move, and lets an office behind one address share
   * it (tiles they share are cached); one address alone takes at most a fifth of the total.
   */
  TERRAIN_TILES_FETCHES_PER_CLIENT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /**
   * Origins of map layers (docs/decisions/202-map-layers-through-the-server.md) the server may
   * fetch tiles from although their host resolves to a private, loopback or link-local address:
   * an intranet GIS server of an installation on the premises, or a test's tile server.
   * Comma-separated `http(s)://host[:port]`; unset: none (every such source is refused, 502).
   */
  MAP_LAYER_PRIVATE_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .transform((origins) => origins.map((origin) => new URL(origin).origin))
    .optional(),
  /** How long the server waits for a map layer's tile from its source before answering 504. */
  MAP_LAYER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  /** Megabytes of map layers' tiles the server keeps in memory (least recently used leave first). */
  MAP_LAYER_CACHE_MB: z.coerce.number().min(0.01).max(16_384).default(128),
  /**
   * New map-layer tile fetches per minute one client address may cause (IPv6: its /64; behind a
   * proxy, the address TRUST_PROXY lets it forward; a minute's worth at once, then evenly;
   * beyond: 429 with Retry-After). A full-screen planner map shows about 40 tiles of a layer,
   * so 600 lets a planner zoom and pan through a few layers and an office share one address;
   * cached tiles cost nothing.
   */
  MAP_LAYER_FETCHES_PER_CLIENT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * The place search's geocoder (docs/decisions/202-map-layers-through-the-server.md), asked by
   * the server at GET /api/geocode: a Photon-style `https://photon.komoot.io/api` or a
   * Nominatim-style `https://nominatim.openstreetmap.org/search` base; `q` and `limit` (and for
   * Nominatim `format=jsonv2`) are added to it. Unset: no geocoder, the place search finds
   * coordinates and the project's own objects only. Its host must resolve to a public address
   * unless its origin is listed in MAP_LAYER_PRIVATE_ORIGINS.
   */
  GEOCODER_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// URL of a Photon or Nominatim service',
    })
    .refine((u) => !new URL(u).hash && !new URL(u).username && !new URL(u).password, {
      error: 'GEOCODER_URL may have no fragment, user name or password',
    })
    .optional(),
  /** Which answer GEOCODER_URL gives: `photon` (GeoJSON features) or `nominatim` (jsonv2). */
  GEOCODER_KIND: z.enum(['photon', 'nominatim']).default('photon'),
  /** How long the server waits for the geocoder before answering 504. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /**
   * Geocoder queries per minute one client address may make (IPv6: its /64; a minute's worth at
   * once, then evenly; beyond: 429 with Retry-After). A search is one query when it is sent, so
   * 30 is ample for a planner and keeps within public services' usage policies (Nominatim asks
   * for at most one a second from the whole installation: set it lower, or run your own).
   */
  GEOCODER_FETCHES_PER_CLIENT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Maintenance mode from configuration; the admin CLI switches it in the database instead. */
  MAINTENANCE: booleanString.default(false),
  MAINTENANCE_STARTS_AT: z.iso.datetime({ offset: true }).optional(),
  MAINTENANCE_ENDS_AT: z.iso.datetime({ offset: true }).optional(),
  /** Another client of the same user counts as active for this long after its last report. */
  SESSION_IDLE_MINUTES: z.coerce.number().min(1).max(1440).default(5),
  /** The hub pings idle connections at least this often (the client gives up after 30 s). */
  HUB_KEEPALIVE_SECONDS: z.coerce.number().min(1).max(15).default(15),
  /**
   * Close hub connections (with allowReconnect, so the client comes back with a fresh
   * token) when their access token expires. Off by default, as in ASP.NET Core: tokens
   * live 5 minutes and the check at negotiate and connect is what the API also does.
   */
  HUB_CLOSE_ON_TOKEN_EXPIRY: booleanString.default(false),
  /**
   * Test support: enables /dev/admin/* (the admin CLI's operations over HTTP, for end-to-end
   * tests) guarded by this token in the `x-dev-admin-token` header. Never set in production.
   */
  DEV_ADMIN_TOKEN: z.string().min(16).optional(),
  // Operations: time limits, probes, shutdown, metrics, CORS, source maps.
  /** Until a PostgreSQL connection is ready for queries, and the wait for a free one. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
  /** Longest statement (server-side `statement_timeout`; the client gives up 5 s later). */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /** A transaction left idle this long is ended by PostgreSQL. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  /** `/readyz` answers 503 when its checks take longer than this. */
  READYZ_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(2),
  /** On SIGTERM/SIGINT the process exits within this many seconds, finished or not. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  /** Bearer token that guards `/metrics` on the main port; unset (and no METRICS_PORT): no /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Serve `/metrics` without a token on this separate port (bind it to an internal network). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Comma-separated origins allowed to call the API from a browser; unset: no CORS at all. */
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .optional(),
  /** Serve the dashboard's `.map` files (off: they answer 404). */
  SERVE_SOURCEMAPS: booleanString.default(false),
  /**
   * Which proxies may set X-Forwarded-For/-Proto/-Host: a hop count (`1`), or a comma-separated
   * list of addresses or CIDR ranges (`10.0.0.0/8,127.0.0.1`). Unset or `false`: none, the
   * client address is the socket's. Links and the issuer always come from PUBLIC_URL.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(false|true|\d{1,2}|[0-9a-fA-F.:/,\s]+)$/, 'a hop count or a comma-separated list of addresses')
    .optional(),
  /** The dev mailbox at /dev/mailbox (mail is captured when SMTP_URL is unset); never in production. */
  DEV_MAILBOX: booleanString.default(false),
  /** Registrations of the embedded provider per client address and hour (then 429). */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(20),
  /** "Forgot password?" requests per client address and hour (then 429); per typed address: 3. */
  PASSWORD_RESETS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(10),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_URL' | 'SEED_DEMO' | 'TRUST_PROXY'> & {
  /** Fastify's trustProxy: false (default), a hop count, or addresses/CIDR ranges. */
  trustProxy: boolean | number | string[];
  PUBLIC_URL: string;
  /** Seed demo data on an empty database: default on embedded defaults, off on PostgreSQL. */
  SEED_DEMO: boolean;
  /** True when no OIDC_ISSUER is set and the embedded provider serves identity. */
  embeddedIdentity: boolean;
  /** Issuer the server verifies tokens against. */
  issuer: string;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  if (values.DEV_MAILBOX && env.NODE_ENV === 'production')
    throw new ConfigError('Invalid configuration:\n  DEV_MAILBOX: must not be true with NODE_ENV=production');
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const embeddedIdentity = values.OIDC_ISSUER === undefined;
  return {
    ...values,
    PUBLIC_URL: publicUrl,
    SEED_DEMO: values.SEED_DEMO ?? values.DATABASE_URL === undefined,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    embeddedIdentity,
    issuer: (values.OIDC_ISSUER ?? `${publicUrl}/realms/planner`).replace(/\/$/, ''),
  };
}

/** `TRUST_PROXY`: unset/false -> false, true -> true (any hop), 2 -> 2 hops, list -> addresses. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
