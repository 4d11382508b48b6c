import type { FastifyInstance } from 'fastify';
import type { IdentityServices } from './identity-services.js';

/**
 * Keycloak's registration page (`/protocol/openid-connect/registrations`, same parameters
 * as `/auth`) is the authorization request with `prompt=create`: it ends in the usual code
 * flow, signed in as the new account. The spec's plain Register link carries no PKCE
 * challenge: it is turned into `response_type=none`, so that it signs the browser in at the
 * provider and returns to the app without a code (the app then signs in with PKCE, which the
 * provider session completes at once). No code is ever issued without a challenge.
 */
export function registrationsRoute(identity: IdentityServices) {
  const { mountPath } = identity;
  return async (app: FastifyInstance) => {
    app.get(`${mountPath}/protocol/openid-connect/registrations`, async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      query.set('prompt', 'create');
      if (!query.get('code_challenge')) query.set('response_type', 'none');
      return reply.redirect(`${mountPath}/protocol/openid-connect/auth?${query}`, 302);
    });
  };
}
