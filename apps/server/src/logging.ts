import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { logSerializers } from './http/log-redaction.js';
import { requestIdMixin } from './http/request-id.js';

/**
 * The server's log: JSON lines for collectors, or pino-pretty's readable lines
 * when stdout is a terminal. Every line written during a request carries its `requestId`.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  isTerminal = Boolean(process.stdout.isTTY),
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level: config.LOG_LEVEL,
    mixin: requestIdMixin,
    // No codes, tokens, keys or e-mail addresses in logged URLs and errors.
    serializers: logSerializers,
    ...(isTerminal
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
