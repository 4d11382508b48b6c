import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './problem.js';

const PROBLEM = 'application/problem+json; charset=utf-8';

/** Every error leaves the server as `application/problem+json`, never with a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.status)
        .type(PROBLEM)
        .send({ status: error.status, title: error.title, detail: error.detail, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return reply.status(400).type(PROBLEM).send({ status: 400, title: 'Bad Request', detail, errors });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const title = status >= 500 ? 'Internal Server Error' : (error.code ?? 'Bad Request');
    const detail = status >= 500 ? 'Something went wrong on our side.' : error.message;
    return reply.status(status).type(PROBLEM).send({ status, title, detail });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .type(PROBLEM)
      .send({
        status: 404,
        title: 'Not Found',
        detail: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
  });
}
