/**
 * Public 3D viewer benchmark:
 *   1. The size of the viewer's lazy chunk and its engine's worker (three.js), raw and gzip, from the built
 *      dashboard (apps/web/dist or BENCH_WEB_DIST). Goal: at most 250 KB gzip.
 *   2. In headless Chromium with software WebGL (SwiftShader), signed out on the seeded demo
 *      link: time from navigation to the first rendered frame (median of BENCH_VIEWER_RUNS,
 *      default 3).
 *   3. Frames per second with 100 turbines, and relative to the same view without planned
 *      objects ("Current situation") in the same run: software GL, so the ratio is the figure
 *      to compare, not the absolute rate.
 * Runs the real server in this process on an in-memory PGlite with the demo seed.
 * Run: node --import tsx bench/viewer.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import {
  buildApp,
  createContext,
  DEMO_PUBLICATION_KEY,
  loadConfig,
  openDatabase,
  plannerObjects,
  projects,
  scenarios,
  seedDemoIfEmpty,
  serverMounts,
} from '@vantage/server/testing';
import { eq } from 'drizzle-orm';
import { DEMO_VIEWER_PATH, SOFTWARE_WEBGL_ARGS } from './browser-session.js';
import { freePort } from './server-process.js';

const WEB_DIST = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const RUNS = Number(process.env.BENCH_VIEWER_RUNS ?? 3);
const TURBINES = 100;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function chunkSize() {
  const assets = `${WEB_DIST}/assets`;
  if (!existsSync(assets))
    return console.log('viewer chunk: n/a (build the dashboard first: npm run build -w apps/web)');
  // The 3D view's chunk and its engine's worker (three.js), which it starts.
  const files = readdirSync(assets).filter((f) => /^(scene-view|engine-worker)-[^.]*\.js$/.test(f));
  if (files.length < 2)
    return console.log('viewer chunk: n/a (no scene-view-*.js and engine-worker-*.js in the build)');
  const code = Buffer.concat(files.map((file) => readFileSync(`${assets}/${file}`)));
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(`${assets}/${file}`), { level: 9 }).length,
    0,
  );
  console.log(
    `viewer chunk ${files.join(' + ')}: ${kb(code.length)} raw, ${kb(gzip)} gzip (goal ≤ 250 KB gzip: ${gzip <= 250 * 1024 ? 'met' : 'NOT met'})`,
  );
}

async function ready(page: Page) {
  await page.locator('[data-testid="viewer-3d"][data-ready="true"]').waitFor({ timeout: 120_000 });
}

/**
 * Frames drawn in `seconds`; `turn` also turns the view every frame (a scene without moving
 * parts renders only on demand). A string, as tsx's helpers do not exist in the page.
 */
async function fps(page: Page, seconds = 3, turn = false): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const canvas = document.querySelector('canvas');
    canvas.focus();
    let frames = 0;
    const start = performance.now();
    function step(now) {
      frames += 1;
      if (${turn}) canvas.dispatchEvent(new KeyboardEvent('keydown', { key: frames % 2 ? 'ArrowLeft' : 'ArrowRight', bubbles: true }));
      if (now - start < ${seconds * 1000}) requestAnimationFrame(step);
      else resolve((frames * 1000) / (now - start));
    }
    requestAnimationFrame(step);
  })`);
}

async function main() {
  chunkSize();
  if (!existsSync(`${WEB_DIST}/index.html`)) return;
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: baseUrl,
    SEED_DEMO: 'true',
    WEB_DIST,
    DATA_DIR: fileURLToPath(new URL('../.tmp/bench-data', import.meta.url)),
  });
  const ctx = await createContext(config, handle);
  await seedDemoIfEmpty(ctx);
  const app = await buildApp(ctx, { mounts: serverMounts(ctx), logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: SOFTWARE_WEBGL_ARGS,
  });
  try {
    const link = `${baseUrl}${DEMO_VIEWER_PATH}`;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      await page.goto(link);
      await ready(page);
      times.push(
        await page.evaluate(
          () => performance.getEntriesByName('viewer-first-frame')[0]?.startTime ?? Number.NaN,
        ),
      );
      await page.close();
    }
    times.sort((a, b) => a - b);
    console.log(
      `first rendered frame on the demo link: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms over ${RUNS} runs (software GL)`,
    );

    // 100 turbines in a 10 × 10 grid, 1 km apart, in the demo's default scenario.
    const [presentation] = await ctx.db
      .select()
      .from(projects)
      .where(eq(projects.publicationKey, DEMO_PUBLICATION_KEY));
    const [template] = await ctx.db
      .select()
      .from(plannerObjects)
      .where(eq(plannerObjects.scenarioId, presentation!.defaultScenario!));
    const [empty] = await ctx.db.select().from(scenarios).where(eq(scenarios.name, 'Current situation'));
    await ctx.db.delete(plannerObjects).where(eq(plannerObjects.scenarioId, presentation!.defaultScenario!));
    await ctx.db.insert(plannerObjects).values(
      Array.from({ length: TURBINES }, (_, i) => {
        const { id: _id, ...row } = template!;
        return {
          ...row,
          layout: 'Point' as const,
          plannerObjectTypeId: 1,
          name: `Bench turbine ${i + 1}`,
          points: [{ longitude: 4.3 + (i % 10) * 0.0148, latitude: 52.5 + Math.floor(i / 10) * 0.009 }],
        };
      }),
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(link);
    await ready(page);
    await page.waitForTimeout(1000);
    const withTurbines = await fps(page, 3, true);
    await page.goto(`${link}&scenario=${empty!.id}`);
    await ready(page);
    await page.waitForTimeout(1000);
    // Without objects nothing moves, so the scene renders only on demand: turn the view to
    // make it draw every frame, as it does while blades turn.
    const withoutObjects = await fps(page, 3, true);
    console.log(
      `frames per second, software GL: ${withTurbines.toFixed(1)} with ${TURBINES} turbines, ${withoutObjects.toFixed(1)} without planned objects → ratio ${(withTurbines / withoutObjects).toFixed(2)}`,
    );
    await page.close();
  } finally {
    await browser.close();
    await app.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
