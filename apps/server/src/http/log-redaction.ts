import { stdSerializers } from 'pino';

/**
 * Logs carry no secrets: authorization codes, tokens, `id_token_hint`, passwords,
 * invitation keys and action-token keys are cut from logged URLs, and e-mail addresses and
 * JWTs from error messages (a failed SQL statement quotes its parameters).
 */
const SECRET_PARAMS = new Set([
  'code',
  'code_verifier',
  'id_token_hint',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'key',
  'password',
  'client_secret',
  'login_hint',
  'state',
  'session_state',
]);

/** Path segments that are secrets themselves: /api/invitations/by-key/{key}, /invitation/{key}. */
const SECRET_PATHS = [/(\/invitations\/by-key\/)[^/?#]+/g, /(\/invitation\/)[^/?#]+/g];

export const REDACTED = '[redacted]';

export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const [path = '', query] = url.split('?', 2);
  let safePath = path;
  for (const pattern of SECRET_PATHS) safePath = safePath.replace(pattern, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()])
    if (SECRET_PARAMS.has(name.toLowerCase())) params.set(name, REDACTED);
  return `${safePath}?${params.toString()}`;
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;

export function redactText(text: string | undefined): string | undefined {
  return text?.replace(JWT, '[jwt]').replace(EMAIL, '[e-mail]');
}

type SerializedError = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

function redactError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error) as SerializedError;
  serialized.message = redactText(serialized.message) ?? '';
  serialized.stack = redactText(serialized.stack) ?? '';
  // pg's `detail` names the duplicate key; drizzle keeps the parameters and the query.
  for (const field of ['detail', 'parameters', 'params', 'query'])
    if (field in serialized) serialized[field] = REDACTED;
  if (serialized.cause && typeof serialized.cause === 'object')
    (serialized as Record<string, unknown>).cause = redactError(serialized.cause as unknown as Error);
  return serialized;
}

type RawRequest = {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify logger serializers: the request line without secrets, errors without addresses. */
export const logSerializers = {
  req(request: RawRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err: redactError,
};
