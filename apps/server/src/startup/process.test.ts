import { connect, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../test/scratch-postgres.js';
import { blackHole, freePort, type SpawnedServer, spawnServer, waitForOk } from '../test/spawn-server.js';

/**
 * The real server as a process: start-up failures are one line naming the
 * variable with exit code 69/78, and SIGTERM ends the process within the deadline.
 */
const spawned: SpawnedServer[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(spawned.splice(0).map((server) => server.stop()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function start(env: Record<string, string>): SpawnedServer {
  const server = spawnServer(env);
  spawned.push(server);
  return server;
}

/** A server on a new PostgreSQL database (migrating it is much faster than a new PGlite). */
async function startOnPostgres(env: Record<string, string>): Promise<SpawnedServer> {
  const database = await scratchPostgres();
  const server = start({ DATABASE_URL: database.url, ...env });
  cleanups.push(async () => {
    await server.stop();
    await database.drop();
  });
  return server;
}

/**
 * What the operator reads besides the JSON log: the output's lines that are not log records
 * (nor blank, nor oidc-provider's warning on Node 20). No stack trace may be among them.
 */
const linesOf = (text: string) => {
  expect(text).not.toMatch(/^\s+at /m);
  return text
    .split('\n')
    .filter(
      (line) => line.trim() !== '' && !line.startsWith('{') && !line.startsWith('oidc-provider WARNING'),
    );
};

// Each test starts a process (tsx, PGlite migrations): slow on a busy machine.
describe('start-up failures', { timeout: 90_000 }, () => {
  it('an unreachable DATABASE_URL: one line naming it and the cause, exit 69', async () => {
    const port = await freePort();
    const server = start({ DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/vantage` });
    const { code } = await server.exited;
    expect(code).toBe(69);
    expect(linesOf(server.output())).toEqual([`DATABASE_URL: cannot reach 127.0.0.1:${port} (ECONNREFUSED)`]);
  });

  it('a black-holed database: gives up after DATABASE_CONNECT_TIMEOUT_SECONDS, exit 69', async () => {
    const hole = await blackHole();
    cleanups.push(hole.close);
    const startedAt = Date.now();
    const server = start({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${hole.port}/vantage`,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
    });
    const { code, at } = await server.exited;
    expect(code).toBe(69);
    expect(linesOf(server.output())).toEqual([
      `DATABASE_URL: cannot reach 127.0.0.1:${hole.port} (no answer within the timeout)`,
    ]);
    // The line names the connect timeout as the reason; without one the process would never
    // exit (the test would time out). How long booting takes is the machine's load.
    expect(at - startedAt).toBeGreaterThanOrEqual(1_000);
  });

  it('an unreachable REDIS_URL: one line naming it, exit 69', async () => {
    const port = await freePort();
    const server = await startOnPostgres({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const { code } = await server.exited;
    expect(code).toBe(69);
    expect(linesOf(server.output())).toEqual([`REDIS_URL: cannot reach 127.0.0.1:${port} (ECONNREFUSED)`]);
  });

  it('a PORT in use: one line naming it, exit 78', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => taken.close(() => resolve())));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const server = await startOnPostgres({ PORT: String(port) });
    const { code } = await server.exited;
    expect(code).toBe(78);
    expect(linesOf(server.output())).toEqual([`PORT: 127.0.0.1:${port} is already in use (EADDRINUSE)`]);
  });
});

describe('SIGTERM', { timeout: 90_000 }, () => {
  it('closes an idle keep-alive connection and exits 0 before SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const port = await freePort();
    const server = await startOnPostgres({ PORT: String(port), SHUTDOWN_TIMEOUT_SECONDS: '10' });
    await waitForOk(`http://127.0.0.1:${port}/readyz`);
    // A keep-alive client: one answered request, then the connection stays open.
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    const answered = new Promise<string>((resolve) =>
      socket.once('data', (data) => resolve(data.toString())),
    );
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);

    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    // 0, not 1: the process closed by itself, not at the deadline (which exits 1, below).
    expect(code).toBe(0);
    expect(server.output()).not.toContain('shutdown deadline passed');
    await closed;
  });

  it('cuts off a request that never finishes at the deadline, exit 1', async () => {
    const port = await freePort();
    const server = await startOnPostgres({ PORT: String(port), SHUTDOWN_TIMEOUT_SECONDS: '2' });
    await waitForOk(`http://127.0.0.1:${port}/readyz`);
    // In flight for ever: the body announced is never sent.
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      'POST /signalr/negotiate HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nabc',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(1);
    expect(at - signalledAt).toBeGreaterThanOrEqual(1_900);
    expect(server.output()).toContain('shutdown deadline passed');
    socket.destroy();
  });
});
