/**
 * First load and compression, measured in Chromium against the real server (a child
 * process on embedded defaults with the demo data, serving apps/web/dist):
 *   - per route, on a cold HTTP cache: JavaScript and CSS bytes on the wire (Chrome's
 *     encodedDataLength: compressed bodies), the number of requests, and the time until the
 *     screen's main content is shown: /login signed out, /dash/projects signed in (the session
 *     is kept, the cache is cleared), the public viewer of a published demo project;
 *   - compression: how many text answers (scripts, styles, HTML, JSON) of 1 KB or more came
 *     compressed, and which did not.
 * Needs the built dashboard (`npm run build`). Bounded: about 30 s.
 * BENCH_FIRST_LOAD_RTT=150 loads over a phone's network as Lighthouse's mobile preset assumes
 * (that round trip, 1.6 Mbit/s down, 750 kbit/s up): the chains of requests show in the times.
 * Such a run prints its figures and records none. WEB_DIST (the server's) serves another build.
 * Per route it also prints how much of the budget check's JavaScript is the libraries
 * ARCHITECTURE.md fixes (bundle-composition.ts), a part that only drawing less with them, or
 * other libraries, would make smaller.
 * Run: node --import tsx bench/first-load.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM, publishDemoProject, signInDemoOwner } from './browser-session.js';
import { FIXED_STACK, fixedStackShares } from './bundle-composition.js';
import { type Figure, figure, record } from './figures.js';
import { ROOT, startServerProcess } from './server-process.js';

const KB = 1024;
/** Round trip of an emulated phone network, ms; 0: loopback as it is. */
const RTT = Number(process.env.BENCH_FIRST_LOAD_RTT ?? 0);

type Transfer = {
  url: string;
  type: string;
  encoded: number;
  decoded: number;
  encoding: string | null;
  mime: string;
};

/** Watches the network of `page` through the DevTools protocol. */
async function watchNetwork(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (RTT > 0)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  const pending = new Map<string, Transfer>();
  let done: Transfer[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    pending.set(event.requestId, {
      url: event.response.url,
      type: event.type ?? 'Other',
      encoded: 0,
      decoded: 0,
      encoding: headers['content-encoding'] ?? null,
      mime: event.response.mimeType,
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    const t = pending.get(event.requestId);
    if (t) t.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const t = pending.get(event.requestId);
    if (!t) return;
    t.encoded = event.encodedDataLength;
    pending.delete(event.requestId);
    done.push(t);
  });
  return {
    cdp,
    reset: () => {
      done = [];
      pending.clear();
    },
    transfers: () => done,
  };
}

/**
 * A worker's script (the viewer's 3D engine) as the browser gets it: the page's DevTools
 * session does not see a worker's requests, so it is fetched again with the browser's
 * Accept-Encoding and its bytes on the wire counted.
 */
function workerScript(url: string): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      let encoded = 0;
      response.on('data', (chunk: Buffer) => {
        encoded += chunk.length;
      });
      response.on('end', () =>
        resolve({
          url,
          type: 'Script',
          encoded,
          // Only its size on the wire counts here (and the compression check needs no more).
          decoded: encoded,
          encoding: (response.headers['content-encoding'] as string | undefined) ?? null,
          mime: String(response.headers['content-type'] ?? ''),
        }),
      );
    }).on('error', reject);
  });
}

type RouteFigures = {
  route: string;
  js: number;
  css: number;
  requests: number;
  shownMs: number;
  /** The first contentful paint (the page's spinner) after the navigation started, ms. */
  firstPaintMs: number | undefined;
  transfers: Transfer[];
};

async function coldLoad(
  page: Page,
  watch: Awaited<ReturnType<typeof watchNetwork>>,
  route: string,
  path: string,
  shown: (page: Page) => Promise<void>,
): Promise<RouteFigures> {
  await watch.cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  watch.reset();
  const started = performance.now();
  await page.goto(path);
  await shown(page);
  const shownMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const transfers = [
    ...watch.transfers(),
    ...(await Promise.all(page.workers().map((w) => workerScript(w.url())))),
  ];
  if (process.env.BENCH_VERBOSE)
    for (const t of transfers)
      console.log(`    ${route} ${t.type} ${t.encoded} ${t.encoding ?? '-'} ${new URL(t.url).pathname}`);
  const sum = (type: string) => transfers.filter((t) => t.type === type).reduce((s, t) => s + t.encoded, 0);
  // A string, not a function: tsx would wrap inner functions in a helper the page lacks.
  const firstPaintMs = (await page.evaluate(
    "performance.getEntriesByName('first-contentful-paint')[0]?.startTime",
  )) as number | undefined;
  return {
    route,
    js: sum('Script'),
    css: sum('Stylesheet'),
    requests: transfers.length,
    shownMs,
    firstPaintMs,
    transfers,
  };
}

async function main(): Promise<void> {
  const guard = setTimeout(
    () => {
      console.error('first-load benchmark: over its budget, stopping');
      process.exit(1);
    },
    RTT > 0 ? 300_000 : 120_000,
  );
  guard.unref();
  const dataDir = mkdtempSync(join(tmpdir(), 'vantage-bench-first-load-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results: RouteFigures[] = [];
  // The browser on PUBLIC_URL's origin (localhost), where the identity provider is: from
  // 127.0.0.1 the CSP refuses the sign-in's cross-origin requests.
  const origin = `http://localhost:${server.port}`;
  try {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const watch = await watchNetwork(context, page);
    results.push(
      await coldLoad(page, watch, '/login', '/login', (p) =>
        p.getByRole('button', { name: 'Sign in' }).waitFor(),
      ),
    );
    const headers = await signInDemoOwner(page);
    const publicationKey = await publishDemoProject(server.url, headers);
    results.push(
      await coldLoad(page, watch, '/dash/projects', '/dash/projects', (p) =>
        p.getByLabel('Search', { exact: true }).first().waitFor(),
      ),
    );
    const viewer = await browser.newContext({ baseURL: origin });
    const viewerPage = await viewer.newPage();
    const viewerWatch = await watchNetwork(viewer, viewerPage);
    results.push(
      await coldLoad(
        viewerPage,
        viewerWatch,
        '/viewer',
        `/viewer/?project=${encodeURIComponent(publicationKey)}`,
        (p) => p.getByText('(bench)').first().waitFor({ timeout: 20_000 }),
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const lines = [
    RTT > 0
      ? `First load in Chromium, cold HTTP cache, over an emulated phone network (${RTT} ms round trip, 1.6 Mbit/s down)`
      : 'First load in Chromium, cold HTTP cache, real server on loopback (bytes on the wire)',
  ];
  const figures: Figure[] = [];
  const goals: Record<string, number> = { '/login': 80, '/dash/projects': 150, '/viewer': 150 };
  for (const r of results) {
    lines.push(
      `  ${r.route.padEnd(15)} JS ${(r.js / KB).toFixed(1)} KB (goal ≤ ${goals[r.route]} KB), CSS ${(r.css / KB).toFixed(1)} KB (goal ≤ 30 KB), ` +
        `${r.requests} requests (goal < 15), main content after ${r.shownMs.toFixed(0)} ms` +
        (r.firstPaintMs === undefined ? '' : `, first paint after ${r.firstPaintMs.toFixed(0)} ms`),
    );
    figures.push(
      figure(
        `first load ${r.route}: JavaScript`,
        r.js / KB,
        'KB',
        { atMost: goals[r.route] },
        'Chromium, cold cache, encodedDataLength of scripts',
      ),
      figure(
        `first load ${r.route}: CSS`,
        r.css / KB,
        'KB',
        { atMost: 30 },
        'Chromium, cold cache, encodedDataLength of styles',
      ),
      figure(
        `first load ${r.route}: requests`,
        r.requests,
        'requests',
        { below: 15 },
        'Chromium, cold cache, until network idle',
      ),
      figure(
        `first load ${r.route}: main content shown`,
        r.shownMs,
        'ms',
        undefined,
        'navigation start to the main control visible, loopback',
      ),
    );
  }
  const text = results
    .flatMap((r) => r.transfers)
    .filter((t) => /javascript|css|html|json|svg|text\//.test(t.mime) && t.decoded >= KB);
  const plain = text.filter((t) => !t.encoding || t.encoding === 'identity');
  lines.push(
    `  compression: ${text.length - plain.length} of ${text.length} text answers of 1 KB or more came compressed ` +
      `(${[...new Set(text.map((t) => t.encoding))].join(', ')})` +
      (plain.length ? `; not: ${plain.map((t) => new URL(t.url).pathname).join(', ')}` : ''),
  );
  figures.push(
    figure(
      'compressed text answers ≥ 1 KB',
      text.length ? (text.length - plain.length) / text.length : null,
      'share',
      {
        atLeast: 1,
        text: '= 1 (all)',
      },
    ),
  );
  const webDist = process.env.WEB_DIST ?? join(ROOT, 'apps/web/dist');
  lines.push(
    `  the libraries ARCHITECTURE.md fixes (${FIXED_STACK.join(', ')}), with their dependencies, ` +
      `in the budget check's files (${webDist}), through the build's source maps:`,
  );
  for (const share of fixedStackShares(webDist)) {
    if (share.total === 0) continue;
    lines.push(
      `  ${share.route.padEnd(15)} ${(share.stack / KB).toFixed(1)} KB of ${(share.total / KB).toFixed(1)} KB ` +
        `(goal ≤ ${goals[share.route]} KB for all)`,
    );
    figures.push(
      figure(
        `first load ${share.route}: JavaScript of the fixed stack's libraries`,
        share.stack / KB,
        'KB',
        undefined,
        "budget check's files, bytes per package through the source maps scaled to each file's .br size",
      ),
    );
  }
  console.log(lines.join('\n'));
  if (RTT === 0) record('first-load', figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
