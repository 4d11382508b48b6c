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
