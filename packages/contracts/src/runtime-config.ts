import type { ClientConfig } from './client-config.js';

/**
 * The run-time settings as a script that runs before the app: inline in the pages the server
 * serves (allowed by its hash in their Content-Security-Policy), else `GET /config.js`
 * (index.html names it). It sets this global; one built dashboard then works with any identity
 * server.
 */
export const RUNTIME_CONFIG_GLOBAL = '__VANTAGE_CONFIG__';
export type RuntimeConfig = Pick<ClientConfig, 'oidcAuthority' | 'oidcClientId'>;

/**
 * The run-time settings the dashboard found in the global, or undefined when they are missing
 * or malformed. Checked by hand, not with zod: the dashboard's lean /login page (
 * docs/decisions/141-lean-login-page.md) reads them and must not carry zod.
 */
export function readRuntimeConfig(value: unknown): RuntimeConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { oidcAuthority, oidcClientId } = value as Record<string, unknown>;
  return typeof oidcAuthority === 'string' && typeof oidcClientId === 'string'
    ? { oidcAuthority, oidcClientId }
    : undefined;
}
