import { type ChildProcess, fork, type Serializable } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { setPriority } from 'node:os';
import { workerScript } from '../worker-script.js';

/**
 * Runs one decoding job in a child process of its own: a file's contents, not its
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
 * The child gets no environment of the server's (no DATABASE_URL, no secrets): only PATH. It
 * runs at a lower priority (niceness 10), so a busy machine serves requests before decodes.
 *
 * Starting a child and loading its decoder (libvips, geotiff) takes 0.15–0.5 s, more than an
 * ordinary photo takes to decode, so one child per script is started ahead and waits, idle
 * and unreferenced (it keeps no process alive), for the next job; a new one is started when a
 * job ends. The first job of a script in a process starts its child itself.
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
    const heapMb = Math.max(64, Math.floor(limits.memoryMb / 2));
    const script = { moduleUrl, name, heapMb };
    const child = takeChild(script);
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      stderr = (stderr + text).slice(-4000);
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      outcome();
      keepSpare(script);
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

type Script = { moduleUrl: string; name: string; heapMb: number };

/**
 * Spares kept per script: as many as jobs may run at once (../uploads/decode-queue.ts has two
 * slots), so a job finds one waiting even while another organisation's burst goes on. A spare
 * unused for SPARE_IDLE_MS ends, so an idle server holds none.
 */
const SPARES_PER_SCRIPT = 2;
/** The decoders' niceness (0 is the server's, 19 the least): below the server, above idle work. */
const DECODER_NICENESS = 10;
const SPARE_IDLE_MS = 5 * 60_000;

const spares = new Map<string, ChildProcess[]>();
const keyOf = (script: Script) => `${script.moduleUrl}#${script.name}#${script.heapMb}`;
const alive = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null && child.connected;

function spawn({ moduleUrl, name, heapMb }: Script): ChildProcess {
  const { url, execArgv } = workerScript(moduleUrl, name);
  // A `.ts` script needs the loader the server runs under (tsx), a built one nothing of the
  // server's flags (an inspector port, its own heap size).
  const loader = url.pathname.endsWith('.ts') ? (execArgv ?? process.execArgv) : [];
  const child = fork(url, [], {
    execArgv: [...loader, `--max-old-space-size=${heapMb}`],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  // Decoding is background work: the server's own thread (every organisation's requests) goes
  // first when the cores are busy. Lowering a priority needs no privilege.
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, DECODER_NICENESS);
    } catch {
      // A platform without priorities: the child runs at the server's.
    }
  }
  return child;
}

/** Whether the child keeps this process alive (a job's does; a waiting spare does not). */
function hold(child: ChildProcess, held: boolean) {
  const handles = [child, child.channel, child.stderr as Socket | null];
  for (const handle of handles) {
    if (held) handle?.ref?.();
    else handle?.unref?.();
  }
}

const expiries = new WeakMap<ChildProcess, NodeJS.Timeout>();

/** A waiting spare for the script if there is a live one, else a new child. */
function takeChild(script: Script): ChildProcess {
  const list = spares.get(keyOf(script)) ?? [];
  for (let spare = list.shift(); spare; spare = list.shift()) {
    clearTimeout(expiries.get(spare));
    if (alive(spare)) {
      hold(spare, true);
      return spare;
    }
    spare.kill('SIGKILL');
  }
  return spawn(script);
}

/** Starts spares for the script up to SPARES_PER_SCRIPT. */
function keepSpare(script: Script) {
  const key = keyOf(script);
  const list = spares.get(key) ?? [];
  spares.set(key, list);
  while (list.length < SPARES_PER_SCRIPT) {
    const child = spawn(script);
    hold(child, false);
    child.stderr?.resume();
    const leave = () => {
      const index = list.indexOf(child);
      if (index >= 0) list.splice(index, 1);
    };
    child.once('exit', leave);
    const expiry = setTimeout(() => {
      leave();
      child.kill('SIGKILL');
    }, SPARE_IDLE_MS);
    expiry.unref();
    expiries.set(child, expiry);
    list.push(child);
  }
}

/** Ends the waiting spares (the server's shutdown, and the process's exit). */
export function endSpares(): void {
  for (const list of spares.values()) for (const child of list.splice(0)) child.kill('SIGKILL');
}
process.once('exit', endSpares);
