import { type Mode, type Random, resolveRef, type Schema, valueFor } from './values.js';

export type Parameter = { $ref?: string; name: string; in: string; required?: boolean; schema?: Schema };
export type Operation = {
  operationId: string;
  responses?: Record<string, unknown>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  security?: unknown[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
};

export type FuzzRequest = {
  operationId: string;
  /** The document's path template, e.g. `/api/projects/{id}`. */
  path: string;
  mode: Mode;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Send the payload in pieces a moment apart, as a socket delivers a larger body. */
  inPieces?: boolean;
};

/** What the fuzzer knows of the database: ids and keys that exist, so valid calls go deep. */
export type Known = { ids: number[]; keys: string[]; uuids: string[] };

export type Caller = { authorization: string; subscriptionKey: string };

const INT32_MAX = 2_147_483_647;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * encodeURIComponent throws on a lone UTF-16 surrogate, which random strings can contain;
 * such a character goes out as U+FFFD, as a browser would send it.
 */
function encodeText(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

function pathValue(parameter: Parameter, random: Random, mode: Mode, known: Known): string {
  const schema = parameter.schema ?? {};
  if (schema.type === 'integer') {
    if (mode === 'invalid') {
      return random.pick([
        'abc',
        '-5',
        '0',
        '1.5',
        '%00',
        '9'.repeat(30),
        String(INT32_MAX + 1),
        '1e3',
        'x'.repeat(101),
      ]);
    }
    if (mode === 'boundary') return String(random.pick([1, INT32_MAX, ...known.ids.slice(0, 3)]));
    return String(known.ids.length && random.chance(0.85) ? random.pick(known.ids) : random.int(1, 5_000));
  }
  if (schema.format === 'uuid') {
    if (mode === 'invalid') return random.pick(['not-a-uuid', '%00', '1']);
    if (known.uuids.length && random.chance(0.7)) return random.pick(known.uuids);
  }
  if (mode === 'invalid')
    return random.pick(['%00', 'x%00y', '%ZZ', 'k'.repeat(101), '%F0%9F%8C%AC', '..%2F..']);
  if (mode === 'boundary') return random.pick(['k', 'k'.repeat(100)]);
  if (known.keys.length && random.chance(0.7)) return encodeText(random.pick(known.keys));
  return encodeText(String(valueFor(schema, {}, random, 'valid')));
}

function queryValue(parameter: Parameter, random: Random, mode: Mode, known: Known): string | undefined {
  const schema = parameter.schema ?? {};
  if (!parameter.required && random.chance(0.4)) return undefined;
  if (schema.type === 'integer' && mode === 'valid' && /id$/i.test(parameter.name) && known.ids.length) {
    return String(random.pick(known.ids));
  }
  const value = valueFor(schema, {}, random, mode);
  if (value === null || value === undefined) return mode === 'invalid' ? '' : undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function multipart(random: Random, mode: Mode): { payload: Buffer; contentType: string } {
  const boundary = `----fuzz${random.int(1, 1e9)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${mode === 'invalid' && random.chance(0.3) ? 'other' : 'file'}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const truncated = mode === 'invalid' && random.chance(0.5);
  const body = mode === 'invalid' && random.chance(0.3) ? Buffer.from('<svg onload="x">') : PNG;
  return {
    payload: truncated ? Buffer.concat([head, body.subarray(0, 10)]) : Buffer.concat([head, body, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One request for `operation`, valid, on the edges, or invalid, as `mode` says. */
export function buildRequest(
  document: OpenApiDocument,
  path: string,
  method: string,
  operation: Operation,
  random: Random,
  mode: Mode,
  known: Known,
  caller: Caller,
): FuzzRequest {
  const components = document.components.schemas ?? {};
  const parameters = (operation.parameters ?? []).map(
    (parameter) =>
      (parameter.$ref
        ? document.components.parameters?.[parameter.$ref.split('/').pop()!]
        : parameter) as Parameter,
  );
  let url = path;
  const query: string[] = [];
  const headers: Record<string, string> = {};
  for (const parameter of parameters) {
    if (parameter.in === 'path') {
      url = url.replace(`{${parameter.name}}`, pathValue(parameter, random, mode, known));
    } else if (parameter.in === 'query') {
      const value = queryValue(parameter, random, mode, known);
      if (value !== undefined)
        query.push(`${encodeURIComponent(parameter.name)}=${encodeText(String(value))}`);
    } else if (parameter.in === 'header') {
      if (parameter.name === 'x-subscription-key') {
        if (!(mode === 'invalid' && random.chance(0.2))) headers[parameter.name] = caller.subscriptionKey;
        else if (random.chance(0.5)) headers[parameter.name] = 'no-such-subscription';
      } else if (parameter.name === 'if-match') {
        // The versions the fuzzed items are likely at, any, and tags that name no version.
        if (random.chance(0.5))
          headers[parameter.name] =
            mode === 'invalid'
              ? random.pick(['x'.repeat(300), '"abc"', '3'])
              : random.pick(['*', '"1"', 'W/"2"']);
      } else if (random.chance(0.5)) {
        headers[parameter.name] = mode === 'invalid' ? 'x'.repeat(300) : `fuzz-client-${random.int(1, 3)}`;
      }
    }
  }
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  if (!isPublic || random.chance(0.3)) {
    headers.authorization =
      mode === 'invalid' && random.chance(0.1) ? 'Bearer not.a.token' : caller.authorization;
  }
  const request: FuzzRequest = {
    operationId: operation.operationId,
    path,
    mode,
    method: method.toUpperCase(),
    url: query.length ? `${url}?${query.join('&')}` : url,
    headers,
  };
  const content = operation.requestBody?.content;
  if (content) {
    if (content['application/json'] && !(content['multipart/form-data'] && random.chance(0.3))) {
      if (mode === 'invalid' && random.chance(0.1)) {
        headers['content-type'] = random.pick(['application/json', 'text/plain', 'application/xml']);
        request.payload = random.pick(['{"name":', 'not json', '[1,2', '']);
      } else {
        headers['content-type'] = 'application/json';
        const schema = resolveRef(content['application/json'].schema ?? {}, components);
        request.payload = JSON.stringify(valueFor(schema, components, random, mode) ?? null);
      }
    } else {
      const { payload, contentType } = multipart(random, mode);
      headers['content-type'] = contentType;
      request.payload = payload;
      request.inPieces = random.chance(0.5);
    }
  }
  return request;
}
