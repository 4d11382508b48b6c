import type { FastifyInstance } from 'fastify';
import type { IdentityServices } from './identity-services.js';

/**
 * Keycloak's registration page (`/protocol/openid-connect/registrations`, same parameters
 * as `/auth`) is the authorization request with `prompt=create`: it ends in the usual code
 * flow, signed in as the new account.
 */
export function registrationsRoute(identity: IdentityServices) {
  const { mountPath } = identity;
  return async (app: FastifyInstance) => {
    app.get(`${mountPath}/protocol/openid-connect/registrations`, async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      query.set('prompt', 'create');
      return reply.redirect(`${mountPath}/protocol/openid-connect/auth?${query}`, 302);
    });
  };
}
