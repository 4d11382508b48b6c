import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import {
  type ConflictCode,
  HEADERS,
  HeartbeatRequest,
  MAX_PATH_PARAM_LENGTH,
  Problem,
} from '@vantage/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATIONS, type OperationInfo, operationKey } from './operations.js';

type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  summary?: string;
  parameters?: Json[];
  responses?: Record<string, Json>;
  security?: unknown[];
  requestBody?: unknown;
};

export const HEARTBEAT_PATH = '/metrics/heartbeat';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Only the REST API and the heartbeat are the contract; identity, hub, pages are not. */
export function isDocumented(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url === HEARTBEAT_PATH;
}

/** The per-route step: hides every route outside the contract, then zod → JSON schema. */
export const transform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  if (!isDocumented(input.url)) return { schema: { hide: true }, url: input.url };
  return jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
};

const toSchema = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Json;

const problemContent = (schema: Json = { $ref: '#/components/schemas/Problem' }) => ({
  'application/problem+json': { schema },
});

/** Shared answers, parameters and schemas every operation refers to. */
function components(): Json {
  const { $schema: _ignored, ...problem } = toSchema(Problem);
  const response = (description: string) => ({ description, content: problemContent() });
  return {
    schemas: { Problem: problem },
    parameters: {
      SubscriptionKey: {
        name: HEADERS.subscriptionKey,
        in: 'header',
        required: true,
        description: 'Key of the selected subscription: the call acts as the caller’s account in it.',
        schema: { type: 'string', minLength: 1 },
      },
      OptionalSubscriptionKey: {
        name: HEADERS.subscriptionKey,
        in: 'header',
        required: false,
        description: 'Key of the selected subscription, when one is selected.',
        schema: { type: 'string', minLength: 1 },
      },
      ClientId: {
        name: HEADERS.clientId,
        in: 'header',
        required: false,
        description: 'Id of the calling client (browser tab); the session rules of spec section 4 use it.',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
      },
      PublicationKey: {
        name: HEADERS.publicationKey,
        in: 'header',
        required: false,
        description: 'The publication key again, as the viewer sends it; when present it must match.',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
      },
    },
    responses: {
      BadRequest: response('The request is invalid; `errors` names each field and what is wrong with it.'),
      Unauthorized: response('No valid bearer token.'),
      Forbidden: response(
        'The caller may not do this here (role, subscription expired, not a member of the subscription).',
      ),
      NotFound: response('The resource does not exist or the caller cannot see it.'),
      PreconditionFailed: response('Another client of the same user is active (spec section 4).'),
      PayloadTooLarge: response('The upload is larger than allowed.'),
      UriTooLong: response(`A path parameter is longer than ${MAX_PATH_PARAM_LENGTH} characters.`),
      UnsupportedMediaType: response('The body is not of a content type the call accepts.'),
      BadGateway: response('The file could not be stored.'),
      ServiceUnavailable: {
        description: 'Maintenance: every call answers 503 with `Retry-After` until the window ends.',
        headers: {
          'Retry-After': { description: 'Seconds until the window should end.', schema: { type: 'integer' } },
        },
        content: problemContent(),
      },
    },
  };
}

const STATUS_RESPONSES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  412: 'PreconditionFailed',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
};

function conflictResponse(codes: readonly ConflictCode[]): Json {
  return {
    description: `Conflict: \`code\` is one of ${codes.map((code) => `\`${code}\``).join(', ')}.`,
    content: problemContent({
      allOf: [
        { $ref: '#/components/schemas/Problem' },
        {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', enum: [...codes] } },
        },
      ],
    }),
  };
}

/** Fallback id for a route missing from the table (the document test names it). */
function derivedOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/{}-]+/)
    .filter(Boolean);
  return [method, ...words]
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

function completeOperation(method: string, path: string, operation: Operation, info?: OperationInfo) {
  const parameters = operation.parameters ?? [];
  const hasPathParameters = parameters.some((parameter) => parameter.in === 'path');
  const access = info?.access ?? 'account';
  operation.operationId = operation.operationId ?? info?.id ?? derivedOperationId(method, path);
  if (!operation.summary) operation.summary = info?.summary ?? operation.operationId;

  const headers: Json[] = [];
  if (access === 'account') headers.push({ $ref: '#/components/parameters/SubscriptionKey' });
  for (const header of info?.headers ?? []) {
    const name =
      header === 'optionalSubscriptionKey'
        ? 'OptionalSubscriptionKey'
        : header[0]!.toUpperCase() + header.slice(1);
    headers.push({ $ref: `#/components/parameters/${name}` });
  }
  if (access !== 'public') headers.push({ $ref: '#/components/parameters/ClientId' });
  operation.parameters = [...parameters, ...dedupe(headers)];
  if (operation.parameters.length === 0) delete operation.parameters;

  if (access === 'public') operation.security = [];

  const statuses = new Set<number>([400, 503, ...(info?.statuses ?? [])]);
  if (access !== 'public') statuses.add(401);
  if (access === 'account') statuses.add(403);
  if (hasPathParameters || access !== 'public') statuses.add(404);
  if (hasPathParameters) statuses.add(414);
  if (operation.requestBody) statuses.add(415);
  const responses = operation.responses ?? {};
  if (info?.success === 204 && responses['200']?.description === 'Default Response') {
    delete responses['200'];
    responses['204'] = { description: 'Done; no content.' };
  }
  for (const status of [...statuses].sort()) {
    const name = STATUS_RESPONSES[status];
    if (name && !responses[status]) responses[status] = { $ref: `#/components/responses/${name}` };
  }
  if (info?.conflicts?.length) responses['409'] = conflictResponse(info.conflicts);
  for (const answer of Object.values(responses)) {
    if (answer.description === 'Default Response') answer.description = 'Success';
  }
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

function dedupe(parameters: Json[]): Json[] {
  const seen = new Set<unknown>();
  return parameters.filter((parameter) => !seen.has(parameter.$ref) && seen.add(parameter.$ref));
}

/** `POST /metrics/heartbeat`: its own lenient parser keeps it out of the route schemas. */
function heartbeatPath(): Json {
  const { $schema: _ignored, ...body } = toSchema(HeartbeatRequest);
  return {
    post: {
      operationId: 'heartbeat',
      tags: ['Session'],
      summary: 'The server is up; with a token and without `idling: true`, keeps the session fresh',
      description:
        'Clients poll it (spec section 7). Any content type; an empty body counts as `{}`. While maintenance is on it answers 503, which the /maintenance page waits out.',
      security: [{ bearer: [] }, {}],
      parameters: [{ $ref: '#/components/parameters/ClientId' }],
      requestBody: { required: false, content: { 'application/json': { schema: body } } },
      responses: {
        204: { description: 'The server is up.' },
        400: { $ref: '#/components/responses/BadRequest' },
        503: { $ref: '#/components/responses/ServiceUnavailable' },
      },
    },
  };
}

/**
 * The whole-document step: operation ids, the header parameters, the problem answers of
 * every operation (with its 409 codes), the heartbeat, and the shared components.
 */
export function completeDocument(document: Json): Json {
  const paths = { ...(document.paths as Record<string, Record<string, Operation>>) };
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) completeOperation(method, path, operation, OPERATIONS[operationKey(method, path)]);
    }
  }
  paths[HEARTBEAT_PATH] = heartbeatPath() as Record<string, Operation>;
  const base = components();
  const existing = (document.components ?? {}) as Record<string, Json>;
  return {
    ...document,
    servers: [{ url: '/', description: 'The server that serves this document' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      ...existing,
      schemas: { ...existing.schemas, ...(base.schemas as Json) },
      parameters: base.parameters,
      responses: base.responses,
    },
  };
}
