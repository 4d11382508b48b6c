import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Everything the server owns; the dev server forwards it to the real server on :8080. */
const SERVER_PREFIXES = ['/api', '/realms', '/signalr', '/metrics', '/dev', '/healthz', '/config.js'];

/**
 * Copies of index.html that name the React app's files (`modulepreload`, styles `preload`), so
 * that a cold load asks for them beside the entry instead of one round trip after it has run:
 * `app.html` (the app's start) for the public pages, `signed-in.html` (also the signed-in
 * screens' layout) for every other page but /login, which keeps the lean index.html. The server
 * picks the copy by path (apps/server/src/http/spa.ts).
 */
function appHtml(): Plugin {
  let base = '/';
  return {
    name: 'vantage:app-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const chunkOf = (source: string) =>
        Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(source));
      const app = chunkOf('/src/app/start-app.tsx');
      const signedIn = chunkOf('/src/app/layouts/signed-in-layout.tsx');
      if (html?.type !== 'asset' || app?.type !== 'chunk' || signedIn?.type !== 'chunk') {
        this.error('app.html: index.html or the chunk of start-app.tsx or signed-in-layout.tsx is missing');
      }
      const source = String(html.source);
      const named = (file: string) => source.includes(`"${base}${file}"`);
      /** index.html with a preload of each chunk `roots` import statically, and of their styles. */
      const preloading = (roots: string[]) => {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (scripts.has(fileName) || chunk?.type !== 'chunk') return;
          scripts.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) add(imported);
        };
        for (const root of roots) add(root);
        const links = [
          ...[...scripts]
            .filter((file) => !named(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...[...styles]
            .filter((file) => !named(file))
            .map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
        ];
        return source.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      };
      this.emitFile({ type: 'asset', fileName: 'app.html', source: preloading([app.fileName]) });
      this.emitFile({
        type: 'asset',
        fileName: 'signed-in.html',
        source: preloading([app.fileName, signedIn.fileName]),
      });
    },
  };
}

/**
 * Folders of Mantine's build whose components only signed-in screens draw: floating layers
 * (popovers, menus, selects, tooltips), inputs, tables, cards. They go to the 'signed-in' file
 * instead of 'ui', which the public viewer loads too: ~14 KB brotli of the viewer's first load.
 * Nothing but these folders tells which Mantine modules the viewer draws (every component is
 * reached through Mantine's index), and they are not Mantine's public API: mantineLayout() fails
 * the build when one is gone, and scripts/check-bundle-budget.mjs fails when the viewer's files
 * carry these components or the dashboard's do not.
 */
const SIGNED_IN_ONLY_MANTINE = [
  ...['Accordion', 'Avatar', 'Card', 'Checkbox', 'Collapse', 'Combobox', 'FileButton'].map(
    (c) => `components/${c}`,
  ),
  ...['FloatingIndicator', 'HoverCard', 'Input', 'InputBase', 'Menu', 'Popover', 'Radio'].map(
    (c) => `components/${c}`,
  ),
  ...['SegmentedControl', 'Select', 'Table', 'Textarea', 'TextInput', 'Tooltip'].map(
    (c) => `components/${c}`,
  ),
  // The planner's forms, and the report's progress (the planner's and the Present screen's).
  ...['FileInput', 'NumberInput', 'Progress', 'Tabs'].map((c) => `components/${c}`),
  'utils/Floating',
  'utils/InlineInput',
];
const SIGNED_IN_UI = new RegExp(
  `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](${SIGNED_IN_ONLY_MANTINE.join('|').replaceAll('/', '[\\\\/]')})[\\\\/]`,
);

/** Fails the build when a folder of SIGNED_IN_ONLY_MANTINE is not in the installed Mantine. */
function mantineLayout(): Plugin {
  return {
    name: 'vantage:mantine-layout',
    apply: 'build',
    buildStart() {
      const require = createRequire(import.meta.url);
      const esm = join(dirname(require.resolve('@mantine/core')), '..', 'esm');
      const gone = SIGNED_IN_ONLY_MANTINE.filter((folder) => !existsSync(join(esm, folder)));
      if (gone.length > 0) {
        this.error(
          `@mantine/core has no ${gone.join(', ')} in ${esm}: update SIGNED_IN_ONLY_MANTINE in vite.config.ts`,
        );
      }
    },
  };
}

/** UI libraries, by package name: Mantine and what it depends on, and the icons. */
const UI =
  /node_modules[\\/](@mantine|@tabler|@floating-ui|react-transition-group|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|aria-hidden|clsx|react-number-format|react-textarea-autosize)[\\/]/;
const DATA = /node_modules[\\/](@tanstack|@lingui|zod|dayjs)[\\/]|packages[\\/]contracts[\\/]/;
const OUR_CODE = /apps[\\/]web[\\/]src[\\/]/;
const isOursOrData = (id: string) => OUR_CODE.test(id) || DATA.test(id);
/** What every page runs (the app's start and its toasts) and the public viewer's own modules. */
const PUBLIC_ROOTS =
  /apps[\\/]web[\\/]src[\\/](app[\\/]start-app\.tsx$|app[\\/]providers[\\/]toasts\.tsx$|features[\\/]viewer[\\/])/;
/** The public viewer's page and its 3D view, which the page imports lazily. */
const VIEWER_ROOTS =
  /apps[\\/]web[\\/]src[\\/]features[\\/]viewer[\\/](pages[\\/]viewer-page\.tsx|components[\\/]scene-view\.tsx)$/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Walks from a module up the modules that import it statically, each once; `visit` says whether
 * it found what it looks for, or not to go further up from a module. Answers are kept per build.
 */
function importerTest(
  visit: (id: string, importers: readonly string[], known: Map<string, boolean>) => 'found' | 'stop' | 'up',
) {
  const known = new Map<string, boolean>();
  return (id: string, graph: ModuleGraph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (queue.length > 0 && !found) {
      const current = queue.pop()!;
      const importers = graph.getModuleInfo(current)?.importers ?? [];
      const step = visit(current, importers, known);
      if (step === 'found') found = true;
      if (step !== 'up') continue;
      for (const importer of importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    known.set(id, found);
    return found;
  };
}

/** Whether a public page runs the module: a PUBLIC_ROOTS module imports it, directly or not. */
const publicModuleTest = () =>
  importerTest((id, _importers, known) => (PUBLIC_ROOTS.test(id) || known.get(id) === true ? 'found' : 'up'));

/**
 * The planner's page and its 3D preview (loaded lazily from it): they draw the plan with the
 * viewer's rules (lib/plan) and the preview with the viewer's engine, so what they share with
 * the viewer goes with the viewer's page, which the planner then loads too, rather than into the
 * shared file every dashboard page loads.
 */
const PLANNER_ROOT =
  /apps[\\/]web[\\/]src[\\/]features[\\/]editor[\\/](pages[\\/]planner-page|components[\\/]preview-pane)\.tsx$/;

/**
 * The viewer's 3D engine as the page runs it where no worker can draw (engine-host.ts imports it
 * lazily). What it shares with the viewer's page (the sky, the plan's rules) stays with that
 * page: the lazy import is not another entry of the dashboard's.
 */
const VIEWER_ENGINE = /apps[\\/]web[\\/]src[\\/]lib[\\/]scene[\\/]engine\.ts$/;
/**
 * The viewer's image for a report ("Download image"), its "How this view was made" and its list
 * view, loaded when asked for: the same for them.
 */
const VIEWER_REPORT =
  /apps[\\/]web[\\/]src[\\/]features[\\/]viewer[\\/]components[\\/](report-image\.ts|facts-panel\.tsx|viewer-list\.tsx)$/;

/**
 * Whether the module belongs with the viewer: the viewer runs it, and every chain of imports to
 * it starts at VIEWER_ROOTS or at the planner's page.
 */
function viewerModuleTest() {
  // Found: a module nothing imports statically, i.e. another entry or another lazy page.
  const reachesAnotherEntry = importerTest((id, importers) =>
    VIEWER_ROOTS.test(id) || PLANNER_ROOT.test(id) || VIEWER_ENGINE.test(id) || VIEWER_REPORT.test(id)
      ? 'stop'
      : importers.length === 0
        ? 'found'
        : 'up',
  );
  const reachesViewer = importerTest((id) =>
    VIEWER_ROOTS.test(id) ? 'found' : PLANNER_ROOT.test(id) ? 'stop' : 'up',
  );
  return (id: string, graph: ModuleGraph): boolean =>
    !reachesAnotherEntry(id, graph) && reachesViewer(id, graph);
}

/** What the public viewer runs before any of its lazy parts: the app's start and the page with its 3D view. */
const VIEWER_FIRST =
  /apps[\\/]web[\\/]src[\\/](app[\\/]start-app\.tsx|app[\\/]providers[\\/]toasts\.tsx|features[\\/]viewer[\\/]pages[\\/]viewer-page\.tsx|features[\\/]viewer[\\/]components[\\/]scene-view\.tsx)$/;

/**
 * Whether the module is ours or a data library that the viewer's lazy parts (VIEWER_REPORT) run
 * and no first load does: it goes with them, not into the 'shared' file every page loads. Found
 * another way up: the viewer's first load, or an entry other than the lazy parts, the planner's
 * page and the engine (which load this group too).
 */
function viewerLaterTest() {
  const reachesLazyPart = importerTest((id) => (VIEWER_REPORT.test(id) ? 'found' : 'up'));
  const reachesOther = importerTest((id, importers) =>
    VIEWER_FIRST.test(id)
      ? 'found'
      : VIEWER_REPORT.test(id) || PLANNER_ROOT.test(id) || VIEWER_ENGINE.test(id)
        ? 'stop'
        : importers.length === 0
          ? 'found'
          : 'up',
  );
  return (id: string, graph: ModuleGraph): boolean =>
    isOursOrData(id) && reachesLazyPart(id, graph) && !reachesOther(id, graph);
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // index.html shows `%VITE_PRODUCT_NAME%`; Vite reads the env after this function runs.
  process.env.VITE_PRODUCT_NAME = env.VITE_PRODUCT_NAME || 'Vantage';
  const target = env.VITE_DEV_PROXY_TARGET ?? 'http://localhost:8080';
  const isPublic = publicModuleTest();
  const isViewerOnly = viewerModuleTest();
  const isViewerLater = viewerLaterTest();
  return {
    plugins: [
      mantineLayout(),
      react(),
      // The message catalogs (src/locales/*.po, lingui.config.ts), compiled when imported.
      lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
      appHtml(),
      // A `.br` and a `.gz` beside every text file, which the server sends as they are
      // (apps/server/src/http/spa.ts): no compression per request. Under 1 KB it is not worth it.
      compression({
        include: /\.(js|mjs|css|html|svg|json|txt|wasm)$/,
        exclude: /\.vite\//,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
    ],
    resolve: {
      // The contracts' sources, so the dashboard never runs against a stale build of them. The
      // operations come by domain (`@vantage/contracts/api/projects`), so that a page's chunk
      // holds the definitions it calls and no barrel makes every definition public.
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        {
          find: /^@vantage\/contracts$/,
          replacement: fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
        },
        {
          find: /^@vantage\/contracts\/api\/(.+)$/,
          replacement: fileURLToPath(new URL('../../packages/contracts/src/api/$1.ts', import.meta.url)),
        },
        {
          find: /^@vantage\/contracts\/studies\/(.+)$/,
          replacement: fileURLToPath(new URL('../../packages/contracts/src/studies/$1.ts', import.meta.url)),
        },
        // The subpaths of one module (not in the barrel) from their sources too: from the build
        // they would bring the build's own copy of what they import (primitives), which two lazy
        // chunks then share and the dashboard's 'signed-in' file takes along.
        {
          find: /^@vantage\/contracts\/(sketches|own-coordinate-systems)$/,
          replacement: fileURLToPath(new URL('../../packages/contracts/src/$1.ts', import.meta.url)),
        },
        {
          find: /^@vantage\/contracts\/gates\/(.+)$/,
          replacement: fileURLToPath(new URL('../../packages/contracts/src/gates/$1.ts', import.meta.url)),
        },
      ],
    },
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        SERVER_PREFIXES.map((prefix) => [prefix, { target, changeOrigin: false, ws: prefix === '/signalr' }]),
      ),
    },
    // The 3D engine of the viewer and the planner's preview runs in a module worker (lib/scene/engine-worker.ts).
    worker: { format: 'es' as const },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // Read by scripts/check-bundle-budget.mjs, which checks every route's first load.
      manifest: true,
      rolldownOptions: {
        output: {
          // Few files per cold load (the budget check counts them): React with the router; the
          // UI libraries; the data libraries with our shared modules; what only signed-in
          // screens run; the viewer's page. A group also takes what its modules import that no
          // group before it took. What one screen alone uses stays in that screen's lazy file.
          codeSplitting: {
            minSize: 8 * 1024,
            groups: [
              // What the lean /login page runs (docs/decisions/141-lean-login-page.md), ahead of
              // every other group so that none takes it along and /login loads no React, UI or
              // data file; Vite's preload helper too, which every lazy import of the entry calls.
              // The budget check fails when /login loads React.
              {
                name: 'start',
                test: /apps[\\/]web[\\/]src[\\/](config[\\/](env|paths)|components[\\/]layout-background|lib[\\/]session[\\/]login-location|lib[\\/]early-fetch|lib[\\/]auth[\\/](stored-user|registration|plain-registration))\.ts$|vite[\\/]preload-helper/,
                priority: 5,
                minSize: 0,
              },
              // The OIDC client: /login loads it when a button is about to be pressed, the
              // signed-in screens with their layout; the public viewer never.
              {
                name: 'auth',
                test: /apps[\\/]web[\\/]src[\\/]lib[\\/]auth[\\/](user-manager|oidc-settings)\.ts$|node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/,
                priority: 5,
              },
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 4,
              },
              {
                name: 'ui',
                test: (id: string) => UI.test(id) && !SIGNED_IN_UI.test(id),
                minShareCount: 2,
                priority: 3,
              },
              // What the viewer's lazy parts share with each other or the planner, and its first
              // load does not run ("How this view was made", the list view, the report's image).
              {
                name: (id: string, graph: ModuleGraph) => (isViewerLater(id, graph) ? 'viewer-later' : null),
                minShareCount: 2,
                priority: 2.5,
              },
              // Ours and the data libraries that both the viewer and the signed-in screens run.
              {
                name: (id: string, graph: ModuleGraph) =>
                  isOursOrData(id) && isPublic(id, graph) && !isViewerOnly(id, graph) ? 'shared' : null,
                minShareCount: 2,
                priority: 2,
              },
              // The viewer's page with its 3D view in one file: the view's code is not asked
              // for one round trip after the page's (the engine itself stays lazy).
              {
                name: (id: string, graph: ModuleGraph) => (isViewerOnly(id, graph) ? 'viewer-page' : null),
                priority: 1,
              },
              {
                name: (id: string, graph: ModuleGraph) =>
                  SIGNED_IN_UI.test(id) || (isOursOrData(id) && !isPublic(id, graph)) ? 'signed-in' : null,
                minShareCount: 2,
                priority: 0,
              },
            ],
          },
        },
      },
    },
  };
});
