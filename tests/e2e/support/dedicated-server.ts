import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A second end-to-end server with a database of its own, for tests that change what the
 * whole server does (maintenance mode, a basemap for the viewer): on the shared server they would disturb the specs
 * running at the same time. Same start script as Playwright's `webServer`, without building
 * again (the run built the dashboard already). Starting takes a few seconds.
 */
export type DedicatedServer = { baseURL: string; stop: () => Promise<void> };

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
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

async function waitUntilReady(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the dedicated server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the dedicated server at ${baseURL} was not ready within ${timeoutMs} ms`);
}

/** `env`: settings of this server only (e.g. VIEWER_TILES_URL). */
export async function startDedicatedServer(
  timeoutMs = 90_000,
  env: Record<string, string> = {},
): Promise<DedicatedServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/start-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, E2E_PORT: String(port), E2E_SKIP_BUILD: '1' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilReady(baseURL, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
