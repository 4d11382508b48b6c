import { fork, type Serializable } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { workerScript } from '../worker-script.js';

/**
 * Runs one decoding job in a child process of its own (issue 43): a file's contents, not its
 * size, decide what decoding it costs, so the cost is paid where it is bounded and cannot
 * reach the server's event loop or heap.
 *
 * - Memory: the child's V8 heap is capped (`--max-old-space-size`), and its resident memory
 *   (libvips', zlib's and typed arrays outside the heap included) is read from
 *   /proc/<pid>/status every 50 ms: over `memoryMb` it is killed. A worker thread's
 *   `resourceLimits` cap only its heap, and a heap limit hit in a thread ends the whole process.
 * - Time: killed after `timeoutMs`.
 * - The client gone (`signal`): killed at once, so nothing decodes for nobody.
 * - Memory returns: the child exits after its one job, so what it held goes back to the
 *   system with it, whatever glibc's or libvips' allocators would have kept.
 *
 * The child gets no environment of the server's (no DATABASE_URL, no secrets): only PATH.
 */
export type SandboxLimits = { memoryMb: number; timeoutMs: number };

/** Why a job ended without an answer of its own. */
export class SandboxEnded extends Error {
  override readonly name = 'SandboxEnded';
  constructor(
    readonly reason: 'memory' | 'time' | 'gone' | 'crash',
    detail: string,
  ) {
    super(detail);
  }
}

/** What a job's script answers (see ./sandbox-child.ts). */
export type SandboxAnswer<T> = { ok: T } | { invalid: string } | { error: string };

const WATCH_INTERVAL_MS = 50;

/** The resident memory of process `pid` in MB, or undefined where /proc cannot tell. */
async function residentMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs the script `name` beside `moduleUrl` (its `.ts` source under tsx or Vitest, else the
 * built `.js`) with `input`, and answers what it answers.
 */
export function runInSandbox<T>(
  moduleUrl: string,
  name: string,
  input: unknown,
  limits: SandboxLimits,
  signal?: AbortSignal,
): Promise<SandboxAnswer<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new SandboxEnded('gone', 'The client has gone.'));
      return;
    }
    const { url, execArgv } = workerScript(moduleUrl, name);
    const heapMb = Math.max(64, Math.floor(limits.memoryMb / 2));
    // A `.ts` script needs the loader the server runs under (tsx), a built one nothing of the
    // server's flags (an inspector port, its own heap size).
    const loader = url.pathname.endsWith('.ts') ? (execArgv ?? process.execArgv) : [];
    const child = fork(url, [], {
      execArgv: [...loader, `--max-old-space-size=${heapMb}`],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      stderr = (stderr + text).slice(-4000);
    });
    let settled = false;
    let peakMb = 0;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      outcome();
    };
    const end = (reason: SandboxEnded['reason'], detail: string) =>
      settle(() => reject(new SandboxEnded(reason, detail)));
    const onAbort = () => end('gone', 'The client has gone.');
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => end('time', `took longer than ${limits.timeoutMs} ms`), limits.timeoutMs);
    let reading = false;
    const watch = setInterval(() => {
      if (reading || child.pid === undefined) return;
      reading = true;
      void residentMb(child.pid).then((mb) => {
        reading = false;
        if (mb === undefined) return;
        peakMb = Math.max(peakMb, mb);
        if (mb > limits.memoryMb)
          end('memory', `needed more than ${limits.memoryMb} MB (${Math.round(mb)} MB)`);
      });
    }, WATCH_INTERVAL_MS);
    child.once('message', (answer: SandboxAnswer<T>) => settle(() => resolve(answer)));
    child.once('error', (error) => end('crash', error.message));
    child.once('exit', (code, killedBy) => {
      // A V8 heap limit ends the child with "JavaScript heap out of memory" (and SIGABRT).
      const outOfMemory = /heap out of memory|Allocation failed/i.test(stderr);
      if (outOfMemory) end('memory', `needed more than its ${heapMb} MB heap`);
      else
        end(
          'crash',
          `ended (exit code ${code}, signal ${killedBy}) ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
        );
    });
    child.send(input as Serializable);
  });
}
