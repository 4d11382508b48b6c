import {
  OIDC_CLIENT_ID,
  OIDC_REALM_PATH,
  RUNTIME_CONFIG_GLOBAL,
  readRuntimeConfig,
} from '@vantage/contracts';

/**
 * The dashboard's configuration, read and validated in one place. The identity server comes at run
 * time from the server's settings script (inline in the page, or `/config.js`: one build
 * works with the embedded provider or any Keycloak realm); without that script (the dashboard
 * hosted elsewhere) the build-time `VITE_OIDC_AUTHORITY`, else the realm on the dashboard's own
 * origin. The other values are build-time `VITE_*` variables with defaults that work on our own
 * server. The lean /login page reads it too: keep this module free of zod and React.
 */
type BuildVariables = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

export type Env = {
  productName: string;
  /** OIDC realm base, e.g. `https://id.example.com/realms/planner` (spec section 1). */
  oidcAuthority: string;
  /** Fixed by the spec: the identity server knows the dashboard as `planner_dash`. */
  oidcClientId: string;
  /** Where the API lives; empty means the dashboard's own origin. */
  apiBaseUrl: string;
  /** Session idle time in minutes; 0 disables the inactivity threshold (spec section 9). */
  idleMinutes: number;
  /** Where the support page's Contact card sends mail (the server's SUPPORT_EMAIL). */
  supportEmail: string;
};

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseIdleMinutes(value: string | undefined): number {
  if (value === undefined) return 5;
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new Error(`VITE_IDLE_MINUTES must be a number of minutes >= 0, got "${value}"`);
  }
  return minutes;
}

export function readEnv(variables: BuildVariables, origin: string, runtime?: unknown): Env {
  const fromServer = readRuntimeConfig(runtime);
  return {
    productName: nonEmpty(variables.VITE_PRODUCT_NAME) ?? 'Vantage',
    oidcAuthority: (
      nonEmpty(fromServer?.oidcAuthority) ??
      nonEmpty(variables.VITE_OIDC_AUTHORITY) ??
      `${origin}${OIDC_REALM_PATH}`
    ).replace(/\/$/, ''),
    oidcClientId: nonEmpty(fromServer?.oidcClientId) ?? OIDC_CLIENT_ID,
    apiBaseUrl: (nonEmpty(variables.VITE_API_BASE_URL) ?? '').replace(/\/$/, ''),
    idleMinutes: parseIdleMinutes(nonEmpty(variables.VITE_IDLE_MINUTES)),
    supportEmail: nonEmpty(variables.VITE_SUPPORT_EMAIL) ?? 'support@vantage.local',
  };
}

/**
 * What the server's settings script (inline, or `/config.js`) set before the app ran (unchecked):
 * the identity server, and the whole client configuration (lib/client-config.ts);
 * undefined without it.
 */
export const runtimeSettings: unknown =
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];

export const env: Env = readEnv(
  import.meta.env,
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  runtimeSettings,
);
