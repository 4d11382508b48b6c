import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/verify-token.js';
import { findIdentityAccount } from './accounts.js';
import type { IdentityServices } from './identity-services.js';
import { profileClaims } from './provider.js';

/**
 * UserInfo for our JWT access tokens. oidc-provider only serves opaque tokens here; the
 * dashboard's tokens are JWTs for the API (as Keycloak's are), so we answer ourselves.
 */
export function userinfoRoute(identity: IdentityServices) {
  const { ctx, origins, mountPath } = identity;
  const path = `${mountPath}/protocol/openid-connect/userinfo`;

  function cors(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin && origins.originAllowed(origin)) reply.header('access-control-allow-origin', origin);
  }

  function invalidToken(reply: FastifyReply, description: string) {
    return reply
      .status(401)
      .header('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`)
      .send({ error: 'invalid_token', error_description: description });
  }

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    cors(request, reply);
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request.headers.authorization);
    if (!token) return invalidToken(reply, 'no access token provided');
    let subject: string;
    try {
      subject = (await ctx.verifyToken(token)).sub;
    } catch {
      return invalidToken(reply, 'invalid token provided');
    }
    const account = await findIdentityAccount(ctx.db, subject).catch(() => undefined);
    if (!account) return invalidToken(reply, 'the account of this token no longer exists');
    return reply.send(profileClaims(account));
  }

  return async (app: FastifyInstance) => {
    app.get(path, answer);
    app.post(path, answer);
    app.options(path, async (request, reply) => {
      cors(request, reply);
      return reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'Authorization, Content-Type')
        .header('access-control-max-age', '3600')
        .send();
    });
  };
}
