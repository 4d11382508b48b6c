import type { Page } from '@playwright/test';

/** An element to watch for: a CSS selector, and the text it must have when given. */
export type Watched = { selector: string; text?: string };

/**
 * Records in the page, for each name, when a matching element first appeared
 * (`performance.now()` in the callback of a MutationObserver, so two parts drawn in one React
 * commit get the same time). Install before the navigation; `read` returns the times of the
 * page loaded last.
 */
export async function recordFirstSeen<Name extends string>(
  page: Page,
  watched: Record<Name, Watched>,
): Promise<{ read(): Promise<Partial<Record<Name, number>>> }> {
  await page.addInitScript(
    (watch: Record<string, Watched>) => {
      const seen: Record<string, number> = {};
      (window as unknown as { __firstSeen: Record<string, number> }).__firstSeen = seen;
      new MutationObserver(() => {
        const now = performance.now();
        for (const [name, { selector, text }] of Object.entries(watch)) {
          if (seen[name] !== undefined) continue;
          const element = document.querySelector(selector);
          if (element && (text === undefined || element.textContent === text)) seen[name] = now;
        }
      }).observe(document, { childList: true, subtree: true });
    },
    watched as Record<string, Watched>,
  );
  return {
    read: () =>
      page.evaluate(
        () => (window as unknown as { __firstSeen: Record<string, number> }).__firstSeen,
      ) as Promise<Partial<Record<Name, number>>>,
  };
}

/** Where React drew an element first: in its scheduler's task (`scheduled`), or elsewhere. */
export type DrawingTask = 'scheduled' | 'immediate';

/**
 * Records, for each name, in which kind of task React committed the render that first drew a
 * matching element (issue 14). A render React schedules itself (a transition, a deferred value)
 * runs in its scheduler's message task, sliced, and commits there; an update React renders at
 * once (a store's update, such as a query's answer) commits in the task that made it, a timer
 * or a microtask. Read through a stand-in for React DevTools' hook, which React calls after each
 * commit in production builds too: `window.event` is then the scheduler's MessageEvent or not.
 * Install before the navigation.
 */
export async function recordDrawingTask<Name extends string>(
  page: Page,
  watched: Record<Name, Watched>,
): Promise<{ read(): Promise<Partial<Record<Name, DrawingTask>>> }> {
  await page.addInitScript(
    (watch: Record<string, Watched>) => {
      const drawn: Record<string, string> = {};
      (window as unknown as { __drawingTask: Record<string, string> }).__drawingTask = drawn;
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: () => {
          const task = window.event instanceof MessageEvent ? 'scheduled' : 'immediate';
          for (const [name, { selector, text }] of Object.entries(watch)) {
            if (drawn[name] !== undefined) continue;
            const element = document.querySelector(selector);
            if (element && (text === undefined || element.textContent === text)) drawn[name] = task;
          }
        },
      };
    },
    watched as Record<string, Watched>,
  );
  return {
    read: () =>
      page.evaluate(
        () => (window as unknown as { __drawingTask: Record<string, string> }).__drawingTask,
      ) as Promise<Partial<Record<Name, DrawingTask>>>,
  };
}
