import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Everything the server owns; the dev server forwards it to the real server on :8080. */
const SERVER_PREFIXES = ['/api', '/realms', '/signalr', '/metrics', '/dev', '/healthz', '/config.js'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // index.html shows `%VITE_PRODUCT_NAME%`; Vite reads the env after this function runs.
  process.env.VITE_PRODUCT_NAME = env.VITE_PRODUCT_NAME || 'Vantage';
  const target = env.VITE_DEV_PROXY_TARGET ?? 'http://localhost:8080';
  return {
    plugins: [
      react(),
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
          // runs (React and the router) is one file; the UI and data libraries that several
          // screens share are one each; the rest (the hub client, the viewer's 3D engine, a
          // component only one screen uses) stays in the lazy chunk of whoever imports it.
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
                test: /node_modules[\\/](@mantine|@floating-ui|@tabler|react-transition-group|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|aria-hidden|clsx|react-number-format|react-textarea-autosize)[\\/]/,
                minShareCount: 2,
                priority: 3,
              },
              {
                name: 'data',
                test: /node_modules[\\/](@tanstack|zod|dayjs)[\\/]|packages[\\/]contracts[\\/]/,
                minShareCount: 2,
                priority: 2,
              },
              { name: 'shared', test: /apps[\\/]web[\\/]src[\\/]/, minShareCount: 2, priority: 1 },
            ],
            minSize: 8 * 1024,
          },
        },
      },
    },
  };
});
