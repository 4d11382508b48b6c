import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './tests/e2e/support/config';
import {
  E2E_TERRAIN_ATTRIBUTION,
  E2E_TERRAIN_PORT,
  E2E_TERRAIN_TILES_URL,
} from './tests/e2e/support/terrain-hill';

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/** Software WebGL (SwiftShader) for the 3D viewer and the planner's map, spelled out so that it does not depend on the host. */
const softwareWebgl = {
  ...chromium,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
      '--no-first-run',
    ],
  },
};

/** The specs that draw WebGL in software (SwiftShader): long files, and the heaviest on the CPU. */
const SOFTWARE_WEBGL = ['viewer*.spec.ts', 'planner*.spec.ts'];

/**
 * End-to-end tests: the real server (fresh database, demo data) serving the built dashboard,
 * driven in the system Chromium. See tests/e2e/support/start-server.ts.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two, for the two cores of every machine that runs this (a developer's and CI, which sets
  // CI=true): one worker left a core idle, a third made every test about twice as slow.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // The server's log of the run must hold none of the run's secrets.
  globalTeardown: './tests/e2e/support/secret-scan.ts',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps its trace: the actions, the network and a DOM snapshot around each
    // action, enough to see the page as it was. Not the screencast of every test, which
    // Chromium paints and encodes all the while: it doubled the suite's CPU time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Playwright queues a file whose test.use starts another browser after all the others, so the
  // viewer's specs ran last, alone on one worker while the other had nothing left (about two of
  // the run's ten minutes). As a project of their own they are queued first, one worker at a
  // time: one worker draws them from the start while the other works through the rest.
  projects: [
    { name: 'webgl', testMatch: SOFTWARE_WEBGL, workers: 1, use: softwareWebgl },
    { name: 'chromium', testIgnore: SOFTWARE_WEBGL, use: chromium },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/start-server.ts',
      url: `${E2E_BASE_URL}/readyz`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      // Terrain from the run's own tile source: a hill far from the demo projects, flat elsewhere.
      env: {
        TERRAIN_TILES_URL: E2E_TERRAIN_TILES_URL,
        TERRAIN_TILES_ENCODING: 'terrarium',
        TERRAIN_TILES_ATTRIBUTION: E2E_TERRAIN_ATTRIBUTION,
      },
    },
    {
      command: 'node --import tsx tests/e2e/support/terrain-tile-server.ts',
      url: `http://127.0.0.1:${E2E_TERRAIN_PORT}/readyz`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
