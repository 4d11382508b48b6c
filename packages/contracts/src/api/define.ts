import { z } from 'zod/mini';
import type { ConflictCode } from '../conflicts.js';
import type { PolicyAction } from '../policy.js';

/**
 * One API operation, defined once: the server registers its handler against it
 * (`apps/server/src/http/route.ts`), the OpenAPI document is built from it, and the
 * dashboard calls it through `api.call(operation, input)` (`apps/web/src/lib/api.ts`).
 * docs/decisions/160-one-definition-per-operation.md explains the design.
 */
export type Schema = z.core.$ZodType;

/**
 * Who may call an operation, which decides its security, headers and error answers:
 * - `account`: bearer token and `X-Subscription-Key` (the caller's account in that subscription);
 * - `user`: bearer token only (the user, whatever subscription);
 * - `public`: no sign-in.
 */
export type Access = 'account' | 'user' | 'public';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Response headers an answer may carry besides the ones every answer has. `ETag` is the
 * item's version as a strong entity tag (`"3"`), which a change sends back in `If-Match`.
 */
export type AnswerHeader = 'X-Total-Count' | 'Location' | 'ETag';

/**
 * Request headers an operation reads besides the credentials its access implies. `ifMatch`:
 * the optional `If-Match` of a change; when sent and no longer current, the answer is 412
 * with the item as it is now (docs/decisions/161-optimistic-concurrency.md).
 */
export type RequestHeader = 'clientId' | 'publicationKey' | 'optionalSubscriptionKey' | 'ifMatch';

/** A JSON body; `item` is set for lists, which answer one page and `X-Total-Count`. */
export type JsonAnswer<S extends Schema = Schema> = {
  kind: 'json';
  schema: S;
  item?: Schema;
  headers?: readonly AnswerHeader[];
  description?: string;
};
/** No body (204, 202). */
export type EmptyAnswer = { kind: 'empty'; headers?: readonly AnswerHeader[]; description?: string };
/**
 * A binary body in one of `types`, with an ETag (a `304` answers a matching `If-None-Match`):
 * stored files (avatars, logos: `image()`) and generated ones (basemap vector tiles: `binary()`).
 */
export type FileAnswer = { kind: 'file'; types: readonly string[]; description?: string };
export type Answer = JsonAnswer | EmptyAnswer | FileAnswer;

/** How a request body is sent: JSON, a multipart form, or a file upload (multipart field `file`). */
export type BodyType = 'json' | 'multipart' | 'upload';

export type OperationDefinition = {
  /** The document's `operationId`: a verb and a noun, unique in the document. */
  id: string;
  method: HttpMethod;
  /** The OpenAPI path, parameters in braces: `/api/projects/{id}`. */
  path: `/api/${string}`;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /**
   * A policy action without an object condition that the server authorizes before the
   * handler runs. Actions that need the object (or visibility first) stay in the handler.
   */
  action?: PolicyAction;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The body's encodings; `['json']` when there is a `body`. */
  bodyTypes?: readonly BodyType[];
  headers?: readonly RequestHeader[];
  /** The success answers by status. */
  answers: { readonly [status: number]: Answer };
  /** Error statuses beyond the ones access, parameters and body imply (412, 413, 415, 429, 502 …). */
  errors?: readonly number[];
  /** The 409 codes of the operation (spec section 8, plus ours). */
  conflicts?: readonly ConflictCode[];
};

/** Keeps the literal types of a definition, so callers and handlers are typed from it. */
/* @__NO_SIDE_EFFECTS__ */
export function defineOperation<const D extends OperationDefinition>(definition: D): D {
  return definition;
}

/* @__NO_SIDE_EFFECTS__ */
export function json<S extends Schema>(
  schema: S,
  extra?: Omit<JsonAnswer, 'kind' | 'schema'>,
): JsonAnswer<S> {
  return { kind: 'json', schema, ...extra };
}

/** A page of a list: the items, and the total in `X-Total-Count`. */
/* @__NO_SIDE_EFFECTS__ */
export function list<S extends Schema>(item: S): JsonAnswer<z.ZodMiniArray<S>> & { item: S } {
  return { kind: 'json', schema: z.array(item), item, headers: ['X-Total-Count'] };
}

/* @__NO_SIDE_EFFECTS__ */
export const empty = (description?: string, headers?: readonly AnswerHeader[]): EmptyAnswer => ({
  kind: 'empty',
  ...(description ? { description } : {}),
  ...(headers ? { headers } : {}),
});

/** The image types the server stores and answers for avatars and logos. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;

/* @__NO_SIDE_EFFECTS__ */
export const image = (description?: string): FileAnswer => ({
  kind: 'file',
  types: IMAGE_TYPES,
  ...(description ? { description } : {}),
});

/** A binary answer of other types than images (documented as `format: binary`). */
/* @__NO_SIDE_EFFECTS__ */
export const binary = (types: readonly string[], description?: string): FileAnswer => ({
  kind: 'file',
  types,
  ...(description ? { description } : {}),
});

type Out<S> = S extends Schema ? z.output<S> : undefined;
type In<S> = S extends Schema ? z.input<S> : undefined;

/** The parsed path parameters, query and body a handler receives. */
export type ParamsOf<O extends OperationDefinition> = Out<O['params']>;
export type QueryOf<O extends OperationDefinition> = Out<O['query']>;
export type BodyOf<O extends OperationDefinition> = Out<O['body']>;

/** What a caller sends. */
export type ParamsInput<O extends OperationDefinition> = In<O['params']>;
export type QueryInput<O extends OperationDefinition> = In<O['query']>;
export type BodyInput<O extends OperationDefinition> = In<O['body']>;

type SuccessStatus<O extends OperationDefinition> = Extract<keyof O['answers'], number> &
  (200 | 201 | 202 | 204);

/** What the handler answers (the JSON answers' data). */
export type AnswerOf<O extends OperationDefinition> = {
  [S in SuccessStatus<O>]: O['answers'][S] extends JsonAnswer<infer T> ? z.output<T> : never;
}[SuccessStatus<O>];

/** What a caller receives: a page of a list, JSON data, a file, or nothing. */
export type ResultOf<O extends OperationDefinition> = {
  [S in SuccessStatus<O>]: O['answers'][S] extends { kind: 'json'; item: infer I }
    ? { items: Array<z.output<I & Schema>>; total: number }
    : O['answers'][S] extends JsonAnswer<infer T>
      ? z.output<T>
      : O['answers'][S] extends FileAnswer
        ? Blob
        : undefined;
}[SuccessStatus<O>];

/** `/api/projects/{id}` → `/api/projects/:id` (Fastify's form). */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The key of an operation by method and OpenAPI path, e.g. `GET /api/projects/{id}`. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
