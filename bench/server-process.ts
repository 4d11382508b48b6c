/**
 * The real server as a child process (`apps/server/src/main.ts`), as production runs it, on a
 * loopback port; for benchmarks that measure it from outside (first load, API, start, memory).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from '../scripts/server-node-args.mjs';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function withoutKeys(env: NodeJS.ProcessEnv, keys: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !keys.includes(key)));
}

/** utime + stime of a process from /proc/<pid>/stat (fields 14 and 15, after the command name). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 of /readyz. */
  startMs: number;
  /** Whether it ran the compiled server (apps/server/dist) rather than the sources. */
  compiled: boolean;
  /** Resident set size of the server process, bytes (Linux /proc). */
  rss: () => number;
  /** CPU time (user + system) the process used so far, ms (Linux /proc, clock ticks of 10 ms). */
  cpuMs: () => number;
  /** Its soft limit of open files (Linux /proc): each WebSocket is one. */
  openFilesLimit: () => number;
  stop: () => Promise<void>;
};

export async function startServerProcess(
  env: Record<string, string>,
  options: {
    timeoutMs?: number;
    port?: number;
    logFile?: 'ignore' | 'inherit';
    compiled?: boolean;
    /** Extra Node.js options, e.g. `--cpu-prof`. */
    nodeArgs?: string[];
  } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // As `npm start` runs it (compiled) when asked and built; else from the sources through tsx,
  // which adds the TypeScript transform to the start time.
  const compiled = options.compiled === true && existsSync(`${ROOT}apps/server/dist/main.js`);
  const entry = compiled ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  // The Node.js options `npm start` gives the server for this configuration (embedded or not).
  const runtimeArgs = serverNodeArgs(env);
  const child = spawn(process.execPath, [...runtimeArgs, ...(options.nodeArgs ?? []), ...entry], {
    cwd: ROOT,
    stdio: ['ignore', options.logFile === 'inherit' ? 'inherit' : 'ignore', 'inherit'],
    env: {
      // Embedded defaults unless the benchmark names a database: not whatever the shell has.
      ...withoutKeys(process.env, [
        'DATABASE_URL',
        'REDIS_URL',
        'SMTP_URL',
        'OIDC_ISSUER',
        'NODE_COMPILE_CACHE',
      ]),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  const deadline = started + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (exited !== null) throw new Error(`server exited with ${exited} before it was ready`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server not ready in time');
    }
    const ok = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = performance.now() - started;
  return {
    url,
    port,
    child,
    startMs,
    compiled,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    cpuMs: () => processCpuMs(child.pid!),
    openFilesLimit: () => {
      const limits = readFileSync(`/proc/${child.pid}/limits`, 'utf8');
      return Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? 0);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
