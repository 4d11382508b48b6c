import {
  type AnswerOf,
  type BodyOf,
  type OperationDefinition,
  type ParamsOf,
  POLICY,
  type PolicyAction,
  type QueryOf,
  routePath,
} from '@vantage/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { type Actor, authorize, hasCondition } from '../auth/authorize.js';
import { type AccountContext, requireAccount, requireClaims } from '../auth/context.js';

/** The request a handler receives: parameters, query and body parsed by the definition's schemas. */
export type OperationRequest<O extends OperationDefinition> = FastifyRequest<{
  Params: ParamsOf<O>;
  Querystring: QueryOf<O>;
  Body: BodyOf<O>;
}>;

/** The caller an operation's access gives its handler: the account for `account`, else nothing. */
export type CallerOf<O extends OperationDefinition> = O['access'] extends 'account'
  ? AccountContext
  : undefined;

export type OperationHandler<O extends OperationDefinition> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
  caller: CallerOf<O>,
) => Promise<AnswerOf<O> | FastifyReply | undefined>;

/** Route options beyond the definition: a rate limit, a body parser step. */
export type ExtraRouteOptions = Pick<RouteShorthandOptions, 'config' | 'preValidation' | 'bodyLimit'>;

/** The Fastify answer schemas: JSON answers by their schema, empty ones as null, files unchecked. */
function answerSchemas(operation: OperationDefinition): Record<number, unknown> {
  const schemas: Record<number, unknown> = {};
  for (const [status, answer] of Object.entries(operation.answers)) {
    if (answer.kind === 'json') schemas[Number(status)] = answer.schema;
    else if (answer.kind === 'empty') schemas[Number(status)] = z.null();
  }
  return schemas;
}

/** `authorize` for an action `route` has checked needs no object. */
const authorizeAction = authorize as (actor: Actor, action: PolicyAction) => void;

/** Who the operation's access lets in, checked before the handler runs. */
async function callerOf(operation: OperationDefinition, request: FastifyRequest) {
  if (operation.access === 'public') return undefined;
  if (operation.access === 'user') {
    await requireClaims(request);
    return undefined;
  }
  const context = await requireAccount(request);
  if (operation.action) authorizeAction(context, operation.action);
  return context;
}

/**
 * Registers `handler` for `operation`: its method and path, its schemas (which validate the
 * request and write the answer), its access (401/403 before the handler runs) and, where it
 * names one, its object-free policy action.
 */
export function route<O extends OperationDefinition>(
  app: FastifyInstance,
  operation: O,
  handler: OperationHandler<O>,
  extra: ExtraRouteOptions = {},
): void {
  if (operation.action && hasCondition(operation.action)) {
    throw new Error(`${operation.id}: ${operation.action} needs its object; authorize it in the handler.`);
  }
  if (operation.action && !POLICY[operation.action]) throw new Error(`${operation.id}: unknown action`);
  const usesMultipart = operation.bodyTypes?.some((type) => type !== 'json');
  const options: RouteOptions = {
    ...extra,
    config: { ...extra.config, operation } as RouteOptions['config'],
    method: operation.method,
    url: routePath(operation.path),
    schema: {
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      ...(usesMultipart ? { consumes: contentTypes(operation) } : {}),
      response: answerSchemas(operation),
    },
    handler: async (request, reply) => {
      const caller = (await callerOf(operation, request)) as CallerOf<O>;
      return handler(request as OperationRequest<O>, reply, caller);
    },
  };
  app.route(options);
}

/**
 * An answer the definition states without content goes out without one, whatever the handler
 * passed (Fastify would write `null` as JSON for a 202). Registered once, before every route.
 */
export function registerEmptyAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const operation = (request.routeOptions.config as { operation?: OperationDefinition }).operation;
    if (operation?.answers[reply.statusCode]?.kind !== 'empty') return payload;
    reply.removeHeader('content-type');
    return null;
  });
}

function contentTypes(operation: OperationDefinition): string[] {
  return (operation.bodyTypes ?? ['json']).map((type) =>
    type === 'json' ? 'application/json' : 'multipart/form-data',
  );
}
