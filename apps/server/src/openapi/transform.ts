import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import {
  type AnswerHeader,
  type ConflictCode,
  HEADERS,
  HeartbeatRequest,
  MAX_PATH_PARAM_LENGTH,
  type OperationDefinition,
  operationKey,
  Problem,
} from '@vantage/contracts';
import { allOperations } from '@vantage/contracts/api';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

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

const toSchema = (schema: z.core.$ZodType, io: 'input' | 'output' = 'input') =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json;

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
        description:
          'Id of the calling client (browser tab); the session rules of spec section 4 use it. A value over 200 characters counts as no id.',
        schema: { type: 'string' },
      },
      IfMatch: {
        name: 'if-match',
        in: 'header',
        required: false,
        description:
          'Change the item only while it is at one of these versions: the `ETag` of the read it was loaded with (`"3"`; `W/"3"` counts as `"3"`), or `*` for any. Without it the change is made whatever the version. Otherwise, and for a value that names no version, the answer is 412 with the item as it is now.',
        schema: { type: 'string', minLength: 1 },
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
      Unauthorized: {
        ...response('No valid bearer token.'),
        headers: {
          'WWW-Authenticate': {
            description: 'The scheme to authenticate with: `Bearer`.',
            schema: { type: 'string' },
          },
        },
      },
      Forbidden: response(
        'The caller may not do this here (role, subscription expired, not a member of the subscription).',
      ),
      NotFound: response('The resource does not exist or the caller cannot see it.'),
      PreconditionFailed: response('Another client of the same user is active (spec section 4).'),
      PayloadTooLarge: response('The upload is larger than allowed.'),
      UriTooLong: response(`A path parameter is longer than ${MAX_PATH_PARAM_LENGTH} characters.`),
      UnsupportedMediaType: response('The body is not of a content type the call accepts.'),
      TooManyRequests: {
        ...response('Too many requests of this kind; try again later.'),
        headers: {
          'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
        },
      },
      BadGateway: response('The file could not be stored, or the upstream source (terrain tiles) failed.'),
      GatewayTimeout: response('The upstream source (terrain tiles) did not answer in time.'),
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
  429: 'TooManyRequests',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
};

/**
 * The 412 of a change that carries versions (`If-Match`, a batch item's `version`): the item
 * changed since its sender loaded it, and `current` holds it as it is now, in the schema of the
 * change's own answer (one item, or the batch's list). Operations whose success has no JSON
 * body (the session's client id) answer the shared 412 instead.
 */
function changedResponse(current: Json): Json {
  return {
    description:
      'Changed by someone else: the item is no longer at the version the request names. `current` is the item as it is now (for a batch, the items whose version did not match).',
    content: problemContent({
      allOf: [
        { $ref: '#/components/schemas/Problem' },
        { type: 'object', required: ['current'], properties: { current } },
      ],
    }),
  };
}

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

const DEFINITIONS: ReadonlyMap<string, OperationDefinition> = new Map(
  allOperations().map((definition) => [operationKey(definition.method, definition.path), definition]),
);

/** The definition of the operation at `method` and OpenAPI `path`. */
export const definitionOf = (method: string, path: string) => DEFINITIONS.get(operationKey(method, path));

const binary = { type: 'string', format: 'binary' };

const ANSWER_HEADERS: Record<AnswerHeader, Json> = {
  'X-Total-Count': {
    description: 'How many items the whole list holds (this answer is one page of it).',
    schema: { type: 'integer', minimum: 0 },
  },
  Location: { description: 'Where the created resource is.', schema: { type: 'string' } },
  ETag: {
    description:
      'The version of the item as a strong entity tag (`"3"`): send it in `If-Match` to change the item only while nobody else has changed it.',
    required: true,
    schema: { type: 'string', pattern: '^"[1-9][0-9]*"$' },
  },
};

function answerHeaders(headers: readonly AnswerHeader[] | undefined): Json {
  if (!headers?.length) return {};
  return { headers: Object.fromEntries(headers.map((name) => [name, ANSWER_HEADERS[name]])) };
}

/** The success answers as the definition states them: content type, body and headers. */
function successResponses(
  definition: OperationDefinition,
  generated: Record<string, Json>,
): Record<string, Json> {
  const responses: Record<string, Json> = {};
  for (const [status, answer] of Object.entries(definition.answers)) {
    const description = answer.description ?? (answer.kind === 'empty' ? 'Done; no content.' : 'Success');
    if (answer.kind === 'empty') {
      responses[status] = { description, ...answerHeaders(answer.headers) };
    } else if (answer.kind === 'file') {
      responses[status] = {
        description,
        headers: { ETag: { description: 'Send it back in `If-None-Match`.', schema: { type: 'string' } } },
        content: Object.fromEntries(answer.types.map((type) => [type, { schema: binary }])),
      };
      responses['304'] = { description: 'Not modified: the `If-None-Match` ETag is still current.' };
    } else {
      const content = generated[status]?.content ?? {
        'application/json': { schema: toSchema(answer.schema as z.core.$ZodType, 'output') },
      };
      responses[status] = { description, ...answerHeaders(answer.headers), content };
    }
  }
  return responses;
}

/** The request body as the definition states its encodings. */
function requestBody(definition: OperationDefinition, generated: Json | undefined): Json | undefined {
  const types = definition.bodyTypes ?? (definition.body ? ['json'] : []);
  if (types.length === 0) return undefined;
  const generatedContent = (generated?.content ?? {}) as Record<string, Json>;
  const jsonContent =
    generatedContent['application/json'] ??
    Object.values(generatedContent)[0] ??
    (definition.body ? { schema: toSchema(definition.body as z.core.$ZodType) } : undefined);
  const content: Record<string, Json> = {};
  for (const type of types) {
    if (type === 'json' && jsonContent) content['application/json'] = jsonContent;
    if (type === 'upload') {
      content['multipart/form-data'] = {
        schema: { type: 'object', required: ['file'], properties: { file: binary } },
      };
    }
    if (type === 'multipart') {
      content['multipart/form-data'] = {
        schema: {
          type: 'object',
          required: ['payload'],
          properties: {
            payload: { type: 'string', description: 'The JSON body, as text.' },
            file: binary,
          },
        },
      };
    }
  }
  // A body the schema lets the client leave out (a reject's optional language) is optional.
  const required = !definition.body || !z.safeParse(definition.body as z.core.$ZodType, undefined).success;
  return { required, content };
}

function completeOperation(operation: Operation, definition: OperationDefinition) {
  const parameters = operation.parameters ?? [];
  const hasPathParameters = parameters.some((parameter) => parameter.in === 'path');
  const { access } = definition;
  operation.operationId = definition.id;
  operation.summary = definition.summary;

  const headers: Json[] = [];
  if (access === 'account') headers.push({ $ref: '#/components/parameters/SubscriptionKey' });
  for (const header of definition.headers ?? []) {
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

  const body = requestBody(definition, operation.requestBody as Json | undefined);
  if (body) operation.requestBody = body;
  else delete operation.requestBody;

  const statuses = new Set<number>([400, 503, ...(definition.errors ?? [])]);
  if (access !== 'public') statuses.add(401);
  if (access === 'account') statuses.add(403);
  if (hasPathParameters || access !== 'public') statuses.add(404);
  if (hasPathParameters) statuses.add(414);
  if (operation.requestBody) statuses.add(415);
  const responses = successResponses(definition, operation.responses ?? {});
  const changed = responses['200']?.content as Record<string, { schema?: Json }> | undefined;
  const changedSchema = changed?.['application/json']?.schema;
  if (statuses.has(412) && changedSchema) responses['412'] = changedResponse(changedSchema);
  for (const status of [...statuses].sort()) {
    const name = STATUS_RESPONSES[status];
    if (name && !responses[status]) responses[status] = { $ref: `#/components/responses/${name}` };
  }
  // A signed-in call is the first of a user whose e-mail address an unverified identity of an
  // external issuer claims: any of them can answer 409 EmailBelongsToAnotherIdentity.
  const conflicts: ConflictCode[] = [
    ...(definition.conflicts ?? []),
    ...(access === 'public' ? [] : (['EmailBelongsToAnotherIdentity'] as const)),
  ];
  if (conflicts.length) responses['409'] = conflictResponse(conflicts);
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
      if (!operation) continue;
      const definition = definitionOf(method, path);
      // http/route.test.ts fails for such a route; the document names it rather than guess.
      if (!definition) throw new Error(`${method.toUpperCase()} ${path} has no operation definition`);
      completeOperation(operation, definition);
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
