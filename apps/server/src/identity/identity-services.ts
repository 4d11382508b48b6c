import type { FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppContext } from '../app-context.js';
import type { DeviceInfo } from './adapter.js';
import type { AppOrigins } from './app-origins.js';

/** What the provider's route plugins share. */
export type IdentityServices = {
  ctx: AppContext;
  provider: Provider;
  cookieKeys: string[];
  origins: AppOrigins;
  /** Path of the issuer, e.g. `/realms/planner`: every route of the provider is below it. */
  mountPath: string;
  /** Product name and dashboard link for the pages. */
  pageOptions: { productName: string; homeUrl: string };
};

export function deviceOf(request: FastifyRequest): DeviceInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/** Form fields as strings; anything else (arrays, missing) becomes ''. */
export function formValue(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}
