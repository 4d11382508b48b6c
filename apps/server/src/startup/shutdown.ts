import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';

/**
 * SIGTERM / SIGINT: stop accepting, close idle keep-alive connections, let
 * in-flight requests finish (new requests on open connections get 503 with
 * `Connection: close`), ask hub clients to reconnect (to another process), close the
 * database, exit 0. Whatever is still running after `timeoutMs` is cut off: exit 1.
 */
export function installShutdown(
  app: FastifyInstance,
  ctx: AppContext,
  timeoutMs: number,
  /** Other servers of the process (the metrics port), closed after the app. */
  alsoClose: Array<() => Promise<void>> = [],
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info({ signal, timeoutMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown deadline passed: closing the remaining connections');
      app.server.closeAllConnections();
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    try {
      await app.close();
      for (const close of alsoClose) await close();
      await ctx.database.close();
      app.log.info({ ms: Date.now() - started }, 'shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
