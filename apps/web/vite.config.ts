import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/** Everything the server owns; the dev server forwards it to the real server on :8080. */
const SERVER_PREFIXES = ['/api', '/realms', '/signalr', '/metrics', '/dev', '/healthz', '/config.js'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // index.html shows `%VITE_PRODUCT_NAME%`; Vite reads the env after this function runs.
  process.env.VITE_PRODUCT_NAME = env.VITE_PRODUCT_NAME || 'Vantage';
  const target = env.VITE_DEV_PROXY_TARGET ?? 'http://localhost:8080';
  return {
    plugins: [react()],
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
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  };
});
