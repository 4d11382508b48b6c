/**
 * Start-up failures an operator can act on: one line naming the variable and the cause,
 * and an exit code from sysexits.h: 69 (EX_UNAVAILABLE) when a service the configuration
 * names does not answer, 78 (EX_CONFIG) when the configuration itself is wrong (wrong
 * password, unknown database, a port already in use).
 */
export const EXIT_UNAVAILABLE = 69;
export const EXIT_CONFIG = 78;

export class StartupError extends Error {
  override readonly name = 'StartupError';
  constructor(
    readonly variable: string,
    message: string,
    readonly exitCode: number,
  ) {
    super(`${variable}: ${message}`);
  }
}

/** Network failures: the service is down, black-holed or not resolvable. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** PostgreSQL SQLSTATEs that mean the URL is wrong rather than the server down. */
const POSTGRES_CONFIG = new Map([
  ['28P01', 'password authentication failed'],
  ['28000', 'the role may not connect'],
  ['3D000', 'the database does not exist'],
]);

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `host:port` of a URL, without user name or password. */
export function safeAddress(url: string, defaultPort: number): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || defaultPort}`;
  } catch {
    return 'the configured address';
  }
}

function isTimeout(error: unknown): boolean {
  return /timeout|timed out/i.test(errorMessage(error));
}

/**
 * Turns a failure to reach a service into a StartupError, or answers undefined when the
 * error is something else (a bug, a failing migration), which keeps its stack trace.
 */
export function serviceFailure(variable: string, address: string, error: unknown): StartupError | undefined {
  const code = errorCode(error);
  if (code && POSTGRES_CONFIG.has(code)) {
    return new StartupError(variable, `${POSTGRES_CONFIG.get(code)} at ${address} (${code})`, EXIT_CONFIG);
  }
  if (
    (code && UNREACHABLE.has(code)) ||
    isTimeout(error) ||
    /connection (terminated|is closed)/i.test(errorMessage(error))
  ) {
    const cause = code ?? (isTimeout(error) ? 'no answer within the timeout' : errorMessage(error));
    return new StartupError(variable, `cannot reach ${address} (${cause})`, EXIT_UNAVAILABLE);
  }
  return undefined;
}

/** A port that cannot be listened on: in use, or not allowed. */
export function listenFailure(variable: string, address: string, error: unknown): StartupError | undefined {
  const code = errorCode(error);
  if (code === 'EADDRINUSE')
    return new StartupError(variable, `${address} is already in use (EADDRINUSE)`, EXIT_CONFIG);
  if (code === 'EACCES')
    return new StartupError(variable, `not allowed to listen on ${address} (EACCES)`, EXIT_CONFIG);
  if (code === 'EADDRNOTAVAIL') {
    return new StartupError(
      variable,
      `${address} is not an address of this machine (EADDRNOTAVAIL)`,
      EXIT_CONFIG,
    );
  }
  return undefined;
}
