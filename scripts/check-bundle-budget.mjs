#!/usr/bin/env node
/**
 * First-load budgets of the dashboard, checked over Vite's manifest after `vite build`
 * (apps/web/dist/.vite/manifest.json); `npm run build -w apps/web` runs it, so `npm test` does.
 * For each route it follows what a cold load fetches: index.html's entry, the modules main.ts
 * imports on start for the React app (not for /login, which the entry draws itself:
 * docs/decisions/141-lean-login-page.md), and the route's own page modules, each with its static
 * imports. Sizes are those sent on the wire: the build's `.br` file when there is one
 * (apps/web/vite.config.ts), else the file itself (under 1 KB, not compressed).
 *
 * It also checks what those files hold and how they are asked for, which a browser test can
 * only see through minified code: which libraries and screens a route's files carry
 * (`without`/`with`), and that no file of a first load waits for another to have run first.
 * Exits 1 when a budget or a check fails.
 *
 * `node scripts/check-bundle-budget.mjs [distDir] [--json]`
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const KB = 1024;
/**
 * Every route loads index.html's entry; the app's routes also what main.ts imports on start
 * (the React app, START_LAZY), then the router's page module. /login is the entry alone: its
 * sign-in code loads when a button is about to be pressed, after the page is shown.
 */
const START = ['index.html'];
/**
 * What the entry loads lazily on start for the app: the React app. (Its other lazy imports are
 * the page outside a secure context, and the page modules it preloads for the path opened,
 * src/app/page-modules.ts, which each route's `modules` names.)
 */
const START_LAZY = ['src/app/start-app.tsx'];

/**
 * Strings that minified builds keep (error texts, display names, our own sentences), each for
 * what it stands for. A route's files must carry none of its `without`; the route in `with` must
 * carry every one of them, or for a marker no route may carry its library (IN_LIBRARY) must, so
 * that a marker a library no longer has cannot pass unseen.
 */
const MARKERS = {
  'React DOM': 'react.dev/errors',
  'React Router': 'useNavigate() may be used only',
  "React Router's data router": 'You must provide a non-empty routes array to createRouter',
  Mantine: 'mantine-',
  "Mantine's Tooltip": '@mantine/core/Tooltip',
  "Mantine's Popover": '@mantine/core/Popover',
  "Mantine's Select": '@mantine/core/Select',
  "Mantine's Table": '@mantine/core/Table',
  "Mantine's InputBase": '@mantine/core/InputBase',
  'dayjs (only signed-in screens format dates)': 'Invalid Date',
  'the OIDC client (oidc-client-ts)': 'No matching state found in storage',
  // Its label's id: the table's words come from the dashboard's catalogs (lib/i18n).
  "the signed-in screens' invitations table": 'dash.pending.label',
  'MapLibre (only the planner draws a map)': 'Style is not done loading',
  'terra-draw (only the planner draws shapes)': 'TerraDrawBaseAdapter',
};
const IN_LIBRARY = {
  "React Router's data router": 'react-router',
  'MapLibre (only the planner draws a map)': 'maplibre-gl',
  'terra-draw (only the planner draws shapes)': 'terra-draw',
};
/** The planner's map libraries: lazy with its page, never in another route's first load. */
const PLANNER_ONLY = [
  'MapLibre (only the planner draws a map)',
  'terra-draw (only the planner draws shapes)',
];
const SIGNED_IN_ONLY = [
  "Mantine's Tooltip",
  "Mantine's Popover",
  "Mantine's Select",
  "Mantine's Table",
  "Mantine's InputBase",
  'dayjs (only signed-in screens format dates)',
  'the OIDC client (oidc-client-ts)',
  "the signed-in screens' invitations table",
];

/**
 * `js`/`css`: the goals. `ceiling`: what the build may not exceed today (the measured figure
 * plus a little room), so that no change makes a first load heavier unnoticed; where it is above
 * the goal, docs/performance.md says why. Lower a ceiling when a change makes the route lighter;
 * never raise it without writing down why. `page`: the HTML the server sends for the route
 * (apps/server/src/http/spa.ts). `requests`: files, the page included (not the API's calls).
 */
export const BUDGETS = [
  {
    route: '/login',
    page: 'index.html',
    modules: START,
    startLazy: false,
    js: 80 * KB,
    css: 30 * KB,
    ceiling: { js: 80 * KB, css: 30 * KB, requests: 14 },
    // The lean page (decision 141): no React, router or UI library.
    without: ['React DOM', 'React Router', 'Mantine', ...PLANNER_ONLY],
    with: '/dash/projects',
  },
  {
    route: '/dash/projects',
    page: 'signed-in.html',
    modules: [
      ...START,
      // The signed-in screens' layout, with the dashboard's layout in it (page-modules.ts).
      'src/app/layouts/signed-in-layout.tsx',
      'src/app/routes/projects-route.tsx',
    ],
    js: 150 * KB,
    css: 30 * KB,
    // 229 -> 230 KB (2026-11-27): the build no longer resolves Mantine ScrollArea's import of
    // Floating UI to a shim of ours (a rule over Mantine's file layout); 229.2 KB measured.
    // 230 -> 234 KB (2026-11-27): the page calls each operation by its definition from the
    // contracts (docs/decisions/160-one-definition-per-operation.md): method, path, schemas and
    // answers of the ~30 operations the first load can call, summaries included, and the one
    // map of conflict texts; 233.1 KB measured.
    // 234 -> 237 KB (2026-11-27): the planner's batch operations (create, change and delete
    // many planner objects at once) and the planner-object schemas they share, which the
    // first load carries with the hub's item events (they name the planner objects' list by
    // its definition), and the client configuration's map settings; 235.9 KB measured.
    // CSS 19 -> 20 KB: the styles of the planner's tabs and number fields, which come with
    // Mantine's other component styles in one file (app/providers/mantine-styles.ts); 19.4 KB.
    // 237 -> 238 KB (2026-11-27): the client configuration's terrain source (its schema, read on
    // every page) and the terrain operations' definitions; 237.8 KB measured.
    // 238 -> 242 KB (2026-11-28): a viewpoint's photo and a presentation's embed origins in the
    // schemas of Viewpoint and PublishedProject (their origin rule shared with the server), the
    // photo operations' definitions, and the locale kept with the preferences and the number
    // formats the share panel shares with the viewer; 241.4 KB measured.
    // 242 -> 243 KB (2026-12-01): the embed origins' host-name rule (empty parts, lengths,
    // hyphens, letters, a final number), shared with the server; 241.6 -> 242.2 KB.
    // 243 -> 244 KB (2026-12-02): the contracts index's new schemas read by the shared client
    // (noise settings and turbine sound power, the version, the invitation's mail state) and the
    // setback rules' operation definitions the planner now calls; 243.0 KB measured. Moving the
    // study schemas to subpath imports, as the study modules are, is what brings it back.
    // 244 -> 248 KB (2026-12-03): the dashboard in three languages (docs/decisions/197): Lingui's
    // runtime (@lingui/core and @lingui/react, about 3.0 KB, now in the shared file the viewer
    // loads too) and what picks and activates the language (the provider, the preference's
    // operation, the catalog loader: about 0.7 KB); the catalogs themselves are fetched per
    // language, none is in the first load. 243.3 -> 247.0 KB measured.
    ceiling: { js: 248 * KB, css: 20 * KB, requests: 14 },
    without: ["React Router's data router", ...PLANNER_ONLY],
  },
  // The public viewer page with its 3D view (in the page's file: one request and one link of
  // the chain fewer); the 3D engine runs in a worker loaded after it.
  {
    route: '/viewer',
    page: 'app.html',
    modules: [...START, 'src/features/viewer/pages/viewer-page.tsx'],
    js: 150 * KB,
    css: 30 * KB,
    // 150 -> 161 KB (2026-11-27), over the goal by choice: Floating UI (~11 KB) comes with the
    // UI file. Mantine's ScrollArea, which the viewer's panel and every dialog use, imports one
    // hook from it, and the build used to resolve that import to a shim of ours by Mantine's
    // file path, a rule a Mantine upgrade could break without a sound. 159.6 KB measured.
    // 161 -> 162 KB: the viewer's calls by their definitions (decision 160); 161.7 KB measured.
    // 162 -> 163 KB (2026-11-27): the client configuration's map settings (MAP_STYLE_URL and
    // the basemap's attribution), read on every page; 162.4 KB measured. CSS 18 -> 19 KB: the
    // planner's tabs and number fields in Mantine's one style file (see /dash/projects); 18.6 KB.
    // 163 -> 167 KB (2026-11-27): what the viewer now says and offers about its view: the
    // terrain's facts (source, ground under the eye, unavailable), the project's terrain model
    // fetched by publication key, and the Wireline and Download image buttons (the image's
    // caption and composition load when asked for); 166.3 KB measured.
    // 167 -> 168 KB (2026-11-28): the viewer in three languages (docs/decisions/164): Lingui's
    // runtime with @lingui/react (about 3 KB; the catalogs are fetched per locale), paid for
    // mostly by loading How this view was made, the list view and the sun's position when they
    // are needed; 167.5 KB measured.
    // 168 -> 169 KB (2026-12-01): the embed origins' host-name rule, which comes with
    // the contracts' PublishedProject schemas; 167.8 -> 168.5 KB measured.
    // 169 -> 170 KB (2026-12-02): the view centred in what the panel leaves (its cover
    // measured and handed to the engine), the panel hidden and shown, and the plan's date and
    // change notice of an updated presentation; 169.6 KB measured.
    ceiling: { js: 170 * KB, css: 19 * KB, requests: 10 },
    without: ["React Router's data router", ...SIGNED_IN_ONLY, ...PLANNER_ONLY],
    with: '/dash/projects',
    // The 3D view's code (its panel's button) comes in the page's file (its sentence for a
    // withdrawn presentation).
    together: ['How this view was made', 'the presentation was withdrawn by its publisher'],
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
function chunkOf(manifest, key) {
  const name = key.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const chunk =
    manifest[key] ?? Object.entries(manifest).find(([k, c]) => k.startsWith('_') && c.name === name)?.[1];
  if (!chunk)
    throw new Error(`${key} is not in the build's manifest: update scripts/check-bundle-budget.mjs`);
  return chunk;
}

/**
 * The files a cold load of `modules` fetches: their chunks, static imports and CSS, and unless
 * `startLazy` is false what the entry loads lazily on start (START_LAZY).
 */
export function firstLoad(manifest, modules, startLazy = true) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = chunkOf(manifest, key);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  if (startLazy) for (const key of START_LAZY) visit(key);
  return { js: [...js], css: [...css] };
}

/** Whether a file of the installed `library`, beside its entry, carries `marker`. */
function libraryCarries(library, marker) {
  const require = createRequire(fileURLToPath(new URL('../apps/web/package.json', import.meta.url)));
  // The package's entry; for packages that export only `import`, its folder's dist/.
  let dirs;
  try {
    dirs = [dirname(require.resolve(library))];
  } catch {
    const root = dirname(require.resolve(`${library}/package.json`));
    dirs = [root, join(root, 'dist')].filter((dir) => existsSync(dir));
  }
  return dirs.some((dir) =>
    readdirSync(dir).some(
      (file) => /\.m?js$/.test(file) && readFileSync(join(dir, file), 'utf8').includes(marker),
    ),
  );
}

/** The route's first load and what its own modules (not the entry's) load lazily after it. */
function routeScripts(manifest, budget) {
  const own = budget.modules.filter((key) => !START.includes(key));
  const lazy = own.flatMap((key) => chunkOf(manifest, key).dynamicImports ?? []);
  return [
    ...new Set([
      ...firstLoad(manifest, budget.modules, budget.startLazy).js,
      ...firstLoad(manifest, lazy, false).js,
    ]),
  ];
}

/**
 * What is wrong with the route's files beyond their size: a marker of `without` in them, one of
 * them missing from the `with` route's files, the `together` strings not in one same file, or a
 * file of the first load that the browser learns of only once another has run: each must be
 * named by the route's page or come with a page module the entry asks for itself.
 */
export function contentProblems(distDir, manifest, budget) {
  const problems = [];
  const text = (file) => readFileSync(join(distDir, file), 'utf8');
  const carrying = (budgetOf, marker) =>
    routeScripts(manifest, budgetOf).filter((file) => text(file).includes(marker));
  for (const name of budget.without ?? []) {
    const files = carrying(budget, MARKERS[name]);
    if (files.length > 0) problems.push(`${budget.route} loads ${name}: ${files.join(', ')}`);
    const other = BUDGETS.find((b) => b.route === budget.with);
    const real = IN_LIBRARY[name]
      ? libraryCarries(IN_LIBRARY[name], MARKERS[name])
      : carrying(other, MARKERS[name]).length > 0;
    if (!real) problems.push(`"${MARKERS[name]}" (${name}) is in no build any more: update MARKERS`);
  }
  if (budget.together) {
    const [first, ...rest] = budget.together.map((marker) => carrying(budget, marker));
    if (first.length !== 1 || rest.some((files) => files.join() !== first.join()))
      problems.push(`${budget.route}: ${budget.together.join(' / ')} are not in one file of its own`);
  }
  const page = text(budget.page);
  const entry = manifest['index.html'];
  const byEntry = (entry.dynamicImports ?? []).filter(
    (key) =>
      budget.modules.includes(key) ||
      budget.modules.some((m) => chunkOf(manifest, m) === chunkOf(manifest, key)),
  );
  const early = new Set(firstLoad(manifest, byEntry, false).js);
  for (const file of firstLoad(manifest, budget.modules, budget.startLazy).js) {
    if (!page.includes(`/${file}"`) && !early.has(file))
      problems.push(`${budget.route}: ${file} is asked for only after another file has run`);
  }
  return problems;
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
      problems: contentProblems(distDir, manifest, budget),
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
    const fits =
      r.jsBytes <= r.ceiling.js &&
      r.cssBytes <= r.ceiling.css &&
      r.requests <= r.ceiling.requests &&
      r.problems.length === 0;
    const meetsGoal = r.jsBytes <= r.js && r.cssBytes <= r.css && r.requests < 15;
    if (!fits) over += 1;
    console.log(
      `${fits ? 'ok  ' : 'OVER'} ${r.route.padEnd(15)} JS ${kb(r.jsBytes)} (ceiling ${kb(r.ceiling.js)}, goal ${kb(r.js)})` +
        `  CSS ${kb(r.cssBytes)} (goal ${kb(r.css)})  ${r.requests} requests (ceiling ${r.ceiling.requests}, goal < 15)` +
        `${meetsGoal ? '' : '  [goal missed: docs/performance.md]'}`,
    );
    for (const problem of r.problems) console.log(`     ${problem}`);
  }
  if (over > 0) {
    console.error(`First-load budget exceeded on ${over} route(s): see scripts/check-bundle-budget.mjs.`);
    process.exit(1);
  }
}
