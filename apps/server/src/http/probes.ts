import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { buildInfo } from '../version/build-info.js';

export type ReadinessBody = {
  /** ready: take traffic; degraded: the Redis backplane is down; unavailable: no database. */
  status: 'ready' | 'degraded' | 'unavailable';
  checks: {
    database: 'ok' | 'unreachable' | 'timeout';
    /** in-process: no REDIS_URL (one process); ok / down: the Redis backplane. */
    backplane: 'in-process' | 'ok' | 'down';
  };
  /** What runs, as GET /api/version answers it. */
  version: string;
  commit: string;
};

class ProbeTimeout extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers
 * within READYZ_TIMEOUT_SECONDS, and the Redis backplane is connected when REDIS_URL is set).
 * Readiness answers 503 when either fails: a process whose backplane is down
 * would take requests whose events never reach clients on the other processes, so the
 * balancer should send them elsewhere; start-up likewise refuses to run without Redis.
 */
export function registerProbes(app: FastifyInstance, ctx: AppContext): void {
  const timeoutMs = ctx.config.READYZ_TIMEOUT_SECONDS * 1000;
  const build = buildInfo();

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const database = await within(ctx.database.ping(), timeoutMs).then(
      () => 'ok' as const,
      (error: unknown) => (error instanceof ProbeTimeout ? ('timeout' as const) : ('unreachable' as const)),
    );
    const hub = app.hub;
    const backplane =
      !hub || hub.backplaneKind === 'in-memory' ? 'in-process' : hub.backplaneHealthy ? 'ok' : 'down';
    const status = database !== 'ok' ? 'unavailable' : backplane === 'down' ? 'degraded' : 'ready';
    const body: ReadinessBody = { status, checks: { database, backplane }, ...build };
    reply.header('cache-control', 'no-store');
    return reply.status(status === 'ready' ? 200 : 503).send(body);
  });
}
