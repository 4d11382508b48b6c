/**
 * The long animation frames of a cold page load ("find out why" for Lighthouse's
 * total blocking time): signs the demo owner in, clears the HTTP cache, throttles the CPU 4× (as
 * Lighthouse's mobile preset does), loads the page and prints, for each frame Chromium reports
 * as long (over 50 ms), its duration, its blocking part and the scripts that ran in it: what
 * called them (a module's evaluation, a timer, React's scheduler's message), their time and the
 * style and layout they forced. A diagnosis, not a figure: it records nothing.
 * Run: node --import tsx bench/long-frames.ts [/dash/projects | /viewer]
 */
import { withSignedInPage } from './browser-session.js';

const route = process.argv[2] ?? '/dash/projects';

type Script = {
  duration: number;
  forcedStyleAndLayoutDuration: number;
  invokerType: string;
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
};
type Frame = { startTime: number; duration: number; blockingDuration: number; scripts: Script[] };

/** Plain JavaScript: Playwright sends it as it is. */
const OBSERVE = `
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longFrames.push(entry.toJSON());
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

async function main(): Promise<void> {
  await withSignedInPage(route, async (page, url) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(OBSERVE);
    await page.goto(url);
    await page.waitForTimeout(5000);
    const frames = (await page.evaluate('window.__longFrames')) as Frame[];
    const blocking = frames.reduce((sum, frame) => sum + frame.blockingDuration, 0);
    console.log(
      `${route}: ${frames.length} long frames at 4× CPU throttling, ${blocking.toFixed(0)} ms blocking`,
    );
    for (const frame of frames) {
      console.log(
        `  at ${frame.startTime.toFixed(0).padStart(5)} ms: ${frame.duration.toFixed(0)} ms, blocking ${frame.blockingDuration.toFixed(0)} ms`,
      );
      for (const script of frame.scripts) {
        const source = script.sourceURL.replace(/^.*\//, '') || '-';
        console.log(
          `    ${script.duration.toFixed(0).padStart(4)} ms (forced style and layout ${script.forcedStyleAndLayoutDuration.toFixed(0)} ms) ${script.invokerType} ${script.invoker} ${script.sourceFunctionName} ${source}`,
        );
      }
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
