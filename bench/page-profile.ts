/**
 * Where a cold page load spends the browser's CPU ("find out why"): signs the demo
 * owner in, clears the HTTP cache, throttles the CPU 4× (as Lighthouse's mobile preset does),
 * records a CPU profile of loading the page and the 6 s after, and prints the self time by
 * package or source file and by function, mapped through the build's source maps
 * (apps/web/dist must be built). A diagnosis, not a figure: it records nothing.
 * Run: node --import tsx bench/page-profile.ts [/dash/projects | /viewer]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { withSignedInPage } from './browser-session.js';
import { packageOf } from './bundle-composition.js';
import { ROOT } from './server-process.js';

type ProfileNode = {
  id: number;
  children?: number[];
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const route = process.argv[2] ?? '/dash/projects';

function printTop(title: string, totals: Map<string, number>, count: number): void {
  console.log(title);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
}

/** The profile's self time, ms, by package or source and by function (through the source maps). */
function selfTimes(profile: Profile, origin: string) {
  const selfMs = new Map<number, number>();
  for (const [i, id] of profile.samples.entries())
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = join(ROOT, 'apps/web/dist', `${new URL(url).pathname}.map`);
      try {
        maps.set(url, new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))));
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url);
  };
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const nameOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    // V8's own entries are named in brackets already: (idle), (program), (garbage collector).
    let where = url
      ? url.replace(origin, '')
      : functionName.startsWith('(')
        ? functionName
        : `(${functionName})`;
    let name = functionName || where;
    const position =
      url.endsWith('.js') && lineNumber >= 0 && columnNumber >= 0
        ? mapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
        : undefined;
    if (position?.source) {
      where = packageOf(position.source);
      name = `${position.name ?? functionName} (${where}:${position.line})`;
    }
    nameOf.set(node.id, name);
    if (!ms) continue;
    byPackage.set(where, (byPackage.get(where) ?? 0) + ms);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  return {
    byPackage,
    byFunction,
    withCallees: totalTimes(profile, selfMs, nameOf),
    callers: callersOf(profile, selfMs, nameOf),
  };
}

/**
 * BENCH_PROFILE_CALLERS=regex (e.g. getBoundingClientRect|offsetWidth): the time of the
 * functions it names, with what they call, by their five nearest callers: which component
 * forces a layout, say.
 */
function callersOf(profile: Profile, selfMs: Map<number, number>, nameOf: Map<number, string>) {
  const totals = new Map<string, number>();
  const pattern = process.env.BENCH_PROFILE_CALLERS;
  if (!pattern) return totals;
  const matches = new RegExp(pattern);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const subtreeMs = (id: number): number =>
    (selfMs.get(id) ?? 0) + (nodes.get(id)?.children ?? []).reduce((sum, child) => sum + subtreeMs(child), 0);
  for (const node of profile.nodes) {
    if (!matches.test(node.callFrame.functionName)) continue;
    const chain: string[] = [];
    for (let id = parentOf.get(node.id); id !== undefined && chain.length < 5; id = parentOf.get(id))
      chain.push(nameOf.get(id) ?? '?');
    const key = `${node.callFrame.functionName} <- ${chain.join(' <- ')}`;
    totals.set(key, (totals.get(key) ?? 0) + subtreeMs(node.id));
  }
  return totals;
}

/**
 * Time by function with what it calls (total time), each stack counted once per function
 * even when the function recurses: which component or call a cost belongs to.
 */
function totalTimes(profile: Profile, selfMs: Map<number, number>, nameOf: Map<number, string>) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const walk = (id: number, open: Set<string>): number => {
    const node = nodes.get(id);
    if (!node) return 0;
    const name = nameOf.get(id) ?? '';
    const inner = new Set(open).add(name);
    let ms = selfMs.get(id) ?? 0;
    for (const child of node.children ?? []) ms += walk(child, inner);
    if (!open.has(name)) totals.set(name, (totals.get(name) ?? 0) + ms);
    return ms;
  };
  const root = profile.nodes[0];
  if (root) walk(root.id, new Set());
  return totals;
}

async function main(): Promise<void> {
  await withSignedInPage(route, async (page, url, origin) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForTimeout(6000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };

    const { byPackage, byFunction, withCallees, callers } = selfTimes(profile, origin);
    const busy = [...byPackage].filter(([key]) => key !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`${route}: ${busy.toFixed(0)} ms busy at 4× CPU throttling (self time)`);
    printTop('by package or source', byPackage, 25);
    printTop('by function', byFunction, 40);
    printTop('by function with what it calls', withCallees, 60);
    if (callers.size > 0) printTop(`by caller (${process.env.BENCH_PROFILE_CALLERS})`, callers, 30);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
