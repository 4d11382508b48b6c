import { STATUS_CODES } from 'node:http';
import { MAX_PATH_PARAM_LENGTH } from '@vantage/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './problem.js';

export const PROBLEM = 'application/problem+json; charset=utf-8';

function sendProblem(reply: FastifyReply, status: number, detail: string, extra: object = {}) {
  const title = STATUS_CODES[status] ?? 'Error';
  return reply
    .status(status)
    .type(PROBLEM)
    .send({ status, title, detail, ...extra });
}

/**
 * PostgreSQL's "data exception" class (22xxx): a value the column cannot hold, such as a NUL
 * character in text (22P05, 22021) or a number out of range (22003). The contracts refuse
 * these first, naming the field; this is the net under them, so bad input never answers 500.
 */
function databaseDataException(error: unknown): { code: string } | undefined {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && 'severity' in (cause as object))
      return { code };
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A multipart body the parser cannot read is the client's fault, not ours, but busboy
 * (through @fastify/multipart) fails with plain errors that only their words tell apart:
 * a body that ends before its closing boundary ("Unexpected end of multipart data" when it
 * ends between parts; "Part terminated early due to unexpected end of multipart data" when it
 * ends inside one, as a body arriving in pieces does), and a boundary too long for its search.
 */
function malformedMultipart(error: FastifyError): string | undefined {
  if (
    error.code === 'FST_MP_PREMATURE_CLOSE' ||
    /unexpected end of (form|multipart data)/i.test(error.message)
  )
    return 'body: the multipart/form-data body ends before its closing boundary.';
  if (/^The needle cannot have a length bigger than/.test(error.message))
    return 'content-type: the multipart boundary is too long (at most 70 characters).';
  if (/^(Malformed part header|Multipart: Boundary not found)/i.test(error.message))
    return 'body: the multipart/form-data body is malformed.';
  return undefined;
}

/**
 * Errors of the router itself, before any route or hook runs (the Fastify option
 * `frameworkErrors`): a path parameter over the router's limit, or a URL that does not decode.
 */
const tooLongParameter = (reply: FastifyReply) =>
  sendProblem(reply, 414, `A path parameter is longer than ${MAX_PATH_PARAM_LENGTH} characters.`);

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return tooLongParameter(reply);
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendProblem(reply, 400, 'The URL is not valid: a path segment does not decode.');
  }
  return sendProblem(reply, 500, 'Something went wrong on our side.');
}

/** Every error leaves the server as `application/problem+json`, never with a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.status)
        .type(PROBLEM)
        .send({
          ...error.extra,
          status: error.status,
          title: error.title,
          detail: error.detail,
          code: error.code,
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return reply.status(400).type(PROBLEM).send({ status: 400, title: 'Bad Request', detail, errors });
    }
    const multipartProblem = malformedMultipart(error);
    if (multipartProblem) return sendProblem(reply, 400, multipartProblem);
    const dataException = databaseDataException(error);
    if (dataException) {
      request.log.warn({ code: dataException.code }, 'input refused by the database');
      return sendProblem(
        reply,
        400,
        'A value in the request cannot be stored (out of range or not valid text).',
      );
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const detail = status >= 500 ? 'Something went wrong on our side.' : error.message;
    return sendProblem(reply, status, detail);
  });

  app.setNotFoundHandler((request, reply) => {
    // A parameter over the router's limit makes it skip the route; where a catch-all (the
    // SPA fallback) then takes the request, it lands here: still the router's 414.
    const path = request.url.split('?')[0] ?? '';
    if (path.split('/').some((segment) => segment.length > MAX_PATH_PARAM_LENGTH)) {
      return tooLongParameter(reply);
    }
    return reply
      .status(404)
      .type(PROBLEM)
      .send({
        status: 404,
        title: 'Not Found',
        detail: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
  });
}
