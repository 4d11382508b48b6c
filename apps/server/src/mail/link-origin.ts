import type { Config } from '../config.js';
import { badRequest } from '../http/problem.js';
import { AppOrigins } from '../identity/app-origins.js';

/**
 * Links that the client gives for our mails (`activationUrlTemplate`, `loginUrl`) must point
 * at the dashboard itself: PUBLIC_URL's origin (and, while PUBLIC_URL is plain http on a
 * development machine, loopback origins such as Vite's :5173), the same rule as redirect URIs.
 * Anything else is a 400 naming the field: the product must not mail links to other sites.
 */
export function assertOwnLink(
  config: Pick<Config, 'PUBLIC_URL'>,
  field: string,
  link: string | undefined,
): void {
  if (link === undefined) return;
  const url = URL.parse(link);
  const origins = new AppOrigins(config.PUBLIC_URL);
  if (!url || !(url.protocol === 'http:' || url.protocol === 'https:') || !origins.originAllowed(url.origin))
    throw badRequest(`${field}: must be a link to ${new URL(config.PUBLIC_URL).origin}.`);
}
