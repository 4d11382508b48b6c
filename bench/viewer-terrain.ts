/**
 * The public viewer's ground with terrain against the same view without it, in one run.
 *
 * Two servers in this process, each on its own in-memory PGlite with the demo seed, the same
 * build and configuration but one: the second reads terrain tiles (TERRAIN_TILES_URL) from the
 * e2e run's synthetic tile server (tests/e2e/support/terrain-tile-server.ts, started here as a
 * child process on a free port: a 300 m hill in central France, flat at 0 m elsewhere). On
 * both, the demo presentation's viewpoints are moved 5 km south of the hill, looking north at
 * it (as viewer-terrain.spec.ts's "South of the hill"), and the page shows "Current situation"
 * (no planned objects), so that the ground is the only difference.
 *
 * Each run opens a fresh browser context (empty cache) on one server, then the other,
 * alternating, in headless Chromium with software WebGL (SwiftShader), and reads:
 *   - ground complete: ms from navigation start to the moment the canvas says the ground
 *     around the viewpoint is built with its coastline and terrain (`data-ground="ready"` with
 *     `data-terrain` `ready` with terrain, `none` without): the first frame drawn with the
 *     full ground follows it;
 *   - first frame: the `viewer-first-frame` mark (the flat neutral surface, before the ground).
 * Goal: ground complete with terrain ≤ 1.5 × without, medians of the same run.
 * Runs: BENCH_VIEWER_TERRAIN_RUNS per server (default 5).
 * Run: node --import tsx bench/viewer-terrain.ts (or npm run bench -- viewer-terrain)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import {
  buildApp,
  createContext,
  DEMO_PUBLICATION_KEY,
  loadConfig,
  openDatabase,
  projects,
  scenarios,
  seedDemoIfEmpty,
  serverMounts,
} from '@vantage/server/testing';
import { and, eq, sql } from 'drizzle-orm';
import { CHROMIUM, SOFTWARE_WEBGL_ARGS } from './browser-session.js';
import { figure, percentile, record } from './figures.js';
import { freePort, ROOT } from './server-process.js';

const WEB_DIST = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const RUNS = Number(process.env.BENCH_VIEWER_TERRAIN_RUNS ?? 5);
const GOAL = 1.5;
/**
 * The eye 5 km south of the hill's top (TERRAIN_HILL of tests/e2e/support/terrain-hill.ts, at
 * 2.35° E 46.5° N; not imported, as bench/ compiles on its own), 1.5 m above the ground.
 */
const EYE = { longitude: 2.35, latitude: 46.5 - 5_000 / 110_574 };

type Server = { name: string; url: string; path: string; close: () => Promise<void> };

async function startTileServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/terrain-tile-server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_TERRAIN_PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null) throw new Error(`the tile server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `${base}/{z}/{x}/{y}.png`, child };
}

/** A server on its own database; `terrain` names the tile URL it reads, or none. */
async function startServer(name: string, terrain: string | null): Promise<Server> {
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: baseUrl,
    SEED_DEMO: 'true',
    WEB_DIST,
    DATA_DIR: fileURLToPath(new URL(`../.tmp/bench-data-${name}`, import.meta.url)),
    ...(terrain
      ? {
          TERRAIN_TILES_URL: terrain,
          TERRAIN_TILES_ENCODING: 'terrarium',
          TERRAIN_TILES_ATTRIBUTION: 'Bench synthetic hill',
        }
      : {}),
  });
  const ctx = await createContext(config, handle);
  await seedDemoIfEmpty(ctx);
  const [presentation] = await ctx.db
    .select()
    .from(projects)
    .where(eq(projects.publicationKey, DEMO_PUBLICATION_KEY));
  // Every viewpoint of the presentation (its default one included) south of the hill.
  await ctx.db.execute(
    sql`update viewpoints set longitude = ${EYE.longitude}, latitude = ${EYE.latitude}, altitude = 1.5,
        pan = 0, tilt = 0, field_of_view = 60, viewing_date_time = '2025-06-21T10:00:00Z'
        where project_id = ${presentation!.id}`,
  );
  const [current] = await ctx.db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.projectId, presentation!.id), eq(scenarios.name, 'Current situation')));
  const app = await buildApp(ctx, { mounts: serverMounts(ctx), logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    name,
    url: baseUrl,
    path: `/viewer/?project=${DEMO_PUBLICATION_KEY}&scenario=${current!.id}`,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Records when the canvas first says its ground is complete (an init script, as a string for tsx). */
const WATCH_GROUND = `(() => {
  const check = () => {
    const canvas = document.querySelector('[data-testid="viewer-3d"] canvas');
    if (!canvas || window.__groundReady !== undefined) return;
    const terrain = canvas.dataset.terrain;
    if (canvas.dataset.ground === 'ready' && terrain && terrain !== 'loading') {
      window.__groundReady = { at: performance.now(), terrain };
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ground', 'data-terrain'] });
})()`;

type Run = { firstFrame: number; ground: number; terrain: string };

async function measure(browser: Browser, server: Server): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(WATCH_GROUND);
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}${server.path}`);
    // A function, not a string: the page's CSP forbids eval.
    await page.waitForFunction(() => '__groundReady' in window, null, { timeout: 180_000 });
    return (await page.evaluate(`({
      firstFrame: performance.getEntriesByName('viewer-first-frame')[0]?.startTime ?? NaN,
      ground: window.__groundReady.at,
      terrain: window.__groundReady.terrain,
    })`)) as Run;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    console.log('viewer with terrain: n/a (build the dashboard first: npm run build -w apps/web)');
    return;
  }
  const tiles = await startTileServer();
  const flat = await startServer('flat', null);
  const hill = await startServer('terrain', tiles.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: SOFTWARE_WEBGL_ARGS });
  const runs = new Map<Server, Run[]>([
    [flat, []],
    [hill, []],
  ]);
  try {
    // One warm-up page each (the servers' first answers, Chromium's shader caches), not counted.
    for (const server of [flat, hill]) await measure(browser, server);
    for (let i = 0; i < RUNS; i += 1) {
      // Alternating, each starting every other run, so that neither always goes first.
      const order = i % 2 === 0 ? [flat, hill] : [hill, flat];
      for (const server of order) runs.get(server)!.push(await measure(browser, server));
    }
  } finally {
    await browser.close();
    await flat.close();
    await hill.close();
    tiles.child.kill('SIGTERM');
  }
  const terrainStates = runs.get(hill)!.map((r) => r.terrain);
  if (terrainStates.some((state) => state !== 'ready'))
    throw new Error(`terrain not ready on the terrain server: ${terrainStates.join(', ')}`);
  const stats = (server: Server, key: 'firstFrame' | 'ground') => {
    const values = runs
      .get(server)!
      .map((r) => r[key])
      .sort((a, b) => a - b);
    return { median: median(values), p95: percentile(values, 95), all: values };
  };
  const groundFlat = stats(flat, 'ground');
  const groundHill = stats(hill, 'ground');
  const frameFlat = stats(flat, 'firstFrame');
  const frameHill = stats(hill, 'firstFrame');
  const ratio = groundHill.median / groundFlat.median;
  const line = (label: string, s: ReturnType<typeof stats>) =>
    `${label}: median ${ms(s.median)}, p95 ${ms(s.p95)} (${s.all.map((v) => v.toFixed(0)).join(', ')})`;
  console.log(`${RUNS} runs each, alternating, fresh context each, software GL:`);
  console.log(line('ground complete without terrain', groundFlat));
  console.log(line('ground complete with terrain   ', groundHill));
  console.log(line('first frame (flat surface) without terrain', frameFlat));
  console.log(line('first frame (flat surface) with terrain   ', frameHill));
  console.log(
    `with terrain / without: ${ratio.toFixed(2)} × (goal ≤ ${GOAL} ×: ${ratio <= GOAL ? 'met' : 'NOT met'}); first frame ${(frameHill.median / frameFlat.median).toFixed(2)} ×`,
  );
  const method = `median of ${RUNS} alternating runs, fresh context, SwiftShader; demo link moved 5 km south of the e2e hill`;
  record('viewer-terrain', [
    figure('viewer ground complete without terrain (median)', groundFlat.median, 'ms', undefined, method),
    figure('viewer ground complete with terrain (median)', groundHill.median, 'ms', undefined, method),
    figure('viewer ground complete with terrain (p95)', groundHill.p95, 'ms', undefined, method),
    figure('viewer ground complete with / without terrain', ratio, '×', { atMost: GOAL }, method),
    figure('viewer first frame without terrain (median)', frameFlat.median, 'ms', undefined, method),
    figure('viewer first frame with terrain (median)', frameHill.median, 'ms', undefined, method),
  ]);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
