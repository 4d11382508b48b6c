import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Everything the server owns; the dev server forwards it to the real server on :8080. */
const SERVER_PREFIXES = ['/api', '/realms', '/signalr', '/metrics', '/dev', '/healthz', '/config.js'];

/**
 * Issue 14: every path but /login draws the React app, whose modules the entry (src/main.ts)
 * asks for only once it has arrived and run: one more round trip on a cold load before the
 * largest files start to come. The build writes copies of index.html that name them
 * (`modulepreload`) with their styles (`preload`, not yet applied: the entry applies them as it
 * does now), so the browser asks for them beside the entry:
 * - `app.html`: the app's modules, for the public pages (the viewer, the editor's stand-in);
 * - `signed-in.html`: those and the signed-in screens' layout with its modules, for every other
 *   page but /login (the entry asks for that layout on them too: app/page-modules.ts).
 * The server answers them by path (apps/server/src/http/spa.ts); the lean /login page keeps
 * index.html without them.
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
 * Issue 14: Mantine's ScrollArea imports one hook from `@floating-ui/react` (`useMergeRefs`).
 * ScrollArea goes in the 'ui' file every page loads, and the file that holds a module holds
 * all that any chunk uses of it, so Floating UI's whole engine came along to the public viewer,
 * which draws no floating layer. Resolved to src/lib/vendor/floating-ui-merge-refs.ts for
 * ScrollArea alone; should ScrollArea ever import another name from there, the build fails.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/vendor/floating-ui-merge-refs.ts', import.meta.url));
  const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  return {
    name: 'vantage:scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollArea.test(importer)) return shim;
      return null;
    },
  };
}

/**
 * Issue 14: the public viewer loads the files every screen shares, so the UI library's floating
 * layers (popovers, menus, selects, tooltips, the segmented control, and Floating UI, their
 * positioning engine: ~14 KB brotli) and our own modules that only signed-in screens share are
 * kept out of them, in one file only the signed-in screens load ('signed-in'). The viewer draws
 * no floating layer. (Floating UI itself stayed in 'ui' through ScrollArea until the fifteenth
 * pass: scrollAreaWithoutFloatingUi above.)
 */
const FLOATING =
  /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](components[\\/](Popover|Combobox|Select|Tooltip|Menu|HoverCard|SegmentedControl|FloatingIndicator)|utils[\\/]Floating)[\\/])/;
/**
 * Issue 14: the UI library's components that only signed-in screens draw (forms, tables, cards,
 * avatars), kept out of the 'ui' file the public viewer loads too, as FLOATING is. Should a
 * module of the viewer draw one, the 'ui' file would import 'signed-in' and the viewer load it:
 * the viewer's budget and an e2e test in viewer.spec.ts fail then.
 */
const SIGNED_IN_UI =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Accordion|Avatar|Card|Checkbox|Collapse|FileButton|Input|InputBase|InlineInput|Radio|Table|TextInput)[\\/]/;
const UI =
  /node_modules[\\/](@mantine|@tabler|react-transition-group|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|aria-hidden|clsx|react-number-format|react-textarea-autosize)[\\/]/;
const DATA = /node_modules[\\/](@tanstack|zod|dayjs)[\\/]|packages[\\/]contracts[\\/]/;
const OUR_CODE = /apps[\\/]web[\\/]src[\\/]/;
/** Our modules, the contracts and the data libraries: 'shared' when a public page runs them, else 'signed-in'. */
const isOursOrData = (id: string) => OUR_CODE.test(id) || DATA.test(id);
/**
 * The modules every page runs (the app's start and its toasts, loaded lazily) and the public
 * viewer's own (its page, and its 3D view loaded after it).
 */
const PUBLIC_ROOTS =
  /apps[\\/]web[\\/]src[\\/](app[\\/]start-app\.tsx$|app[\\/]providers[\\/]toasts\.tsx$|features[\\/]viewer[\\/])/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Walks from `id` up the modules that import it (statically, directly or not), each once, and
 * answers whether `visit` found what it looks for on the way; `visit` may also say not to go
 * further up from a module. A module test made with it keeps its answers for the build.
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

/**
 * Whether the public viewer runs `id`: it is one of PUBLIC_ROOTS or one of them imports it
 * (statically, directly or not). A wrong answer only moves a module to the other file: the
 * viewer would then load `signed-in` as well (its budget and an e2e test in viewer.spec.ts
 * would fail), or the signed-in screens more of `shared`; nothing would break.
 */
const publicModuleTest = () =>
  importerTest((id, _importers, known) => (PUBLIC_ROOTS.test(id) || known.get(id) === true ? 'found' : 'up'));

/**
 * The public viewer's page and its 3D view, which the page imports lazily (only when the browser
 * can draw it: nearly always).
 */
const VIEWER_ROOTS =
  /apps[\\/]web[\\/]src[\\/]features[\\/]viewer[\\/](pages[\\/]viewer-page\.tsx|components[\\/]scene-view\.tsx)$/;

/**
 * Whether only VIEWER_ROOTS lead to `id`: every chain of static imports that reaches it starts at
 * one of them. Such a module loads with the viewer and nothing else. (A library's index that
 * re-exports it counts as an importer, so the answer errs towards "no": the module then stays
 * where rolldown puts it.)
 */
function viewerModuleTest() {
  // Found: another entry, the app's or a module only ever imported lazily (another page).
  const reachesAnotherEntry = importerTest((id, importers) =>
    VIEWER_ROOTS.test(id) ? 'stop' : importers.length === 0 ? 'found' : 'up',
  );
  return (id: string, graph: ModuleGraph): boolean => !reachesAnotherEntry(id, graph);
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // index.html shows `%VITE_PRODUCT_NAME%`; Vite reads the env after this function runs.
  process.env.VITE_PRODUCT_NAME = env.VITE_PRODUCT_NAME || 'Vantage';
  const target = env.VITE_DEV_PROXY_TARGET ?? 'http://localhost:8080';
  const isPublic = publicModuleTest();
  const isViewerOnly = viewerModuleTest();
  return {
    plugins: [
      scrollAreaWithoutFloatingUi(),
      react(),
      appHtml(),
      // Issue 14: every text file of the build gets a `.br` and a `.gz` beside it, so the server
      // (apps/server/src/http/spa.ts, `preCompressed`) answers with them and spends no CPU per
      // request. Smaller than 1 KB is not worth it; source maps are only fetched by dev tools.
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
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The contracts' sources, so the dashboard never runs against a stale build of them.
        '@vantage/contracts': fileURLToPath(
          new URL('../../packages/contracts/src/index.ts', import.meta.url),
        ),
      },
    },
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        SERVER_PREFIXES.map((prefix) => [prefix, { target, changeOrigin: false, ws: prefix === '/signalr' }]),
      ),
    },
    // The viewer's 3D engine runs in a module worker (features/viewer/scene/engine-worker.ts).
    worker: { format: 'es' as const },
    // `manifest` feeds scripts/check-bundle-budget.mjs (first-load budgets of issue 14).
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        output: {
          // Fewer, larger files on a cold load (issue 14: under 15 requests). What every screen
          // runs (React and the router) is one file; what several screens share is one file for
          // the UI library and one for the data libraries with our shared modules, each holding
          // only what the public viewer runs too, and one for the rest, which only signed-in
          // screens run; the rest (the hub client, the viewer's 3D engine, a component only one
          // screen uses) stays in the lazy chunk of whoever imports it.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 4,
              },
              // Issue 14 (docs/decisions/140-lean-login-page.md): what the entry's lean /login page
              // needs, ahead of every other group, so that none of them pulls it in and /login loads
              // no React, Mantine or data chunk: configuration, paths and the stored session
              // (every screen needs them); and apart from them the OIDC client, which /login loads
              // when a button is about to be pressed and the app with its signed-in screens'
              // layout (which holds react-oidc-context: only its modules import it), but not the
              // public viewer.
              {
                name: 'start',
                test: /apps[\\/]web[\\/]src[\\/](config[\\/](env|paths)|components[\\/]layout-background|lib[\\/]session[\\/]login-location|lib[\\/]early-fetch|lib[\\/]auth[\\/](stored-user|registration|plain-registration))\.ts$|vite[\\/]preload-helper/,
                priority: 5,
                // A few KB: under the chunks' minimum size its modules would join 'shared'. Vite's
                // preload helper (every lazy import of the entry calls it) too: else in 'shared'.
                minSize: 0,
              },
              {
                name: 'auth',
                test: /apps[\\/]web[\\/]src[\\/]lib[\\/]auth[\\/](user-manager|oidc-settings)\.ts$|node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/,
                priority: 5,
              },
              {
                name: 'ui',
                test: (id: string) => UI.test(id) && !FLOATING.test(id) && !SIGNED_IN_UI.test(id),
                minShareCount: 2,
                priority: 3,
              },
              // What both the viewer and the signed-in screens run beyond React and the UI: the data
              // libraries, the contracts and our modules they share (one file, not two). What of
              // them only signed-in screens run goes with 'signed-in' (dayjs: only they format
              // dates; ~2 KB the viewer no longer loads).
              {
                name: (id: string, graph: ModuleGraph) =>
                  isOursOrData(id) && isPublic(id, graph) && !isViewerOnly(id, graph) ? 'shared' : null,
                minShareCount: 2,
                priority: 2,
              },
              // The public viewer's page with its 3D view and what only they use, in one file: the
              // view's code (~10 KB) is not asked for one round trip after the page's, and a cold
              // load of the viewer makes one request fewer; a browser that cannot draw 3D (it
              // shows the list) loads it unused. After 'shared', which leaves these modules to it:
              // a group takes along whatever its modules import that no group before it took.
              {
                name: (id: string, graph: ModuleGraph) => (isViewerOnly(id, graph) ? 'viewer-page' : null),
                priority: 1,
              },
              {
                name: (id: string, graph: ModuleGraph) =>
                  FLOATING.test(id) || SIGNED_IN_UI.test(id) || (isOursOrData(id) && !isPublic(id, graph))
                    ? 'signed-in'
                    : null,
                minShareCount: 2,
                priority: 0,
              },
            ],
            minSize: 8 * 1024,
          },
        },
      },
    },
  };
});
