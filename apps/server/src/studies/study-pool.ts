import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError } from '../http/problem.js';
import { workerScript } from '../worker-script.js';
import type { StudyInput, StudyName, StudyOutput } from './study-functions.js';

export type StudyPoolOptions = {
  /** Worker threads at most; default one core fewer than the machine has (at least 1, at most 4). */
  threads?: number;
  /** Studies waiting for a thread before further ones are refused (503); default 8. */
  maxQueue?: number;
  /** The longest one study may run before its thread is ended (503); default 60 s. */
  timeoutMs?: number;
};

/**
 * Runs the pure studies (./study-functions.ts) off the request thread, in a small bounded pool
 * of worker threads (piscina): a year of minutes for thousands of pairs takes seconds of CPU,
 * which on the main thread would stall every request and the readiness probe. Threads start
 * with the first study and end when idle; a study waits in a bounded queue and is refused
 * beyond it, and one that runs past its time has its thread ended. A thread's heap is capped,
 * so a runaway study ends its thread, not the server.
 */
export class StudyPool {
  private pool: Piscina | undefined;
  private readonly threads: number;
  private readonly maxQueue: number;
  private readonly timeoutMs: number;

  constructor(options: StudyPoolOptions = {}) {
    this.threads = options.threads ?? Math.max(1, Math.min(4, availableParallelism() - 1));
    this.maxQueue = options.maxQueue ?? 8;
    this.timeoutMs = options.timeoutMs ?? 60_000;
  }

  async run<Name extends StudyName>(
    name: Name,
    input: StudyInput<Name>,
    options: { timeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<StudyOutput<Name>> {
    const pool = this.start();
    if (pool.queueSize >= this.maxQueue && pool.threads.length >= this.threads)
      throw new ApiError(
        503,
        'Service Unavailable',
        'The server is busy with other calculations: try again in a few seconds.',
        undefined,
        { 'retry-after': '5' },
      );
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    try {
      return (await pool.run(input, { name, signal })) as StudyOutput<Name>;
    } catch (error) {
      if (timeout.aborted)
        throw new ApiError(
          503,
          'Service Unavailable',
          `The calculation took longer than ${Math.round(timeoutMs / 1000)} s and was stopped: ask for fewer receptors or turbines at once.`,
        );
      throw error;
    }
  }

  /** Studies waiting for a thread. */
  get waiting(): number {
    return this.pool?.queueSize ?? 0;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private start(): Piscina {
    if (this.pool) return this.pool;
    const { url, execArgv } = workerScript(import.meta.url, 'study-functions');
    this.pool = new Piscina({
      filename: fileURLToPath(url),
      minThreads: 0,
      maxThreads: this.threads,
      // The pool refuses in `run` (with words); piscina's own limit stays above it.
      maxQueue: this.maxQueue + 1,
      idleTimeout: 60_000,
      ...(execArgv ? { execArgv } : {}),
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    return this.pool;
  }
}

const pools = new WeakMap<object, StudyPool>();

/**
 * The one pool of an app, whichever module asks (keyed by the app's context, which every
 * encapsulated plugin shares, so the studies share the threads), closed with the app.
 */
export function studyPoolOf(app: {
  ctx: object;
  addHook(name: 'onClose', hook: () => Promise<void>): unknown;
}): StudyPool {
  let pool = pools.get(app.ctx);
  if (!pool) {
    const created = new StudyPool();
    pool = created;
    pools.set(app.ctx, created);
    app.addHook('onClose', () => created.close());
  }
  return pool;
}
