import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The dashboard's message catalogs (apps/web/src/locales/*.po), compiled when imported.
        plugins: [
          lingui({ configPath: fileURLToPath(new URL('apps/web/lingui.config.ts', import.meta.url)) }),
        ],
        // The dashboard's `@/` imports (apps/web/tsconfig.json) and the contracts' sources.
        resolve: {
          alias: [
            { find: '@', replacement: fileURLToPath(new URL('apps/web/src', import.meta.url)) },
            {
              find: /^@vantage\/contracts$/,
              replacement: fileURLToPath(new URL('packages/contracts/src/index.ts', import.meta.url)),
            },
            {
              find: /^@vantage\/contracts\/api\/(.+)$/,
              replacement: fileURLToPath(new URL('packages/contracts/src/api/$1.ts', import.meta.url)),
            },
            {
              find: /^@vantage\/contracts\/studies\/(.+)$/,
              replacement: fileURLToPath(new URL('packages/contracts/src/studies/$1.ts', import.meta.url)),
            },
            {
              find: /^@vantage\/contracts\/gates\/(.+)$/,
              replacement: fileURLToPath(new URL('packages/contracts/src/gates/$1.ts', import.meta.url)),
            },
          ],
        },
        test: {
          name: 'unit',
          // One import of the modules per worker, not one per file: unit files share no state
          // they do not reset themselves (no module mocks; globals stubbed and restored within
          // the file). 543 tests: 56 s with isolation, 19 s without, on 2 cores.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Guards against a hang, not measures. Many tests build their own app (and clone a
          // database) inside the test: at load 15–25 on two cores that alone took 38–105 s
          // (serving.test.ts, client-config/routes.test.ts), past a 30-s bound, with nothing
          // wrong; a suite's set-up in a hook took over 60 s on PGlite at load 15.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two workers on every machine (vitest's default on 2 cores is one): many tests wait on
          // timers, child processes and the database, and a second worker fills that time. On 2
          // cores, PostgreSQL: 121 s with one worker, 73 s with two.
          maxWorkers: 2,
          // One import of the server per worker, not one per file: the files share no state
          // (each clones its own database and builds its own app; no module mocks or env
          // stubs; caches are keyed by database or app). On 2 cores the suite took 299–364 s
          // on PostgreSQL and 433 s on PGlite with isolation, 167 s and 247 s without.
          isolate: false,
        },
      },
    ],
  },
});
