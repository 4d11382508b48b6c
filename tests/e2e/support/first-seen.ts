import type { Page } from '@playwright/test';

/** An element to watch for: a CSS selector, and the text it must have when given. */
export type Watched = { selector: string; text?: string };

/** Where React drew an element first: in its scheduler's task (`scheduled`), or elsewhere. */
export type DrawingTask = 'scheduled' | 'immediate';

/** What is noted when a watched element first appears: the time, or the kind of task. */
type Note = 'time' | 'task';

/**
 * Installs, before the navigation, a watcher that notes for each name a value when a matching
 * element is first in the document; `read` returns the values of the page loaded last.
 * - `time`: `performance.now()` in a MutationObserver's callback, so two parts drawn in one
 *   React commit get the same time.
 * - `task`: the kind of task in which React committed the render that first drew it, read
 *   through a stand-in for React DevTools' hook, which React calls after each commit in
 *   production builds too (`window.event` is then React's scheduler's MessageEvent or not).
 */
async function recordFirst<Name extends string, Value>(
  page: Page,
  watched: Record<Name, Watched>,
  note: Note,
): Promise<{ read(): Promise<Partial<Record<Name, Value>>> }> {
  const key = `__first_${note}`;
  await page.addInitScript(
    ({ watch, note, key }: { watch: Record<string, Watched>; note: Note; key: string }) => {
      const first: Record<string, unknown> = {};
      (window as unknown as Record<string, unknown>)[key] = first;
      const noteAll = (value: unknown) => {
        for (const [name, { selector, text }] of Object.entries(watch)) {
          if (first[name] !== undefined) continue;
          const element = document.querySelector(selector);
          if (element && (text === undefined || element.textContent === text)) first[name] = value;
        }
      };
      if (note === 'time') {
        new MutationObserver(() => noteAll(performance.now())).observe(document, {
          childList: true,
          subtree: true,
        });
        return;
      }
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: () => noteAll(window.event instanceof MessageEvent ? 'scheduled' : 'immediate'),
      };
    },
    { watch: watched as Record<string, Watched>, note, key },
  );
  return {
    read: () =>
      page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], key) as Promise<
        Partial<Record<Name, Value>>
      >,
  };
}

/**
 * Records in the page, for each name, when a matching element first appeared (two parts drawn
 * in one React commit get the same time).
 */
export function recordFirstSeen<Name extends string>(page: Page, watched: Record<Name, Watched>) {
  return recordFirst<Name, number>(page, watched, 'time');
}

/**
 * Records, for each name, in which kind of task React committed the render that first drew a
 * matching element. A render React schedules itself (a transition, a deferred value)
 * runs in its scheduler's message task, sliced, and commits there; an update React renders at
 * once (a store's update, such as a query's answer) commits in the task that made it, a timer
 * or a microtask.
 */
export function recordDrawingTask<Name extends string>(page: Page, watched: Record<Name, Watched>) {
  return recordFirst<Name, DrawingTask>(page, watched, 'task');
}
