import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentDevice } from './adapter.js';
import { deviceOf, type IdentityServices } from './identity-services.js';

/**
 * Hands the protocol endpoints (discovery, auth, token, logout, certs, ...) to
 * oidc-provider as raw Node requests. The body is left unread here: the provider parses
 * it itself, and the app's global form parser must not consume it first.
 */
export function providerRoutes(identity: IdentityServices) {
  const { provider, mountPath } = identity;
  const callback = provider.callback();
  const publicUrl = new URL(identity.ctx.config.PUBLIC_URL);

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    // The provider derives its mount path from originalUrl minus url.
    raw.originalUrl = raw.url;
    raw.url = raw.url!.slice(mountPath.length) || '/';
    raw.headers['x-forwarded-host'] = publicUrl.host;
    raw.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
    return currentDevice.run(deviceOf(request), () => callback(raw, reply.raw));
  };

  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    app.all(`${mountPath}/.well-known/*`, handler);
    app.all(`${mountPath}/protocol/openid-connect/*`, handler);
  };
}
