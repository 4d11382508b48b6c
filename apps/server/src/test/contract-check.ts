import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OpenAPIBackend, type Request as OpenApiRequest } from 'openapi-backend';
import { documentOf } from '../openapi/build-document.js';
import { isDocumented } from '../openapi/transform.js';

type Json = Record<string, unknown>;
type ResponseObject = { content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> };

/**
 * One validator per document text, kept for the worker's life: building one compiles a schema
 * for every answer of every operation (seconds), and nearly every test app serves the same document.
 */
const validators = new Map<string, Promise<OpenAPIBackend>>();

function validatorFor(document: Record<string, unknown>): Promise<OpenAPIBackend> {
  const text = JSON.stringify(document);
  let validator = validators.get(text);
  if (!validator) {
    const backend = new OpenAPIBackend({
      // A copy: openapi-backend dereferences the document it is given in place.
      definition: JSON.parse(text),
      strict: false,
      quick: false,
      validate: true,
      ajvOpts: { strict: false, allErrors: true, logger: false },
      customizeAjv: (ajv) => {
        addFormats(ajv);
        ajv.addFormat('binary', true);
        return ajv;
      },
    });
    validator = backend.init().then(() => backend);
    validators.set(text, validator);
  }
  return validator;
}

/**
 * Checks every answer of the documented API against the OpenAPI document the server serves,
 * with openapi-backend (a maintained validator): the status is documented for the operation,
 * the content type is one it documents (none for an answer without content), the body is
 * valid by its schema, and its documented required headers are there. A request the server
 * answered 2xx must also be valid by the document. Violations are collected, not thrown, so
 * the test that made the call reads them (`violations`).
 */
export function contractCheck({ checkRequests }: { checkRequests: boolean }) {
  const violations: string[] = [];
  let backend: OpenAPIBackend | undefined;

  async function start(app: FastifyInstance): Promise<void> {
    backend = await validatorFor(documentOf(app));
  }

  function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const path = request.url.split('?')[0]!;
    // CORS preflights are the browser's, not operations of the API.
    if (!isDocumented(path) || request.method === 'OPTIONS') return;
    const api = backend;
    if (!api) return;
    const openApiRequest: OpenApiRequest = {
      method: request.method,
      path,
      query: request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : {},
      headers: request.headers as Record<string, string>,
      body: request.body,
    };
    const operation = api.matchOperation(openApiRequest);
    const name = `${request.method} ${path}`;
    // A path no operation has (the router's 404, maintenance's 503 for any /api path) is not
    // an answer the document describes; http/route.test.ts holds every route to a definition.
    if (!operation) return;
    const status = reply.statusCode;
    // openapi-backend has dereferenced the document: answers are objects, not `$ref`s.
    const responses = (operation.responses ?? {}) as Record<string, ResponseObject>;
    const documented = responses[String(status)];
    if (!documented) {
      violations.push(`${operation.operationId} ${name}: status ${status} is not documented`);
      return;
    }
    const types = Object.keys(documented.content ?? {});
    if (status === 204 || status === 304) {
      // Fastify sends these without content type or body, whatever the handler passed.
      if (types.length > 0) violations.push(`${operation.operationId} ${status}: documented with content`);
      return;
    }
    const type = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    const hasBody = payload !== undefined && payload !== null && payload !== '';
    if (types.length === 0 && hasBody) {
      violations.push(
        `${operation.operationId} ${status}: answered ${type || 'a body'}, documented without content`,
      );
    }
    if (types.length > 0 && !types.includes(type)) {
      violations.push(
        `${operation.operationId} ${status}: answered ${type || 'no content type'}, documented ${types.join(', ')}`,
      );
    }
    if (type.endsWith('json') && typeof payload === 'string' && types.includes(type)) {
      const result = api.validateResponse(JSON.parse(payload), operation, status);
      if (result.errors?.length) {
        violations.push(
          `${operation.operationId} ${status}: body ${JSON.stringify(result.errors.slice(0, 3))}`,
        );
      }
    }
    const documentedHeaders = Object.keys(documented.headers ?? {}).map((header) => header.toLowerCase());
    for (const header of API_HEADERS) {
      if (reply.getHeader(header) !== undefined && !documentedHeaders.includes(header)) {
        violations.push(`${operation.operationId} ${status}: header ${header} is not documented`);
      }
    }
    for (const [header, definition] of Object.entries(documented.headers ?? {})) {
      if (definition.required && reply.getHeader(header) === undefined) {
        violations.push(`${operation.operationId} ${status}: header ${header} missing`);
      }
    }
    if (status === 409 && typeof payload === 'string') {
      const code = (JSON.parse(payload) as { code?: string }).code;
      const lists = conflictCodes(documented);
      if (code && !lists.every((codes) => codes.includes(code))) {
        violations.push(
          `${operation.operationId} 409: code ${code} is not documented (${lists.at(-1)?.join(', ')})`,
        );
      }
    }
    if (checkRequests && status >= 200 && status < 300) {
      const body = operation.requestBody as { content?: Record<string, unknown> } | undefined;
      if (request.isMultipart() && !body?.content?.['multipart/form-data']) {
        violations.push(`${operation.operationId}: accepted a multipart body the document does not declare`);
      }
      const result = api.validateRequest(openApiRequest, operation);
      const errors = (result.errors ?? []).filter((error) => !isMultipartBody(request, error));
      if (errors.length) {
        violations.push(
          `${operation.operationId}: the accepted request is invalid by the document ${JSON.stringify(errors.slice(0, 3))}`,
        );
      }
    }
  }

  return {
    violations,
    /** A mount for `buildApp`: it must come before the API's routes. */
    mount: async (app: FastifyInstance) => {
      app.addHook('onReady', () => start(app));
      app.addHook('onSend', async (request, reply, payload) => {
        try {
          check(request, reply, payload);
        } catch (error) {
          violations.push(`${request.method} ${request.url}: the check failed: ${(error as Error).message}`);
        }
        return payload;
      });
    },
  };
}

/** A multipart body is parsed by the handler, not by Fastify: the validator sees no body for it. */
function isMultipartBody(
  request: FastifyRequest,
  error: { instancePath?: string; params?: { missingProperty?: string } },
): boolean {
  if (!request.isMultipart()) return false;
  return (
    error.params?.missingProperty === 'requestBody' || (error.instancePath ?? '').startsWith('/requestBody')
  );
}

/** Headers of ours a client reads: when an answer carries one, the document must say so. */
const API_HEADERS = ['x-total-count', 'location', 'www-authenticate', 'retry-after'];

/**
 * The 409 codes a conflict answer documents: `code`'s enum in each part of the problem schema
 * (`allOf` of the shared Problem, whose enum has every code, and the operation's own list).
 */
function conflictCodes(response: ResponseObject): string[][] {
  const schema = (response.content?.['application/problem+json'] as { schema?: Json } | undefined)?.schema;
  const parts = [schema, ...(((schema?.allOf as Json[] | undefined) ?? []) as Json[])];
  return parts.flatMap((part) => {
    const code = (part?.properties as Record<string, { enum?: string[] }> | undefined)?.code;
    return code?.enum ? [code.enum] : [];
  });
}
