import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import { redactUrl } from './log-redaction.js';

/**
 * Request logging at `debug`: Fastify's two JSON lines per request at `info`
 * ("incoming request", "request completed") cost about a sixth of the API's throughput in
 * the api-floor benchmark. Here a request writes one compact line, at `debug`, when it ends:
 * method, URL (secrets cut, log-redaction.ts), status and time; the request id comes with the
 * request's logger. Failures are still logged where an operator sees them: a request that
 * ends with an error at `error`, any 5xx answer at `warn`, and Fastify's own error, stream
 * and serializer lines as before (the error handler logs the 5xx causes at `error`).
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error({ err: error, ...requestLine(request, reply) }, 'request errored');
      return;
    }
    if (reply.statusCode >= 500) {
      reply.log.warn(requestLine(request, reply), 'request completed');
      return;
    }
    // Below `debug` the line is not even built.
    if (debugOn(reply.log)) reply.log.debug(requestLine(request, reply), 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (debugOn(request.log))
      request.log.debug({ method: request.method, url: redactUrl(request.url) }, 'route not found');
  }
}

const debugOn = (log: FastifyBaseLogger) => log.level === 'debug' || log.level === 'trace';

function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    statusCode: reply.statusCode,
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
  };
}
