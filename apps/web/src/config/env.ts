import { OIDC_CLIENT_ID, OIDC_REALM_PATH } from '@vantage/contracts';

/**
 * Build-time configuration (Vite `VITE_*` variables), read and validated in one place.
 * Every value has a default that works when the dashboard is served by our own server.
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

export function readEnv(variables: BuildVariables, origin: string): Env {
  return {
    productName: nonEmpty(variables.VITE_PRODUCT_NAME) ?? 'Vantage',
    oidcAuthority: (nonEmpty(variables.VITE_OIDC_AUTHORITY) ?? `${origin}${OIDC_REALM_PATH}`).replace(
      /\/$/,
      '',
    ),
    oidcClientId: OIDC_CLIENT_ID,
    apiBaseUrl: (nonEmpty(variables.VITE_API_BASE_URL) ?? '').replace(/\/$/, ''),
    idleMinutes: parseIdleMinutes(nonEmpty(variables.VITE_IDLE_MINUTES)),
    supportEmail: nonEmpty(variables.VITE_SUPPORT_EMAIL) ?? 'support@vantage.local',
  };
}

export const env: Env = readEnv(
  import.meta.env,
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
);
