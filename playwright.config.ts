import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './tests/e2e/support/config';
import {
  E2E_TERRAIN_ATTRIBUTION,
  E2E_TERRAIN_PORT,
  E2E_TERRAIN_TILES_URL,
} from './tests/e2e/support/terrain-hill';

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Chromium's features switched off. A second --disable-features replaces Playwright's own
 * (the last one counts), so its list (playwright-core 1.65, chromiumSwitches.ts; the Edge
 * and Windows entries left out) comes first, then ours: the address bar's popups, which
 * this Chromium (156) draws as WebUI pages and starts in a renderer of their own for every
 * new browser context, about 40 % of Chromium's CPU time in the chromium project's tests.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** What every browser of the run starts with (Chromium from the system's packages, as root). */
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/** Software WebGL (SwiftShader) for the 3D viewer and the planner's map, spelled out so that it does not depend on the host. */
const softwareWebgl = {
  ...chromium,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BROWSER_ARGS, '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  },
};

/**
 * The specs that draw WebGL in software (SwiftShader): long files, and the heaviest on the CPU
 * (the Present screen's report renders its visualisation sheets; product-language's journey goes
 * through the planner).
 */
const SOFTWARE_WEBGL = [
  'viewer*.spec.ts',
  'planner*.spec.ts',
  'present-report.spec.ts',
  'product-language.spec.ts',
];

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
    // Chromium paints and encodes all the while: it doubled the suite's CPU time. In CI, where
    // a failed test runs again, only the second run records one (recording the first run of
    // every test took about a sixth of the suite's time).
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...BROWSER_ARGS, '--disable-gpu', '--disable-component-update', '--disable-sync'],
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
        // The map layers of planner-map-layers.spec.ts come from the same tile server, on this machine.
        MAP_LAYER_PRIVATE_ORIGINS: `http://127.0.0.1:${E2E_TERRAIN_PORT}`,
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
