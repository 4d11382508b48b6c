import {
  type BodyInput,
  HEADERS,
  type OperationDefinition,
  type ParamsInput,
  Problem,
  type QueryInput,
  type ResultOf,
} from '@vantage/contracts';
import { requestLanguageCode } from '@/lib/i18n/request-language';
import { ApiCallRefusedError, ApiError } from './api-error';

/**
 * The typed client every API call goes through (spec sections 5, 7 and 8).
 *
 * A call names the operation's definition and passes the values separately:
 *   api.call(projectsOperations.getProject, { params: { id } })
 * (the path-based methods below serve the heartbeat, which is not an API operation, and the
 * client's own tests), so the client can refuse, before sending, a call whose id is undefined or null
 * (spec section 5). Query values are required too: leave an optional one out of the object
 * instead of passing undefined. A null flag such as `active` is refused the same way.
 */

type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** What a caller may hold for an id: the client checks it is really there. */
export type ParamValue = string | number | null | undefined;
export type QueryValue = string | number | boolean | null | undefined;

type ParamsOption<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { params?: undefined }
  : { params: { [Name in PathParamNames<Path>]: ParamValue } };

/** Anything with a `parse` (a zod schema from `@vantage/contracts`) validates the answer. */
export type AnswerSchema<T> = { parse(data: unknown): T };

export type RequestOptions<Path extends string, T = unknown> = ParamsOption<Path> & {
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless it is FormData (multipart uploads). */
  body?: unknown;
  /** Body fields that must hold a value, e.g. `['projectId']` for an observer invitation. */
  requiredBodyFields?: readonly string[];
  headers?: Record<string, string>;
  signal?: AbortSignal;
  schema?: AnswerSchema<T>;
  /** `blob` for downloads (avatars, logos); JSON otherwise. */
  responseType?: 'json' | 'blob';
};

export type ListOptions<Path extends string, T> = Omit<RequestOptions<Path, T[]>, 'schema'> & {
  offset?: number;
  limit?: number;
  /** Schema of one item. */
  schema?: AnswerSchema<T>;
};

export type ListResult<T> = { items: T[]; total: number };

/** Each value of an operation's input may be missing at run time: the client refuses to send it then. */
type Nullable<T> = T extends object ? { [K in keyof T]: T[K] | null | undefined } : T;

/** An input part: absent when the operation has none, optional when every field is. */
type Part<Name extends string, T> = undefined extends T
  ? { [P in Name]?: undefined }
  : object extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

/** The body: only a form without a body schema; optional where the schema is (e.g. `z.optional(...)`). */
type BodyPart<B> = [B] extends [undefined]
  ? { body?: FormData }
  : undefined extends B
    ? { body?: Exclude<B, undefined> | FormData }
    : Part<'body', B | FormData>;

/** What one call of an operation sends. */
export type OperationInput<O extends OperationDefinition> = Part<'params', Nullable<ParamsInput<O>>> &
  Part<'query', Nullable<QueryInput<O>>> &
  BodyPart<BodyInput<O>> & {
    /** Body fields that must hold a value, e.g. `['projectId']` for an observer invitation. */
    requiredBodyFields?: readonly string[];
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type IsOptional<T> = undefined extends T ? true : object extends T ? true : false;

export type OperationCallArgs<O extends OperationDefinition> = [
  IsOptional<ParamsInput<O>>,
  IsOptional<QueryInput<O>>,
  IsOptional<BodyInput<O>>,
] extends [true, true, true]
  ? [input?: OperationInput<O>]
  : [input: OperationInput<O>];

/** Per-call credentials and client headers (spec section 6 "Credentials", section 7). */
export type ClientHeaders = {
  accessToken?: string | undefined;
  clientId?: string | undefined;
  subscriptionKey?: string | undefined;
};

export type ApiClientConfig = {
  /** Empty for the page's own origin. */
  baseUrl: string;
  fetch: typeof fetch;
  clientHeaders: () => ClientHeaders | Promise<ClientHeaders>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value));
}

export function buildUrl(
  baseUrl: string,
  path: string,
  params: Record<string, ParamValue> | undefined,
  query: Record<string, QueryValue> | undefined,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (isMissing(value) || value === '') {
      throw new ApiCallRefusedError(`Refused to call ${path}: path parameter "${name}" is ${String(value)}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (isMissing(value)) {
      throw new ApiCallRefusedError(`Refused to call ${path}: query parameter "${name}" is ${String(value)}`);
    }
    search.append(name, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl}${filled}${queryString ? `?${queryString}` : ''}`;
}

function checkBody(path: string, body: unknown, required: readonly string[] | undefined): void {
  if (!required?.length) return;
  const record = (body ?? {}) as Record<string, unknown>;
  for (const field of required) {
    if (isMissing(record[field])) {
      throw new ApiCallRefusedError(
        `Refused to call ${path}: body field "${field}" is ${String(record[field])}`,
      );
    }
  }
}

function parseProblem(text: string): Problem | undefined {
  if (!text) return undefined;
  try {
    const parsed = Problem.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const responseText = await response.text().catch(() => '');
  const problem = parseProblem(responseText);
  const message =
    problem?.detail ??
    problem?.title ??
    (response.statusText || `Request failed with status ${response.status}`);
  return new ApiError({ message, status: response.status, responseText, headers: response.headers, problem });
}

export function createApiClient(config: ApiClientConfig) {
  async function send<Path extends string>(
    method: Method,
    path: Path,
    options: RequestOptions<Path, unknown> | undefined,
  ): Promise<Response> {
    const url = buildUrl(config.baseUrl, path, options?.params, options?.query);
    checkBody(path, options?.body, options?.requiredBodyFields);

    const client = await config.clientHeaders();
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': requestLanguageCode() });
    if (client.accessToken) headers.set('Authorization', `Bearer ${client.accessToken}`);
    if (client.clientId) headers.set(HEADERS.clientId, client.clientId);
    if (client.subscriptionKey) headers.set(HEADERS.subscriptionKey, client.subscriptionKey);
    let body: BodyInit | undefined;
    if (options?.body instanceof FormData) {
      body = options.body;
    } else if (options?.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    for (const [name, value] of Object.entries(options?.headers ?? {})) headers.set(name, value);

    const response = await config.fetch(url, { method, headers, body, signal: options?.signal });
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  async function readBody<T>(response: Response, options: RequestOptions<string, T> | undefined): Promise<T> {
    if (options?.responseType === 'blob') return (await response.blob()) as T;
    const text = response.status === 204 ? '' : await response.text();
    let data: unknown;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (!options?.schema) return data as T;
    try {
      return options.schema.parse(data);
    } catch {
      throw new ApiError({
        message: 'The server sent an answer of an unexpected shape',
        status: response.status,
        responseText: text,
        headers: response.headers,
      });
    }
  }

  function call(method: Method) {
    return async <T = unknown, Path extends string = string>(
      path: Path,
      ...[options]: [PathParamNames<Path>] extends [never]
        ? [options?: RequestOptions<Path, T>]
        : [options: RequestOptions<Path, T>]
    ): Promise<T> => {
      const response = await send(method, path, options as RequestOptions<Path, unknown>);
      return readBody<T>(response, options as RequestOptions<string, T> | undefined);
    };
  }

  /**
   * A list call: answers the items and the `X-Total-Count` header, which must be present and
   * a whole number >= 0 (spec section 8).
   */
  async function getList<T = unknown, Path extends string = string>(
    path: Path,
    ...[options]: [PathParamNames<Path>] extends [never]
      ? [options?: ListOptions<Path, T>]
      : [options: ListOptions<Path, T>]
  ): Promise<ListResult<T>> {
    const query: Record<string, QueryValue> = { ...options?.query };
    if (options?.offset !== undefined) query.Offset = options.offset;
    if (options?.limit !== undefined) query.Limit = options.limit;
    const { schema, offset: _offset, limit: _limit, ...rest } = options ?? {};
    const response = await send('GET', path, { ...rest, query } as RequestOptions<Path, unknown>);

    return readList(path, response, schema ?? { parse: (item: unknown) => item as T });
  }

  /** The answer a status gives, by the operation's definition. */
  async function readAnswer(operation: OperationDefinition, response: Response): Promise<unknown> {
    const answer = operation.answers[response.status] ?? Object.values(operation.answers)[0];
    if (!answer || answer.kind === 'empty') {
      await response.body?.cancel();
      return undefined;
    }
    if (answer.kind === 'file') return response.blob();
    if (answer.item)
      return readList(operation.path, response, answer.item as unknown as AnswerSchema<unknown>);
    return readBody(response, { schema: answer.schema as unknown as AnswerSchema<unknown> });
  }

  /**
   * Calls `operation` (a definition from `@vantage/contracts`): its method and path, the
   * parameters, query and body its schemas type, and its answer validated by them. A list
   * answers its items and `X-Total-Count`, a file a Blob, a 204 nothing.
   */
  async function callOperation<O extends OperationDefinition>(
    operation: O,
    ...[input]: OperationCallArgs<O>
  ): Promise<ResultOf<O>> {
    const options = (input ?? {}) as OperationInput<OperationDefinition>;
    const response = await send(operation.method, operation.path, {
      params: options.params as Record<string, ParamValue> | undefined,
      query: options.query as Record<string, QueryValue> | undefined,
      body: options.body,
      requiredBodyFields: options.requiredBodyFields,
      headers: options.headers,
      signal: options.signal,
    } as RequestOptions<string, unknown>);
    return (await readAnswer(operation, response)) as ResultOf<O>;
  }

  async function readList<T>(
    path: string,
    response: Response,
    schema: AnswerSchema<T>,
  ): Promise<ListResult<T>> {
    const header = response.headers.get(HEADERS.totalCount);
    const total = header === null || header.trim() === '' ? Number.NaN : Number(header);
    const text = await response.text();
    if (!Number.isSafeInteger(total) || total < 0) {
      throw new ApiError({
        message:
          header === null
            ? `The answer of ${path} lacks the X-Total-Count header`
            : `The answer of ${path} has an invalid X-Total-Count header: "${header}"`,
        status: response.status,
        responseText: text,
        headers: response.headers,
      });
    }
    const data: unknown = text ? JSON.parse(text) : [];
    if (!Array.isArray(data)) {
      throw new ApiError({
        message: `The answer of ${path} is not a list`,
        status: response.status,
        responseText: text,
        headers: response.headers,
      });
    }
    try {
      return { items: data.map((item) => schema.parse(item)), total };
    } catch {
      throw new ApiError({
        message: 'The server sent an answer of an unexpected shape',
        status: response.status,
        responseText: text,
        headers: response.headers,
      });
    }
  }

  return {
    call: callOperation,
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
    getList,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
