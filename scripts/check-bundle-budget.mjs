#!/usr/bin/env node
/**
 * Issue 14: first-load budgets of the dashboard, checked over Vite's manifest after
 * `vite build` (apps/web/dist/.vite/manifest.json). For each route it follows what a cold load
 * fetches: index.html's entry, the modules main.ts imports on start for the React app (not for
 * /login, which the entry draws itself: docs/decisions/140-lean-login-page.md), and the route's
 * own page module, each with its static imports (not its lazy ones). Sizes are those
 * sent on the wire: the build's `.br` file when there is one (apps/web/vite.config.ts), else the
 * file itself (under 1 KB, not compressed). Exits 1 when a budget is exceeded.
 *
 * `node scripts/check-bundle-budget.mjs [distDir] [--json]`
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const KB = 1024;
/**
 * Every route loads index.html's entry; the app's routes also what main.ts imports on start
 * (the React app, START_LAZY), then the router's page module. /login is the entry alone: its sign-in code loads when a button is about to be
 * pressed, after the page is shown.
 */
const START = ['index.html'];
/**
 * What the entry loads lazily on start for the app: the React app. (Its other lazy imports are
 * the page outside a secure context, and the page modules it preloads for the path opened,
 * src/app/page-modules.ts, which each route's `modules` names.)
 */
const START_LAZY = ['src/app/start-app.tsx'];
/**
 * `js`/`css`: the goals of issue 14. `ceiling`: what the build may not exceed today (the
 * measured figure plus a little room), so that no change makes a first load heavier unnoticed;
 * where it is above the goal, docs/performance.md says why. Lower a ceiling when a change makes
 * the route lighter; never raise it without writing down why.
 */
export const BUDGETS = [
  {
    route: '/login',
    modules: START,
    startLazy: false,
    js: 80 * KB,
    css: 30 * KB,
    ceiling: { js: 80 * KB, css: 30 * KB, requests: 14 },
  },
  {
    route: '/dash/projects',
    modules: [
      ...START,
      // The signed-in screens' layout, with the dashboard's layout in it (page-modules.ts).
      'src/app/layouts/signed-in-layout.tsx',
      'src/app/routes/projects-route.tsx',
    ],
    js: 150 * KB,
    css: 30 * KB,
    // 242 -> 229 KB (2026-11-27): React Router's component router in place of its data router.
    ceiling: { js: 229 * KB, css: 19 * KB, requests: 14 },
  },
  // The public viewer page with its 3D view; the 3D engine runs in a worker loaded after it.
  // Ceiling 177 -> 182 KB (2026-11-27): the 3D view's code (~7 KB), which every 3D load asked
  // for right after the page's, now comes in the page's file (one request and one link of the
  // chain fewer: vite.config.ts), so this check counts it. Then 182 -> 166 KB: Floating UI and
  // the UI components only signed-in screens draw left the 'ui' file (vite.config.ts). Then
  // 166 -> 150 KB, the goal: React Router's component router in place of its data router
  // (router.tsx), and dayjs with the signed-in screens, which alone format dates.
  {
    route: '/viewer',
    modules: [...START, 'src/features/viewer/pages/viewer-page.tsx'],
    js: 150 * KB,
    css: 30 * KB,
    ceiling: { js: 150 * KB, css: 18 * KB, requests: 10 },
  },
];

/** A built file's size on the wire: its `.br` when the build wrote one (files of 1 KB or more). */
export function wireSize(distDir, file) {
  const br = join(distDir, `${file}.br`);
  return existsSync(br) ? statSync(br).size : statSync(join(distDir, file)).size;
}

/**
 * A module that a group of apps/web/vite.config.ts put in a file with others has no entry of
 * its own in the manifest: its file is the group's, named after it (`viewer-page` for the
 * viewer's page with its 3D view), whose key starts with `_`.
 */
function groupChunk(manifest, source) {
  const name = source.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return Object.entries(manifest).find(([key, chunk]) => key.startsWith('_') && chunk.name === name)?.[1];
}

/**
 * The files a cold load of `modules` fetches: their chunks, static imports and CSS, and unless
 * `startLazy` is false what the entry loads lazily on start (START_LAZY).
 */
export function firstLoad(manifest, modules, startLazy = true) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key] ?? groupChunk(manifest, key);
    if (!chunk)
      throw new Error(`${key} is not in the build's manifest: update scripts/check-bundle-budget.mjs`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  if (startLazy) for (const key of START_LAZY) visit(key);
  return { js: [...js], css: [...css] };
}

export function measure(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  return BUDGETS.map((budget) => {
    const files = firstLoad(manifest, budget.modules, budget.startLazy);
    const sum = (list) => list.reduce((total, file) => total + wireSize(distDir, file), 0);
    return {
      ...budget,
      jsBytes: sum(files.js),
      cssBytes: sum(files.css),
      requests: 1 + files.js.length + files.css.length,
    };
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const distDir = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'apps/web/dist');
  const results = measure(distDir);
  if (process.argv.includes('--json')) console.log(JSON.stringify(results));
  let over = 0;
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  for (const r of results) {
    const fits = r.jsBytes <= r.ceiling.js && r.cssBytes <= r.ceiling.css && r.requests <= r.ceiling.requests;
    const meetsGoal = r.jsBytes <= r.js && r.cssBytes <= r.css && r.requests < 15;
    if (!fits) over += 1;
    console.log(
      `${fits ? 'ok  ' : 'OVER'} ${r.route.padEnd(15)} JS ${kb(r.jsBytes)} (ceiling ${kb(r.ceiling.js)}, goal ${kb(r.js)})` +
        `  CSS ${kb(r.cssBytes)} (goal ${kb(r.css)})  ${r.requests} requests (goal < 15)` +
        `${meetsGoal ? '' : '  [goal missed: docs/performance.md]'}`,
    );
  }
  if (over > 0) {
    console.error(`First-load budget exceeded on ${over} route(s): see scripts/check-bundle-budget.mjs.`);
    process.exit(1);
  }
}
