import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { AppContext } from '../app-context.js';
import type { TokenClaims } from '../auth/verify-token.js';
import { groups } from '../events/bus.js';
import { ApiError } from '../http/problem.js';
import { teamSubscriptionIds } from './access.js';
import { authenticateHubRequest, hubUser, tokenExpiry } from './authenticate.js';
import { type Backplane, InMemoryBackplane } from './backplane.js';
import {
  deploymentTag,
  issueConnectionToken,
  loadOrCreateHubSecret,
  newConnectionId,
  readConnectionToken,
} from './connection-token.js';
import { Hub } from './hub.js';
import type { ConnectionIdentity } from './hub-connection.js';
import { HUB_LIMITS } from './limits.js';
import { createHubMethods } from './methods.js';
import { createAccessGuard } from './recheck.js';

export const HUB_PATH = '/signalr';

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Answers an upgrade request with a plain HTTP error and drops the socket. */
function refuse(socket: Duplex, status: number, detail: string): void {
  if (socket.destroyed) return;
  const body = `${detail}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The real-time hub at /signalr: negotiate as a Fastify route, the WebSocket on the
 * underlying HTTP server's `upgrade` event, domain events from `ctx.bus` through the
 * backplane, and a shutdown that asks every client to reconnect elsewhere.
 */
export function hubMount(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const secret = await loadOrCreateHubSecret(ctx.db);
    // Redis's client is loaded only when REDIS_URL is set.
    const backplane: Backplane = ctx.config.REDIS_URL
      ? new (await import('./redis-backplane.js')).RedisBackplane(
          ctx.config.REDIS_URL,
          `vantage:hub:${deploymentTag(secret)}`,
          app.log,
        )
      : new InMemoryBackplane();
    const keepAliveMs = ctx.config.HUB_KEEPALIVE_SECONDS * 1000;
    const hub = new Hub(
      backplane,
      createHubMethods(ctx.db),
      { keepAliveMs, clientTimeoutMs: 30_000 + keepAliveMs, handshakeTimeoutMs: 15_000 },
      app.log,
      createAccessGuard(ctx.db),
    );
    await hub.start();
    app.decorate('hub', hub);

    const stopBus = ctx.bus.subscribe((event) => {
      try {
        hub.publish({
          groups: event.groups,
          target: event.name,
          args: event.args,
          ...(event.requestId ? { requestId: event.requestId } : {}),
        });
      } catch (error) {
        app.log.error({ err: error, event: event.name }, 'hub: could not publish a domain event');
      }
    });

    await app.register(async (scope) => {
      // The client posts an empty body with whatever content type it likes.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => {
        payload.resume();
        payload.on('end', () => done(null, undefined));
      });
      scope.post(`${HUB_PATH}/negotiate`, { schema: { hide: true } }, async (request) => {
        const query = new URLSearchParams(request.url.split('?')[1] ?? '');
        const claims = await authenticateHubRequest(ctx, request.headers, query);
        const user = await hubUser(ctx, claims);
        const connectionId = newConnectionId();
        return {
          connectionId,
          connectionToken: issueConnectionToken(secret, {
            connectionId,
            userId: user.id,
            subject: claims.sub,
          }),
          negotiateVersion: 1,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
        };
      });
    });

    const closeAtExpiry = (claims: Parameters<typeof tokenExpiry>[0]) =>
      ctx.config.HUB_CLOSE_ON_TOKEN_EXPIRY ? tokenExpiry(claims) : undefined;

    const sessionOf = (claims: TokenClaims) =>
      typeof claims.sid === 'string' ? { sessionId: claims.sid } : {};

    const sockets = new WebSocketServer({
      noServer: true,
      // A hard stop for frames far past the limit; up to it the hub closes with a message.
      maxPayload: 2 * HUB_LIMITS.messageBytes,
      perMessageDeflate: false,
      clientTracking: false,
    });

    async function identify(request: IncomingMessage, query: URLSearchParams): Promise<ConnectionIdentity> {
      const claims = await authenticateHubRequest(ctx, request.headers, query);
      const id = query.get('id');
      if (id === null) {
        // skipNegotiation: WebSockets straight away, no connection token.
        const user = await hubUser(ctx, claims);
        return {
          connectionId: newConnectionId(),
          userId: user.id,
          subject: claims.sub,
          ...sessionOf(claims),
          tokenExpiresAt: closeAtExpiry(claims),
          token: { iat: claims.iat, sid: claims.sid },
        };
      }
      const ticket = readConnectionToken(secret, id);
      if (!ticket) throw new ApiError(404, 'Not Found', 'No connection with this id.');
      if (ticket.subject !== claims.sub) {
        throw new ApiError(403, 'Forbidden', 'The connection was negotiated by another user.');
      }
      if (
        hub.has(ticket.connectionId) ||
        !(await hub.claim(ticket.connectionId, ticket.expiresAt - Date.now()))
      ) {
        throw new ApiError(409, 'Conflict', 'This connection already has a socket.');
      }
      return {
        connectionId: ticket.connectionId,
        userId: ticket.userId,
        subject: ticket.subject,
        ...sessionOf(claims),
        tokenExpiresAt: closeAtExpiry(claims),
        token: { iat: claims.iat, sid: claims.sid },
      };
    }

    async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, query: URLSearchParams) {
      const identity = await identify(request, query);
      const joined = (await teamSubscriptionIds(ctx.db, identity.userId)).map(groups.subscription);
      if (identity.sessionId) joined.push(groups.session(identity.sessionId));
      if (socket.destroyed) return;
      sockets.handleUpgrade(request, socket, head, (ws) => hub.accept(ws, identity, joined, socket));
    }

    app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://hub.invalid');
      if (url.pathname !== HUB_PATH && url.pathname !== `${HUB_PATH}/`) {
        // Someone else may serve WebSockets on other paths; if not, nobody will answer.
        if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
        return;
      }
      socket.on('error', (error) => app.log.debug({ err: error }, 'hub: upgrade socket error'));
      if (hub.isStopping) return refuse(socket, 503, 'The server is shutting down.');
      upgrade(request, socket, head, url.searchParams).catch((error: unknown) => {
        if (error instanceof ApiError) return refuse(socket, error.status, error.detail ?? error.title);
        app.log.error({ err: error }, 'hub: upgrade failed');
        refuse(socket, 500, 'Something went wrong on our side.');
      });
    });

    app.addHook('preClose', async () => {
      stopBus();
      await hub.shutdown();
      sockets.close();
    });
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process-local hub (connection count for the benchmark and health). */
    hub?: Hub;
  }
}
