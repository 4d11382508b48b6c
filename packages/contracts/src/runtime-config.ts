import type { ClientConfig } from './client-config.js';

/**
 * `GET /config.js`: the OIDC settings as a script the dashboard's index.html loads before
 * the app (a file, not an inline script, so a strict Content-Security-Policy allows it). It
 * sets this global; one built dashboard then works with any identity server (issue 12).
 */
export const RUNTIME_CONFIG_GLOBAL = '__VANTAGE_CONFIG__';
export type RuntimeConfig = Pick<ClientConfig, 'oidcAuthority' | 'oidcClientId'>;

/**
 * The run-time settings the dashboard found in the global, or undefined when they are missing
 * or malformed. Checked by hand, not with zod: the dashboard's lean /login page (issue 14,
 * docs/decisions/140-lean-login-page.md) reads them and must not carry zod.
 */
export function readRuntimeConfig(value: unknown): RuntimeConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { oidcAuthority, oidcClientId } = value as Record<string, unknown>;
  return typeof oidcAuthority === 'string' && typeof oidcClientId === 'string'
    ? { oidcAuthority, oidcClientId }
    : undefined;
}
