/**
 * Start and memory on embedded defaults: the real server as a child process, PGlite
 * in a new data directory, the embedded identity provider, demo data (as `npm start`).
 *   - first start (empty data directory: migrations, keys, demo seed) and a later start on the
 *     same directory: spawn to the first 200 of /readyz; both with Node's compile cache in a new
 *     directory of the run, as `npm start` and the Docker image run the server (NODE_COMPILE_CACHE):
 *     the first start fills it, the later start reads it. A later start without the cache, between
 *     the two, is the peer (printed, with the ratio);
 *   - RSS 3 s after each start (what the first start leaves behind, the
 *     demo seed included, and what a later start idles at);
 *   - a soak of BENCH_SOAK_SECONDS (default 600, ten minutes; a 60-s soak read anything
 *     from 0.2 to 29 % on one build, the heap's growth steps rather than a trend: docs/performance.md)
 *     of mixed load: the dashboard's index.html and a script, GET /api/projects signed in as the
 *     demo owner, /healthz (autocannon, 8 connections); RSS sampled every 2 s. Growth compares
 *     the RSS after the first quarter of the soak (warm) with the RSS at its end.
 *   - BENCH_SOAK_HEAP=1 (a diagnosis, printed only): the server's live heap after a full
 *     collection at the first quarter and at the end, through its inspector (opened on loopback
 *     for the run), which tells a leak from a heap V8 has not yet collected or shrunk. The
 *     collection at the first quarter lowers that RSS sample, so the growth read with it is not
 *     the recorded figure's.
 * Bounded: about 40 s plus the soak. Run: node --import tsx bench/start-memory.ts
 */
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { CHROMIUM, signInDemoOwner } from './browser-session.js';
import { type Figure, figure, record } from './figures.js';
import { freePort, ROOT, startServerProcess } from './server-process.js';

const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const MB = 1024 * 1024;
const HEAP = process.env.BENCH_SOAK_HEAP === '1';

/** The live heap of the process behind an inspector port after a full collection, bytes. */
async function liveHeapAfterGc(inspectorPort: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await once(socket, 'open');
  let lastId = 0;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++lastId;
      const onMessage = (data: WebSocket.Data) => {
        const message = JSON.parse(String(data)) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: unknown;
        };
        if (message.id !== id) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result ?? {});
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    return Number((await call('Runtime.getHeapUsage')).usedSize);
  } finally {
    socket.close();
  }
}

/** Generous: a shared, loaded machine takes minutes where an idle one takes seconds. */
const START_TIMEOUT_MS = 300_000;

async function main(): Promise<void> {
  const guard = setTimeout(
    () => {
      console.error('start-memory benchmark: over its time budget, stopping');
      process.exit(1);
    },
    (SOAK_SECONDS + 180) * 1000 + 2 * START_TIMEOUT_MS,
  );
  guard.unref();
  const dataDir = mkdtempSync(join(tmpdir(), 'vantage-bench-start-'));
  const compileCache = join(dataDir, 'node-compile-cache');
  try {
    const first = await startServerProcess(
      { DATA_DIR: join(dataDir, 'data'), NODE_COMPILE_CACHE: compileCache },
      { compiled: true, timeoutMs: START_TIMEOUT_MS },
    );
    const firstMs = first.startMs;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const firstRss = first.rss();
    await first.stop();
    const uncached = await startServerProcess(
      { DATA_DIR: join(dataDir, 'data') },
      { compiled: true, timeoutMs: START_TIMEOUT_MS },
    );
    const uncachedMs = uncached.startMs;
    const uncachedCpuMs = uncached.cpuMs();
    await uncached.stop();
    const inspectorPort = HEAP ? await freePort() : 0;
    const later = await startServerProcess(
      { DATA_DIR: join(dataDir, 'data'), NODE_COMPILE_CACHE: compileCache },
      {
        compiled: true,
        timeoutMs: START_TIMEOUT_MS,
        nodeArgs: HEAP ? [`--inspect=127.0.0.1:${inspectorPort}`] : [],
      },
    );
    // CPU time of the process up to its first ready answer: what a start costs, which a busy
    // machine stretches less than the wall-clock figure (it still adds cache misses).
    const laterCpuMs = later.cpuMs();
    try {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const idleRss = later.rss();
      // Printed now, so that a failure later in the soak does not lose them.
      console.log(
        `first start ${(firstMs / 1000).toFixed(1)} s, later start ${(later.startMs / 1000).toFixed(1)} s ` +
          `(without the compile cache ${(uncachedMs / 1000).toFixed(1)} s, ${(later.startMs / uncachedMs).toFixed(2)} ×), ` +
          `RSS 3 s after the first start ${(firstRss / MB).toFixed(0)} MB, idle RSS ${(idleRss / MB).toFixed(0)} MB (load average ${loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')})`,
      );

      // Signed-in API headers for the soak, through the real login form. Access tokens live
      // 5 minutes: a soak longer than that signs in again every 4 minutes (a new browser
      // context each time), else its API calls would turn into cheap 401s halfway through.
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      // On PUBLIC_URL's origin (localhost), where the identity provider is: from 127.0.0.1
      // the login page's Sign in stays put (a cross-origin call to PUBLIC_URL).
      const signIn = async () => {
        const context = await browser.newContext({ baseURL: `http://localhost:${later.port}` });
        try {
          return await signInDemoOwner(await context.newPage());
        } finally {
          await context.close();
        }
      };
      let headers: Record<string, string>;
      try {
        headers = await signIn();
      } catch (error) {
        await browser.close();
        throw error;
      }
      let signIns = 1;
      const renewal = setInterval(() => {
        void signIn().then(
          (fresh) => {
            headers = fresh;
            signIns += 1;
          },
          (error: unknown) => console.error('soak: signing in again failed:', error),
        );
      }, 4 * 60_000);
      const script = readdirSync(join(ROOT, 'apps/web/dist/assets')).find((f) => f.endsWith('.js'));
      const samples: Array<{ at: number; rss: number }> = [];
      const started = performance.now();
      let heapAsked = false;
      let quarterHeap: number | undefined;
      const sampler = setInterval(() => {
        const at = performance.now() - started;
        samples.push({ at, rss: later.rss() });
        if (HEAP && !heapAsked && at >= (SOAK_SECONDS * 1000) / 4) {
          heapAsked = true;
          liveHeapAfterGc(inspectorPort).then(
            (bytes) => {
              quarterHeap = bytes;
            },
            (error: unknown) => console.error('soak: reading the live heap failed:', error),
          );
        }
      }, 2_000);
      // The sampler, the renewal and the browser end with the soak, also when it fails.
      let result: autocannon.Result;
      try {
        result = await autocannon({
          url: later.url,
          connections: 8,
          duration: SOAK_SECONDS,
          requests: [
            {
              method: 'GET',
              path: '/dash/projects',
              headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
            },
            { method: 'GET', path: `/assets/${script}`, headers: { 'accept-encoding': 'br, gzip' } },
            {
              method: 'GET',
              path: '/api/projects?Offset=0&Limit=50',
              // The current token at each request, not the one of the soak's start.
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, ...headers, 'accept-encoding': 'br, gzip' },
              }),
            },
            { method: 'GET', path: '/healthz' },
          ],
        });
      } finally {
        clearInterval(sampler);
        clearInterval(renewal);
        await browser.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const endRss = later.rss();
      if (HEAP) {
        const mb = (bytes: number | undefined) =>
          bytes === undefined ? '?' : `${(bytes / MB).toFixed(1)} MB`;
        const endHeap = await liveHeapAfterGc(inspectorPort);
        console.log(
          `  live heap after a full collection: ${mb(quarterHeap)} at the first quarter -> ${mb(endHeap)} at the end`,
        );
      }
      const warm = samples.find((s) => s.at >= (SOAK_SECONDS * 1000) / 4)?.rss ?? samples[0]?.rss ?? endRss;
      const peak = Math.max(...samples.map((s) => s.rss), endRss);
      const growth = (endRss - warm) / warm;
      const lines = [
        `Start and memory on embedded defaults (PGlite in a new directory, embedded identity provider, demo data), ${
          later.compiled
            ? 'compiled server (apps/server/dist, as npm start)'
            : 'server from sources through tsx (build it for the npm start figure)'
        }`,
        `  first start ${(firstMs / 1000).toFixed(1)} s (goal ≤ 10 s), later start ${(later.startMs / 1000).toFixed(1)} s (goal ≤ 3 s); ` +
          `peer: a later start without the compile cache ${(uncachedMs / 1000).toFixed(1)} s (${(later.startMs / uncachedMs).toFixed(2)} ×); ` +
          `CPU time to ready ${(laterCpuMs / 1000).toFixed(2)} s against ${(uncachedCpuMs / 1000).toFixed(2)} s`,
        `  RSS 3 s after the first start ${(firstRss / MB).toFixed(0)} MB, idle RSS 3 s after a later start ${(idleRss / MB).toFixed(0)} MB (goal ≤ 400 MB)`,
        `  soak ${SOAK_SECONDS} s of mixed load (${result.requests.total} requests, ${(result.requests.average ?? 0).toFixed(0)} req/s, ` +
          `${result.non2xx} not 2xx, ${result.errors} errors, ${signIns} sign-ins): RSS ${(warm / MB).toFixed(0)} MB warm -> ${(endRss / MB).toFixed(0)} MB at the end ` +
          `(${(growth * 100).toFixed(1)} %, goal ≤ 10 %), peak ${(peak / MB).toFixed(0)} MB`,
      ];
      console.log(lines.join('\n'));
      const figures: Figure[] = [
        figure(
          'first start (embedded defaults)',
          firstMs / 1000,
          's',
          { atMost: 10 },
          'spawn to /readyz, new PGlite directory, demo seed',
        ),
        figure(
          'later start (embedded defaults)',
          later.startMs / 1000,
          's',
          { atMost: 3 },
          'spawn to /readyz, same directory, compile cache of the first start (as npm start)',
        ),
        figure(
          'later start without the compile cache (peer)',
          uncachedMs / 1000,
          's',
          undefined,
          'spawn to /readyz, same directory, NODE_COMPILE_CACHE unset',
        ),
        figure(
          'later start, CPU time to ready',
          laterCpuMs / 1000,
          's',
          undefined,
          'user + system time of the server process at its first ready answer',
        ),
        figure('RSS after the first start', firstRss / MB, 'MB', { atMost: 400 }, '3 s after a first start'),
        figure('idle RSS', idleRss / MB, 'MB', { atMost: 400 }, '3 s after a later start'),
        figure(
          `RSS growth over a ${SOAK_SECONDS}-s soak`,
          growth * 100,
          '%',
          { atMost: 10 },
          'autocannon mixed load, 8 connections',
        ),
      ];
      record('start-memory', figures);
    } finally {
      await later.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
