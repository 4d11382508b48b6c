import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { RequestLogController } from './request-log.js';

/**
 * Request ids: `X-Request-Id` is taken from the request when it is a plausible
 * id (a balancer's or a caller's), else a random UUID (unique across processes); it is
 * returned on the answer, carried in every log line written while the request runs (also
 * by code that logs through `app.log`), and on the hub events the request causes.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED = /^[A-Za-z0-9._:/+=-]{1,128}$/;

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function requestIdFor(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  return given && ACCEPTED.test(given) ? given : randomUUID();
}

/** Request loggers already carry the id as a binding; the mixin adds it to every other one. */
const BOUND = Symbol('requestIdBound');

/** Fastify options for request ids and the loggers. */
export const requestIdOptions = {
  genReqId: requestIdFor,
  requestIdHeader: false,
  // Request lines at debug, failures at warn/error (request-log.ts).
  logController: new RequestLogController(),
  childLoggerFactory(logger, bindings, options) {
    const child = logger.child(bindings, options);
    (child as unknown as Record<symbol, boolean>)[BOUND] = true;
    return child;
  },
} satisfies Partial<FastifyServerOptions>;

/** pino `mixin`: the running request's id on log lines written outside `request.log`. */
export function requestIdMixin(_object: object, _level: number, logger?: unknown): Record<string, string> {
  if (logger && (logger as Record<symbol, unknown>)[BOUND]) return {};
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // The rest of the request (hooks, handler, what they start) runs in this context.
    requestContext.run({ requestId: request.id }, done);
  });
}
